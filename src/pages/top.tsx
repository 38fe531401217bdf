import { PageFrame } from '../components/layout/page-frame';
import { Card } from '../components/ui/card';
import { EmptyState } from '../components/ui/empty-state';
import { TOP } from '../content/pages';
import { CURRENCIES, type Currency } from '../contract/common';
import { findGame, gameHref } from '../games/registry';
import { getSiteContext } from '../site/context.server';
import { getBigWins, getT } from '../site/data.server';
import { formatMoney } from '../site/format';
import { localePath } from '../site/locale';
import { visibleGames } from '../site/visible-games';

/** The biggest wins of the last day across our games (the live feed's big wins), largest first. */
export default async function TopPage() {
  const ctx = getSiteContext();
  const t = getT();
  const top = TOP[ctx.lang];
  const wins = await getBigWins();
  const money = (minor: number, currency: string) =>
    (CURRENCIES as readonly string[]).includes(currency)
      ? formatMoney(minor, currency as Currency, ctx.lang)
      : `${(minor / 100).toFixed(2)} ${currency}`;
  const firstGame = visibleGames()[0]!;
  return (
    <PageFrame title={t('nav.top')} lead={top.intro}>
      <Card>
        {wins.length === 0 ? (
          <EmptyState
            icon="🏆"
            text={top.empty}
            action={{ href: localePath(ctx.lang, gameHref(firstGame)), label: t('home.playNow') }}
            testId="top-empty"
          />
        ) : (
          <table className="w-full text-left text-sm" data-testid="top-table">
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
              {wins.map((w, i) => {
                const game = findGame(w.game);
                return (
                  <tr key={w.id} className="border-t border-line">
                    <td className="py-2 text-muted">{i + 1}</td>
                    <td>{w.player ?? t('liveBets.hidden')}</td>
                    <td>
                      {game ? <a href={localePath(ctx.lang, gameHref(game))}>{game.content[ctx.lang].name}</a> : w.game}
                    </td>
                    <td className="text-right font-semibold text-win">
                      {money(w.payout, w.currency)}{' '}
                      <span className="text-xs text-muted">×{w.multiplier.toFixed(2)}</span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </Card>
    </PageFrame>
  );
}
