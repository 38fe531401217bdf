import { getDefaultStore } from 'jotai';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { seedClientState } from '../../src/client/atoms';
import { I18nProvider } from '../../src/client/i18n';
import { LoginEmailModal } from '../../src/components/auth/login-email-modal';
import { LoginModal } from '../../src/components/auth/login-modal';
import { RegisterModal } from '../../src/components/auth/register-modal';
import { VerificationModal } from '../../src/components/auth/verification-modal';
import type { Lang } from '../../src/contract/common';
import type { ProfileResponse } from '../../src/contract/profile';

// The modals' first render as markup: what a player (and Playwright's getByLabel) finds
// before typing anything. Interaction is covered end to end in the browser.

const messages = (lang: Lang) => JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, unknown>;
const render = (lang: Lang, node: ReactNode) =>
  renderToString(
    <I18nProvider lang={lang} messages={messages(lang)}>
      {node}
    </I18nProvider>,
  );

/** The text of the <label for=id> of every input/select, keyed by label text. */
function labelledControls(html: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of html.matchAll(/<label[^>]*for="([^"]+)"[^>]*>([\s\S]*?)<\/label>/g)) {
    const text = m[2]!
      .replace(/<[^>]+>/g, '')
      .replace(/<!-- -->/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    const control = new RegExp(`<(input|select)[^>]*id="${m[1]!.replace(/[:]/g, '\\:')}"[^>]*>`).exec(html);
    if (control) out.set(text, control[0]);
  }
  return out;
}

/** How many labels (<label> texts, aria-label values) contain `text`, as Playwright's getByLabel matches. */
function labelMatches(html: string, text: string): number {
  const needle = text.toLowerCase();
  const labels = [...html.matchAll(/<label[^>]*>([\s\S]*?)<\/label>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
  const ariaLabels = [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]!);
  return [...labels, ...ariaLabels].filter((l) => l.replace(/\s+/g, ' ').toLowerCase().includes(needle)).length;
}

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe('login modal', () => {
  it('is a dialog labelled by its heading, with a test id', () => {
    const html = render('en', <LoginModal region="RU" />);
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="([^"]+)"[^>]*data-testid="modal-login"/);
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(`<h2 id="${labelledBy}" class="text-lg font-bold">Log in</h2>`);
  });

  it('asks for an e-mail in English and a phone in Russian, Kazakh numbers in the KZ region', () => {
    const en = labelledControls(render('en', <LoginModal region="RU" />));
    expect([...en.keys()]).toEqual(expect.arrayContaining(['E-mail', 'Password']));
    expect(en.get('E-mail')).toContain('type="email"');

    const ru = render('ru', <LoginModal region="RU" />);
    const ruFields = labelledControls(ru);
    expect(ruFields.get('Номер телефона')).toContain('placeholder="+7 (___) ___ __ __"');
    expect(ru).toMatch(/<option value="ru" title="Россия" selected="">/);

    const kz = render('ru', <LoginModal region="KZ" />);
    expect(kz).toMatch(/<option value="kz" title="Казахстан" selected="">/);
  });

  it('names each field once, so getByLabel finds exactly one element', () => {
    const email = render('en', <LoginModal region="RU" />);
    for (const label of ['E-mail', 'Password']) expect(labelMatches(email, label), label).toBe(1);
    const phone = render('en', <LoginModal region="RU" props={{ by: 'phone' }} />);
    for (const label of ['Phone number', 'Country', 'Password']) expect(labelMatches(phone, label), label).toBe(1);
    const register = render('en', <RegisterModal region="RU" props={{ by: 'email' }} />);
    for (const label of ['E-mail', 'Password', 'Currency', 'Promo code', 'user agreement'])
      expect(labelMatches(register, label), label).toBe(1);
  });

  it('links password recovery in the page language', () => {
    expect(render('en', <LoginModal region="RU" />)).toContain('href="/en/password/reset"');
    expect(render('ru', <LoginModal region="RU" />)).toContain('href="/password/reset"');
  });
});

describe('login by e-mail modal', () => {
  it('has labelled e-mail and password fields and the login-data button', () => {
    const html = render('en', <LoginEmailModal />);
    expect(html).toContain('data-testid="modal-login-email"');
    expect([...labelledControls(html).keys()]).toEqual(expect.arrayContaining(['E-mail', 'Password']));
    expect(html).toContain('Send me my login data');
  });
});

describe('register modal', () => {
  it('defaults the currency by language and region and offers the five currencies', () => {
    const ru = labelledControls(render('en', <RegisterModal region="RU" />));
    expect(ru.has('Currency')).toBe(true);
    const html = render('en', <RegisterModal region="RU" />);
    expect(html).toMatch(/<option value="USD" selected="">/);
    for (const c of ['RUB', 'KZT', 'EUR', 'INR']) expect(html).toContain(`<option value="${c}"`);
    expect(render('ru', <RegisterModal region="RU" />)).toMatch(/<option value="RUB" selected="">RUB ₽<\/option>/);
    expect(render('en', <RegisterModal region="KZ" />)).toMatch(/<option value="KZT" selected="">/);
    expect(render('kz', <RegisterModal region="RU" />)).toMatch(/<option value="KZT" selected="">/);
    expect(render('hi', <RegisterModal region="RU" />)).toMatch(/<option value="INR" selected="">/);
    expect(render('br', <RegisterModal region="RU" />)).toMatch(/<option value="USD" selected="">/);
  });

  it('starts the phone field in the language’s country, listed first: +91 on hi, +55 on br, +7 on ru', () => {
    const phone = (lang: 'hi' | 'br' | 'ru') =>
      render(lang, <RegisterModal region="RU" props={{ by: 'phone' }} />).match(
        /data-testid="phone-country">(<option value="(\w+)"[^>]*?selected="")/,
      )?.[2];
    expect(phone('hi')).toBe('in');
    expect(phone('br')).toBe('br');
    expect(phone('ru')).toBe('ru');
  });

  it('prefills the promo code from the promo cookie', () => {
    (globalThis as { document?: unknown }).document = { cookie: 'promo=WELCOME50; stag=s1' };
    const fields = labelledControls(render('en', <RegisterModal region="RU" />));
    expect(fields.get('Promo code (optional)')).toContain('value="WELCOME50"');
  });

  it('has the agreement checkbox, labelled, linking the agreement in the page language', () => {
    const en = render('en', <RegisterModal region="RU" />);
    const fields = labelledControls(en);
    expect(fields.get('I am 18 or older and accept the user agreement')).toContain('type="checkbox"');
    expect(en).toContain('href="/en/policy/en/user-agreement"');
    expect(render('ru', <RegisterModal region="RU" />)).toContain('href="/policy/ru/user-agreement"');
  });

  it('shows the e-mail code step after an e-mail registration that needs confirming', () => {
    const html = render('en', <RegisterModal region="RU" props={{ confirm: 'email', email: 'a@example.com' }} />);
    expect(html).toContain('Confirm your e-mail');
    expect(html).toContain('We have sent a code to a@example.com.');
    // HTML attribute names are case-insensitive; React writes this one camel-cased.
    expect(labelledControls(html).get('Code from the message')).toMatch(/autocomplete="one-time-code"/i);
  });
});

describe('verification modal', () => {
  const profile = (status: string | null): ProfileResponse =>
    ({
      user: { id: 1, name: 'Ann Lee', verification: { is_need: true, data: status ? { status } : null } },
      features: [],
      region: 'RU',
    }) as unknown as ProfileResponse;
  const seed = (status: string | null) =>
    seedClientState(getDefaultStore(), { lang: 'en', token: 't', ssoLink: null, profile: profile(status) });

  it('shows a raw status mapped to pending and hides the form', () => {
    seed('user_pending');
    const html = render('en', <VerificationModal region="RU" />);
    expect(html).toContain('data-status="pending"');
    expect(html).toContain('Under review');
    expect(html).not.toContain('Document number');
  });

  it('offers the form again after a failed check, prefilled with the profile name', () => {
    seed('unverified');
    const html = render('en', <VerificationModal region="RU" />);
    expect(html).toContain('data-status="failed"');
    const fields = labelledControls(html);
    expect(fields.get('Full name')).toContain('value="Ann Lee"');
    for (const label of ['Date of birth', 'Country', 'Document type', 'Document number'])
      expect(fields.has(label)).toBe(true);
  });
});
