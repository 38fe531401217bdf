// The reel window: DOM cells in one column per reel, moved with transforms on requestAnimationFrame.
// A reel scrolls through its real published strip and eases to the stop the server sent (a small
// overshoot, reel by reel, left to right); with prefers-reduced-motion it simply shows the result.
import type { Cell, Coin } from '../slots/types';

/** How a symbol code is shown: `svg` is a picture's markup from ./symbols (or null: `text` instead). */
export type Glyph = (code: string) => { svg: string | null; text: string; label: string; cls: string };

/** One symbol's element, labelled with the symbol's name for screen readers. */
export function symbolEl(glyph: Glyph, code: string, tag: 'div' | 'span' = 'div'): HTMLElement {
  const g = glyph(code);
  const d = document.createElement(tag);
  d.className = `sym ${g.cls}`;
  // Markup only ever comes from ./symbols' own constants; anything else is set as text.
  if (g.svg) d.innerHTML = g.svg;
  else d.textContent = g.text;
  d.setAttribute('role', 'img');
  d.setAttribute('aria-label', g.label);
  return d;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Ease-out with a gentle overshoot: the reel lands slightly past its stop and settles back. */
const easeOutBack = (t: number) => {
  const c1 = 0.7;
  const c3 = c1 + 1;
  return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2;
};
export const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export class ReelView {
  readonly el: HTMLElement;
  private columns: HTMLElement[] = [];
  private strips: HTMLElement[] = [];
  private grid: string[][] = [];

  constructor(
    private rows: number,
    reels: number,
    private glyph: Glyph,
    private onReelStop: () => void,
  ) {
    this.el = document.createElement('div');
    this.el.className = 'reels';
    this.el.style.setProperty('--reels', String(reels));
    this.el.style.setProperty('--rows', String(rows));
    for (let i = 0; i < reels; i++) {
      const col = document.createElement('div');
      col.className = 'reel';
      const strip = document.createElement('div');
      strip.className = 'strip';
      col.append(strip);
      this.el.append(col);
      this.columns.push(col);
      this.strips.push(strip);
    }
  }

  private cell(code: string): HTMLElement {
    const d = symbolEl(this.glyph, code);
    d.dataset.code = code;
    return d;
  }

  /** Shows a grid at once (grid[reel][row]). */
  setGrid(grid: string[][]) {
    this.grid = grid.map((c) => [...c]);
    grid.forEach((col, i) => {
      const s = this.strips[i]!;
      s.replaceChildren(...col.map((code) => this.cell(code)));
      s.style.transform = '';
    });
  }

  /** Spins every reel through `strips` and stops on `grid`. */
  async spinTo(grid: string[][], strips: string[][] | undefined, opts: { turbo: boolean }) {
    this.clear();
    if (reducedMotion()) {
      this.setGrid(grid);
      this.onReelStop();
      return;
    }
    const h = this.columns[0]!.clientHeight / this.rows;
    await Promise.all(
      grid.map(async (col, i) => {
        const strip = strips?.[i] ?? col;
        const extra = opts.turbo ? 4 + i * 2 : 12 + i * 4;
        const duration = opts.turbo ? 260 + i * 90 : 700 + i * 230;
        // Top to bottom: the final window, the strip above it, then what is showing now.
        const startIdx = strip.indexOf(col[0]!);
        const filler = Array.from(
          { length: extra },
          (_, k) => strip[(Math.max(0, startIdx) + col.length + k) % strip.length]!,
        );
        const list = [...col, ...filler, ...(this.grid[i] ?? col)];
        const s = this.strips[i]!;
        s.replaceChildren(...list.map((code) => this.cell(code)));
        s.classList.add('moving');
        const from = -(col.length + extra) * h;
        await new Promise<void>((done) => {
          const t0 = performance.now();
          const frame = (now: number) => {
            const t = Math.min(1, (now - t0) / duration);
            s.style.transform = `translateY(${from * (1 - easeOutBack(t))}px)`;
            if (t > 0.7) s.classList.remove('moving');
            if (t < 1) requestAnimationFrame(frame);
            else done();
          };
          requestAnimationFrame(frame);
        });
        s.replaceChildren(...col.map((code) => this.cell(code)));
        s.style.transform = '';
        this.onReelStop();
      }),
    );
    this.grid = grid.map((c) => [...c]);
  }

  private at([reel, row]: Cell): HTMLElement | undefined {
    return this.strips[reel]?.children[row] as HTMLElement | undefined;
  }

  highlight(cells: readonly Cell[], cls = 'hit') {
    this.el.classList.add('has-hits');
    for (const c of cells) this.at(c)?.classList.add(cls);
  }

  clear() {
    this.el.classList.remove('has-hits');
    for (const s of this.strips) for (const c of Array.from(s.children)) c.classList.remove('hit', 'pop');
  }

  /** Winning cells burst, the rest fall, new symbols drop in from the top. */
  async cascade(removed: readonly Cell[], dropped: string[][], grid: string[][], turbo: boolean) {
    const reduce = reducedMotion();
    this.highlight(removed, 'pop');
    if (!reduce) await sleep(turbo ? 150 : 380);
    this.setGrid(grid);
    if (!reduce)
      dropped.forEach((fresh, reel) => {
        for (let row = 0; row < fresh.length; row++) this.at([reel, row])?.classList.add('drop');
      });
    this.el.classList.remove('has-hits');
    if (!reduce) await sleep(turbo ? 150 : 350);
  }

  /** Locks coins on their cells (the Vault feature), showing each one's value in stakes. */
  coins(coins: readonly Coin[]) {
    for (const c of coins) {
      const el = this.at(c.cell);
      if (!el) continue;
      el.classList.add('coin');
      el.dataset.value = `×${c.value}`;
    }
  }
}
