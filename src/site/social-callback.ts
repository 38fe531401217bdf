import { randomBytes } from 'node:crypto';
import type { Lang } from '../contract/common';
import { COOKIE, type CookieKey } from './cookies';
import { resolvePreferredLang } from './locale';
import { pageSecurityHeaders } from './security-headers';

/**
 * /auth/callback: where the social login popup ends (the API sends it here with the outcome
 * in the fragment, which no server sees). It hands the outcome to the page that opened it
 * — same origin only — and closes; opened without an opener (a blocked popup opened as a
 * tab, a provider that cut the opener), it keeps the token in the cookie and goes home.
 * Either way a token counts only with the flow nonce this browser stored in its socialFlow
 * cookie when it started the login: a link carrying someone else's token (login CSRF,
 * issue 7 finding 3) hands nothing over and writes no cookie.
 */

const CLOSE_TEXT: Record<Lang, string> = {
  ru: 'Можно закрыть это окно.',
  en: 'You can close this window.',
  kz: 'Бұл терезені жабуға болады.',
  br: 'Você pode fechar esta janela.',
  hi: 'आप यह विंडो बंद कर सकते हैं।',
};

/** A row's attributes for the script's document.cookie writes (Secure is added on https). */
const attrs = (key: CookieKey, maxAge: number = COOKIE[key].maxAge) =>
  `; path=${COOKIE[key].path}; max-age=${maxAge}; samesite=${COOKIE[key].sameSite}`;

/** The page's one script; the message shape is socialLoginMessageSchema (src/contract/auth.ts). */
function script(): string {
  return `(function () {
  var p = new URLSearchParams(location.hash.slice(1));
  // The token leaves the address bar and the history at once.
  history.replaceState(null, '', location.pathname);
  var token = p.get('token');
  var flowName = ${JSON.stringify(COOKIE.socialFlow.name)};
  // Attributes from the cookie table (src/contract/cookies.ts); Secure on https, as everywhere.
  var secure = location.protocol === 'https:' ? '; secure' : '';
  var held = null;
  document.cookie.split(';').forEach(function (c) {
    var i = c.indexOf('=');
    if (i > 0 && c.slice(0, i).trim() === flowName) held = c.slice(i + 1).trim();
  });
  var flow = p.get('flow');
  // A link offer is handed over like a token: only to the browser that started the flow.
  var link = p.get('link');
  // A 2FA challenge (src/contract/two-factor.ts) likewise.
  var twoFactor = p.get('two_factor');
  if (token || link || twoFactor) {
    if (!flow || flow !== held) {
      token = null;
      link = null;
      twoFactor = null;
      p.set('error', 'social_state_invalid');
    } else {
      // One nonce, one hand-over.
      document.cookie = flowName + ${JSON.stringify(`=${attrs('socialFlow', 0)}`)} + secure;
    }
  }
  var msg = token
    ? { type: 'casino:social-login', ok: true, token: token, registered: p.get('registered') === '1' }
    : link
      ? { type: 'casino:social-login', ok: true, link: link, provider: p.get('provider') || '', account: p.get('account') || '' }
      : twoFactor
        ? { type: 'casino:social-login', ok: true, two_factor: twoFactor }
      : p.get('linked')
        ? { type: 'casino:social-login', ok: true, linked: p.get('linked') }
        : { type: 'casino:social-login', ok: false, error: p.get('error') || 'social_failed' };
  if (window.opener) {
    try { window.opener.postMessage(msg, location.origin); } catch (e) {}
    window.close();
    return;
  }
  if (token) {
    document.cookie = ${JSON.stringify(`${COOKIE.token.name}=`)} + encodeURIComponent(token) +
      ${JSON.stringify(attrs('token'))} + secure;
  }
  location.replace('/');
})();`;
}

export function socialCallbackHtml(lang: Lang, nonce: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>…</title>
</head>
<body style="font-family: system-ui, sans-serif; text-align: center; padding-top: 40vh">
<p>${CLOSE_TEXT[lang]}</p>
<script nonce="${nonce}">${script()}</script>
</body>
</html>`;
}

/** The response for GET /auth/callback, in the visitor's language (cookie, then browser). */
export function socialCallbackResponse(req: {
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): Response {
  const nonce = randomBytes(16).toString('base64');
  const lang = resolvePreferredLang(req.cookie, req.acceptLanguage);
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  for (const [k, v] of Object.entries(pageSecurityHeaders({ nonce, connectOrigins: [], csp: true }))) headers.set(k, v);
  // The popup reaches here through the API host and the provider: any other opener policy
  // than unsafe-none would cut it from the page waiting for its message.
  headers.set('cross-origin-opener-policy', 'unsafe-none');
  headers.set('referrer-policy', 'no-referrer');
  headers.set('cache-control', 'no-store');
  headers.set('x-robots-tag', 'noindex, nofollow');
  return new Response(socialCallbackHtml(lang, nonce), { status: 200, headers });
}
