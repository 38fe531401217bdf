// A player's public name (issue 18): the name other players see in the live bets feed, the big
// wins and the top. Separate from the profile's `name` (the name a social provider gave, which
// prefills the identity check): that one is private and never leaves the player's own profile.
//
//   PUT /profile/public-name   { public_name: string }   (signed in)
//     200 { success: true, data: { public_name, next_change_at } }
//     422 { message, errors: { public_name: ['<code>: <text>'] } } and nothing changes, codes:
//         name_too_short, name_too_long, name_invalid_chars, name_needs_letter,
//         name_mixed_scripts (the rules below),
//         name_blocked (the blocklist), name_taken (another player's, whatever the case),
//         name_change_too_soon (with `details.next_change_at`, an ISO time).
//   GET /profile/user carries user.public_name and user.public_name_next_change_at.
//
// Rules: 3-20 characters after trimming: letters of one of the site's alphabets (Latin, Cyrillic,
// Devanagari; with their accents), digits, '_', '-', '.', and single spaces inside; at least one
// letter; nothing invisible. The first name is free;
// after that it changes once per NAME_CHANGE_DAYS. Sending the current name again changes nothing.
// Unique case-insensitively and across look-alike letters (Latin "A" and Cyrillic "А" are one
// name): the database's unique index on publicNameKey() decides, so two players claiming one name
// at once get one winner and one name_taken.
import { z } from 'zod';
import { text } from './text';

export const PUBLIC_NAME_PATH = 'PUT /profile/public-name';
export const NAME_MIN = 3;
export const NAME_MAX = 20;
export const NAME_CHANGE_DAYS = 30;

export type PublicNameCode =
  | 'name_too_short'
  | 'name_too_long'
  | 'name_invalid_chars'
  | 'name_needs_letter'
  | 'name_mixed_scripts'
  | 'name_blocked'
  | 'name_taken'
  | 'name_change_too_soon';

// Letters of the site's languages only: Latin with the accents of its European languages (no IPA
// letters or small capitals: "ɑdmin", "Aʟice"), Cyrillic with Kazakh's letters, Devanagari. Other
// scripts (Greek, Armenian, Cherokee) were used only to copy names letter by letter ("Ꭺlice").
// A letter may carry up to two combining accents; more is stacked "Zalgo" text.
const LATIN = 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u017F\\u0218-\\u021B';
const CYRILLIC = '\\u0400-\\u04FF';
const DEVANAGARI = '\\u0900-\\u097F';
const ALLOWED = new RegExp(
  `^(?:[${LATIN}${CYRILLIC}][\\u0300-\\u036F\\u0483-\\u0487]{0,2}|[${DEVANAGARI}]|[0-9]|[_.-]| (?! ))+$`,
  'u',
);
const LETTER = /\p{L}/u;
const SCRIPTS = [new RegExp(`[${LATIN}]`, 'u'), new RegExp(`[${CYRILLIC}]`, 'u'), new RegExp(`[${DEVANAGARI}]`, 'u')];
// Code points that draw nothing (the combining grapheme joiner, variation selectors, Khmer's
// inherent vowels…): a name with one looks exactly like the name without it.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;

/** The name as stored: Unicode NFC (one spelling per visible name), surrounding spaces gone. */
export const cleanPublicName = (raw: string): string => raw.normalize('NFC').trim();

/**
 * The first rule a cleaned name breaks, or null. Lengths count code points; the minimum counts
 * only what is drawn as its own character (non-spacing marks ride on the letter before them).
 */
export function publicNameProblem(name: string): PublicNameCode | null {
  if ([...name.replace(/[\p{Mn}\p{Me}]/gu, '')].length < NAME_MIN) return 'name_too_short';
  if ([...name].length > NAME_MAX) return 'name_too_long';
  if (INVISIBLE.test(name) || !ALLOWED.test(name)) return 'name_invalid_chars';
  if (!LETTER.test(name)) return 'name_needs_letter';
  // One script per name, as TR39's "highly restrictive" profile asks: "сuка" mixes Cyrillic
  // with a Latin "u" to slip past the blocklist and to copy names letter by letter.
  if (SCRIPTS.filter((re) => re.test(name)).length > 1) return 'name_mixed_scripts';
  return null;
}

const PROBLEM_TEXT: Record<PublicNameCode, string> = {
  name_too_short: `At least ${NAME_MIN} characters`,
  name_too_long: `At most ${NAME_MAX} characters`,
  name_invalid_chars: 'Letters, digits, _ - . and single spaces only',
  name_needs_letter: 'The name needs at least one letter',
  name_mixed_scripts: 'Letters of one alphabet only (Latin, Cyrillic or Devanagari)',
  name_blocked: 'This name is not allowed',
  name_taken: 'This name is taken',
  name_change_too_soon: `The name can be changed once every ${NAME_CHANGE_DAYS} days`,
};
/** One line of the spec's error shape for a code. */
export const publicNameError = (code: PublicNameCode): string => `${code}: ${PROBLEM_TEXT[code]}`;

export const publicNameRequestSchema = z
  .object({
    public_name: text()
      // Checked on the raw length first: a megabyte string is refused before it is normalized.
      .refine((s) => s.length <= 200, {
        message: PROBLEM_TEXT.name_too_long,
        params: { code: 'name_too_long' },
        abort: true,
      })
      .transform(cleanPublicName)
      .superRefine((name, ctx) => {
        const code = publicNameProblem(name);
        if (code) ctx.addIssue({ code: 'custom', message: PROBLEM_TEXT[code], params: { code } });
      }),
  })
  .strict();
export type PublicNameRequest = z.input<typeof publicNameRequestSchema>;

export const publicNameResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    public_name: z.string(),
    /** When the name may change again (ISO time). */
    next_change_at: z.string(),
  }),
});
export type PublicNameResponse = z.infer<typeof publicNameResponseSchema>;

// ------------------------------------------------------------------------- look-alikes

// Letters of other scripts that look like Latin ones (FROM[i] reads as TO[i]), and the digits and
// signs used for letters.
const FROM = 'авеёкмнорстухіїјѕԁһԛԝүөαβεηικνορτυχı';
const TO = 'abeekmhopctyxiijsdhqwyoabeniknoptuxi';
const LOOKALIKE = new Map([...FROM].map((ch, i) => [ch, TO[i]!]));
const LEET = new Map(
  Object.entries({ 0: 'o', 1: 'i', 3: 'e', 4: 'a', 5: 's', 7: 't', 8: 'b', '@': 'a', $: 's', '!': 'i', '|': 'i' }),
);

/** Lower case (locale-free), compatibility forms folded (fullwidth "Ａ" is "a"), look-alikes to Latin. */
function skeleton(s: string): string {
  let out = '';
  for (const ch of s.normalize('NFKC').toLowerCase()) out += LOOKALIKE.get(ch) ?? ch;
  return out;
}

/**
 * The key the unique index holds: two names with one key are one name. Case, look-alike letters
 * of other scripts and the spacing a reader cannot tell apart collapse; digits and separators
 * stay (Player1 and Player_1 are two names).
 */
export const publicNameKey = (name: string): string =>
  skeleton(cleanPublicName(name))
    .replace(/\s+/g, ' ')
    // Shapes that read as one another in most fonts: "AIice" and "Alice", "adrnin" and "admin".
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/[il1|ӏ]/g, 'l');

// ------------------------------------------------------------------------- blocklist

/**
 * The built-in blocklist. `anywhere`: refused wherever they appear in the name (separators and
 * repeated letters ignored: "a.d.m.i.n", "fuuuck"). `word`: refused as a whole word only, since
 * they hide inside innocent words and names ("computador", "class", "Kshitij", "Nazim", "therapist").
 */
const words = (s: string): readonly string[] => s.trim().split(/\s+/);
export const BUILTIN_BLOCKLIST = {
  anywhere: [
    // Impersonation: staff, support, the house and its brand.
    ...words(
      'admin moderator support official casino cashier croupier dealer helpdesk suporte moderador cassino oficial',
    ),
    ...words('админ модератор поддержка саппорт казино кассир крупье официальн'),
    // Obscenities and slurs: en, ru, pt, hi (in both scripts).
    ...words('fuck bullshit cunt bitch whore nigger nigga faggot retard pussy asshole motherf slut hitler'),
    ...words('хуй хуе хуё хуя пизд ебат ебан ебал блять блядь бляд мудак мудил пидор пидар гандон шлюх залуп дроч'),
    ...words('caralho porra buceta boceta viado arrombad foder fodid merda piroca punheta cuzao xoxota'),
    ...words('chutiya madarchod bhenchod behenchod bhosdi चूतिया मादरचोद भेनचोद बहनचोद भोसड़ी'),
  ],
  word: words('shit ass dick cock sex fag nazi rapist cp mod staff бля хер сука суки puta puto cu fdp vsf pqp gandu'),
};

/**
 * The blocklist's spelling of a name or an entry: skeleton without accents ("fück"), leet digits to
 * letters, no separators, no repeated letters ("fuuuck").
 */
export function blocklistForm(s: string): string {
  let out = '';
  const bare = skeleton(s)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    // Spellings that read or sound alike: "adrnin", "phuck".
    .replace(/rn/g, 'm')
    .replace(/ph/g, 'f');
  for (const ch of bare) {
    if (/[\s_.-]/.test(ch)) continue;
    // l and i (and 1, |) are one letter here ("Hit1er", "caslno"); v stands for u ("fvck").
    const leet = LEET.get(ch) ?? ch;
    const c = leet === 'l' || leet === 'ӏ' ? 'i' : leet === 'v' ? 'u' : leet;
    if (out.at(-1) !== c) out += c;
  }
  return out;
}

export interface Blocklist {
  anywhere: readonly string[];
  word: readonly string[];
}

/** Compiles a blocklist once (the entries in their blocklist spelling). */
export function compileBlocklist(list: Blocklist, extra: readonly string[] = []) {
  const anywhere = [...list.anywhere, ...extra].map(blocklistForm).filter(Boolean);
  const word = new Set(list.word.map(blocklistForm));
  return (name: string): boolean => {
    const whole = blocklistForm(name);
    if (anywhere.some((w) => whole.includes(w))) return true;
    if (word.has(whole)) return true;
    // Words split by separators, with the digits around them dropped ("puta123"); digits inside a
    // word still read as letters ("pu7a").
    return skeleton(name)
      .split(/[\s_.-]+/)
      .some((w) => word.has(blocklistForm(w.replace(/^\d+|\d+$/g, ''))));
  };
}
