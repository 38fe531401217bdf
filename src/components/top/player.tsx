// A player as the top shows them: a monogram avatar and the public name, or a neutral figure
// and "Hidden player" for one who hides their statistics or avatar (the server sends no name).
export function TopPlayer({
  player,
  avatar,
  hiddenLabel,
}: {
  player: string | null;
  avatar: boolean;
  hiddenLabel: string;
}) {
  const shown = avatar && player !== null;
  // A stable hue per name, so one player keeps one colour between refreshes.
  let hue = 0;
  for (const ch of player ?? '') hue = (hue * 31 + ch.charCodeAt(0)) % 360;
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span
        aria-hidden="true"
        className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold ${shown ? 'text-white' : 'border border-line bg-elevated text-muted'}`}
        style={shown ? { background: `hsl(${hue} 55% 42%)` } : undefined}
      >
        {shown ? [...player][0]!.toUpperCase() : '?'}
      </span>
      {player === null ? (
        <span className="text-muted italic" data-testid="top-hidden">
          {hiddenLabel}
        </span>
      ) : (
        <bdi className="min-w-0 break-all">{player}</bdi>
      )}
    </span>
  );
}
