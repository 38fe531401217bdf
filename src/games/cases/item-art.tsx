// The case items' art and rarity colours: small inline SVGs (no requests, a few hundred bytes
// each) drawn in the item's rarity colour, from common grey to the dragon egg's orange.

/** Rarity colour by item id, the rarer the warmer; unknown items are common. */
export const RARITY: Record<string, string> = {
  coin: '#9ca3af',
  ring: '#22d3ee',
  watch: '#3b82f6',
  chain: '#a855f7',
  crown: '#f5b942',
  gem: '#f25757',
  dragon: '#ff8a00',
};
export const rarityOf = (id: string) => RARITY[id] ?? RARITY.coin!;

const PATHS: Record<string, React.ReactNode> = {
  coin: (
    <>
      <circle cx="24" cy="24" r="16" fill="currentColor" opacity=".35" />
      <circle cx="24" cy="24" r="16" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d="M24 15v18M19 19h8a3 3 0 0 1 0 6h-6a3 3 0 0 0 0 6h8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      />
    </>
  ),
  ring: (
    <>
      <circle cx="24" cy="29" r="12" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M18 12l6-6 6 6-6 6z" fill="currentColor" />
    </>
  ),
  watch: (
    <>
      <path d="M18 4h12l2 10H16zM16 34h16l-2 10H18z" fill="currentColor" opacity=".5" />
      <circle cx="24" cy="24" r="12" fill="none" stroke="currentColor" strokeWidth="3.5" />
      <path d="M24 17v7l5 3" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  chain: (
    <g fill="none" stroke="currentColor" strokeWidth="4">
      <rect x="5" y="17" width="18" height="12" rx="6" />
      <rect x="25" y="17" width="18" height="12" rx="6" />
      <path d="M18 23h12" />
    </g>
  ),
  crown: (
    <>
      <path d="M7 36l-2-22 11 9 8-13 8 13 11-9-2 22z" fill="currentColor" />
      <rect x="7" y="38" width="34" height="4" rx="1" fill="currentColor" opacity=".6" />
    </>
  ),
  gem: (
    <>
      <path d="M14 8h20l9 12-19 22L5 20z" fill="currentColor" opacity=".55" />
      <path
        d="M14 8h20l9 12-19 22L5 20zM5 20h38M14 8l10 34M34 8L24 42"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </>
  ),
  dragon: (
    <>
      <ellipse cx="24" cy="26" rx="14" ry="18" fill="currentColor" opacity=".6" />
      <path d="M14 20l6 4-4 6M34 18l-5 6 5 5M22 36l3-5 4 4" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </>
  ),
};

/** An item's picture in its rarity colour, `size` px square. */
export function ItemArt({ id, size = 40 }: { id: string; size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" style={{ color: rarityOf(id) }}>
      {PATHS[id] ?? PATHS.coin}
    </svg>
  );
}
