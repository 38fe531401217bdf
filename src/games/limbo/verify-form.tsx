'use client';
// Limbo in the verifier: the target multiplier; the verdict says the rest (limbo shows no more).
import { defineVerifyForm, rowClass, TextField } from '../../components/games/verify-kit';
import { decimalOf, majorText, withStake } from '../../components/games/verifier-params';

interface LimboForm {
  target: string;
}

/** The verifier's texts this form shows besides its own (`verifier.<key>`). */
const LABELS = ['target'] as const;

export default defineVerifyForm<LimboForm, (typeof LABELS)[number]>({
  labels: LABELS,
  initial: () => ({ target: '2.00' }),
  Fields: ({ state, set, amountField, id, labels }) => (
    <div className={rowClass}>
      {amountField}
      <TextField
        label={labels.target}
        id={`${id}-lt`}
        value={state.target}
        onChange={(v) => set({ target: v })}
        testId="verifier-limbo-target"
      />
    </div>
  ),
  toParams(s, amount) {
    const target = decimalOf(s.target, 7);
    if (target === null) return { field: 'target' };
    return withStake({ target }, amount);
  },
  fromBet: (p, amount, prev) => ({
    state: { target: typeof p.target === 'number' ? p.target.toFixed(2) : prev.target },
    amount: majorText(amount),
  }),
  Result: () => null,
});
