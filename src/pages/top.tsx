import { PageFrame } from '../components/layout/page-frame';
import { Card } from '../components/ui/card';
import { TOP } from '../content/pages';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';

/** The biggest wins. Bets arrive with the games; until a win exists the board says so. */
export default function TopPage() {
  const ctx = getSiteContext();
  const t = getT();
  const top = TOP[ctx.lang];
  return (
    <PageFrame title={t('nav.top')} lead={top.intro}>
      <Card>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('top.caption')}</caption>
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-2">
                #
              </th>
              <th scope="col">{t('top.player')}</th>
              <th scope="col">{t('top.game')}</th>
              <th scope="col" className="text-right">
                {t('top.win')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td colSpan={4} className="py-8 text-center text-muted" data-testid="top-empty">
                {top.empty}
              </td>
            </tr>
          </tbody>
        </table>
      </Card>
    </PageFrame>
  );
}
