import { unstable_notFound as notFound } from 'waku/router/server';
import { ProviderGamePage } from '../components/games/provider-game';
import { getCatalog, getT } from '../site/data.server';

/** A slot's demo or real-money page. */
export default async function SlotPage({ slug, mode }: { slug: string; mode: 'demo' | 'play' }) {
  const t = getT();
  const slot = (await getCatalog('slots')).find((s) => s.slug === slug);
  if (!slot || (mode === 'demo' && !slot.has_demo)) notFound();
  return (
    <ProviderGamePage
      item={slot}
      mode={mode}
      section="/games/slots"
      facts={
        <>
          <div>
            <dt className="text-muted">RTP</dt>
            <dd className="font-semibold" data-testid="rtp">
              {(slot.rtp_bp / 100).toFixed(2)}%
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('slots.mode')}</dt>
            <dd className="font-semibold">{mode === 'demo' ? t('game.demo') : t('slots.real')}</dd>
          </div>
        </>
      }
    />
  );
}
