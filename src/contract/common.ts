export const LANGS = ['ru', 'en', 'kz', 'br', 'hi'] as const;
export type Lang = (typeof LANGS)[number];
// No zod here: every page's first load imports these constants, and a schema in the same module
// kept zod (~25 kB gzipped) in that load whenever any later chunk used it. Schemas: ./enums.ts.

/** What each language is called and the tag sent to APIs (spec section 3: Locales). */
export const LOCALE_INFO: Record<Lang, { name: string; iso: string; htmlLang: string }> = {
  ru: { name: 'Русский', iso: 'ru-RU', htmlLang: 'ru' },
  en: { name: 'English', iso: 'en-US', htmlLang: 'en' },
  kz: { name: 'Қазақша', iso: 'kk-KZ', htmlLang: 'kk' },
  br: { name: 'Português', iso: 'pt-BR', htmlLang: 'pt-BR' },
  hi: { name: 'हिन्दी', iso: 'hi-IN', htmlLang: 'hi' },
};

export const CURRENCIES = ['RUB', 'USD', 'KZT', 'INR', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SIGN: Record<Currency, string> = { RUB: '₽', USD: '$', KZT: '₸', INR: '₹', EUR: '€' };
/** Minor units per major unit; all five currencies use two decimals. */
export const MINOR_PER_MAJOR = 100;

export const REGIONS = ['RU', 'KZ'] as const;
export type Region = (typeof REGIONS)[number];

/** Spec section 4: KZ maps to KZ, anything else to RU. */
export function regionFromCountry(countryCode: string | null | undefined): Region {
  return countryCode?.toUpperCase() === 'KZ' ? 'KZ' : 'RU';
}
