'use client';
// The bet verifier: recomputes an outcome in the browser from revealed seeds with the same pure
// code the server settles with (src/games/play.ts), for instant bets and finished rounds alike;
// nothing is sent anywhere. The player fills the bet in as they played it (the amount in their
// currency, the game's own choices) and reads the result as the game shows it. Each game's fields,
// their conversion and its result are its verifier form (src/games/<slug>/verify-form.tsx, looked up
// in verify-forms.ts); this file names no game. The games' code (and the schemas that check the
// choices) loads with the first check, not with the page.
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { langAtom, profileAtom } from '../../client/atoms';
import { CURRENCY_SIGN } from '../../contract/common';
import { formatMoney } from '../../site/format';
import { FAIR_VERIFY_EVENT, type FairVerifyDetail, recallBet } from './fair-verify-event';
import { verifyFormOf } from './verify-forms';
import {
  type AnyVerifyForm,
  Field,
  type FormContext,
  fieldClass,
  rowClass,
  Select,
  type VerifierCase,
  type VerifierChoices,
  type VerifierGame,
  type VerifierTexts,
} from './verify-kit';

export type { VerifierCase, VerifierChoices, VerifierGame, VerifierTexts } from './verify-kit';

interface Result {
  form: AnyVerifyForm;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  multiplier: number;
  payout: number;
  hash: string;
  /** null: no hash typed in to compare with. */
  hashMatches: boolean | null;
}

export function Verifier({
  labels,
  games,
  choices,
  cases,
  initialGame,
  initialCase,
}: {
  /** The `verifier` namespace: the verifier's own texts and those the games' forms name. */
  labels: VerifierTexts;
  games: readonly VerifierGame[];
  choices: VerifierChoices;
  cases: readonly VerifierCase[];
  initialGame: string;
  initialCase?: string;
}) {
  const id = useId();
  const lang = useAtomValue(langAtom);
  // The currency is known in the browser only: the server's page and the hydration show none.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const profileCurrency = useAtomValue(profileAtom)?.user.currency ?? null;
  const currency = mounted ? profileCurrency : null;
  const [game, setGame] = useState(initialGame);
  const [serverSeed, setServerSeed] = useState('');
  const [expectedHash, setExpectedHash] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState('0');
  const [amount, setAmount] = useState('1.00');
  // Each game's form as typed, by slug: switching games keeps what was typed for each.
  const [forms, setForms] = useState<Record<string, unknown>>({});
  const formsRef = useRef(forms);
  formsRef.current = forms;
  const [out, setOut] = useState<Result | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [filled, setFilled] = useState(false);
  const box = useRef<HTMLElement>(null);

  const ctx: FormContext = { cases, initialCase };
  const form = verifyFormOf(game);
  const stateOf = (slug: string, f: AnyVerifyForm) =>
    slug in formsRef.current ? formsRef.current[slug] : f.initial(ctx);
  const state = form ? (game in forms ? forms[game] : form.initial(ctx)) : undefined;
  const set = (patch: object) => {
    if (!form) return;
    setForms((p) => ({ ...p, [game]: { ...((game in p ? p[game] : form.initial(ctx)) as object), ...patch } }));
  };

  const money = (minor: number) => (currency ? formatMoney(minor, currency, lang) : (minor / 100).toFixed(2));
  const sign = currency ? ` (${CURRENCY_SIGN[currency]})` : '';

  // The seed panel's revealed pair, sent here by its button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the forms' context is the page's and does not change
  useEffect(() => {
    const fill = (e: Event) => {
      const d = (e as CustomEvent<FairVerifyDetail>).detail;
      setServerSeed(d.serverSeed);
      setExpectedHash(d.serverSeedHash);
      setClientSeed(d.clientSeed);
      if (d.nonce !== null) setNonce(String(d.nonce));
      // A bet placed on this page with that pair and nonce: its game, amount and choices too.
      const bet = recallBet(d.serverSeedHash, d.nonce);
      const betForm = bet ? verifyFormOf(bet.game) : undefined;
      if (bet && betForm && games.some((g) => g.slug === bet.game)) {
        const next = betForm.fromBet(bet.params, bet.amount, stateOf(bet.game, betForm));
        setGame(bet.game);
        setForms((p) => ({ ...p, [bet.game]: next.state }));
        setAmount(next.amount);
      }
      setOut(null);
      setFilled(true);
      box.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    };
    window.addEventListener(FAIR_VERIFY_EVENT, fill);
    return () => window.removeEventListener(FAIR_VERIFY_EVENT, fill);
  }, [games]);

  const amountLabel = (form?.amountLabel && labels[form.amountLabel]) || labels.amount;

  async function compute() {
    setOut(null);
    setProblem(null);
    const seedText = serverSeed.trim();
    if (!/^[0-9a-f]{64}$/.test(seedText)) return setProblem(labels.badSeed);
    if (!/^\d+$/.test(nonce.trim())) return setProblem(`${labels.badField}: ${labels.nonce}`);
    if (!form) return setProblem(`${labels.badField}: ${labels.game}`);
    const converted = form.toParams(state, amount);
    if ('field' in converted) return setProblem(`${labels.badField}: ${fieldLabel(form, converted.field)}`);
    const seed = { serverSeed: seedText, clientSeed: clientSeed.trim(), nonce: Number(nonce.trim()) };
    // The games' math and the hash library load on the first check, not with the game page.
    const [{ playDef, verifyBet }, { hashServerSeed }] = await Promise.all([
      import('../../games/play'),
      import('../../games/kit/fair'),
    ]);
    const parsed = playDef(game)?.verifyParams.safeParse(converted.params);
    if (!parsed?.success) return setProblem(labels.badBet);
    try {
      const r = verifyBet(game, seed, parsed.data, converted.amount);
      const hash = hashServerSeed(seedText);
      const expected = expectedHash.trim().toLowerCase();
      setOut({
        form,
        params: converted.params,
        outcome: r.outcome,
        multiplier: r.multiplier,
        payout: r.payout,
        hash,
        hashMatches: expected ? expected === hash : null,
      });
    } catch {
      setProblem(labels.badBet);
    }
  }

  function fieldLabel(f: AnyVerifyForm, field: string): string {
    if (field === 'amount') return amountLabel;
    return f.fieldLabel?.(field, labels) ?? labels[field] ?? field;
  }

  const amountField = (
    <Field label={`${amountLabel}${sign}`} htmlFor={`${id}-a`}>
      <input
        id={`${id}-a`}
        className={fieldClass}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        data-testid="verifier-amount"
      />
    </Field>
  );

  return (
    <section
      ref={box}
      id="verifier"
      tabIndex={-1}
      aria-labelledby={`${id}-h`}
      className="flex scroll-mt-20 flex-col gap-3"
      data-testid="verifier"
    >
      <h2 id={`${id}-h`} className="text-lg font-bold">
        {labels.title}
      </h2>
      <p className="text-sm text-muted">{labels.lead}</p>
      {filled ? (
        <p className="text-xs text-win" role="status" data-testid="verifier-filled">
          {labels.filled}
        </p>
      ) : null}
      <Field label={labels.game} htmlFor={`${id}-g`}>
        <Select
          id={`${id}-g`}
          value={game}
          options={games.map((g) => [g.slug, g.name])}
          onChange={(v) => {
            setGame(v);
            setOut(null);
            setProblem(null);
          }}
          testId="verifier-game"
        />
      </Field>
      <div className={rowClass}>
        <Field label={labels.serverSeed} htmlFor={`${id}-s`}>
          <input
            id={`${id}-s`}
            className={`${fieldClass} font-mono`}
            value={serverSeed}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setServerSeed(e.target.value)}
            data-testid="verifier-server-seed"
          />
        </Field>
        <Field label={labels.serverSeedHash} htmlFor={`${id}-sh`}>
          <input
            id={`${id}-sh`}
            className={`${fieldClass} font-mono`}
            value={expectedHash}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setExpectedHash(e.target.value)}
            data-testid="verifier-expected-hash"
          />
        </Field>
        <Field label={labels.clientSeed} htmlFor={`${id}-c`}>
          <input
            id={`${id}-c`}
            className={`${fieldClass} font-mono`}
            value={clientSeed}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setClientSeed(e.target.value)}
            data-testid="verifier-client-seed"
          />
        </Field>
        <Field label={labels.nonce} htmlFor={`${id}-n`}>
          <input
            id={`${id}-n`}
            className={fieldClass}
            inputMode="numeric"
            value={nonce}
            onChange={(e) => setNonce(e.target.value)}
            data-testid="verifier-nonce"
          />
        </Field>
      </div>
      <fieldset
        className="flex flex-col gap-2 rounded-lg border border-line p-3"
        data-testid={`verifier-fields-${game}`}
      >
        <legend className="px-1 text-sm font-semibold">{games.find((g) => g.slug === game)?.name}</legend>
        {form ? (
          <form.Fields
            state={state}
            set={set}
            setAmount={setAmount}
            amountField={amountField}
            id={id}
            labels={labels}
            choices={choices}
            cases={cases}
            currency={currency}
            sign={sign}
          />
        ) : null}
      </fieldset>
      <button
        type="button"
        onClick={() => void compute()}
        className="self-start rounded-lg bg-accent-fill px-4 py-2 font-bold text-white"
        data-testid="verifier-compute"
      >
        {labels.compute}
      </button>
      {problem ? (
        <p role="alert" className="text-sm text-lose" data-testid="verifier-problem">
          {problem}
        </p>
      ) : null}
      <div aria-live="polite">
        {out ? <ResultView r={out} labels={labels} choices={choices} money={money} /> : null}
      </div>
    </section>
  );
}

function ResultView({
  r,
  labels,
  choices,
  money,
}: {
  r: Result;
  labels: VerifierTexts;
  choices: VerifierChoices;
  money: (minor: number) => string;
}) {
  const won = r.payout > 0;
  const Shown = r.form.Result;
  const shown: ReactNode = (
    <Shown params={r.params} outcome={r.outcome} multiplier={r.multiplier} labels={labels} choices={choices} />
  );
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-bg p-3" data-testid="verifier-result">
      <h3 className="font-semibold">{labels.result}</h3>
      {shown}
      <p className={`text-sm font-semibold ${won ? 'text-win' : 'text-muted'}`} data-testid="verifier-verdict">
        {won ? `${labels.win} ×${r.multiplier} · ${labels.payout}: ${money(r.payout)}` : labels.lose}
      </p>
      <div className="flex flex-col gap-0.5 text-xs">
        <span className="text-muted">{labels.hash}</span>
        <span className="break-all font-mono" data-testid="verifier-hash">
          {r.hash}
        </span>
        {r.hashMatches === null ? null : (
          <span className={r.hashMatches ? 'text-win' : 'text-lose'} data-testid="verifier-hash-check">
            {r.hashMatches ? `✓ ${labels.hashMatches}` : `✗ ${labels.hashDiffers}`}
          </span>
        )}
      </div>
    </div>
  );
}
