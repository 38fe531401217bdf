// The reel symbols as small hand-drawn SVGs: no emoji font, image request or web font needed, so a
// seven looks like a seven on every machine. Each drawing sits in a 64×64 box and shares one style
// (a dark outline, a gradient fill, a white gloss). A page adds its game's drawings once as an SVG
// sprite (<symbol> elements, so every gradient id exists once) and every reel cell is a tiny <use>.

const O = '#1a1030'; // the outline of every drawing
const SVG_NS = 'http://www.w3.org/2000/svg';

/** <stop>s spread evenly over the colours. */
const stops = (cs: string[]) => cs.map((c, i) => `<stop offset="${i / (cs.length - 1)}" stop-color="${c}"/>`).join('');
/** A top-to-bottom gradient. */
const lin = (id: string, ...cs: string[]) => `<linearGradient id="${id}" x2="0" y2="1">${stops(cs)}</linearGradient>`;
/** A light-from-the-top-left sphere. */
const rad = (id: string, ...cs: string[]) =>
  `<radialGradient id="${id}" cx=".35" cy=".3" r=".85">${stops(cs)}</radialGradient>`;
const gloss = (cx: number, cy: number, rx: number, ry: number, deg = 0) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${deg} ${cx} ${cy})" fill="#fff" opacity=".5"/>`;
/** Outline attributes; `w` in box units. */
const ol = (w = 2.5) => `stroke="${O}" stroke-width="${w}" stroke-linejoin="round"`;

/** `n`-gon (or a star with an inner radius) around (cx, cy), first point at the top. */
function points(cx: number, cy: number, r: number, n: number, inner?: number, sy = 1) {
  const k = inner ? n * 2 : n;
  return Array.from({ length: k }, (_, i) => {
    const a = (Math.PI * 2 * i) / k - Math.PI / 2;
    const rr = inner && i % 2 ? inner : r;
    return `${+(cx + rr * Math.cos(a)).toFixed(1)},${+(cy + rr * Math.sin(a) * sy).toFixed(1)}`;
  }).join(' ');
}

/** A letter drawn as a thick stroke (no font needed): an edge, a gradient core and a thin gloss. */
function stroked(id: string, d: string, edge: string, core: string[], w = 8) {
  const g = `fill="none" stroke-linecap="round" stroke-linejoin="round" d="${d}"`;
  return `<defs>${lin(id, ...core)}</defs><path ${g} stroke="${O}" stroke-width="${w + 7}"/><path ${g} stroke="${edge}" stroke-width="${w + 3.5}"/><path ${g} stroke="url(#${id})" stroke-width="${w}"/><path ${g} stroke="#fff" stroke-opacity=".45" stroke-width="1.6" transform="translate(-1.2 -1.6)"/>`;
}

const LETTERS: Record<string, string> = {
  A: 'M16 52 32 12l16 40M22 38h20',
  K: 'M20 12v40M45 12 21 35m7-6 17 23',
  Q: 'M32 12c-10 0-16 9-16 20s6 20 16 20 16-9 16-20-6-20-16-20zm4 29 11 12',
  J: 'M42 12v27c0 8-5 13-11 13s-11-4-11-11',
};
/** Card ranks A K Q J in a game's colours: rank → [edge, light, dark]. */
const ranks = (c: Record<string, [string, string, string]>) =>
  Object.fromEntries(
    Object.entries(c).map(([k, [edge, a, b]]) => [k, (id: string) => stroked(id, LETTERS[k]!, edge, [a, b])]),
  );

/** The WILD banner over a wild symbol's lower edge. */
const ribbon = (fill: string, ink: string) =>
  `<path d="M4 46h56l-4 7 4 7H4l4-7z" fill="${fill}" ${ol(2)}/><text x="32" y="57.5" text-anchor="middle" font-family="Arial Black,Impact,Verdana,sans-serif" font-weight="900" font-size="11" textLength="30" lengthAdjust="spacingAndGlyphs" fill="${ink}">WILD</text>`;

type Draw = (id: string) => string;

const luckySevens: Record<string, Draw> = {
  seven: (id) => stroked(id, 'M14 14h36L29 53', '#ffd34d', ['#ff6b6b', '#c1121f'], 10),
  bar: (id) =>
    `<defs>${lin(id, '#4a4a5c', '#0b0b14')}</defs><rect x="4" y="18" width="56" height="28" rx="6" fill="url(#${id})" ${ol(2)}/><rect x="7" y="21" width="50" height="22" rx="4" fill="none" stroke="#ffd34d" stroke-width="2"/><text x="32" y="40" text-anchor="middle" font-family="Arial Black,Impact,Verdana,sans-serif" font-weight="900" font-size="18" textLength="40" lengthAdjust="spacingAndGlyphs" fill="#fff">BAR</text>`,
  bell: (id) =>
    `<defs>${rad(id, '#fff2a8', '#ffc21a', '#b86e00')}</defs><circle cx="32" cy="50" r="5.5" fill="#b86e00" ${ol()}/><path d="M32 7c-2.5 0-4 1.6-4 3.6C19 13 15 21 15 30v9l-6 8h46l-6-8v-9c0-9-4-17-13-19.4C36 8.6 34.5 7 32 7z" fill="url(#${id})" ${ol()}/><path d="M12 43h40" stroke="#b86e00" stroke-width="2"/>${gloss(24, 26, 3, 8, 18)}`,
  plum: (id) =>
    `<defs>${rad(id, '#e3b5ff', '#8e3ccf', '#3b0f63')}</defs><path d="M32 18c1-5 4-8 8-10" stroke="#6b4020" stroke-width="3" stroke-linecap="round"/><ellipse cx="32" cy="38" rx="19" ry="20" fill="url(#${id})" ${ol()}/><path d="M33 19c-4 8-4 24 0 38" fill="none" stroke="#3b0f63" stroke-width="2" opacity=".6"/><path d="M35 14c6-7 15-7 20-3-6 6-14 7-20 3z" fill="#5fcf4f" ${ol(2)}/>${gloss(24, 30, 4, 8, 20)}`,
  orange: (id) =>
    `<defs>${rad(id, '#ffe0a8', '#ff9a1f', '#c24c00')}</defs><circle cx="32" cy="36" r="21" fill="url(#${id})" ${ol()}/><g fill="#a84000" opacity=".35"><circle cx="42" cy="42" r="1.2"/><circle cx="36" cy="50" r="1.2"/><circle cx="46" cy="32" r="1.2"/><circle cx="26" cy="46" r="1.2"/><circle cx="48" cy="46" r="1.2"/></g><path d="M32 16c3-6 11-9 18-7-3 7-11 10-18 7z" fill="#5fcf4f" ${ol(2)}/><circle cx="32" cy="16" r="2" fill="#6b4020"/>${gloss(24, 27, 4, 7, 35)}`,
  lemon: (id) =>
    `<defs>${rad(id, '#fffbd0', '#ffe14d', '#c9a000')}</defs><path d="M5 34c2-2 4-3 5-5 4-10 12-15 22-15s18 5 22 15c1 2 3 3 5 5-2 2-4 3-5 5-4 10-12 15-22 15s-18-5-22-15c-1-2-3-3-5-5z" transform="rotate(-20 32 34)" fill="url(#${id})" ${ol()}/>${gloss(22, 29, 3.5, 8, 55)}`,
  cherry: (id) =>
    `<defs>${rad(id, '#ffb3c1', '#e5173f', '#6e0016')}</defs><path d="M20 36c2-12 10-22 20-28M44 38c-1-12-2-20-4-30" fill="none" stroke="#3e7a1f" stroke-width="3" stroke-linecap="round"/><path d="M40 9c6-6 14-6 19-2-6 6-13 6-19 2z" fill="#5fcf4f" ${ol(2)}/><circle cx="20" cy="45" r="12" fill="url(#${id})" ${ol()}/><circle cx="44" cy="47" r="12" fill="url(#${id})" ${ol()}/>${gloss(15, 40, 2.5, 4, 30)}${gloss(39, 42, 2.5, 4, 30)}`,
};

const pharaohLines: Record<string, Draw> = {
  pharaoh: (id) =>
    `<defs><linearGradient id="${id}s" y2=".12" x2="0" spreadMethod="repeat"><stop offset=".5" stop-color="#f2c14e"/><stop offset=".5" stop-color="#1f4fa8"/></linearGradient>${lin(id, '#ffe7a3', '#d49a1a')}</defs><path d="M32 5C19 5 13 13 12 24L7 52h50l-5-28C51 13 45 5 32 5z" fill="url(#${id}s)" ${ol()}/><path d="M21 20c0-4 5-6 11-6s11 2 11 6v14c0 8-5 13-11 13s-11-5-11-13z" fill="url(#${id})" ${ol()}/><path d="M24 27h6m4 0h6" stroke="${O}" stroke-width="2.5" stroke-linecap="round"/><path d="M32 29v6l-2 2m-1 4h6" fill="none" stroke="#9a6a10" stroke-width="1.5" stroke-linecap="round"/><path d="M32 7c-2 2-2 5 0 8 2-3 2-6 0-8z" fill="#e5173f" ${ol(1.5)}/>${ribbon('#c1121f', '#ffe7a3')}`,
  ankh: (id) =>
    `<defs><radialGradient id="${id}g"><stop offset=".3" stop-color="#2ec4b6" stop-opacity=".55"/><stop offset="1" stop-color="#2ec4b6" stop-opacity="0"/></radialGradient></defs><circle cx="32" cy="32" r="30" fill="url(#${id}g)"/>${stroked(id, 'M32 29c-7-5-10-10-10-15 0-5 4-8 10-8s10 3 10 8c0 5-3 10-10 15zM15 31h34M32 31v25', '#f2c14e', ['#fff2a8', '#d49a1a'], 6)}`,
  eye: (id) =>
    `<defs>${rad(id, '#fff6dc', '#e9cf94', '#b48a3c')}</defs><circle cx="32" cy="32" r="28" fill="url(#${id})" ${ol()}/><g fill="none" stroke="#163a80" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"><path d="M11 31c8-9 30-10 42-1-11 7-31 8-42 1zM12 20c10-6 28-7 40-1M53 30h6M29 38l-4 12c-1 4 4 5 6 2M36 38l5 14"/></g><circle cx="32" cy="30.5" r="5.5" fill="#163a80"/><circle cx="30.5" cy="29" r="1.6" fill="#fff"/>`,
  cat: (id) =>
    `<defs>${lin(id, '#3c4a7a', '#0d1022')}</defs><path d="M21 6l5 10h12l5-10 3 15c0 6-3 10-7 12l5 7c4 6 6 11 6 18H15c0-7 2-12 6-18l5-7c-4-2-8-6-8-12z" fill="url(#${id})" stroke="#f2c14e" stroke-width="2" stroke-linejoin="round"/><path d="M25 33q7 5 14 0" fill="none" stroke="#f2c14e" stroke-width="3"/><circle cx="32" cy="38" r="2.5" fill="#2ec4b6" ${ol(1)}/><ellipse cx="27" cy="22" rx="2.6" ry="1.7" fill="#7cfc9a"/><ellipse cx="37" cy="22" rx="2.6" ry="1.7" fill="#7cfc9a"/><circle cx="19.5" cy="24" r="1.8" fill="#f2c14e"/><path d="M31 27h2l-1 1.5z" fill="#f2c14e"/>${gloss(25, 45, 2, 6, 15)}`,
  scarab: (id) =>
    `<defs>${rad(id, '#9ff5e2', '#17a88e', '#04443c')}</defs><g stroke="#f2c14e" stroke-width="2.5" stroke-linecap="round" fill="none"><path d="M21 27l-9-4-3-6M43 27l9-4 3-6M19 38H8l-3 5M45 38h11l3 5M22 48l-8 6v4M42 48l8 6v4"/></g><circle cx="32" cy="9" r="6" fill="#e8432d" ${ol(2)}/><path d="M25 19c2-5 12-5 14 0z" fill="#0d2b27" ${ol(2)}/><ellipse cx="32" cy="24" rx="11" ry="6" fill="url(#${id})" ${ol()}/><ellipse cx="32" cy="42" rx="14" ry="16" fill="url(#${id})" ${ol()}/><path d="M32 27v31" stroke="${O}" stroke-width="2"/>${gloss(25, 38, 2.5, 7, 15)}`,
  ...ranks({
    A: ['#f2c14e', '#5b8cff', '#163a80'],
    K: ['#f2c14e', '#ff7a5c', '#9e1b0f'],
    Q: ['#f2c14e', '#7ef0d8', '#0f7f6f'],
    J: ['#1f4fa8', '#fff2a8', '#c08a10'],
  }),
};

const candyCascade: Record<string, Draw> = {
  heart: (id) =>
    `<defs>${rad(id, '#ffd1e6', '#ff4f9a', '#a80f58')}</defs><path d="M32 55C14 43 7 33 7 23c0-7 5-12 12-12 5 0 10 3 13 8 3-5 8-8 13-8 7 0 12 5 12 12 0 10-7 20-25 32z" fill="url(#${id})" ${ol()}/>${gloss(18, 22, 3.5, 6, 40)}`,
  star: (id) =>
    `<defs>${rad(id, '#fff7b8', '#ffc22e', '#d45f00')}</defs><polygon points="${points(32, 34, 27, 5, 12)}" fill="url(#${id})" ${ol()} stroke-linejoin="round"/>${gloss(27, 25, 2.5, 5, 30)}`,
  drop: (id) =>
    `<defs>${rad(id, '#c9f1ff', '#2a9df4', '#0b3f8c')}</defs><path d="M32 6C25 19 13 30 13 41a19 19 0 0 0 38 0C51 30 39 19 32 6z" fill="url(#${id})" ${ol()}/><g fill="#fff" opacity=".8"><circle cx="38" cy="44" r="1.2"/><circle cx="30" cy="50" r="1.2"/><circle cx="42" cy="36" r="1"/><circle cx="24" cy="44" r="1"/><circle cx="36" cy="54" r="1"/></g>${gloss(23, 36, 3, 7, 25)}`,
  bean: (id) =>
    `<defs>${rad(id, '#ddffc0', '#4cc43a', '#135e17')}</defs><path d="M11 41c-4-12 3-25 16-25 8 0 10 5 16 5 7 0 12 5 12 13 0 13-13 20-27 20-8 0-14-5-17-13z" fill="url(#${id})" ${ol()}/>${gloss(20, 29, 3, 7, 60)}`,
  gum: (id) =>
    `<defs>${rad(id, '#ecd0ff', '#9b4dff', '#3d1387')}</defs><circle cx="32" cy="33" r="23" fill="url(#${id})" ${ol()}/><path d="M16 22c5-8 16-11 24-7" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" opacity=".55"/><circle cx="20" cy="28" r="2.5" fill="#fff" opacity=".8"/>`,
  lolly: (id) =>
    `<defs>${rad(id, '#ffc7b8', '#ff5e3a', '#9e1e0b')}</defs><rect x="29.5" y="38" width="5" height="24" rx="2" fill="#f4f0e8" ${ol(2)}/><circle cx="32" cy="26" r="20" fill="url(#${id})" ${ol()}/><path d="M32 26a2.5 2.5 0 0 1 5 0a5 5 0 0 1-10 0a7.5 7.5 0 0 1 15 0a10 10 0 0 1-20 0a12.5 12.5 0 0 1 25 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".85"/>${gloss(21, 16, 2.5, 4, 40)}`,
};

/** A gem: an outline polygon, facet lines and a gloss, in three shades of its colour. */
const gem = (id: string, cs: [string, string, string], outline: string, facets: string) =>
  `<defs>${rad(id, ...cs)}</defs><path d="${outline}" fill="url(#${id})" ${ol()}/><path d="${facets}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="1.4" stroke-linejoin="round"/>`;

const dragonVault: Record<string, Draw> = {
  dragon: (id) =>
    `<defs>${lin(id, '#ff9a5c', '#c81d11', '#5c0a06')}${lin(`${id}h`, '#fff4c2', '#d9a21b')}</defs><path d="M52 24l9 1-6 5 8 3-8 3 7 4-8 3z" fill="#7a1208" ${ol(2)}/><path d="M36 16c6-8 14-11 24-12-5 6-9 11-12 17zM44 24c6-4 12-5 18-4-5 3-9 6-12 10z" fill="url(#${id}h)" ${ol(2)}/><path d="M6 27l16-6c4-6 10-9 17-9 10 0 16 7 16 17l2 18H36l-2-7c-6 1-14 1-20-1l-8-3c-3-1-3-8 0-9z" fill="url(#${id})" ${ol()}/><path d="M7 33l19 1" stroke="${O}" stroke-width="2" stroke-linecap="round"/><path d="M13 33.4l1.6 3 1.6-3zM19 33.7l1.6 3 1.6-3z" fill="#fff"/><path d="M25 24l9-4-1 5z" fill="#ffd60a" ${ol(1.5)}/><path d="M30 21.5v3" stroke="${O}" stroke-width="1.5"/><path d="M22 19q7-5 15-3" fill="none" stroke="#5c0a06" stroke-width="2.5" stroke-linecap="round"/><ellipse cx="10" cy="28" rx="1.4" ry="1" fill="${O}"/><path d="M12 38q-5 4-4 10" fill="none" stroke="#f2c14e" stroke-width="2" stroke-linecap="round"/>${gloss(34, 16, 2, 5, 70)}${ribbon('#f2c14e', '#6e0c05')}`,
  coin: (id) =>
    `<defs>${rad(id, '#fff6c2', '#ffc21a', '#a86300')}</defs><circle cx="32" cy="35" r="24" fill="#8a5200" ${ol()}/><circle cx="32" cy="31" r="24" fill="url(#${id})" ${ol()}/><circle cx="32" cy="31" r="18" fill="none" stroke="#a86300" stroke-width="2"/><polygon points="${points(32, 31, 12, 5, 5)}" fill="#a86300" stroke="#fff3b0" stroke-width="1" stroke-linejoin="round"/>${gloss(22, 21, 3, 6, 45)}`,
  ruby: (id) =>
    gem(
      id,
      ['#ffb3c1', '#e0103a', '#5e0016'],
      'M18 14h28l13 15-27 30L5 29z',
      'M5 29h54M18 14l7 15 7-15 7 15 7-15M25 29l7 30 7-30',
    ),
  emerald: (id) =>
    gem(
      id,
      ['#b8ffd6', '#13b45a', '#04451f'],
      'M22 6h20l15 15v22L42 58H22L7 43V21z',
      'M26 17h12l8 8v14l-8 8H26l-8-8V25zM22 6l4 11m16-11-4 11m19 4-11 4m11 18-11-4M42 58l-4-11M22 58l4-11M7 43l11-4M7 21l11 4',
    ),
  sapphire: (id) =>
    gem(
      id,
      ['#c2dcff', '#2f6bff', '#0b1f73'],
      `M${points(32, 32, 27, 8)}z`,
      `M${points(32, 32, 13, 8)}zM32 5v14m0 26v14M5 32h14m26 0h14M13 13l10 10m18 18 10 10m0-38L41 23M23 41 13 51`,
    ),
  ...ranks({
    A: ['#ffd34d', '#ff9d5c', '#b3200e'],
    K: ['#ffd34d', '#d6e4ff', '#5a6a8c'],
    Q: ['#ffd34d', '#7ef09a', '#0f6f2f'],
    J: ['#ffd34d', '#c9a6ff', '#4b1f99'],
  }),
};

const DRAWINGS: Record<string, Record<string, Draw>> = {
  'lucky-sevens': luckySevens,
  'pharaoh-lines': pharaohLines,
  'candy-cascade': candyCascade,
  'dragon-vault': dragonVault,
};

/**
 * game → symbol code → its drawing: inner SVG markup of a 64×64 box whose gradient ids start with
 * `g-<code>` (unique within one game, and a page shows one game).
 */
export const SYMBOLS: Record<string, Record<string, string>> = Object.fromEntries(
  Object.entries(DRAWINGS).map(([game, draws]) => [
    game,
    Object.fromEntries(Object.entries(draws).map(([code, draw]) => [code, draw(`g-${code}`)])),
  ]),
);

/**
 * Adds the game's drawings to the page once (a hidden sprite of <symbol>s) and returns, per symbol
 * code, the markup of one picture of it. Markup comes only from this file's constants, never from
 * the server's data: a code without a drawing is simply absent.
 */
export function symbolSprite(game: string): Map<string, string> {
  const art = SYMBOLS[game] ?? {};
  const pictures = new Map<string, string>();
  if (!Object.keys(art).length) return pictures;
  const sprite = document.createElementNS(SVG_NS, 'svg');
  sprite.setAttribute('class', 'sprite');
  sprite.setAttribute('aria-hidden', 'true');
  sprite.innerHTML = Object.entries(art)
    .map(([code, body]) => `<symbol id="sy-${code}" viewBox="0 0 64 64">${body}</symbol>`)
    .join('');
  document.body.prepend(sprite);
  for (const code of Object.keys(art))
    pictures.set(code, `<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false"><use href="#sy-${code}"/></svg>`);
  return pictures;
}
