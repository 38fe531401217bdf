// Renders the app icons of the web app manifest from public/images/logo.svg with Chromium.
// Run it when the logo changes (`node scripts/make-icons.mjs`); the PNGs are committed
// assets, so a build never needs a browser. "any" icons show the logo on a transparent
// ground; "maskable" ones fill the square with the site's background and keep the logo
// inside the 80% safe circle launchers may crop to.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from './lib/chromium.mjs';

const logo = readFileSync(path.resolve('public/images/logo.svg'), 'utf8');
const BACKGROUND = '#0b0f1a';
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-192.png', size: 192, maskable: true },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: findChromium() });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    // The logo takes 96% of an "any" icon and 62% of a maskable one (inside the safe zone).
    const scale = icon.maskable ? 0.62 : 0.96;
    const inner = Math.round(icon.size * scale);
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.maskable ? BACKGROUND : 'transparent'}">
        <div style="width:${inner}px;height:${inner}px">${logo.replace('<svg ', `<svg style="width:100%;height:100%" `)}</div>
      </body></html>`,
    );
    await page.screenshot({
      path: path.resolve('public/images/icons', icon.file),
      omitBackground: !icon.maskable,
    });
    await page.close();
    console.log(`public/images/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
