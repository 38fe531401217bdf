import { unstable_notFound as notFound } from 'waku/router/server';
import { ProviderGamePage } from '../components/games/provider-game';
import { getCatalog, getT } from '../site/data.server';

/** A live table's demo or real-money page. */
export default async function LiveTablePage({ slug, mode }: { slug: string; mode: 'demo' | 'play' }) {
  const t = getT();
  const table = (await getCatalog('live')).find((s) => s.slug === slug);
  if (!table || (mode === 'demo' && !table.has_demo)) notFound();
  return (
    <ProviderGamePage
      item={table}
      mode={mode}
      section="/games/live-casino"
      facts={
        <div>
          <dt className="text-muted">{t('live.kind')}</dt>
          <dd className="font-semibold">{t(`live.kinds.${table.kind}`)}</dd>
        </div>
      }
    />
  );
}
