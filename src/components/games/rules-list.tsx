/** A game's rules as a numbered list (game, case and room pages). */
export function RulesList({ rules }: { rules: string[] }) {
  return (
    <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-muted" data-testid="game-rules">
      {rules.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static text list, never reordered, and its texts may repeat.
        <li key={i}>{r}</li>
      ))}
    </ol>
  );
}
