// Input masks for phone numbers (spec section 5: "digit, letter, alphanumeric tokens";
// section 9: ru +7 (###) ### ## ##, by +375). Pure functions: the phone input component
// only feeds them the field's text and caret and writes back what they return.

import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { Lang, Region } from '../contract/common';

/** Mask tokens; every other mask character is a literal that is written, never typed. */
export const MASK_TOKENS: Readonly<Record<string, RegExp>> = {
  '#': /\d/,
  A: /[A-Za-z]/,
  '*': /[A-Za-z0-9]/,
};

const tokenOf = (ch: string): RegExp | undefined => MASK_TOKENS[ch];

/** How many characters a mask holds (its tokens). */
export function maskCapacity(mask: string): number {
  let n = 0;
  for (const ch of mask) if (tokenOf(ch)) n++;
  return n;
}

/** The literal text before a mask's first token, e.g. "+7 (" (the part every value starts with). */
export function maskPrefix(mask: string): string {
  let i = 0;
  while (i < mask.length && !tokenOf(mask[i]!)) i++;
  return mask.slice(0, i);
}

/**
 * Places `raw` characters into the mask's tokens, in order. A character the current token
 * does not accept is skipped; literals are written only when a token after them gets filled
 * (no trailing literals, so Backspace deletes typed characters, not punctuation).
 */
export function applyMask(mask: string, raw: string): string {
  let out = '';
  let pending = '';
  let r = 0;
  for (let m = 0; m < mask.length && r < raw.length; m++) {
    const token = tokenOf(mask[m]!);
    if (!token) {
      pending += mask[m];
      continue;
    }
    while (r < raw.length && !token.test(raw[r]!)) r++;
    if (r >= raw.length) break;
    out += pending + raw[r];
    pending = '';
    r++;
  }
  return out;
}

/** The characters a masked text holds in its token positions (its value without literals). */
export function unmask(mask: string, text: string): string {
  const prefix = maskPrefix(mask);
  const body = text.startsWith(prefix) ? text.slice(prefix.length) : text;
  let out = '';
  for (const ch of body) if (MASK_TOKENS['*']!.test(ch)) out += ch;
  return out;
}

/**
 * Index in `formatted` just after its `filled`-th token character; with 0, the first token's
 * position (after the prefix). Used to put the caret back after reformatting.
 */
export function caretAfterTokens(mask: string, formatted: string, filled: number): number {
  if (filled <= 0) return Math.min(maskPrefix(mask).length, formatted.length);
  let seen = 0;
  for (let i = 0; i < formatted.length && i < mask.length; i++) {
    if (tokenOf(mask[i]!) && ++seen === filled) return i + 1;
  }
  return formatted.length;
}

// ---------------------------------------------------------------------------- phone countries

// Spec section 9 names ru +7 and by +375; India and Brazil join for the hi and br interfaces
// (issue 9: local defaults). Any country libphonenumber-js knows is accepted by the server.
export const PHONE_COUNTRY_IDS = ['ru', 'kz', 'by', 'in', 'br'] as const;
export type PhoneCountryId = (typeof PHONE_COUNTRY_IDS)[number];

export interface PhoneCountry {
  id: PhoneCountryId;
  /** ISO 3166 code, for libphonenumber-js. */
  iso: 'RU' | 'KZ' | 'BY' | 'IN' | 'BR';
  /** International calling code without "+". */
  dial: string;
  /** What people dial before the national number at home (8 in Russia and Kazakhstan, 80 in Belarus, 0 in India and Brazil). */
  trunk: string;
  mask: string;
}

export const PHONE_COUNTRIES: Readonly<Record<PhoneCountryId, PhoneCountry>> = {
  ru: { id: 'ru', iso: 'RU', dial: '7', trunk: '8', mask: '+7 (###) ### ## ##' },
  kz: { id: 'kz', iso: 'KZ', dial: '7', trunk: '8', mask: '+7 (###) ### ## ##' },
  by: { id: 'by', iso: 'BY', dial: '375', trunk: '80', mask: '+375 (##) ###-##-##' },
  // Indian mobiles: 10 digits, written 98765 43210.
  in: { id: 'in', iso: 'IN', dial: '91', trunk: '0', mask: '+91 ##### #####' },
  // Brazilian mobiles: two-digit area code and nine digits, written (11) 91234-5678.
  br: { id: 'br', iso: 'BR', dial: '55', trunk: '0', mask: '+55 (##) #####-####' },
};

export const isPhoneCountryId = (v: unknown): v is PhoneCountryId =>
  typeof v === 'string' && (PHONE_COUNTRY_IDS as readonly string[]).includes(v);

/**
 * The country a phone field starts with: the interface language's country (kz → Kazakhstan,
 * hi → India, br → Brazil), else Kazakhstan for the KZ region, else Russia.
 */
export function defaultPhoneCountry(lang: Lang, region: Region | null | undefined): PhoneCountryId {
  if (lang === 'hi') return 'in';
  if (lang === 'br') return 'br';
  return lang === 'kz' || region === 'KZ' ? 'kz' : 'ru';
}

/** The countries the select lists, the language's own first; every country stays choosable. */
export function phoneCountriesFor(lang: Lang, region: Region | null | undefined): PhoneCountryId[] {
  const first = defaultPhoneCountry(lang, region);
  return [first, ...PHONE_COUNTRY_IDS.filter((id) => id !== first)];
}

/** The country of an E.164 number by its calling code (+7 numbers are shown as Russia's). */
export function countryOfE164(e164: string): PhoneCountryId {
  return countryFromInternational(e164) ?? 'ru';
}

const digitsOf = (s: string) => s.replace(/\D/g, '');

/**
 * The national digits in whatever the player typed or pasted: our own formatted text
 * ("+7 (912) 345"), an international number ("+7 912 345-67-89", "79123456789") or a
 * domestic one ("89123456789"). At most as many digits as the mask holds.
 */
export function nationalDigits(country: PhoneCountry, input: string): string {
  const capacity = maskCapacity(country.mask);
  const trimmed = input.trimStart();
  const prefix = maskPrefix(country.mask);
  // "+7 " — the start of our own formatting (and of most pasted international numbers).
  const ownStart = prefix.slice(0, prefix.indexOf(' ') + 1) || prefix;
  let digits: string;
  if (trimmed.startsWith(ownStart)) digits = digitsOf(trimmed.slice(ownStart.length));
  else if (trimmed.startsWith('+')) {
    digits = digitsOf(trimmed);
    if (digits.startsWith(country.dial)) digits = digits.slice(country.dial.length);
  } else digits = digitsOf(trimmed);
  if (digits.length > capacity) {
    // Too long by exactly its calling code or trunk prefix: a number written in full
    // ("79123456789", "89123456789", or typed that way digit by digit). But one more digit
    // typed into a complete Kazakh "+7 (701) …" or St Petersburg "+7 (812) …" number must
    // not shift it: drop the prefix only if that leaves a real number or the rest is no better.
    const prefix = [country.dial, country.trunk].find(
      (p) => digits.length === capacity + p.length && digits.startsWith(p),
    );
    if (prefix) {
      const stripped = digits.slice(prefix.length);
      const kept = digits.slice(0, capacity);
      const real = (national: string) => isValidPhoneNumber(`+${country.dial}${national}`);
      digits = real(stripped) || !real(kept) ? stripped : kept;
    }
  }
  return digits.slice(0, capacity);
}

/** A pasted international number names its country by calling code ("+375…" Belarus, "+91…" India, "+55…" Brazil). */
export function countryFromInternational(input: string): PhoneCountryId | null {
  const t = input.trim();
  if (!t.startsWith('+')) return null;
  const d = digitsOf(t);
  if (d.startsWith('375')) return 'by';
  if (d.startsWith('91')) return 'in';
  if (d.startsWith('55')) return 'br';
  return null;
}

export interface PhoneFieldState {
  /** What the field shows. */
  text: string;
  /** Where the caret goes in `text`. */
  caret: number;
  /** The national digits held. */
  digits: string;
  /** "+<dial><digits>", or "" when nothing is typed. */
  e164: string;
  /** Every token of the mask is filled. */
  complete: boolean;
}

/**
 * One keystroke or paste: the field's new text and caret position in, the masked text and
 * the caret's place in it out. The caret stays after the same number of digits it followed.
 */
export function formatPhoneInput(country: PhoneCountry, input: string, caret: number = input.length): PhoneFieldState {
  const digits = nationalDigits(country, input);
  const text = applyMask(country.mask, digits);
  const before = Math.min(nationalDigits(country, input.slice(0, Math.max(0, caret))).length, digits.length);
  return {
    text,
    caret: caretAfterTokens(country.mask, text, before),
    digits,
    e164: digits ? `+${country.dial}${digits}` : '',
    complete: digits.length === maskCapacity(country.mask),
  };
}

/** The placeholder: the mask with its tokens shown as underscores. */
export function maskPlaceholder(mask: string): string {
  return [...mask].map((ch) => (tokenOf(ch) ? '_' : ch)).join('');
}
