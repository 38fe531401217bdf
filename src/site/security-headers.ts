/**
 * Headers on every page. The CSP allows scripts only with this response's nonce
 * ('strict-dynamic' lets those load the app's chunks); the API and game services are
 * the only other origins the page may call, and the game providers' the only frames. No page may
 * be framed.
 */
export function pageSecurityHeaders(opts: {
  nonce: string;
  connectOrigins: string[];
  /** The operator's switched-on tools (chat, analytics): they call, show images, frames, styles and fonts. */
  toolOrigins?: string[];
  /** The game providers' launch origins (framed) and picture origins (issue 21). */
  games?: { frames: string[]; images: string[] };
  csp: boolean;
}): Record<string, string> {
  const tools = (opts.toolOrigins ?? []).join(' ');
  const frames = [...(opts.games?.frames ?? []), tools].filter(Boolean).join(' ');
  const images = [...(opts.games?.images ?? []), tools].filter(Boolean).join(' ');
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
  if (opts.csp) {
    headers['content-security-policy'] = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${opts.nonce}' 'strict-dynamic'`,
      // React style props and the theme's custom properties are inline styles.
      `style-src 'self' 'unsafe-inline' ${tools}`.trim(),
      `img-src 'self' data: blob: ${images}`.trim(),
      `font-src 'self' data: ${tools}`.trim(),
      `connect-src 'self' ${[...opts.connectOrigins, tools].filter(Boolean).join(' ')}`.trim(),
      `frame-src 'self' ${frames}`.trim(),
      "manifest-src 'self'",
      "worker-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; ');
  }
  return headers;
}
