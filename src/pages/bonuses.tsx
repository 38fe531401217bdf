import { PageFrame } from '../components/layout/page-frame';
import { Card } from '../components/ui/card';
import { BONUSES } from '../content/pages';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';

export default function BonusesPage() {
  const ctx = getSiteContext();
  const t = getT();
  const b = BONUSES[ctx.lang];
  return (
    <PageFrame title={t('nav.bonuses')} lead={b.intro}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {b.offers.map((o) => (
          <Card as="li" key={o.title} className="flex flex-col gap-2">
            <h2 className="text-lg font-bold text-gold">{o.title}</h2>
            <p className="text-sm">{o.text}</p>
            <p className="text-xs text-muted">{o.terms}</p>
          </Card>
        ))}
      </ul>
    </PageFrame>
  );
}
