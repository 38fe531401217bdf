// The wallet: the only code that changes money (issue 10, docs/decisions/011-wallet-ledger.md).
// Domain code: no HTTP here; failures are WalletError (src/contract/wallet-errors.ts).
export type { Db, Queryable } from '../db/types';
export { type CheckReport, checkLedger } from './check.server';
export {
  type AccountRef,
  BALANCE_JOIN,
  type Balances,
  balancesOf,
  inWalletTransaction,
  type Movement,
  openPlayerAccounts,
  type Posting,
  type PostResult,
  post,
} from './ledger.server';
export { adjust, creditDeposit, demoGrant, hold, release, settleWithdrawal } from './movements.server';
export { balanceChangedCommitted as wakeBalanceStreams, onBalanceChange, stopBalanceListener } from './notify.server';
export { activeExclusion, assertNotExcluded, assertWithinLimits, recordTermsAcceptance } from './protection.server';
export { type GameMoveInput, type GameMoveResult, payWinnings, placeStake } from './stakes.server';
export { setAccountCurrency } from './currency.server';
export { history, historyCsv } from './history.server';
export {
  createDeposit,
  decideWithdrawal,
  getDeposit,
  handlePaymentWebhook,
  listWithdrawals,
  requestWithdrawal,
  sandboxCharge,
  sweepDeposits,
  walletSummary,
} from './payments.server';
export { offeredMethods } from './providers';
export { checkPayPageSignature, signSandboxEvent, TEST_CARDS } from './providers/sandbox.server';
export { mayReceiveMarketing, rgState, setLimits, setRgSettings, startExclusion } from './rg.server';
