// Crash on its game page: the screen with its texts (a server component: labels come from the
// page's dictionary, the screen gets them as props) and the stake rules of the player's currency.
import { autobetLabels, labels, playKit } from '../../components/games/stage-kit';
import { getT } from '../../site/data.server';
import type { CrashVerifierLabels } from './crash-verifier';
import { type CrashLabels, CrashScreen } from './screen';

const KEYS = [
  'amount',
  'autoCashout',
  'autoCashoutHint',
  'autoCashoutInvalid',
  'bet',
  'betPlaced',
  'betNext',
  'cancelNext',
  'cashout',
  'lost',
  'loginToPlay',
  'connecting',
  'reconnecting',
  'recent',
  'awaitingSeeding',
  'startsIn',
  'crashed',
  'waiting',
  'players',
  'hidden',
  'noPlayers',
  'stake',
  'payout',
  'myBets',
  'noMyBets',
  'round',
  'status_open',
  'status_cashed',
  'status_lost',
  'status_refunded',
  'err_betting_closed',
  'err_already_bet',
  'err_no_bet',
  'err_round_over',
  'err_not_running',
] as const satisfies readonly Exclude<keyof CrashLabels, 'cashedOut'>[];

const VERIFIER_KEYS = [
  'title',
  'lead',
  'formula',
  'roundHash',
  'salt',
  'previousHash',
  'terminating',
  'check',
  'point',
  'linkOk',
  'linkBad',
  'badHash',
  'seedingTitle',
  'announcedAt',
  'block',
  'source',
  'saltPending',
  'saltedAt',
  'seedingLocal',
] as const satisfies readonly (keyof CrashVerifierLabels)[];

export async function CrashStage() {
  const { kit, firstStake } = await playKit('crash');
  return (
    <CrashScreen
      labels={{
        ...labels('crash', KEYS),
        // The placeholder is filled in the browser (t would drop it as a missing parameter).
        cashedOut: getT()('crash.cashedOut', { multiplier: '{{multiplier}}' }),
      }}
      verifier={labels('crash.verifier', VERIFIER_KEYS)}
      autobet={autobetLabels()}
      kit={kit}
      firstStake={firstStake}
    />
  );
}
