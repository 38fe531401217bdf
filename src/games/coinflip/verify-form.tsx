'use client';
// Coinflip in the verifier: the side called; the side the coin landed on.
import { defineVerifyForm, entries, rowClass, SelectField } from '../../components/games/verify-kit';
import { majorText, strOf, withStake } from '../../components/games/verifier-params';

interface CoinflipForm {
  side: string;
}

/** The verifier's texts this form shows besides its own (`verifier.<key>`). */
const LABELS = ['side'] as const;

export default defineVerifyForm<CoinflipForm, (typeof LABELS)[number]>({
  labels: LABELS,
  initial: () => ({ side: 'heads' }),
  Fields: ({ state, set, amountField, id, labels, choices }) => (
    <div className={rowClass}>
      {amountField}
      <SelectField
        label={labels.side}
        id={`${id}-side`}
        value={state.side}
        options={entries(choices.side)}
        onChange={(v) => set({ side: v })}
        testId="verifier-side"
      />
    </div>
  ),
  toParams: (s, amount) => withStake({ side: s.side }, amount),
  fromBet: (p, amount, prev) => ({ state: { side: strOf(p.side, prev.side) }, amount: majorText(amount) }),
  Result: ({ outcome, choices }) => (
    <p className="text-2xl font-bold" data-testid="verifier-side-result">
      {choices.side?.[outcome.side as string] ?? String(outcome.side)}
    </p>
  ),
});
