'use client';
// The verifier's kit (issue 39): what a game's verifier form (src/games/<slug>/verify-form.tsx) is
// made of — its definition's shape, the field, the select and the number grid — so the verifier
// (verifier.tsx) names no game and each game's form lives in its folder. Registry:
// verify-forms.ts, one line per game.
import type { ComponentType, ReactNode } from 'react';
import type { Currency } from '../../contract/common';
import type { Converted } from './verifier-params';

/**
 * The verifier's own texts (`verifier.<key>`): the seeds, the stake, the check and its verdict.
 * A game's form names the texts it shows besides these (its `labels`, issue 39: no list of all
 * games' fields here); the page sends the whole `verifier` namespace.
 */
export interface VerifierLabels {
  title: string;
  lead: string;
  game: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  amount: string;
  compute: string;
  result: string;
  payout: string;
  win: string;
  lose: string;
  hash: string;
  hashMatches: string;
  hashDiffers: string;
  badSeed: string;
  badField: string;
  badBet: string;
  filled: string;
}

/** The verifier's texts as the page sends them: its own and every game's (`verifier.*`). */
export type VerifierTexts = VerifierLabels & Record<string, string>;

/** What a game's form reads: the verifier's texts and the ones it names (`K`). */
export type FormLabels<K extends string> = VerifierLabels & Record<K, string>;

/**
 * Translated names of the games' choices, by the field each game names in its play.ts
 * (verifierChoices): field → value → name.
 */
export type VerifierChoices = Record<string, Record<string, string>>;

/** A game the verifier knows, with its name in the page's language. */
export interface VerifierGame {
  slug: string;
  name: string;
}

/** A case: its name and what one costs per account currency (to fill the price in). */
export interface VerifierCase {
  slug: string;
  name: string;
  prices: Partial<Record<Currency, number>>;
}

/** What a form starts from: the page's catalogue of cases and the case it opened on. */
export interface FormContext {
  cases: readonly VerifierCase[];
  initialCase?: string | undefined;
}

/** What a game's fields get from the verifier. */
export interface FieldsProps<S, K extends string = never> {
  state: S;
  set: (patch: Partial<S>) => void;
  /** The stake as typed, shared by the games; a form that prices it (a case) sets it. */
  setAmount: (amount: string) => void;
  /** The stake field, placed where the game wants it (none for a game whose stakes are its bets). */
  amountField: ReactNode;
  /** A prefix for the fields' ids. */
  id: string;
  labels: FormLabels<K>;
  choices: VerifierChoices;
  cases: readonly VerifierCase[];
  currency: Currency | null;
  /** " (₽)": the currency's sign after an amount's label, once known. */
  sign: string;
}

/** What a game's result view gets: the checked bet's parameters and what it produced. */
export interface ResultProps<K extends string = never> {
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  multiplier: number;
  labels: FormLabels<K>;
  choices: VerifierChoices;
}

/** A game's verifier form: its fields, their conversion to its verify parameters and its result. */
export interface VerifyForm<S, K extends string = never> {
  /** The texts of the verifier's namespace the form shows besides the verifier's own (`verifier.<key>`). */
  labels: readonly K[];
  /** The form before anything is typed. */
  initial: (ctx: FormContext) => S;
  /** The stake's label (a case's is its price). */
  amountLabel?: K;
  Fields: ComponentType<FieldsProps<S, K>>;
  /** The verify parameters and the amount in minor units, or the first field that is wrong. */
  toParams: (state: S, amount: string) => Converted;
  /** The form filled in with a placed bet's parameters and amount (minor units). */
  fromBet: (params: Record<string, unknown>, amount: number, prev: S) => { state: S; amount: string };
  /** The label of a field a problem is about, when it is not the label of the same name. */
  fieldLabel?: (field: string, labels: FormLabels<K>) => string | undefined;
  /** The outcome drawn as the game draws it. */
  Result: ComponentType<ResultProps<K>>;
}

/** A form whose state and texts the verifier keeps without knowing their shape. */
export type AnyVerifyForm = VerifyForm<unknown, string>;
export const defineVerifyForm = <S, K extends string = never>(form: VerifyForm<S, K>): AnyVerifyForm =>
  form as unknown as AnyVerifyForm;

export const fieldClass = 'rounded border border-line bg-bg p-2 text-sm';
export const chipClass = 'rounded border px-2 py-1 text-xs font-bold tabular-nums';
export const rowClass = 'grid gap-2 sm:grid-cols-2';

/** A choice's values and names, in the game's order. */
export const entries = (r: Record<string, string> | undefined) => Object.entries(r ?? {}) as [string, string][];
/** "1".."n" as options. */
export const counting = (from: number, to: number): [string, string][] =>
  Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), String(from + i)]);

export function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
    </div>
  );
}

export function Select({
  id,
  value,
  options,
  onChange,
  testId,
}: {
  id: string;
  value: string;
  options: [string, string][];
  onChange: (v: string) => void;
  testId: string;
}) {
  return (
    <select
      id={id}
      className={fieldClass}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    >
      {options.map(([v, name]) => (
        <option key={v} value={v}>
          {name}
        </option>
      ))}
    </select>
  );
}

/** A text input of the form (a target, a number). */
export function TextInput({
  id,
  value,
  onChange,
  testId,
  inputMode = 'decimal',
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  testId: string;
  inputMode?: 'decimal' | 'numeric';
}) {
  return (
    <input
      id={id}
      className={fieldClass}
      inputMode={inputMode}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    />
  );
}

/** A labelled select of the form. */
export function SelectField({ label, ...select }: { label: string } & Parameters<typeof Select>[0]) {
  return (
    <Field label={label} htmlFor={select.id}>
      <Select {...select} />
    </Field>
  );
}

/** A labelled text input of the form. */
export function TextField({ label, ...input }: { label: string } & Parameters<typeof TextInput>[0]) {
  return (
    <Field label={label} htmlFor={input.id}>
      <TextInput {...input} />
    </Field>
  );
}

/** A grid of numbers to pick (keno's numbers, miner's tiles in the order they were opened). */
export function NumberPicker({
  label,
  count,
  first,
  picked,
  max,
  ordered = false,
  grid,
  onChange,
  clear,
  testId,
}: {
  label: string;
  count: number;
  first: number;
  picked: number[];
  max: number;
  ordered?: boolean;
  /** The grid's columns (and width). */
  grid: string;
  onChange: (v: number[]) => void;
  clear: string;
  testId: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1 text-sm">
      <legend className="mb-1">{label}</legend>
      <div className={`grid gap-1 ${grid}`}>
        {Array.from({ length: count }, (_, i) => i + first).map((n) => {
          const at = picked.indexOf(n);
          return (
            <button
              key={n}
              type="button"
              aria-pressed={at >= 0}
              onClick={() =>
                onChange(at >= 0 ? picked.filter((x) => x !== n) : picked.length < max ? [...picked, n] : picked)
              }
              className={`${chipClass} aspect-square ${at >= 0 ? 'border-accent bg-accent/30' : 'border-line bg-bg'}`}
              data-testid={`${testId}-${n}`}
            >
              {/* Tiles show the order they were opened in; keno shows its numbers. */}
              {ordered ? (at >= 0 ? at + 1 : '') : n}
            </button>
          );
        })}
      </div>
      <button type="button" className={`${chipClass} self-start border-line`} onClick={() => onChange([])}>
        {clear}
      </button>
    </fieldset>
  );
}
