// The stake field every game screen shows: a labelled text input in the page's money format (the
// screen parses it), disabled while a round is open.
export function StakeField({
  id,
  label,
  value,
  onChange,
  testId,
  width = 'w-32',
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  /** A Tailwind width class ('' for the field's natural width). */
  width?: string;
  disabled?: boolean;
}) {
  return (
    <label className="flex flex-col text-sm" htmlFor={id}>
      {label}
      <input
        id={id}
        inputMode="decimal"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className={`${width ? `${width} ` : ''}rounded border border-line bg-bg p-2`}
        data-testid={testId}
      />
    </label>
  );
}
