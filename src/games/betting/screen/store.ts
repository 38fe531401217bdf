// The sportsbook's browser state in jotai atoms: the slip (its selections, stake and system) and the
// player's settings (odds format, odds-change preference), all kept in localStorage so a reload finds
// them again. The server renders the empty defaults; storage is read when an atom is first used on
// the page (onMount), so the first client render matches the server's.
import { atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import type { AcceptOdds, OddsFormat } from '../../../contract/sportsbook';
import { restoreSelections, type SlipSelection } from './slip-logic';

function read(key: string): unknown {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined; // storage blocked or a broken value: the default holds
  }
}
function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // not saved: the state still holds for this page
  }
}

/** An atom whose value is saved under `key` on every change and read back (checked by `restore`) on mount. */
function stored<T>(key: string, initial: T, restore: (raw: unknown) => T | undefined) {
  const base: PrimitiveAtom<T> = atom(initial);
  base.onMount = (set: (v: T) => void) => {
    const v = restore(read(key));
    if (v !== undefined) set(v);
  };
  const out: WritableAtom<T, [T | ((prev: T) => T)], void> = atom(
    (get) => get(base),
    (get, set, next) => {
      const v = typeof next === 'function' ? (next as (prev: T) => T)(get(base)) : next;
      set(base, v);
      write(key, v);
    },
  );
  return out;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: unknown): T | undefined =>
    values.includes(raw as T) ? (raw as T) : undefined;

// The contract's lists, written out: importing them would bring zod with the page's first load.
const ODDS_FORMATS: readonly OddsFormat[] = ['decimal', 'fractional', 'american'];
const ACCEPT_ODDS: readonly AcceptOdds[] = ['none', 'higher', 'any'];

export const oddsFormatAtom = stored<OddsFormat>('casino.sb.oddsFormat', 'decimal', oneOf(ODDS_FORMATS));
export const acceptOddsAtom = stored<AcceptOdds>('casino.sb.acceptOdds', 'none', oneOf(ACCEPT_ODDS));
export const slipAtom = stored<SlipSelection[]>('casino.sb.slip', [], (raw) =>
  raw === undefined ? undefined : restoreSelections(raw),
);
/** The stake as typed (major units text), kept with the slip. */
export const stakeTextAtom = stored<string>('casino.sb.stake', '', (raw) =>
  typeof raw === 'string' && raw.length <= 16 ? raw : undefined,
);
export const systemAtom = stored<string | null>('casino.sb.system', null, (raw) =>
  raw === null || (typeof raw === 'string' && /^(\d{1,2}\/\d{1,2}|trixie|patent|yankee|lucky15)$/.test(raw))
    ? raw
    : undefined,
);

/** Bumped after a bet is placed or cashed out: My bets reads the list again. */
export const betsRevisionAtom = atom(0);
/** Which panel the side column shows: the slip or the player's bets. */
export const sidePanelAtom = atom<'slip' | 'bets'>('slip');
/** The phone's bottom sheet is open. */
export const sheetOpenAtom = atom(false);
