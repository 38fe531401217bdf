// The HTML shell of every studio page (slots, and the live tables' pages): no inline script or
// style, so the CSP can say script-src 'self'. What the page's script needs at boot (the sid, the
// game, texts' language…) travels in a JSON data block, which browsers never execute.

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
/** JSON safe inside <script type="application/json">: no "</script>" or "<!--" can close it. */
const jsonBlock = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const HTML_LANG: Record<string, string> = { ru: 'ru', en: 'en', kz: 'kk', br: 'pt-BR', hi: 'hi' };

export interface StudioPageOptions {
  lang: string;
  title: string;
  /** Read by the page's script from #studio-boot. */
  boot: unknown;
  /** URLs of the hashed bundle (served by the studio app under /assets/). */
  script: string;
  styles: string[];
}

export function studioPage(o: StudioPageOptions): string {
  return `<!doctype html>
<html lang="${HTML_LANG[o.lang] ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>${esc(o.title)}</title>
${o.styles.map((h) => `<link rel="stylesheet" href="${esc(h)}">`).join('\n')}
<script type="application/json" id="studio-boot">${jsonBlock(o.boot)}</script>
<script type="module" src="${esc(o.script)}"></script>
</head>
<body>
<main id="studio-root" aria-live="polite" aria-label="${esc(o.title)}"></main>
</body>
</html>`;
}

/** A friendly page when a launch cannot start (expired link, wallet refusal, unknown game). */
export function studioErrorPage(o: { lang: string; title: string; message: string; styles: string[] }): string {
  return `<!doctype html>
<html lang="${HTML_LANG[o.lang] ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)}</title>
${o.styles.map((h) => `<link rel="stylesheet" href="${esc(h)}">`).join('\n')}
</head>
<body>
<main class="studio-error" aria-label="${esc(o.title)}"><div role="alert"><h1>${esc(o.title)}</h1><p>${esc(o.message)}</p></div></main>
</body>
</html>`;
}

/** script from self only; the page may be framed only by the casino's origins. */
export function studioCsp(frameAncestors: string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors.length ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}
