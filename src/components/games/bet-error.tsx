/** A game screen's last error, announced to screen readers; `<game>-error` for tests. */
export function BetError({ game, error }: { game: string; error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-lose" data-testid={`${game}-error`}>
      {error}
    </p>
  );
}
