'use client';
// The strip of the player's last results on a game screen, newest first, won in green and lost
// in red. Kept for the browser tab (sessionStorage, per game): a reload keeps the streak in view.
import { useCallback, useEffect, useState } from 'react';

export interface RecentResult {
  /** The bet or round id (fun results get a local one). */
  id: string;
  won: boolean;
  /** What the game shows: "×1.98", "57.31", "17 red". */
  text: string;
}

const MAX = 12;
const keyOf = (game: string) => `casino.recent.${game}`;

function load(game: string): RecentResult[] {
  try {
    const raw = sessionStorage.getItem(keyOf(game));
    const list: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(list)) return [];
    return list
      .filter(
        (r): r is RecentResult =>
          typeof r === 'object' &&
          r !== null &&
          typeof r.id === 'string' &&
          typeof r.won === 'boolean' &&
          typeof r.text === 'string',
      )
      .slice(0, MAX);
  } catch {
    return [];
  }
}

/** The game's recent results and `add`, which puts one in front (a repeat of an id is ignored). */
export function useRecentResults(game: string) {
  const [items, setItems] = useState<RecentResult[]>([]);
  useEffect(() => setItems(load(game)), [game]);
  const add = useCallback(
    (r: RecentResult) =>
      setItems((prev) => {
        if (prev.some((p) => p.id === r.id)) return prev;
        const next = [r, ...prev].slice(0, MAX);
        try {
          sessionStorage.setItem(keyOf(game), JSON.stringify(next));
        } catch {
          // not kept past this page: the strip still shows it
        }
        return next;
      }),
    [game],
  );
  return { items, add };
}

export function RecentResults({ items, label, game }: { items: RecentResult[]; label: string; game: string }) {
  return (
    <ol
      aria-label={label}
      className="flex min-h-7 gap-1 overflow-hidden text-xs font-bold tabular-nums"
      data-testid={`${game}-recent`}
    >
      {/* The red tint stays at 10 %: text-lose on a 20 % tint falls under 4.5:1 (axe). */}
      {items.map((r) => (
        <li
          key={r.id}
          className={`shrink-0 rounded-md px-2 py-1 ${r.won ? 'bg-win/20 text-win' : 'bg-lose/10 text-lose'}`}
          data-won={r.won ? 'true' : 'false'}
        >
          {r.text}
        </li>
      ))}
    </ol>
  );
}
