'use client';
// Miner in the verifier: the mines and the tiles in the order they were opened (the replay stops at
// the first mine); the board with the mines and the gems.
import { counting, defineVerifyForm, NumberPicker, rowClass, SelectField } from '../../components/games/verify-kit';
import { majorText, wholeOf, withStake } from '../../components/games/verifier-params';

const TILES = 25;

interface MinerForm {
  mines: string;
  tiles: number[];
}

const tilesOf = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((t): t is number => Number.isInteger(t) && t >= 0 && t < TILES) : [];

/** The verifier's texts this form shows besides its own (`verifier.<key>`). */
const LABELS = ['clear', 'gem', 'mine', 'mines', 'tiles'] as const;

export default defineVerifyForm<MinerForm, (typeof LABELS)[number]>({
  labels: LABELS,
  initial: () => ({ mines: '3', tiles: [] }),
  Fields: ({ state, set, amountField, id, labels }) => (
    <>
      <div className={rowClass}>
        {amountField}
        <SelectField
          label={labels.mines}
          id={`${id}-m`}
          value={state.mines}
          options={counting(1, TILES - 1)}
          onChange={(v) => set({ mines: v })}
          testId="verifier-mines"
        />
      </div>
      <NumberPicker
        label={labels.tiles}
        count={TILES}
        first={0}
        picked={state.tiles}
        max={TILES - 1}
        ordered
        grid="max-w-64 grid-cols-5"
        onChange={(v) => set({ tiles: v })}
        clear={labels.clear}
        testId="verifier-tile"
      />
    </>
  ),
  toParams(s, amount) {
    const mines = wholeOf(s.mines);
    if (mines === null) return { field: 'mines' };
    return withStake({ mines, revealed: s.tiles }, amount);
  },
  fromBet: (p, amount, prev) => ({
    state: {
      mines: typeof p.mines === 'number' ? String(p.mines) : prev.mines,
      tiles: tilesOf(p.revealed),
    },
    amount: majorText(amount),
  }),
  Result: ({ outcome, labels }) => {
    const mines = outcome.mines as number[];
    const opened = outcome.revealed as number[];
    return (
      <div className="grid max-w-64 grid-cols-5 gap-1" data-testid="verifier-miner-board">
        {Array.from({ length: TILES }, (_, t) => {
          const mine = mines.includes(t);
          const hit = outcome.hit === t;
          const open = opened.includes(t);
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed board of 25 tiles
              key={t}
              role="img"
              aria-label={mine ? labels.mine : labels.gem}
              className={`flex aspect-square items-center justify-center rounded border text-lg font-bold ${
                hit
                  ? 'border-lose bg-lose text-white'
                  : mine
                    ? 'border-lose/60 bg-lose/15 text-lose'
                    : open
                      ? 'border-win bg-win/20 text-win'
                      : 'border-win/30 bg-win/5 text-win/60'
              }`}
              data-state={hit ? 'hit' : mine ? 'mine' : open ? 'safe' : 'gem'}
            >
              {/* The miner screen's marks: ✹ a mine, ◆ a gem. */}
              {mine ? '✹' : '◆'}
            </span>
          );
        })}
      </div>
    );
  },
});
