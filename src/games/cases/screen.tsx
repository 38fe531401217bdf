'use client';
// The case screen: every item with its value and probability, the exact RTP, open 1–5 at once.
// The reel animation lands on the server's result (it only runs when motion is welcome), and the
// next opening is never blocked by it. "For fun" opens the same engine on a demo balance.
import { BetError } from '../../components/games/bet-error';
import { FunToggle } from '../../components/games/fun-toggle';
import { FairLine } from '../../components/games/fair-line';
import { useAtom } from 'jotai';
import { useRef, useState } from 'react';
import { usePlayMode } from '../../components/games/use-play-mode';
import { useT } from '../../client/i18n';
import { emitCashBalance, errorText, funBalanceAtom, gameRequest, money } from '../../components/games/play-client';
import type { BetResponse } from '../../contract/bets';
import { CURRENCY_SIGN, type Currency } from '../../contract/common';
import { payoutOf } from '../kit/fair';
import { CASE_CONTENTS } from './contents';
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
  /** Item names by id (coin, ring, …). */
  items: Record<string, string>;
}

export interface CaseChoice {
  slug: string;
  name: string;
  href: string;
}

const MAX_COUNT = 5;

export function CasesScreen({
  slug,
  price,
  sign,
  prices,
  labels,
  choices,
}: {
  slug: string;
  /** The list price in minor units of the catalog's currency (what an opening for fun costs). */
  price: number;
  sign: string;
  /** What a real opening costs per account currency. */
  prices: Partial<Record<Currency, number>>;
  labels: CasesLabels;
  /** The other cases, for the picker. */
  choices: CaseChoice[];
}) {
  const t = useT();
  const { mounted, profile, fun, setFun, canPlay } = usePlayMode();
  const [count, setCount] = useState(1);
  const [funBalance, setFunBalance] = useAtom(funBalanceAtom);
  const [last, setLast] = useState<BetResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const def = CASE_CONTENTS[slug];
  if (!def) return null;
  const totalWeight = def.items.reduce((s, i) => s + i.weight, 0);
  const name = (id: string) => labels.items[id] ?? id;
  // A real opening costs the case's price in the player's account currency; fun ones the list price.
  const playerCurrency = !fun ? (profile?.user.currency ?? null) : null;
  const unit = playerCurrency ? (prices[playerCurrency] ?? null) : price;
  const fmt = (minor: number) => `${money(minor)} ${playerCurrency ? CURRENCY_SIGN[playerCurrency] : sign}`;

  async function openCases() {
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
      setLast(res);
      if (fun) setFunBalance((b) => b - unit * count + res.payout);
      else emitCashBalance(res.balance, profile?.user.bonus ?? 0);
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const items = (last?.outcome.items as { id: string; value: number }[] | undefined) ?? [];

  return (
    <section
      aria-label={labels.contents}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
      data-testid="cases-screen"
      // Tests (and scripts) wait for this before typing: input before hydration is overwritten.
      data-hydrated={mounted ? 'true' : undefined}
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
      <FunToggle
        game="cases"
        fun={fun}
        onChange={setFun}
        label={labels.fun}
        balanceLabel={labels.funBalance}
        balance={funBalance}
      />
      <ul className="flex min-h-24 flex-wrap justify-center gap-2" aria-live="polite" data-testid="cases-result">
        {items.map((it, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: an opening's items are fixed; the nonce remounts them so the landing plays again
            key={`${last?.fair.nonce}-${last?.bet.created_at}-${i}`}
            className="flex w-24 flex-col items-center rounded-lg border border-accent bg-bg p-2 text-center text-sm motion-safe:animate-[case-land_600ms_ease-out]"
            data-testid="cases-item"
            data-item={it.id}
          >
            <span className="font-bold">{name(it.id)}</span>
            <span className="tabular-nums">{fmt(payoutOf(Math.round(last!.bet.amount / items.length), it.value))}</span>
          </li>
        ))}
      </ul>
      {last ? (
        <p className="text-center text-sm" role="status" data-testid="cases-won">
          {labels.won}: {fmt(last.payout)} ({labels.total} {fmt(last.bet.amount)}) · nonce {last.fair.nonce}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
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
        <button
          type="button"
          onClick={() => void openCases()}
          disabled={busy || !canPlay || unit === null}
          className="rounded-lg bg-accent-fill px-6 py-2 font-bold text-white disabled:opacity-50"
          data-testid="cases-open"
        >
          {labels.open} {unit === null ? '' : fmt(unit * count)}
        </button>
        {!canPlay ? <span className="text-sm text-muted">{labels.loginToPlay}</span> : null}
        {canPlay && unit === null ? (
          <span className="text-sm text-muted" data-testid="cases-no-price">
            {labels.noPrice}
          </span>
        ) : null}
      </div>
      <BetError game="cases" error={error} />
      <table className="w-full text-sm" data-testid="cases-contents">
        <caption className="text-left font-bold">
          {labels.contents} · {labels.rtp} <span data-testid="cases-rtp">{(caseRtp(def) * 100).toFixed(2)}%</span>
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
              <td>{name(it.id)}</td>
              <td className="tabular-nums">{unit === null ? '—' : fmt(payoutOf(unit, it.value))}</td>
              <td className="tabular-nums">
                {((it.weight / totalWeight) * 100).toFixed(it.weight * 1e4 < totalWeight ? 3 : 2)}%
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {last ? <FairLine fair={last.fair} serverSeed={last.server_seed} testId="cases-fair" /> : null}
    </section>
  );
}
