// The stake field every game screen shows: a labelled text input in the page's money format (the
// screen parses it), disabled while a round is open. With the stage's `kit` it follows the limits
// of the player's currency: ½ and ×2 clamped to them, optional chips from the min to the max, and
// the message at the field when the typed stake is outside them.
import { chipValues, double, halve, type StakeKit, stakeProblem, toField, toMinor } from './stake-limits';
import { formatMoney } from '../../site/format';

const small = 'rounded border border-line bg-elevated px-2 py-1 text-xs font-bold disabled:opacity-50';

export function StakeField({
  id,
  label,
  value,
  onChange,
  testId,
  width = 'w-32',
  disabled,
  kit,
  multiplier = 0,
  chips = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  /** A Tailwind width class ('' for the field's natural width). */
  width?: string;
  disabled?: boolean;
  /** The currency's limits and their texts (from the stage); without it, a bare field. */
  kit?: StakeKit;
  /** The bet's best multiplier, so ×2 and the message respect the maximum payout. */
  multiplier?: number;
  /** Chips from the minimum to the maximum under the field (tables that take chips). */
  chips?: boolean;
}) {
  const minor = toMinor(value);
  const problem = kit && value.trim() !== '' ? stakeProblem(kit, minor, multiplier) : null;
  const set = (v: number) => onChange(toField(v));
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>{label}</label>
      <div className="flex items-center gap-1">
        <input
          id={id}
          inputMode="decimal"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={`${width ? `${width} ` : ''}min-w-0 rounded border bg-bg p-2 ${problem ? 'border-lose' : 'border-line'}`}
          data-testid={testId}
        />
        {kit ? (
          <>
            <button
              type="button"
              className={small}
              disabled={disabled}
              onClick={() => set(halve(kit, Number.isFinite(minor) ? minor : kit.min, multiplier))}
              data-testid={`${testId}-half`}
            >
              {/* The name in words for screen readers; an aria-label would not contain the visible "×2" (axe). */}
              <span aria-hidden="true">½</span>
              <span className="sr-only">{kit.labels.half}</span>
            </button>
            <button
              type="button"
              className={small}
              disabled={disabled}
              onClick={() => set(double(kit, Number.isFinite(minor) ? minor : kit.min, multiplier))}
              data-testid={`${testId}-double`}
            >
              <span aria-hidden="true">×2</span>
              <span className="sr-only">{kit.labels.double}</span>
            </button>
          </>
        ) : null}
      </div>
      {kit && chips ? (
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">{kit.labels.chips}</legend>
          {chipValues(kit).map((c) => (
            <button
              key={c}
              type="button"
              className={`${small} ${c === minor ? 'border-accent text-text' : 'text-muted'}`}
              disabled={disabled}
              aria-pressed={c === minor}
              onClick={() => set(c)}
              data-testid={`${testId}-chip`}
              data-minor={c}
            >
              {formatMoney(c, kit.currency, kit.lang)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-xs text-lose" data-testid={`${testId}-problem`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
