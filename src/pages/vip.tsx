import { PageFrame } from '../components/layout/page-frame';
import { Card } from '../components/ui/card';
import { VIP } from '../content/pages';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';

export default function VipPage() {
  const ctx = getSiteContext();
  const t = getT();
  const v = VIP[ctx.lang];
  const nf = new Intl.NumberFormat(ctx.lang === 'br' ? 'pt-BR' : ctx.lang);
  return (
    <PageFrame title={t('nav.vip')} lead={v.intro}>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" data-testid="vip-levels">
        {v.levels.map((l) => (
          <Card as="li" key={l.name} className="flex flex-col gap-2">
            <h2 className="text-lg font-bold text-gold">{l.name}</h2>
            <p className="text-xs text-muted">{t('vip.from', { points: nf.format(l.minPoints) })}</p>
            <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
              {l.perks.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Card>
        ))}
      </ol>
      <Card as="section" className="mt-6">
        <h2 className="mb-2 text-lg font-bold">{t('vip.howTo')}</h2>
        <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-muted">
          {v.howTo.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ol>
      </Card>
    </PageFrame>
  );
}
