'use client';
// Wheel in the verifier: the risk and the number of segments; the segment it stopped on.
import { defineVerifyForm, entries, rowClass, SelectField } from '../../components/games/verify-kit';
import { majorText, strOf, withStake } from '../../components/games/verifier-params';

const SEGMENTS = ['10', '20', '30', '40', '50'];

interface WheelForm {
  risk: string;
  segments: string;
}

/** The verifier's texts this form shows besides its own (`verifier.<key>`). */
const LABELS = ['multiplier', 'risk', 'segment', 'segments'] as const;

export default defineVerifyForm<WheelForm, (typeof LABELS)[number]>({
  labels: LABELS,
  initial: () => ({ risk: 'medium', segments: '10' }),
  Fields: ({ state, set, amountField, id, labels, choices }) => (
    <div className={rowClass}>
      {amountField}
      <SelectField
        label={labels.risk}
        id={`${id}-wr`}
        value={state.risk}
        options={entries(choices.wheelRisk)}
        onChange={(v) => set({ risk: v })}
        testId="verifier-wheel-risk"
      />
      <SelectField
        label={labels.segments}
        id={`${id}-ws`}
        value={state.segments}
        options={SEGMENTS.map((n) => [n, n])}
        onChange={(v) => set({ segments: v })}
        testId="verifier-segments"
      />
    </div>
  ),
  toParams: (s, amount) => withStake({ risk: s.risk, segments: Number(s.segments) }, amount),
  fromBet: (p, amount, prev) => ({
    state: { risk: strOf(p.risk, prev.risk), segments: String(p.segments ?? prev.segments) },
    amount: majorText(amount),
  }),
  Result: ({ outcome, multiplier, labels }) => (
    <p className="text-sm">
      {labels.segment} <strong data-testid="verifier-segment">{outcome.segment as number}</strong> · {labels.multiplier}{' '}
      <strong className="text-2xl tabular-nums" data-testid="verifier-segment-multiplier">
        ×{multiplier}
      </strong>
    </p>
  ),
});
