import type { Currency, Lang, Region } from '../contract/common';

/**
 * The currency a sign-up starts with (the player may pick any of the five; social sign-ups pick
 * none, so this is theirs): the language's own where spec section 9 has it (kz → KZT, hi → INR),
 * USD for br (no real of Brazil among the five) and en, KZT for the KZ region, else RUB.
 */
export function defaultCurrency(region: Region | null, lang: Lang): Currency {
  if (lang === 'kz') return 'KZT';
  if (lang === 'hi') return 'INR';
  if (lang === 'br') return 'USD';
  if (region === 'KZ') return 'KZT';
  return lang === 'en' ? 'USD' : 'RUB';
}
