import type { ReactNode } from 'react';
import { getSiteContext } from '../../site/context.server';
import { getT } from '../../site/data.server';
import { localePath } from '../../site/locale';
import { PageFrame } from '../layout/page-frame';
import { Card } from '../ui/card';
import { PlayPanel } from './play-panel';

/** A third-party game's demo or real-money page (slots, live tables): stage and facts. */
export function ProviderGamePage({
  item,
  mode,
  section,
  facts,
}: {
  item: { slug: string; name: string; provider: string; picture: string; has_demo: boolean };
  mode: 'demo' | 'play';
  /** "/games/slots" or "/games/live-casino" */
  section: string;
  facts: ReactNode;
}) {
  const ctx = getSiteContext();
  const t = getT();
  const title = mode === 'demo' ? t('slots.demoTitle', { name: item.name }) : item.name;
  return (
    <PageFrame
      title={title}
      lead={item.provider}
      description={t(section.endsWith('live-casino') ? 'seo.liveDescription' : 'seo.slotDescription', {
        name: item.name,
        provider: item.provider,
        brand: t('brand'),
      })}
      noindex={mode === 'play'}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(260px,1fr)]">
        <PlayPanel
          image={item.picture}
          name={item.name}
          demoHref={mode === 'play' && item.has_demo ? localePath(ctx.lang, `${section}/${item.slug}/demo`) : undefined}
        />
        <Card as="section">
          <dl className="grid gap-3 text-sm">
            <div>
              <dt className="text-muted">{t('slots.provider')}</dt>
              <dd className="font-semibold">{item.provider}</dd>
            </div>
            {facts}
          </dl>
        </Card>
      </div>
    </PageFrame>
  );
}
