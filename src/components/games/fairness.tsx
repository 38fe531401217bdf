import { getT } from '../../site/data.server';
import { ModalButton } from '../ui/modal';
import { FairSeeds } from './fair-seeds';
import type { FairSeedsLabels } from './fair-seeds-panel';

const SEED_KEYS = [
  'heading',
  'serverSeedHash',
  'clientSeed',
  'newClientSeed',
  'random',
  'save',
  'saved',
  'nonce',
  'rotate',
  'rotateHint',
  'revealedTitle',
  'revealedSeed',
  'revealedHash',
  'revealedClientSeed',
  'lastNonce',
  'newHash',
  'copy',
  'copied',
  'loading',
  'seedRule',
  'gameInProgress',
  'seedsChanged',
] as const satisfies readonly (keyof FairSeedsLabels)[];

/**
 * "Provably fair", opened from every game page: the explanation, and for a signed-in player their
 * seed pair with the client seed and the rotation (loaded when the dialog opens).
 */
export function FairnessButton() {
  const t = getT();
  const seedLabels: FairSeedsLabels = Object.fromEntries(SEED_KEYS.map((k) => [k, t(`fair.${k}`)])) as Record<
    (typeof SEED_KEYS)[number],
    string
  >;
  return (
    <ModalButton label={t('fair.button')} title={t('fair.title')} closeLabel={t('common.close')}>
      <div className="prose-text flex flex-col gap-2 text-sm">
        <p>{t('fair.p1')}</p>
        <p>{t('fair.p2')}</p>
        <p>{t('fair.p3')}</p>
        <pre className="overflow-x-auto rounded-lg bg-bg p-3 text-xs text-muted">
          HMAC_SHA256(serverSeed, clientSeed + ":" + nonce + ":" + round)
        </pre>
      </div>
      <FairSeeds labels={seedLabels} />
    </ModalButton>
  );
}
