'use client';
// Hilo in the verifier: the moves in order (higher, lower, same, skip); the cards as dealt.
import { chipClass, defineVerifyForm, entries } from '../../components/games/verify-kit';
import { majorText, withStake } from '../../components/games/verifier-params';
import { cardText, redCard } from './cards';

interface HiloForm {
  actions: string[];
}

/** The verifier's texts this form shows besides its own (`verifier.<key>`). */
const LABELS = ['actions', 'cards', 'clear', 'undo'] as const;

export default defineVerifyForm<HiloForm, (typeof LABELS)[number]>({
  labels: LABELS,
  initial: () => ({ actions: [] }),
  Fields: ({ state, set, amountField, labels, choices }) => (
    <>
      {amountField}
      <div className="flex flex-col gap-1 text-sm">
        <span>{labels.actions}</span>
        <div className="flex flex-wrap gap-1">
          {entries(choices.actions).map(([a, name]) => (
            <button
              key={a}
              type="button"
              className={`${chipClass} border-line`}
              onClick={() => set({ actions: [...state.actions, a] })}
              data-testid={`verifier-hilo-${a}`}
            >
              + {name}
            </button>
          ))}
          <button
            type="button"
            className={`${chipClass} border-line`}
            onClick={() => set({ actions: state.actions.slice(0, -1) })}
          >
            {labels.undo}
          </button>
          <button type="button" className={`${chipClass} border-line`} onClick={() => set({ actions: [] })}>
            {labels.clear}
          </button>
        </div>
        <ol className="flex flex-wrap gap-1 text-xs" data-testid="verifier-hilo-actions">
          {state.actions.map((a, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows and shrinks at its end
            <li key={i} className="rounded bg-bg px-2 py-0.5">
              {i + 1}. {choices.actions?.[a] ?? a}
            </li>
          ))}
        </ol>
      </div>
    </>
  ),
  toParams: (s, amount) => withStake({ actions: s.actions }, amount),
  fromBet: (p, amount) => ({
    state: { actions: Array.isArray(p.actions) ? p.actions.filter((a): a is string => typeof a === 'string') : [] },
    amount: majorText(amount),
  }),
  Result: ({ outcome, labels }) => (
    <ol className="flex flex-wrap gap-1" aria-label={labels.cards} data-testid="verifier-cards">
      {(outcome.cards as number[]).map((c, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the cards of one game, in order
          key={i}
          className={`inline-flex h-14 w-10 items-center justify-center rounded-lg border border-line bg-surface font-bold tabular-nums ${redCard(c) ? 'text-lose' : ''}`}
        >
          {cardText(c)}
        </li>
      ))}
    </ol>
  ),
});
