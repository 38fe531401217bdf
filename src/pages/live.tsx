import { PageFrame } from '../components/layout/page-frame';
import { Badge } from '../components/ui/badge';
import { LinkCard } from '../components/ui/card';
import { getGame } from '../games/registry';
import { getSiteContext } from '../site/context.server';
import { getCatalog, getT } from '../site/data.server';
import { localePath } from '../site/locale';

export default async function LivePage() {
  const ctx = getSiteContext();
  const t = getT();
  const info = getGame('live-casino').content[ctx.lang];
  const tables = await getCatalog('live');
  return (
    <PageFrame title={info.name} lead={info.description}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="live-list">
        {tables.map((l, i) => (
          <li key={l.slug}>
            <LinkCard
              href={localePath(ctx.lang, `/games/live-casino/${l.slug}/${l.has_demo ? 'demo' : 'play'}`)}
              image={l.picture}
              imageWidth={320}
              imageHeight={200}
              title={l.name}
              subtitle={l.provider}
              badge={<Badge tone="gold">{t('live.live')}</Badge>}
              eager={i < 3}
            />
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
