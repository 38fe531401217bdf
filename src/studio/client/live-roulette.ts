// The roulette table in the browser: an SVG wheel that spins with easing while the ball runs the
// other way and drops into the pocket the server announced, and the betting layout with every
// position (numbers, splits, streets, corners, six-lines, dozens, columns, even money).
import { colorOf, RED, type RouletteBet, rouletteBetKey, WHEEL_ORDER } from '../live/roulette';
import type { LiveTexts } from '../live/i18n';
import { fill } from '../live/i18n';

const NS = 'http://www.w3.org/2000/svg';
const STEP = 360 / 37;
const svg = (tag: string, attrs: Record<string, string | number>) => {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
};
const polar = (r: number, deg: number) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return [100 + r * Math.cos(a), 100 + r * Math.sin(a)] as const;
};
const FILL = { red: '#c8102e', black: '#1b1b1f', green: '#0a8a3a' } as const;

export interface Wheel {
  el: SVGSVGElement;
  /** Spins to `pocket` over `ms` (0: shows it at once). */
  spin(pocket: number, ms: number): void;
  show(pocket: number): void;
}

export function createWheel(): Wheel {
  const el = svg('svg', {
    viewBox: '0 0 200 200',
    class: 'wheel',
    role: 'img',
    'aria-hidden': 'true',
  }) as SVGSVGElement;
  el.append(
    svg('circle', { cx: 100, cy: 100, r: 99, fill: '#5a3a1a' }),
    svg('circle', { cx: 100, cy: 100, r: 93, fill: '#2a1a0c' }),
  );
  const rotor = svg('g', { class: 'rotor' });
  WHEEL_ORDER.forEach((n, i) => {
    const a0 = i * STEP - STEP / 2;
    const a1 = a0 + STEP;
    const [x0, y0] = polar(90, a0);
    const [x1, y1] = polar(90, a1);
    const [x2, y2] = polar(66, a1);
    const [x3, y3] = polar(66, a0);
    rotor.append(
      svg('path', {
        d: `M${x0} ${y0}A90 90 0 0 1 ${x1} ${y1}L${x2} ${y2}A66 66 0 0 0 ${x3} ${y3}Z`,
        fill: FILL[colorOf(n)],
        stroke: '#d4af37',
        'stroke-width': 0.4,
      }),
    );
    const [tx, ty] = polar(83, i * STEP);
    const t = svg('text', { x: tx, y: ty, transform: `rotate(${i * STEP} ${tx} ${ty})`, class: 'wn' });
    t.textContent = String(n);
    rotor.append(t);
  });
  rotor.append(
    svg('circle', { cx: 100, cy: 100, r: 66, fill: '#7a4a1e', stroke: '#d4af37', 'stroke-width': 1 }),
    svg('circle', { cx: 100, cy: 100, r: 40, fill: '#a86a2c' }),
    svg('path', { d: 'M100 70L104 100L100 130L96 100Z M70 100L100 96L130 100L100 104Z', fill: '#d4af37' }),
    svg('circle', { cx: 100, cy: 100, r: 6, fill: '#f2d27a' }),
  );
  const orbit = svg('g', { class: 'orbit' });
  const ball = svg('circle', { cx: 100, cy: 100 - 88, r: 3.6, class: 'ball', fill: '#fafafa' });
  orbit.append(ball);
  el.append(rotor, orbit);

  let w = 0;
  let b = 0;
  const set = (ms: number) => {
    const ease = ms ? `transform ${ms}ms cubic-bezier(0.12, 0.62, 0.2, 1)` : 'none';
    rotor.style.transition = ease;
    orbit.style.transition = ms ? `transform ${ms}ms cubic-bezier(0.1, 0.55, 0.25, 1)` : 'none';
    ball.style.transition = ms ? `transform ${Math.round(ms * 0.3)}ms ease-in ${Math.round(ms * 0.62)}ms` : 'none';
    rotor.style.transform = `rotate(${w}deg)`;
    orbit.style.transform = `rotate(${b}deg)`;
  };
  const land = (pocket: number, ms: number, turns: number) => {
    const i = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]);
    w += 360 * turns + 40 + ((pocket * 47) % 360);
    const target = w + i * STEP;
    // The ball runs the other way, several turns, and stops over the pocket.
    const base = b - 360 * (turns + 2);
    b = base - ((((base - target) % 360) + 360) % 360);
    ball.style.transform = 'translateY(0)';
    set(ms);
    requestAnimationFrame(() => {
      ball.style.transform = 'translateY(12px)';
    });
  };
  return {
    el,
    spin: (pocket, ms) => land(pocket, ms, ms ? 3 : 0),
    show: (pocket) => land(pocket, 0, 0),
  };
}

export interface Zone {
  key: string;
  bet: RouletteBet;
  label: string;
  covers: number[];
  el: HTMLButtonElement;
}

/** The layout: 0 | 12 columns of 3 | 2:1; dozens; even money. Returns the betting zones. */
export function createLayout(t: LiveTexts, onPick: (z: Zone) => void): { el: HTMLElement; zones: Map<string, Zone> } {
  const el = document.createElement('div');
  el.className = 'rboard';
  const zones = new Map<string, Zone>();
  const cellW = 100 / 14;
  const cellH = 100 / 5;
  const add = (bet: RouletteBet, label: string, covers: number[], cls: string, style: Partial<CSSStyleDeclaration>) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = cls;
    b.setAttribute('aria-label', label);
    Object.assign(b.style, style);
    const key = rouletteBetKey(bet);
    b.dataset.key = key;
    const z = { key, bet, label, covers, el: b };
    b.addEventListener('click', () => onPick(z));
    const hl = (on: boolean) => {
      for (const n of covers) el.querySelector(`[data-n="${n}"]`)?.classList.toggle('hl', on);
    };
    b.addEventListener('pointerenter', () => hl(true));
    b.addEventListener('pointerleave', () => hl(false));
    b.addEventListener('focus', () => hl(true));
    b.addEventListener('blur', () => hl(false));
    zones.set(key, z);
    el.append(b);
    return b;
  };
  const area = (col: number, row: number, cols: number, rows: number) => ({
    left: `${col * cellW}%`,
    top: `${row * cellH}%`,
    width: `${cols * cellW}%`,
    height: `${rows * cellH}%`,
  });
  add({ type: 'straight', numbers: [0] }, '0', [0], 'cell green', area(0, 0, 1, 3)).textContent = '0';
  for (let n = 1; n <= 36; n++) {
    const col = 1 + Math.floor((n - 1) / 3);
    const row = 2 - ((n - 1) % 3);
    const b = add(
      { type: 'straight', numbers: [n] },
      String(n),
      [n],
      `cell ${RED.has(n) ? 'red' : 'black'}`,
      area(col, row, 1, 1),
    );
    b.textContent = String(n);
    b.dataset.n = String(n);
  }
  el.querySelector('.cell.green')?.setAttribute('data-n', '0');
  const spot = (x: number, y: number) => ({
    left: `calc(${x * cellW}% - 0.5rem)`,
    top: `calc(${y * cellH}% - 0.5rem)`,
  });
  for (let n = 1; n <= 36; n++) {
    const col = 1 + Math.floor((n - 1) / 3);
    const row = 2 - ((n - 1) % 3);
    const rightmost = col === 12;
    if (!rightmost)
      add({ type: 'split', numbers: [n, n + 3] }, `${n}/${n + 3}`, [n, n + 3], 'spot', spot(col + 1, row + 0.5));
    if (row > 0) add({ type: 'split', numbers: [n, n + 1] }, `${n}/${n + 1}`, [n, n + 1], 'spot', spot(col + 0.5, row));
    if (row > 0 && !rightmost)
      add(
        { type: 'corner', numbers: [n, n + 1, n + 3, n + 4] },
        `${n}/${n + 1}/${n + 3}/${n + 4}`,
        [n, n + 1, n + 3, n + 4],
        'spot',
        spot(col + 1, row),
      );
    if (row === 2) {
      add(
        { type: 'street', numbers: [n, n + 1, n + 2] },
        `${n}–${n + 2}`,
        [n, n + 1, n + 2],
        'spot',
        spot(col + 0.5, 3),
      );
      if (!rightmost)
        add(
          { type: 'line', numbers: [n, n + 1, n + 2, n + 3, n + 4, n + 5] },
          `${n}–${n + 5}`,
          [n, n + 1, n + 2, n + 3, n + 4, n + 5],
          'spot',
          spot(col + 1, 3),
        );
    }
  }
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  for (const index of [1, 2, 3]) {
    const covers = range(1, 36).filter((n) => (n - 1) % 3 === index - 1);
    add(
      { type: 'column', index },
      `${t.column} (${index})`,
      covers,
      'cell out',
      area(13, 3 - index, 1, 1),
    ).textContent = t.column;
    const d = range((index - 1) * 12 + 1, index * 12);
    add(
      { type: 'dozen', index },
      fill(t.dozen, { n: index }),
      d,
      'cell out',
      area(1 + (index - 1) * 4, 3, 4, 1),
    ).textContent = `${d[0]}–${d[11]}`;
  }
  const even: [RouletteBet['type'], string, number[]][] = [
    ['low', t.low, range(1, 18)],
    ['even', t.even, range(1, 36).filter((n) => n % 2 === 0)],
    ['red', t.red, range(1, 36).filter((n) => RED.has(n))],
    ['black', t.black, range(1, 36).filter((n) => !RED.has(n))],
    ['odd', t.odd, range(1, 36).filter((n) => n % 2 === 1)],
    ['high', t.high, range(19, 36)],
  ];
  even.forEach(([type, label, covers], i) => {
    const b = add(
      { type },
      label,
      covers,
      `cell out ${type === 'red' ? 'redspot' : type === 'black' ? 'blackspot' : ''}`,
      area(1 + i * 2, 4, 2, 1),
    );
    b.textContent = type === 'red' || type === 'black' ? '' : label;
  });
  return { el, zones };
}

/** The winning pocket lights up on the layout. */
export function markWinner(layout: HTMLElement, pocket: number | null): void {
  for (const e of layout.querySelectorAll('.win')) e.classList.remove('win');
  if (pocket !== null) layout.querySelector(`[data-n="${pocket}"]`)?.classList.add('win');
}
