'use client';
// The live bets feed under a game (issue 11): everyone's latest bets, the day's big wins and
// the player's own, refreshed while the tab is visible and after the player's own bets. Each
// row opens the bet with its verification data, recomputed here with the engine the server
// settles with once its server seed has been revealed.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { isLoggedInAtom, langAtom } from '../../client/atoms';
import { bus } from '../../client/bus';
import { CURRENCIES, type Currency } from '../../contract/common';
import type { BetDetailResponse, FeedBet } from '../../contract/feed';
import { formatMoney, formatTimes } from '../../site/format';

export interface LiveBetsLabels {
  title: string;
  all: string;
  big: string;
  mine: string;
  player: string;
  hidden: string;
  bet: string;
  multiplier: string;
  payout: string;
  empty: string;
  details: string;
  close: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  serverSeed: string;
  notRevealed: string;
  choices: string;
  outcome: string;
  verified: string;
  mismatch: string;
}

/**
 * A bet's parameters or outcome as a player reads them: "target 50 · condition over", lists joined,
 * a roulette placement "red 1000"; the names are the verifier's and the offline script's, so what is
 * read here is what they take (issue 39: no raw JSON).
 */
export function readable(v: unknown): string {
  if (Array.isArray(v)) return v.map(readable).join(', ');
  if (v !== null && typeof v === 'object') {
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) =>
        x !== null && typeof x === 'object' && !Array.isArray(x) ? `${k} (${readable(x)})` : `${k} ${readable(x)}`,
      )
      .join(' · ');
  }
  return String(v);
}

type Tab = 'all' | 'big' | 'mine';
const POLL_MS = 5000;

/**
 * The feed's calls with the schemas that parse their answers, loaded on first use (just after
 * hydration): the HTTP client and zod then arrive beside the page instead of ahead of it.
 */
const feedCalls = () =>
  Promise.all([import('../../client/api'), import('../../contract/feed')]).then(([api, feed]) => ({
    apiRequest: api.apiRequest,
    ...feed,
  }));

export function LiveBets({
  game,
  labels,
  verifiable,
}: {
  game: string;
  labels: LiveBetsLabels;
  /** The games whose bets the detail recomputes (src/games/play.ts, from the server). */
  verifiable: readonly string[];
}) {
  // The server renders the anonymous feed; the session is known only after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loggedIn = useAtomValue(isLoggedInAtom) && mounted;
  const lang = useAtomValue(langAtom);
  const [tab, setTab] = useState<Tab>('all');
  const [feed, setFeed] = useState<{ recent: FeedBet[]; big_wins: FeedBet[] }>({ recent: [], big_wins: [] });
  const [mine, setMine] = useState<FeedBet[]>([]);
  const [open, setOpen] = useState<BetDetailResponse['data'] | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const load = useCallback(async () => {
    const context = { service: 'general' as const };
    try {
      const { apiRequest, feedResponseSchema, myBetsResponseSchema } = await feedCalls();
      setFeed((await apiRequest(feedResponseSchema, 'GET', '/bets/feed', { query: { game }, context })).data);
      if (loggedIn)
        setMine((await apiRequest(myBetsResponseSchema, 'GET', '/bets/mine', { query: { game }, context })).data);
    } catch {
      // The feed is decoration: a failed poll keeps the last rows and the next one tries again.
    }
  }, [game, loggedIn]);

  // The feed sits below the game: it loads (and polls) once it comes near the screen, so a
  // page's start is not spent on it, and a visitor who never scrolls costs the API nothing.
  const section = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = section.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: '300px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);

  useEffect(() => {
    if (!near) return;
    void load();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, POLL_MS);
    // The player's own bet moves the balance: show it in the lists at once.
    const onBalance = () => void load();
    bus.on('balance-changed', onBalance);
    return () => {
      clearInterval(timer);
      bus.off('balance-changed', onBalance);
    };
  }, [load, near]);

  async function show(id: number) {
    try {
      const { apiRequest, betDetailResponseSchema } = await feedCalls();
      const d = await apiRequest(betDetailResponseSchema, 'GET', `/bets/${id}`, { context: { service: 'general' } });
      setOpen(d.data);
      dialog.current?.showModal();
    } catch {
      setOpen(null);
    }
  }

  const rows = tab === 'all' ? feed.recent : tab === 'big' ? feed.big_wins : mine;
  const money = (b: FeedBet, minor: number) =>
    (CURRENCIES as readonly string[]).includes(b.currency)
      ? formatMoney(minor, b.currency as Currency, lang)
      : `${(minor / 100).toFixed(2)} ${b.currency}`;
  const tabs: [Tab, string][] = [
    ['all', labels.all],
    ['big', labels.big],
    ...(loggedIn ? [['mine', labels.mine]] : []),
  ] as [Tab, string][];

  return (
    <section
      ref={section}
      aria-labelledby={`${titleId}-h`}
      className="mt-6 rounded-xl border border-line bg-surface p-4"
      data-testid="live-bets"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${titleId}-h`} className="text-lg font-bold">
          {labels.title}
        </h2>
        <div role="tablist" aria-label={labels.title} className="flex gap-1 rounded-lg border border-line bg-bg p-1">
          {tabs.map(([id, label]) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={tab === id}
              className={`rounded-md px-3 py-1 text-sm font-semibold ${tab === id ? 'bg-elevated text-text' : 'text-muted hover:text-text'}`}
              onClick={() => setTab(id)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{labels.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted">
                <th className="py-1 font-medium">{labels.player}</th>
                <th className="py-1 text-right font-medium">{labels.bet}</th>
                <th className="py-1 text-right font-medium">{labels.multiplier}</th>
                <th className="py-1 text-right font-medium">{labels.payout}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.id} className="border-t border-line">
                  <td className="py-1.5">
                    <button
                      type="button"
                      className="text-left underline-offset-2 hover:underline"
                      onClick={() => void show(b.id)}
                      aria-label={`${labels.details}: ${b.player ?? labels.hidden}, ${money(b, b.amount)}`}
                      data-testid="live-bet"
                    >
                      {/* bdi: a name in a right-to-left script cannot reorder the row around it. */}
                      {b.player === null ? <span className="text-muted">{labels.hidden}</span> : <bdi>{b.player}</bdi>}
                    </button>
                  </td>
                  <td className="py-1.5 text-right tabular-nums">{money(b, b.amount)}</td>
                  <td className="py-1.5 text-right tabular-nums">{b.multiplier.toFixed(2)}×</td>
                  <td className={`py-1.5 text-right tabular-nums ${b.payout > 0 ? 'text-win' : 'text-muted'}`}>
                    {money(b, b.payout)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dialog
        ref={dialog}
        aria-labelledby={`${titleId}-d`}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-5 text-text backdrop:bg-black/60"
        onClose={() => setOpen(null)}
      >
        {open ? (
          <BetDetail bet={open} labels={labels} titleId={`${titleId}-d`} money={money} verifiable={verifiable} />
        ) : null}
        <form method="dialog" className="mt-4 flex justify-end">
          <button type="submit" className="rounded-lg border border-line px-4 py-2 text-sm font-semibold">
            {labels.close}
          </button>
        </form>
      </dialog>
    </section>
  );
}

function BetDetail({
  bet,
  labels,
  titleId,
  money,
  verifiable,
}: {
  bet: BetDetailResponse['data'];
  labels: LiveBetsLabels;
  titleId: string;
  money: (b: FeedBet, minor: number) => string;
  verifiable: readonly string[];
}) {
  const lang = useAtomValue(langAtom);
  // Recomputed in the browser when the seed is public: the same pure code the server used.
  // Loaded when a detail opens: the games' math and the hash library stay off the first load.
  const [check, setCheck] = useState<boolean | null>(null);
  useEffect(() => {
    setCheck(null);
    if (!bet.server_seed || !verifiable.includes(bet.game)) return;
    let live = true;
    const seed = { serverSeed: bet.server_seed, clientSeed: bet.fair.client_seed, nonce: bet.fair.nonce };
    import('../../games/play').then(
      ({ recheck }) => {
        if (live) setCheck(recheck(bet, seed));
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [bet, verifiable]);
  const row = (k: string, v: string) => (
    <div className="grid grid-cols-[9rem_1fr] gap-2 border-t border-line py-1.5 text-sm">
      <dt className="text-muted">{k}</dt>
      <dd className="break-all font-mono text-xs">{v}</dd>
    </div>
  );
  return (
    <div data-testid="bet-detail">
      <h3 id={titleId} className="mb-2 text-lg font-bold">
        #{bet.id} · <bdi>{bet.player ?? labels.hidden}</bdi>
      </h3>
      <dl>
        {row(labels.bet, money(bet, bet.amount))}
        {row(labels.multiplier, formatTimes(bet.multiplier, lang, true))}
        {row(labels.payout, money(bet, bet.payout))}
        {row(labels.serverSeedHash, bet.fair.server_seed_hash)}
        {row(labels.clientSeed, bet.fair.client_seed)}
        {row(labels.nonce, String(bet.fair.nonce))}
        {row(labels.serverSeed, bet.server_seed ?? labels.notRevealed)}
        {row(labels.choices, readable(bet.params))}
        {row(labels.outcome, readable(bet.outcome))}
      </dl>
      {check === null ? null : (
        <p className={`mt-3 text-sm font-semibold ${check ? 'text-win' : 'text-danger'}`} data-testid="bet-check">
          {check ? labels.verified : labels.mismatch}
        </p>
      )}
    </div>
  );
}
