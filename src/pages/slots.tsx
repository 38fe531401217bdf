import { PageFrame } from '../components/layout/page-frame';
import { Badge } from '../components/ui/badge';
import { LinkCard } from '../components/ui/card';
import { getGame } from '../games/registry';
import { getSiteContext } from '../site/context.server';
import { getCatalog, getT } from '../site/data.server';
import { localePath } from '../site/locale';

export default async function SlotsPage() {
  const ctx = getSiteContext();
  const t = getT();
  const info = getGame('slots').content[ctx.lang];
  const slots = await getCatalog('slots');
  return (
    <PageFrame title={info.name} lead={info.description}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6" data-testid="slots-list">
        {slots.map((s, i) => (
          <li key={s.slug}>
            <LinkCard
              href={localePath(ctx.lang, `/games/slots/${s.slug}/${s.has_demo ? 'demo' : 'play'}`)}
              image={s.picture}
              imageWidth={300}
              imageHeight={400}
              title={s.name}
              subtitle={`${s.provider} · RTP ${(s.rtp_bp / 100).toFixed(2)}%`}
              badge={s.has_demo ? <Badge tone="muted">{t('game.demo')}</Badge> : undefined}
              eager={i < 6}
            />
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
