import { Hono } from 'hono';
import { z } from 'zod';
import type { DepositStatus } from '../../../contract/wallet';
import { escapeMarkup } from '../../http/escape-markup';
import { checkPayPageSignature, SANDBOX, sandboxCharge } from '../../wallet';
import type { ApiEnv } from '../types';
import { parseForm } from '../validate';
import { walletSettings } from './wallet';

// The sandbox provider's hosted card page, served by the API host (server-rendered, no
// script). It stands in for a real provider's page: the card number decides the outcome
// (README "Money: wallet, payments, player protection"), and the result reaches the ledger only
// through a signed webhook. Both routes answer 404 while the sandbox is not offered (a real
// install that did not name it in operator.json wallet.providers; decision 035).

const T = {
  en: {
    title: 'Sandbox payment',
    card: 'Card number',
    pay: 'Pay',
    paid: 'Payment received.',
    failed: 'The card was declined.',
    pending: 'Payment is being confirmed; this takes a few seconds.',
    expired: 'This payment has expired.',
    cancelled: 'This payment was cancelled.',
    frozen:
      'Payment received and held apart from your balance: a break or a deposit limit applies. It will be returned to you.',
    returned: 'This payment was returned to you.',
    unknown: 'Unknown test card. Use 4242 4242 4242 4242.',
    close: 'You can close this page.',
    test: 'Test mode: no real money moves.',
  },
  ru: {
    title: 'Тестовая оплата',
    card: 'Номер карты',
    pay: 'Оплатить',
    paid: 'Платёж получен.',
    failed: 'Карта отклонена.',
    pending: 'Платёж подтверждается, это займёт несколько секунд.',
    expired: 'Срок платежа истёк.',
    cancelled: 'Этот платёж отменён.',
    frozen:
      'Платёж получен и заморожен отдельно от баланса: действует перерыв или лимит депозитов. Деньги будут возвращены.',
    returned: 'Этот платёж возвращён вам.',
    unknown: 'Неизвестная тестовая карта. Используйте 4242 4242 4242 4242.',
    close: 'Эту страницу можно закрыть.',
    test: 'Тестовый режим: настоящие деньги не списываются.',
  },
  kz: {
    title: 'Сынақ төлемі',
    card: 'Карта нөмірі',
    pay: 'Төлеу',
    paid: 'Төлем қабылданды.',
    failed: 'Карта қабылданбады.',
    pending: 'Төлем расталуда, бірнеше секунд кетеді.',
    expired: 'Төлем мерзімі өтті.',
    cancelled: 'Бұл төлемнің күші жойылды.',
    frozen:
      'Төлем алынды және балансқа түспей тоқтатылды: үзіліс немесе депозит лимиті қолданылады. Ақша сізге қайтарылады.',
    returned: 'Бұл төлем сізге қайтарылды.',
    unknown: 'Белгісіз сынақ картасы. 4242 4242 4242 4242 пайдаланыңыз.',
    close: 'Бұл бетті жабуға болады.',
    test: 'Сынақ режимі: нақты ақша қозғалмайды.',
  },
  br: {
    title: 'Pagamento de teste',
    card: 'Número do cartão',
    pay: 'Pagar',
    paid: 'Pagamento recebido.',
    failed: 'O cartão foi recusado.',
    pending: 'O pagamento está sendo confirmado; leva alguns segundos.',
    expired: 'Este pagamento expirou.',
    cancelled: 'Este pagamento foi cancelado.',
    frozen:
      'Pagamento recebido e retido fora do seu saldo: uma pausa ou um limite de depósito se aplica. Ele será devolvido a você.',
    returned: 'Este pagamento foi devolvido a você.',
    unknown: 'Cartão de teste desconhecido. Use 4242 4242 4242 4242.',
    close: 'Você pode fechar esta página.',
    test: 'Modo de teste: nenhum dinheiro real é movimentado.',
  },
  hi: {
    title: 'सैंडबॉक्स भुगतान',
    card: 'कार्ड नंबर',
    pay: 'भुगतान करें',
    paid: 'भुगतान प्राप्त हुआ।',
    failed: 'कार्ड अस्वीकार हुआ।',
    pending: 'भुगतान की पुष्टि हो रही है; कुछ सेकंड लगेंगे।',
    expired: 'यह भुगतान समाप्त हो गया।',
    cancelled: 'यह भुगतान रद्द कर दिया गया।',
    frozen: 'भुगतान प्राप्त हुआ और आपके बैलेंस से अलग रोका गया: विराम या जमा सीमा लागू है। यह आपको लौटा दिया जाएगा।',
    returned: 'यह भुगतान आपको लौटा दिया गया।',
    unknown: 'अज्ञात परीक्षण कार्ड। 4242 4242 4242 4242 इस्तेमाल करें।',
    close: 'आप यह पेज बंद कर सकते हैं।',
    test: 'परीक्षण मोड: कोई असली पैसा नहीं चलता।',
  },
} as const;
type Lang = keyof typeof T;

export const pageQuery = z.object({
  sig: z.string().regex(/^[a-f0-9]{32}$/),
  lang: z.enum(['en', 'ru', 'kz', 'br', 'hi']).optional().catch(undefined),
});
export const formSchema = z.object({
  sig: z.string().regex(/^[a-f0-9]{32}$/),
  card: z.string().max(32),
  lang: z.enum(['en', 'ru', 'kz', 'br', 'hi']).optional().catch(undefined),
});
export const idSchema = z.string().uuid();

const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function langOf(given: Lang | undefined, accept: string | undefined): Lang {
  if (given) return given;
  const first = (accept ?? '').slice(0, 2).toLowerCase();
  if (first === 'pt') return 'br';
  if (first === 'kk') return 'kz';
  return (Object.hasOwn(T, first) ? first : 'en') as Lang;
}

function page(lang: Lang, body: string): string {
  const t = T[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeMarkup(t.title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#111}
input,button{font:inherit;padding:.6rem;width:100%;box-sizing:border-box;margin:.4rem 0}button{background:#0a7;color:#fff;border:0;border-radius:.4rem}
.note{color:#666;font-size:.85rem}</style></head><body><h1>${escapeMarkup(t.title)}</h1>${body}
<p class="note">${escapeMarkup(t.test)}</p></body></html>`;
}

const message = (lang: Lang, s: DepositStatus | 'unknown_card') => {
  const t = T[lang];
  const text = s === 'unknown_card' ? t.unknown : s === 'created' ? t.pending : t[s];
  return `<p role="status">${escapeMarkup(text)}</p>${s === 'unknown_card' ? '' : `<p>${escapeMarkup(t.close)}</p>`}`;
};

function html(_c: unknown, s: string, status: 200 | 400 | 404 = 200): Response {
  return new Response(s, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': CSP,
      'cache-control': 'no-store',
    },
  });
}

const sandboxOn = (c: Parameters<typeof walletSettings>[0]) => walletSettings(c).offered.includes(SANDBOX);

export const sandboxPayRoutes = new Hono<ApiEnv>()
  .get('/sandbox/pay/:id', async (c) => {
    const q = pageQuery.safeParse(c.req.query());
    const id = idSchema.safeParse(c.req.param('id'));
    const lang = langOf(q.success ? q.data.lang : undefined, c.req.header('accept-language'));
    if (!sandboxOn(c)) return html(c, page(lang, '<p>Not found</p>'), 404);
    const db = await c.env.deps.getDb();
    if (!q.success || !id.success || !(await checkPayPageSignature(db, id.data, q.data.sig))) {
      return html(c, page(lang, '<p>Not found</p>'), 404);
    }
    const { rows } = await db.query<{ amount: number; currency: string; status: DepositStatus }>(
      `SELECT amount, currency, status FROM deposits WHERE id = $1`,
      [id.data],
    );
    const d = rows[0];
    if (!d) return html(c, page(lang, '<p>Not found</p>'), 404);
    if (d.status !== 'created') return html(c, page(lang, message(lang, d.status)));
    const t = T[lang];
    const amount = `${(Number(d.amount) / 100).toFixed(2)} ${escapeMarkup(d.currency)}`;
    return html(
      c,
      page(
        lang,
        `<p><strong>${amount}</strong></p>
<form method="post" action="/sandbox/pay/${escapeMarkup(id.data)}"><input type="hidden" name="sig" value="${escapeMarkup(q.data.sig)}">
<input type="hidden" name="lang" value="${lang}"><label>${escapeMarkup(t.card)}
<input name="card" inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="4242 4242 4242 4242"></label>
<button type="submit">${escapeMarkup(t.pay)} ${amount}</button></form>`,
      ),
    );
  })
  .post('/sandbox/pay/:id', async (c) => {
    const form = formSchema.safeParse(
      Object.fromEntries(Object.entries(await parseForm(c)).map(([k, v]) => [k, String(v)])),
    );
    const id = idSchema.safeParse(c.req.param('id'));
    const lang = langOf(form.success ? form.data.lang : undefined, c.req.header('accept-language'));
    if (!sandboxOn(c)) return html(c, page(lang, '<p>Not found</p>'), 404);
    const db = await c.env.deps.getDb();
    if (!form.success || !id.success || !(await checkPayPageSignature(db, id.data, form.data.sig))) {
      return html(c, page(lang, '<p>Not found</p>'), 404);
    }
    const outcome = await sandboxCharge(db, id.data, form.data.card);
    return html(c, page(lang, message(lang, outcome)), outcome === 'unknown_card' ? 400 : 200);
  });
