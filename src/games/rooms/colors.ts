/**
 * Each room's own colour (its cards, ring track, pot and button), as on its lobby image; light
 * enough to read as text on the dark surfaces (at least 4.5:1 on `surface` and `elevated`).
 */
export const ROOM_COLOR = { purple: '#c084fc', red: '#f87171', yellow: '#facc15' } as const;
