import { unstable_notFound as notFound } from 'waku/router/server';
import { PlayPanel } from '../components/games/play-panel';
import { PageFrame } from '../components/layout/page-frame';
import { Card } from '../components/ui/card';
import { getSiteContext } from '../site/context.server';
import { getCatalog, getT } from '../site/data.server';
import { localePath } from '../site/locale';

/** A slot's demo or real-money page. */
export default async function SlotPage({ slug, mode }: { slug: string; mode: 'demo' | 'play' }) {
  const ctx = getSiteContext();
  const t = getT();
  const slot = (await getCatalog('slots')).find((s) => s.slug === slug);
  if (!slot || (mode === 'demo' && !slot.has_demo)) notFound();
  const title = mode === 'demo' ? t('slots.demoTitle', { name: slot.name }) : slot.name;
  return (
    <PageFrame title={title} lead={slot.provider} noindex={mode === 'play'}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(260px,1fr)]">
        <PlayPanel
          image={slot.picture}
          name={slot.name}
          demoHref={mode === 'play' && slot.has_demo ? localePath(ctx.lang, `/games/slots/${slot.slug}/demo`) : undefined}
        />
        <Card as="section">
          <dl className="grid gap-3 text-sm">
            <div><dt className="text-muted">{t('slots.provider')}</dt><dd className="font-semibold">{slot.provider}</dd></div>
            <div><dt className="text-muted">RTP</dt><dd className="font-semibold" data-testid="rtp">{(slot.rtp_bp / 100).toFixed(2)}%</dd></div>
            <div><dt className="text-muted">{t('slots.mode')}</dt><dd className="font-semibold">{mode === 'demo' ? t('game.demo') : t('slots.real')}</dd></div>
          </dl>
        </Card>
      </div>
    </PageFrame>
  );
}
