// The wallet: the only code that changes money (issue 10, docs/decisions/011-wallet-ledger.md).
// Domain code: no HTTP here; failures are WalletError (src/contract/wallet-errors.ts).
export type { Db, Queryable } from '../db/types';
export { type CheckReport, checkLedger } from './check.server';
export {
  type AccountRef,
  BALANCE_JOIN,
  type Balances,
  balancesOf,
  existingHouseAccount,
  inWalletTransaction,
  type Movement,
  openPlayerAccounts,
  type Posting,
  type PostResult,
  post,
} from './ledger.server';
export {
  adjust,
  creditDeposit,
  creditFrozenDeposit,
  demoGrant,
  hold,
  release,
  returnFrozenDeposit,
  settleWithdrawal,
} from './movements.server';
export { balanceChangedCommitted as wakeBalanceStreams, onBalanceChange, stopBalanceListener } from './notify.server';
export { activeExclusion, assertNotExcluded, assertWithinLimits, recordTermsAcceptance } from './protection.server';
export {
  asWalletError,
  cashBalance,
  type GameMoveInput,
  type GameMoveResult,
  payWinnings,
  placeStake,
  refundStake,
  type SqlRefusal,
  sqlRefusal,
} from './stakes.server';
export { setAccountCurrency } from './currency.server';
export {
  countSettledBet,
  payVip,
  type SettledBetCount,
  type VipPayment,
  type VipPaymentInput,
  vipPaymentKey,
} from './loyalty.server';
export { RACE_GRACE_MS, racePrizeKey, type SettledRace, settleEndedRaces, startRaceSettler } from './races.server';
export { type BonusEnd, endBonus, forfeitOnWithdrawal, grantBonus, grantOnDeposit } from './bonus.server';
export { history, historyCsv } from './history.server';
export {
  applyProviderTx,
  playerCash,
  type ProviderTx,
  type ProviderTxKind,
  type ProviderTxResult,
  type ProviderTxStatus,
  providerHouseGame,
} from './provider-port.server';
export {
  cancelOpenDeposits,
  createDeposit,
  decideWithdrawal,
  type FrozenListItem,
  type FrozenReason,
  getDeposit,
  handlePaymentWebhook,
  listFrozen,
  listWithdrawals,
  PAYOUT_CLAIM_SECONDS,
  type PayoutOutcome,
  payoutBackoffSeconds,
  requestWithdrawal,
  retryPayout,
  returnFrozen,
  sandboxCharge,
  sendPayouts,
  sweepDeposits,
  type WalletSettings,
  type WithdrawalListItem,
  walletSummary,
} from './payments.server';
export {
  isKnownProvider,
  offeredMethods,
  offeredProviders,
  type PaymentProvider,
  type PayoutInput,
  providerById,
  type RefundInput,
  SANDBOX,
} from './providers';
export { checkPayPageSignature, signSandboxEvent, TEST_CARDS } from './providers/sandbox.server';
export { mayReceiveMarketing, rgState, setLimits, setRgSettings, startExclusion } from './rg.server';
export { type SportsBetInput, type SportsBetPlaced, moveSportsBetTo, placeSportsBet } from './sportsbook.server';
