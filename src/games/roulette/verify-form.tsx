'use client';
// Roulette in the verifier: the bets, each with its type, its numbers and its own amount (the
// stakes are in the bets); the pocket and its colour.
import {
  chipClass,
  defineVerifyForm,
  entries,
  type FormLabels,
  SelectField,
  TextField,
} from '../../components/games/verify-kit';
import { majorText, minorOf, strOf, wholeOf } from '../../components/games/verifier-params';
import { pocketColour } from './pockets';

/** One roulette bet as the form holds it: texts until checked. */
export interface PlacementRow {
  type: string;
  value: string;
  second: string;
  amount: string;
}

interface RouletteForm {
  placements: PlacementRow[];
}

/** Bet types that name a number (value), as in math.ts ROULETTE_VALUE_TYPES (kept apart from the engine). */
export const ROULETTE_NUMBERED = ['straight', 'split', 'street', 'corner', 'six_line', 'trio', 'dozen', 'column'];

function Placements({
  rows,
  onChange,
  labels,
  types,
  sign,
  id,
}: {
  rows: PlacementRow[];
  onChange: (v: PlacementRow[]) => void;
  labels: FormLabels<(typeof LABELS)[number]>;
  types: Record<string, string> | undefined;
  sign: string;
  id: string;
}) {
  const update = (i: number, patch: Partial<PlacementRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className="flex flex-col gap-2">
      {rows.map((r, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place
          key={i}
          className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr_auto]"
          data-testid={`verifier-bet-${i}`}
        >
          <SelectField
            label={labels.betType}
            id={`${id}-bt${i}`}
            value={r.type}
            options={entries(types)}
            onChange={(v) => update(i, { type: v })}
            testId={`verifier-bet-${i}-type`}
          />
          {ROULETTE_NUMBERED.includes(r.type) ? (
            <TextField
              label={labels.number}
              id={`${id}-bv${i}`}
              inputMode="numeric"
              value={r.value}
              onChange={(v) => update(i, { value: v })}
              testId={`verifier-bet-${i}-value`}
            />
          ) : null}
          {r.type === 'split' ? (
            <TextField
              label={labels.second}
              id={`${id}-bs${i}`}
              inputMode="numeric"
              value={r.second}
              onChange={(v) => update(i, { second: v })}
              testId={`verifier-bet-${i}-second`}
            />
          ) : null}
          <TextField
            label={`${labels.amount}${sign}`}
            id={`${id}-ba${i}`}
            value={r.amount}
            onChange={(v) => update(i, { amount: v })}
            testId={`verifier-bet-${i}-amount`}
          />
          {rows.length > 1 ? (
            <button
              type="button"
              className={`${chipClass} border-line`}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              {labels.remove}
            </button>
          ) : null}
        </div>
      ))}
      <button
        type="button"
        className={`${chipClass} self-start border-line`}
        onClick={() =>
          onChange([...rows, { type: 'straight', value: '', second: '', amount: rows.at(-1)?.amount ?? '' }])
        }
        data-testid="verifier-add-bet"
      >
        + {labels.addBet}
      </button>
    </div>
  );
}

/** The verifier's texts this form shows besides its own (`verifier.<key>`). */
const LABELS = ['addBet', 'betType', 'number', 'pocket', 'remove', 'second', 'green', 'red', 'black'] as const;

export default defineVerifyForm<RouletteForm, (typeof LABELS)[number]>({
  labels: LABELS,
  initial: () => ({ placements: [{ type: 'red', value: '', second: '', amount: '1.00' }] }),
  // Roulette's stakes are in its bets: no stake field.
  Fields: ({ state, set, id, labels, choices, sign }) => (
    <Placements
      rows={state.placements}
      onChange={(v) => set({ placements: v })}
      labels={labels}
      types={choices.betType}
      sign={sign}
      id={id}
    />
  ),
  toParams(s) {
    const placements: Record<string, unknown>[] = [];
    for (const [i, row] of s.placements.entries()) {
      const amount = minorOf(row.amount);
      if (amount === null) return { field: `placement-${i}-amount` };
      const p: Record<string, unknown> = { type: row.type, amount };
      if (ROULETTE_NUMBERED.includes(row.type)) {
        const value = wholeOf(row.value);
        if (value === null) return { field: `placement-${i}-value` };
        p.value = value;
      }
      if (row.type === 'split') {
        const second = wholeOf(row.second);
        if (second === null) return { field: `placement-${i}-second` };
        p.second = second;
      }
      placements.push(p);
    }
    if (placements.length === 0) return { field: 'placements' };
    // Roulette's stakes are in its placements.
    return { params: { placements }, amount: 0 };
  },
  fromBet(p, amount) {
    const rows = Array.isArray(p.placements) ? (p.placements as Record<string, unknown>[]) : [];
    return {
      state: {
        placements: rows.map((r) => ({
          type: strOf(r.type, 'red'),
          value: r.value === undefined ? '' : String(r.value),
          second: r.second === undefined ? '' : String(r.second),
          amount: typeof r.amount === 'number' ? majorText(r.amount) : '1.00',
        })),
      },
      amount: majorText(amount),
    };
  },
  fieldLabel(f, labels) {
    if (f === 'placements') return labels.betType;
    // placement-<row>-<field>: "Bet 2 · Number".
    const row = f.match(/^placement-(\d+)-(value|second|amount)$/);
    if (!row) return undefined;
    const which = row[2] === 'value' ? labels.number : row[2] === 'second' ? labels.second : labels.amount;
    return `${labels.betType} ${Number(row[1]) + 1} · ${which}`;
  },
  Result: ({ outcome, labels }) => {
    const n = outcome.pocket as number;
    const colour = pocketColour(n);
    return (
      <p className="flex items-center gap-3">
        <span className="text-sm text-muted">{labels.pocket}</span>
        <span
          className={`flex size-14 items-center justify-center rounded-full text-2xl font-bold text-white ${
            colour === 'red' ? 'bg-lose' : colour === 'green' ? 'bg-win' : 'bg-black'
          }`}
          data-testid="verifier-pocket"
        >
          {n}
        </span>
        <span data-testid="verifier-pocket-colour">{labels[colour]}</span>
      </p>
    );
  },
});
