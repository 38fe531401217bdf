'use client';
// A row of choices of a bet, for the screens that have one (wheel, plinko): a file of its own so the
// other games' pages do not load it (issue 39: the kit shares code, no page grows for another's).
import type { ReactNode } from 'react';

/**
 * A row of choices of a bet (a risk, a number of rows or segments): one pressed button each,
 * `<testId>-<value>`, locked while a bet runs. `buttonClass`: the buttons' padding (and
 * tabular figures for numbers); `grid`: the row's columns and gap.
 */
export function ChoiceGroup<V extends string | number>({
  legend,
  values,
  value,
  onChange,
  name,
  disabled,
  grid,
  buttonClass,
  testId,
}: {
  legend: string;
  values: readonly V[];
  value: V;
  onChange: (v: V) => void;
  name: (v: V) => ReactNode;
  disabled: boolean;
  grid: string;
  buttonClass: string;
  testId: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm text-muted">{legend}</legend>
      <div className={`grid ${grid}`}>
        {values.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={value === v}
            disabled={disabled}
            onClick={() => onChange(v)}
            className={`rounded-lg border ${buttonClass} text-sm font-bold ${value === v ? 'border-accent bg-accent/20' : 'border-line'}`}
            data-testid={`${testId}-${v}`}
          >
            {name(v)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
