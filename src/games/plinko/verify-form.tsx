'use client';
// Plinko in the verifier: the risk and the rows; the verdict says where the ball paid.
import { counting, defineVerifyForm, entries, rowClass, SelectField } from '../../components/games/verify-kit';
import { majorText, strOf, wholeOf, withStake } from '../../components/games/verifier-params';

interface PlinkoForm {
  risk: string;
  rows: string;
}

/** The verifier's texts this form shows besides its own (`verifier.<key>`). */
const LABELS = ['risk', 'rows'] as const;

export default defineVerifyForm<PlinkoForm, (typeof LABELS)[number]>({
  labels: LABELS,
  initial: () => ({ risk: 'medium', rows: '16' }),
  Fields: ({ state, set, amountField, id, labels, choices }) => (
    <div className={rowClass}>
      {amountField}
      <SelectField
        label={labels.risk}
        id={`${id}-pr`}
        value={state.risk}
        options={entries(choices.plinkoRisk)}
        onChange={(v) => set({ risk: v })}
        testId="verifier-plinko-risk"
      />
      <SelectField
        label={labels.rows}
        id={`${id}-pn`}
        value={state.rows}
        options={counting(8, 16)}
        onChange={(v) => set({ rows: v })}
        testId="verifier-plinko-rows"
      />
    </div>
  ),
  toParams(s, amount) {
    const rows = wholeOf(s.rows);
    if (rows === null) return { field: 'rows' };
    return withStake({ rows, risk: s.risk }, amount);
  },
  fromBet: (p, amount, prev) => ({
    state: { risk: strOf(p.risk, prev.risk), rows: String(p.rows ?? prev.rows) },
    amount: majorText(amount),
  }),
  Result: () => null,
});
