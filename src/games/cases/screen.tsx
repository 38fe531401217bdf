'use client';
// The case screen: every item with its value and probability, the exact RTP, open 1–5 at once.
// Each opening spins a reel of the case's items that stops on the item the server drew (under a
// second, skippable; none under reduced motion or in turbo). Every amount is in one currency: the
// player's (a visitor's as the site has it), or demo units without a sign when playing for fun.
import { GameScreen } from '../../components/games/game-screen';
import { BetButton } from '../../components/games/bet-button';
import { FairLine } from '../../components/games/fair-line';
import { useAtom } from 'jotai';
import { useLayoutEffect, useRef, useState } from 'react';
import { usePlayMode } from '../../components/games/use-play-mode';
import { useT } from '../../client/i18n';
import { useRoundInProgress } from '../../client/round-guard';
import { emitCashBalance, errorText, funBalanceAtom, gameRequest, money } from '../../components/games/play-client';
import { useRecentResults } from '../../components/games/recent-results';
import { timesText } from '../../components/games/result-line';
import { useReveal } from '../../components/games/use-reveal';
import { useSkipOnInput, useSpaceKey } from '../../components/games/use-space-key';
import type { BetResponse } from '../../contract/bets';
import type { Currency, Lang } from '../../contract/common';
import { formatDecimal, formatMoney } from '../../site/format';
import { BetBar, ResultText, ScreenFoot, ScreenHead } from '../../components/games/screen-kit';
import { payoutOf } from '../kit/fair';
import { CASE_CONTENTS } from './contents';
import { ItemArt, rarityOf } from './item-art';
import type { CaseItem } from './math';
import { caseRtp } from './math';

export interface CasesLabels {
  contents: string;
  item: string;
  value: string;
  chance: string;
  rtp: string;
  count: string;
  open: string;
  fun: string;
  funBalance: string;
  loginToPlay: string;
  won: string;
  total: string;
  pick: string;
  /** Shown when the case has no price in the player's currency. */
  noPrice: string;
  /** "Hot keys: Space opens …" */
  hotkeys: string;
  /** Item names by id (coin, ring, …). */
  items: Record<string, string>;
}

export interface CaseChoice {
  slug: string;
  name: string;
  href: string;
}

const MAX_COUNT = 5;
const REEL_MS = 900;
/** A reel card's width and the gap after it, in px (w-20 + gap-2). */
const CARD = 80;
const STEP = CARD + 8;
/** The reel's length and where the won item sits on it. */
const REEL_LEN = 30;
const STOP = 25;

/** A reel for one opening: the case's items drawn by weight for show, the won item at STOP. */
function reelOf(items: CaseItem[], won: string): string[] {
  const total = items.reduce((s, i) => s + i.weight, 0);
  // Shown odds only: the rare items are made a little likelier to pass by, never the result.
  const pick = () => {
    let t = Math.random() * total;
    for (const it of items) {
      t -= Math.max(it.weight, total / 40);
      if (t < 0) return it.id;
    }
    return items[0]!.id;
  };
  return Array.from({ length: REEL_LEN }, (_, i) => (i === STOP ? won : pick()));
}

function ItemCard({ id, name, children }: { id: string; name: string; children?: React.ReactNode }) {
  const color = rarityOf(id);
  return (
    <span
      className="flex w-20 shrink-0 flex-col items-center gap-1 rounded-lg border-2 bg-bg p-1 text-center text-xs"
      style={{ borderColor: color, backgroundImage: `linear-gradient(to top, ${color}33, transparent 70%)` }}
    >
      <ItemArt id={id} />
      <span className="w-full truncate font-bold">{name}</span>
      {children}
    </span>
  );
}

/** One reel sliding from its start to the won item under the marker; cancelled when unmounted. */
function Reel({ cards, name }: { cards: string[]; name: (id: string) => string }) {
  const strip = useRef<HTMLDivElement>(null);
  // Before paint: the strip never shows its resting place ahead of the slide.
  useLayoutEffect(() => {
    const el = strip.current;
    if (!el?.animate) return;
    const at = (i: number) => `translateX(${-(i * STEP + CARD / 2)}px)`;
    const a = el.animate([{ transform: at(2) }, { transform: at(STOP) }], {
      duration: REEL_MS,
      easing: 'cubic-bezier(0.12, 0.7, 0.2, 1)',
      fill: 'forwards',
    });
    return () => a.cancel();
  }, []);
  return (
    <div className="relative h-28 overflow-hidden rounded-lg border border-line bg-bg/60" aria-hidden="true">
      <div ref={strip} className="absolute top-2 left-1/2 flex gap-2" data-testid="cases-reel">
        {cards.map((id, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a reel's cards are fixed for its spin
          <ItemCard key={i} id={id} name={name(id)} />
        ))}
      </div>
      {/* The marker the reel stops under. */}
      <span className="absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-accent" />
    </div>
  );
}

export function CasesScreen({
  slug,
  currency: pageCurrency,
  lang,
  prices,
  funPrice,
  labels,
  choices,
  recentLabel,
}: {
  slug: string;
  /** The page's currency: the player's, or a visitor's as the site context has it. */
  currency: Currency;
  lang: Lang;
  /** What a real opening costs per account currency (the list price included for its own). */
  prices: Partial<Record<Currency, number>>;
  /** What an opening for fun costs, in demo units (the list price). */
  funPrice: number;
  labels: CasesLabels;
  /** The other cases, for the picker. */
  choices: CaseChoice[];
  recentLabel: string;
}) {
  const t = useT();
  const { mounted, profile, fun, setFun, canPlay } = usePlayMode();
  const [count, setCount] = useState(1);
  const [funBalance, setFunBalance] = useAtom(funBalanceAtom);
  const [last, setLast] = useState<BetResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const { revealing, reveal, skip } = useReveal();
  const recent = useRecentResults('cases');
  // The reels of the opening being revealed (one per case opened).
  const [reels, setReels] = useState<string[][] | null>(null);
  useRoundInProgress(busy || revealing);
  useSkipOnInput(revealing, skip);
  const def = CASE_CONTENTS[slug];
  // The account's currency once the session is known (a log-in without a reload), else the page's.
  const currency = profile?.user.currency ?? pageCurrency;
  const unit = fun ? funPrice : (prices[currency] ?? null);
  const fmt = (minor: number) => (fun ? money(minor) : formatMoney(minor, currency, lang));

  async function openCases() {
    if (!def) return;
    if (revealing) skip();
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      if (unit === null) throw new Error(labels.noPrice);
      if (fun && unit * count > funBalance) throw new Error(labels.funBalance);
      const res = await gameRequest('betResponseSchema', 'POST', '/bets', {
        json: { case: slug, count, ...(fun ? { fun: true } : {}) },
        context: { service: 'cases' },
      });
      const items = res.outcome.items as { id: string; value: number }[];
      // Shown at once when the reel does not run; after the slide when it does.
      const animated = reveal(
        REEL_MS,
        () => {
          setReels(null);
          setLast(res);
          if (fun) setFunBalance((b) => b - unit * count + res.payout);
          else emitCashBalance(res.balance, profile?.user.bonus ?? 0);
          recent.add({
            id: res.bet.id === null ? `fun-${res.bet.created_at}-${Math.random()}` : String(res.bet.id),
            // Every item is worth something: a "win" is getting back at least what the opening cost.
            won: res.payout >= res.bet.amount,
            text: timesText(res.multiplier, lang),
          });
        },
        { sound: res.payout >= res.bet.amount ? 'win' : 'lose' },
      );
      if (animated) setReels(items.map((it) => reelOf(def.items, it.id)));
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  // Space opens from anywhere on the page (or stops the reel).
  useSpaceKey(() => {
    if (revealing) skip();
    else if (!busy && canPlay && unit !== null) void openCases();
  }, mounted);

  if (!def) return null;
  const totalWeight = def.items.reduce((s, i) => s + i.weight, 0);
  const name = (id: string) => labels.items[id] ?? id;
  const items = (last?.outcome.items as { id: string; value: number }[] | undefined) ?? [];

  return (
    <GameScreen
      game="cases"
      label={labels.contents}
      hydrated={mounted}
      revealing={revealing}
      data-currency={fun ? 'demo' : currency}
    >
      {choices.length ? (
        <nav aria-label={labels.pick} className="flex flex-wrap gap-2 text-sm" data-testid="cases-picker">
          {choices.map((c) => (
            <a
              key={c.slug}
              href={c.href}
              aria-current={c.slug === slug ? 'page' : undefined}
              className={`rounded-full border px-3 py-1 ${c.slug === slug ? 'border-accent text-accent' : 'border-line'}`}
            >
              {c.name}
            </a>
          ))}
        </nav>
      ) : null}
      <ScreenHead
        game="cases"
        play={{ fun, setFun, funBalance }}
        labels={labels}
        recent={recent.items}
        recentLabel={recentLabel}
        locked={revealing}
      />
      {reels ? (
        <div className="flex flex-col gap-2">
          {reels.map((cards, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one reel per case opened, in order
            <Reel key={i} cards={cards} name={name} />
          ))}
        </div>
      ) : (
        <ul className="flex min-h-28 flex-wrap justify-center gap-2" aria-live="polite" data-testid="cases-result">
          {items.map((it, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: an opening's items are fixed
              key={`${last?.fair.nonce}-${last?.bet.created_at}-${i}`}
              data-testid="cases-item"
              data-item={it.id}
            >
              <ItemCard id={it.id} name={name(it.id)}>
                <span className="tabular-nums">
                  {fmt(payoutOf(Math.round(last!.bet.amount / items.length), it.value))}
                </span>
              </ItemCard>
            </li>
          ))}
        </ul>
      )}
      <ResultText
        testId="cases-won"
        tone={last ? (last.payout >= last.bet.amount ? 'text-win' : 'text-lose') : undefined}
        nonce={last && !reels ? last.fair.nonce : null}
      >
        {last ? `${labels.won}: ${fmt(last.payout)} (${labels.total} ${fmt(last.bet.amount)})` : null}
      </ResultText>
      <BetBar loginHint={canPlay ? null : labels.loginToPlay}>
        <fieldset className="flex flex-col text-sm">
          <legend>{labels.count}</legend>
          <div className="flex gap-1">
            {Array.from({ length: MAX_COUNT }, (_, i) => i + 1).map((n) => (
              <button
                key={n}
                type="button"
                aria-pressed={count === n}
                onClick={() => setCount(n)}
                className={`h-9 w-9 rounded border ${count === n ? 'border-accent bg-accent/20' : 'border-line bg-bg'}`}
                data-testid={`cases-count-${n}`}
              >
                {n}
              </button>
            ))}
          </div>
        </fieldset>
        <BetButton onClick={() => void openCases()} disabled={busy || !canPlay || unit === null} testId="cases-open">
          {labels.open} {unit === null ? '' : fmt(unit * count)}
        </BetButton>
        {canPlay && unit === null ? (
          <span className="text-sm text-muted" data-testid="cases-no-price">
            {labels.noPrice}
          </span>
        ) : null}
      </BetBar>
      <ScreenFoot game="cases" hotkeys={labels.hotkeys} error={error} />
      <table className="w-full text-sm" data-testid="cases-contents">
        <caption className="text-left font-bold">
          {labels.contents} · {labels.rtp}{' '}
          <span data-testid="cases-rtp">{formatDecimal(caseRtp(def) * 100, lang, 2, true)}%</span>
        </caption>
        <thead>
          <tr className="text-left text-muted">
            <th scope="col">{labels.item}</th>
            <th scope="col">{labels.value}</th>
            <th scope="col">{labels.chance}</th>
          </tr>
        </thead>
        <tbody>
          {def.items.map((it) => (
            <tr key={it.id} data-item={it.id}>
              <td>
                <span className="flex items-center gap-2">
                  <ItemArt id={it.id} size={24} />
                  <span style={{ color: rarityOf(it.id) }}>{name(it.id)}</span>
                </span>
              </td>
              <td className="tabular-nums">{unit === null ? '—' : fmt(payoutOf(unit, it.value))}</td>
              <td className="tabular-nums">
                {formatDecimal((it.weight / totalWeight) * 100, lang, it.weight * 1e4 < totalWeight ? 3 : 2, true)}%
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {last ? <FairLine fair={last.fair} serverSeed={last.server_seed} testId="cases-fair" /> : null}
    </GameScreen>
  );
}
