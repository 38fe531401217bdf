'use client';
// Dice in the verifier: the target and the condition; the roll as the screen shows it.
import { defineVerifyForm, entries, Field, rowClass, TextInput, SelectField } from '../../components/games/verify-kit';
import { decimalOf, majorText, withStake } from '../../components/games/verifier-params';

interface DiceForm {
  target: string;
  condition: 'over' | 'under';
}

/** The verifier's texts this form shows besides its own (`verifier.<key>`). */
const LABELS = ['condition', 'roll', 'target'] as const;

export default defineVerifyForm<DiceForm, (typeof LABELS)[number]>({
  labels: LABELS,
  initial: () => ({ target: '50.00', condition: 'over' }),
  Fields: ({ state, set, amountField, id, labels, choices }) => (
    <div className={rowClass}>
      {amountField}
      <Field label={labels.target} htmlFor={`${id}-t`}>
        <TextInput id={`${id}-t`} value={state.target} onChange={(v) => set({ target: v })} testId="verifier-target" />
      </Field>
      <SelectField
        label={labels.condition}
        id={`${id}-cond`}
        value={state.condition}
        options={entries(choices.condition)}
        onChange={(v) => set({ condition: v === 'under' ? 'under' : 'over' })}
        testId="verifier-condition"
      />
    </div>
  ),
  toParams(s, amount) {
    const target = decimalOf(s.target, 2);
    if (target === null) return { field: 'target' };
    return withStake({ target, condition: s.condition }, amount);
  },
  fromBet: (p, amount, prev) => ({
    state: {
      target: typeof p.target === 'number' ? p.target.toFixed(2) : prev.target,
      condition: p.condition === 'under' ? 'under' : 'over',
    },
    amount: majorText(amount),
  }),
  Result: ({ outcome, labels }) => (
    <p className="flex items-baseline gap-2">
      <span className="text-sm text-muted">{labels.roll}</span>
      <strong className="text-3xl tabular-nums" data-testid="verifier-roll">
        {(outcome.roll as number).toFixed(2)}
      </strong>
    </p>
  ),
});
