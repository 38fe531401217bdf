import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { __unstable__loadDesignSystem } from 'tailwindcss';
import { beforeAll, describe, expect, it } from 'vitest';

// Tailwind silently drops a class it does not know: `bg-lose` with no `--color-lose` in @theme
// left red roulette pockets, errors and mine hits uncoloured. This loads src/styles.css into
// Tailwind's own engine (the one the Vite plugin builds the stylesheet with) and asks it for the
// CSS of every colour class written in the UI code; a class it cannot build is missing from the
// built stylesheet.

const ROOT = path.resolve('.');
const SRC = path.join(ROOT, 'src');

/** Colour utilities: the prefix, then a colour name, then an optional /opacity. */
const PREFIXES = [
  'bg',
  'text',
  'border',
  'border-[xytrblse]',
  'from',
  'via',
  'to',
  'ring',
  'ring-offset',
  'outline',
  'fill',
  'stroke',
  'decoration',
  'divide',
  'placeholder',
  'caret',
  'accent',
  'shadow',
];
// Variants (`hover:`, `aria-[current=page]:`) before it; not followed by `[` (an arbitrary value
// such as `border-x-[12px]`), `-`, `:` or a word character.
const CLASS_RE = new RegExp(
  `(?<![\\w/:-])((?:[\\w-]+(?:-\\[[^\\]\\s]*\\])?:)*!?(?:${PREFIXES.join('|')})-[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:/\\d+)?)(?![\\w/:[-])`,
  'g',
);

/** The UI code: components, games, pages and the client. The server's HTML and the service
 * worker write plain CSS (`text-align:center`), not classes; the in-house studio is a product of
 * its own with its own stylesheets (and SVG attributes such as stroke-width), not Tailwind. */
function uiFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/^(server|sw|studio)[/\\]/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(SRC, f));
}

/** Every colour-utility class in the UI code, with the first file that uses it. */
function usedClasses(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of uiFiles()) {
    for (const m of readFileSync(file, 'utf8').matchAll(CLASS_RE)) {
      const cls = m[1] as string;
      if (!used.has(cls)) used.set(cls, path.relative(ROOT, file));
    }
  }
  return used;
}

type DesignSystem = Awaited<ReturnType<typeof __unstable__loadDesignSystem>>;
let design: DesignSystem;

beforeAll(async () => {
  const css = readFileSync(path.join(SRC, 'styles.css'), 'utf8');
  design = await __unstable__loadDesignSystem(css, {
    base: SRC,
    async loadStylesheet(id: string, base: string) {
      const file =
        id === 'tailwindcss' ? path.join(ROOT, 'node_modules/tailwindcss/index.css') : path.resolve(base, id);
      return { path: file, base: path.dirname(file), content: readFileSync(file, 'utf8') };
    },
  });
});

describe('theme colour classes', () => {
  it('every colour class used in src/ is built by the stylesheet', () => {
    const used = usedClasses();
    // The scan finds the theme's everyday classes (so an empty scan cannot pass).
    for (const known of ['bg-surface', 'text-muted', 'border-line', 'text-gold', 'bg-accent-fill'])
      expect(used.has(known), `${known} is found in src/`).toBe(true);
    const classes = [...used.keys()];
    const built = design.candidatesToCss(classes);
    const missing = classes.filter((_, i) => !built[i]).map((c) => `${c} (${used.get(c)})`);
    expect(missing, 'classes Tailwind cannot build: a colour missing from @theme in src/styles.css?').toEqual([]);
  });

  it('the lose colour is a red that reads on every dark surface', () => {
    const css = design.candidatesToCss(['text-lose'])[0] ?? '';
    expect(css).toContain('--color-lose');
    const lose = readFileSync(path.join(SRC, 'styles.css'), 'utf8').match(/--color-lose:\s*(#[0-9a-f]{6})/i)?.[1];
    expect(lose, '--color-lose is a hex colour in @theme').toBeDefined();
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt((lose as string).slice(i, i + 2), 16));
    expect(r).toBeGreaterThan((g as number) + 100); // red, not a pink or an orange
    expect(Math.abs((g as number) - (b as number))).toBeLessThan(40);
    // Error text (text-lose) on the darkest to the lightest surface: WCAG AA 4.5:1.
    for (const surface of ['#0b0f1a', '#131a2a', '#1b2438'])
      expect(contrast(lose as string, surface), `on ${surface}`).toBeGreaterThanOrEqual(4.5);
  });
});

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
