import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { text } from '../../../contract/text';
import type { ApiEnv } from '../types';
import { parseQuery } from '../validate';
import { escapeMarkup } from '../../http/escape-markup';

// The development inbox: the account mail and SMS of the embedded demo, readable in the
// browser (and by the end-to-end tests) when nothing is configured to deliver them. It
// exists only while DEMO_DATA is on and SMTP_URL is unset, and only for a loopback caller
// on a local host (host-policy.ts turns auth.demo off otherwise): a production deployment
// sets DEMO_DATA=0 (or configures SMTP), so there it is 404 and codes never show on a web page.

const LIMIT = 50;

interface InboxRow {
  id: number | string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  created_at: Date | string;
}

export const querySchema = z.object({ to: text().trim().max(254).optional() });

const isOpen = (c: Context<ApiEnv>) => {
  const { demo, smtpUrl } = c.env.deps.auth;
  return demo && !smtpUrl;
};

const notFound = (c: Context<ApiEnv>) => c.json({ message: 'Not found' }, 404);

function privateHeaders(c: Context<ApiEnv>) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  // The page shows codes and reset links: no script at all, its one inline style, no framing,
  // and links open only by the player's click (decision 009).
  c.header(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
}

async function newest(c: Context<ApiEnv>, to: string | undefined): Promise<InboxRow[]> {
  const db = await c.env.deps.getDb();
  if (!to) {
    const { rows } = await db.query<InboxRow>(
      'SELECT id, channel, recipient, subject, body, created_at FROM outbox ORDER BY created_at DESC, id DESC LIMIT $1',
      [LIMIT],
    );
    return rows;
  }
  // E-mails are stored lower-cased; a phone's "+" arrives as a space when not encoded as %2B.
  const wanted = to.toLowerCase();
  const alt = /^\d{7,15}$/.test(wanted) ? `+${wanted}` : wanted;
  const { rows } = await db.query<InboxRow>(
    `SELECT id, channel, recipient, subject, body, created_at FROM outbox
      WHERE recipient IN ($1, $2) ORDER BY created_at DESC, id DESC LIMIT $3`,
    [wanted, alt, LIMIT],
  );
  return rows;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Escapes the text, then makes its http(s) links clickable. */
export function linkify(text: string): string {
  return escapeMarkup(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(rows: InboxRow[]): string {
  const items = rows
    .map(
      (r) => `<article>
  <header><time>${escapeMarkup(iso(r.created_at))}</time> · <b>${r.channel === 'email' ? 'e-mail' : 'SMS'}</b> · ${escapeMarkup(r.recipient)}</header>
  ${r.subject ? `<h2>${escapeMarkup(r.subject)}</h2>` : ''}
  <pre>${linkify(r.body)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development inbox</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; background: #111318; color: #e8e9ee; }
  article { border: 1px solid #2a2e38; border-radius: 8px; padding: .75rem 1rem; margin: .75rem 0; background: #181b22; }
  header { color: #9aa0ad; font-size: 13px; }
  h2 { font-size: 16px; margin: .25rem 0; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: .25rem 0 0; }
  a { color: #7fb2ff; }
</style>
</head>
<body>
<h1>Development inbox</h1>
<p>Account mail and SMS of this demo (newest ${LIMIT}). Shown only while DEMO_DATA is on and SMTP_URL is unset.</p>
${items || '<p>No messages yet.</p>'}
</body>
</html>`;
}

export const devInboxRoutes = new Hono<ApiEnv>()
  .get('/dev/inbox', async (c) => {
    if (!isOpen(c)) return notFound(c);
    privateHeaders(c);
    return c.html(page(await newest(c, undefined)));
  })
  .get('/dev/inbox.json', async (c) => {
    if (!isOpen(c)) return notFound(c);
    const { to } = parseQuery(c, querySchema);
    privateHeaders(c);
    const rows = await newest(c, to || undefined);
    return c.json({
      data: rows.map((r) => ({
        id: Number(r.id),
        channel: r.channel,
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        created_at: iso(r.created_at),
      })),
    });
  });
