import { readFileSync } from 'node:fs';
import path from 'node:path';

// The web app manifest (issue 12, decision 025), written into the client build beside sw.js:
// the app's name from the default language's dictionary, its colours from the design tokens
// in src/styles.css, and the icons scripts/make-icons.mjs renders from the logo. One file for
// every language: start_url "/" lands on the visitor's saved or browser language.

function token(css: string, name: string): string {
  const m = css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})`));
  if (!m?.[1]) throw new Error(`src/styles.css has no --color-${name}`);
  return m[1];
}

export function webManifest(root = process.cwd()): Record<string, unknown> {
  const css = readFileSync(path.join(root, 'src/styles.css'), 'utf8');
  const ru = JSON.parse(readFileSync(path.join(root, 'locales/ru.json'), 'utf8')) as { brand: string };
  const background = token(css, 'bg');
  const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `/images/icons/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: ru.brand,
    short_name: ru.brand,
    lang: 'ru',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: background,
    theme_color: background,
    categories: ['games', 'entertainment'],
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('maskable-192.png', 192, 'maskable'),
      icon('maskable-512.png', 512, 'maskable'),
    ],
  };
}
