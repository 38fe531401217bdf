import { unstable_notFound as notFound } from 'waku/router/server';
import { PlayPanel } from '../components/games/play-panel';
import { PageFrame } from '../components/layout/page-frame';
import { Card } from '../components/ui/card';
import { getSiteContext } from '../site/context.server';
import { getCatalog, getT } from '../site/data.server';
import { localePath } from '../site/locale';

export default async function LiveTablePage({ slug, mode }: { slug: string; mode: 'demo' | 'play' }) {
  const ctx = getSiteContext();
  const t = getT();
  const table = (await getCatalog('live')).find((s) => s.slug === slug);
  if (!table || (mode === 'demo' && !table.has_demo)) notFound();
  const title = mode === 'demo' ? t('slots.demoTitle', { name: table.name }) : table.name;
  return (
    <PageFrame title={title} lead={table.provider} noindex={mode === 'play'}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(260px,1fr)]">
        <PlayPanel
          image={table.picture}
          name={table.name}
          demoHref={mode === 'play' && table.has_demo ? localePath(ctx.lang, `/games/live-casino/${table.slug}/demo`) : undefined}
        />
        <Card as="section">
          <dl className="grid gap-3 text-sm">
            <div><dt className="text-muted">{t('slots.provider')}</dt><dd className="font-semibold">{table.provider}</dd></div>
            <div><dt className="text-muted">{t('live.kind')}</dt><dd className="font-semibold">{t(`live.kinds.${table.kind}`)}</dd></div>
          </dl>
        </Card>
      </div>
    </PageFrame>
  );
}
