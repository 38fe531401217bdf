import { getT } from '../../site/data.server';
import { ModalButton } from '../ui/modal';

/** "Provably fair" explanation, opened from every game page. */
export function FairnessButton() {
  const t = getT();
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
    </ModalButton>
  );
}
