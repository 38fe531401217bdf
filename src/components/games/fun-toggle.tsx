import { money } from './play-client';

/**
 * The "play for fun" switch at the top of a game screen, with the demo balance while it is on.
 * `<game>-fun` and `<game>-fun-balance` for tests. A round in progress locks it (`disabled`).
 */
export function FunToggle({
  game,
  fun,
  onChange,
  disabled,
  label,
  balanceLabel,
  balance,
}: {
  game: string;
  fun: boolean;
  onChange: (fun: boolean) => void;
  disabled?: boolean;
  label: string;
  balanceLabel: string;
  /** The demo balance in minor units. */
  balance: number;
}) {
  return (
    <div className="flex items-center justify-between text-sm">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={fun}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          data-testid={`${game}-fun`}
        />
        {label}
      </label>
      {fun ? <span data-testid={`${game}-fun-balance`}>{`${balanceLabel}: ${money(balance)}`}</span> : null}
    </div>
  );
}
