'use client';
// Keno in the verifier: the risk and the picked numbers; the board with the draw and the hits.
import {
  chipClass,
  defineVerifyForm,
  entries,
  NumberPicker,
  rowClass,
  SelectField,
} from '../../components/games/verify-kit';
import { majorText, strOf, withStake } from '../../components/games/verifier-params';

const KENO = 40;
const MAX_PICKS = 10;

interface KenoForm {
  risk: string;
  numbers: number[];
}

/** The verifier's texts this form shows besides its own (`verifier.<key>`). */
const LABELS = ['clear', 'drawn', 'hits', 'picks', 'risk'] as const;

export default defineVerifyForm<KenoForm, (typeof LABELS)[number]>({
  labels: LABELS,
  initial: () => ({ risk: 'classic', numbers: [] }),
  Fields: ({ state, set, amountField, id, labels, choices }) => (
    <>
      <div className={rowClass}>
        {amountField}
        <SelectField
          label={labels.risk}
          id={`${id}-kr`}
          value={state.risk}
          options={entries(choices.kenoRisk)}
          onChange={(v) => set({ risk: v })}
          testId="verifier-keno-risk"
        />
      </div>
      <NumberPicker
        label={labels.picks}
        count={KENO}
        first={1}
        picked={state.numbers}
        max={MAX_PICKS}
        grid="grid-cols-8"
        onChange={(v) => set({ numbers: v })}
        clear={labels.clear}
        testId="verifier-keno"
      />
    </>
  ),
  toParams(s, amount) {
    if (s.numbers.length === 0) return { field: 'numbers' };
    return withStake({ risk: s.risk, numbers: s.numbers }, amount);
  },
  fromBet: (p, amount, prev) => ({
    state: { risk: strOf(p.risk, prev.risk), numbers: Array.isArray(p.numbers) ? (p.numbers as number[]) : [] },
    amount: majorText(amount),
  }),
  fieldLabel: (f, labels) => (f === 'numbers' ? labels.picks : undefined),
  Result: ({ params, outcome, labels }) => {
    const drawn = outcome.drawn as number[];
    const picks = params.numbers as number[];
    return (
      <>
        <div className="grid max-w-sm grid-cols-8 gap-1" data-testid="verifier-keno-board">
          {Array.from({ length: KENO }, (_, i) => i + 1).map((n) => {
            const d = drawn.includes(n);
            const p = picks.includes(n);
            return (
              <span
                key={n}
                className={`${chipClass} text-center ${
                  d && p
                    ? 'border-win bg-win text-bg'
                    : d
                      ? 'border-lose text-lose'
                      : p
                        ? 'border-accent'
                        : 'border-line text-muted'
                }`}
                data-state={d && p ? 'hit' : d ? 'drawn' : p ? 'picked' : ''}
              >
                {n}
              </span>
            );
          })}
        </div>
        <p className="text-sm">
          {labels.drawn}: <span data-testid="verifier-drawn">{drawn.join(', ')}</span> · {labels.hits}:{' '}
          <span data-testid="verifier-hits">{(outcome.hits as number[]).length}</span>
        </p>
      </>
    );
  },
});
