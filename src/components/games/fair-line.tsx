// The seed pair and nonce of the last bet or round under a game screen (and its server seed once
// revealed: a fun bet's throwaway seed, a finished round's), so any result can be checked.
import { useT } from '../../client/i18n';
import type { FairRef } from '../../contract/fair';

export function FairLine({
  fair,
  serverSeed,
  serverSeedLabel,
  testId,
}: {
  fair: FairRef;
  serverSeed?: string | null;
  serverSeedLabel?: string;
  testId?: string;
}) {
  // The kit's names in the page's language (gameKit, given by the stage); the field names elsewhere.
  const t = useT();
  const name = (key: string, field: string) => {
    const text = t(`gameKit.${key}`);
    return text === `gameKit.${key}` ? field : text;
  };
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-muted" data-testid={testId}>
      <dt>{name('serverSeedHash', 'server_seed_hash')}</dt>
      <dd className="break-all">{fair.server_seed_hash}</dd>
      <dt>{name('clientSeed', 'client_seed')}</dt>
      <dd className="break-all">{fair.client_seed}</dd>
      <dt>{name('nonce', 'nonce')}</dt>
      <dd>{fair.nonce}</dd>
      {serverSeed ? (
        <>
          <dt>{serverSeedLabel ?? name('serverSeed', 'server_seed')}</dt>
          <dd className="break-all">{serverSeed}</dd>
        </>
      ) : null}
    </dl>
  );
}
