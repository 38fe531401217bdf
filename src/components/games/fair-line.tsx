// The seed pair and nonce of the last bet or round under a game screen (and its server seed once
// revealed: a fun bet's throwaway seed, a finished round's), so any result can be checked.
import type { FairRef } from '../../contract/fair';

export function FairLine({
  fair,
  serverSeed,
  serverSeedLabel = 'server_seed',
  testId,
}: {
  fair: FairRef;
  serverSeed?: string | null;
  serverSeedLabel?: string;
  testId?: string;
}) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-muted" data-testid={testId}>
      <dt>server_seed_hash</dt>
      <dd className="break-all">{fair.server_seed_hash}</dd>
      <dt>client_seed</dt>
      <dd className="break-all">{fair.client_seed}</dd>
      <dt>nonce</dt>
      <dd>{fair.nonce}</dd>
      {serverSeed ? (
        <>
          <dt>{serverSeedLabel}</dt>
          <dd className="break-all">{serverSeed}</dd>
        </>
      ) : null}
    </dl>
  );
}
