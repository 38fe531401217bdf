// The market types we know, by their UOF market type id (Betradar's market descriptions), with names
// of markets and outcomes in every language. Names are templates, as UOF's are: {total} and {hcp}
// come from the market's specifiers ("total=2.5", "hcp=-0.75"; hcp is the home side's line, so
// {+hcp} is the home line and {-hcp} the away one), {$competitor1}/{$competitor2} are the home and away
// names. A market type we do not know (a real feed sends hundreds) still shows: "Market 123", and its
// outcomes by their ref. Pure data and string work: the pages, the ingest and the simulator share it.
import type { Lang } from '../../contract/common';
import type { Localized } from '../kit/types';

export type SportSlug = 'football' | 'tennis' | 'basketball';

/** The sports we name, by the feed's sport id. Only football and tennis are simulated. */
export const SPORTS: Readonly<Record<string, { slug: SportSlug; name: Localized<string> }>> = {
  'sr:sport:1': {
    slug: 'football',
    name: { ru: 'Футбол', en: 'Football', kz: 'Футбол', br: 'Futebol', hi: 'फ़ुटबॉल' },
  },
  'sr:sport:2': {
    slug: 'basketball',
    name: { ru: 'Баскетбол', en: 'Basketball', kz: 'Баскетбол', br: 'Basquete', hi: 'बास्केटबॉल' },
  },
  'sr:sport:5': {
    slug: 'tennis',
    name: { ru: 'Теннис', en: 'Tennis', kz: 'Теннис', br: 'Tênis', hi: 'टेनिस' },
  },
};

/** The feed's sport id of a slug ('football' → 'sr:sport:1'), undefined when we do not know it. */
export function sportIdOf(slug: string): string | undefined {
  return Object.keys(SPORTS).find((id) => SPORTS[id]?.slug === slug);
}

/** The sport's name; a sport we do not know shows its feed id. */
export function sportName(sportId: string, lang: Lang): string {
  return SPORTS[sportId]?.name[lang] ?? sportId;
}

export type MarketGroup = 'main' | 'goals' | 'totals' | 'handicap' | 'sets' | 'games';

/** Tab / heading names of the groups, in the order an event page shows them. */
export const MARKET_GROUPS: readonly { key: MarketGroup; name: Localized<string> }[] = [
  { key: 'main', name: { ru: 'Основные', en: 'Main', kz: 'Негізгі', br: 'Principais', hi: 'मुख्य' } },
  { key: 'goals', name: { ru: 'Голы', en: 'Goals', kz: 'Голдар', br: 'Gols', hi: 'गोल' } },
  { key: 'totals', name: { ru: 'Тоталы', en: 'Totals', kz: 'Тоталдар', br: 'Totais', hi: 'टोटल' } },
  { key: 'handicap', name: { ru: 'Форы', en: 'Handicaps', kz: 'Форалар', br: 'Handicaps', hi: 'हैंडीकैप' } },
  { key: 'sets', name: { ru: 'Сеты', en: 'Sets', kz: 'Сеттер', br: 'Sets', hi: 'सेट' } },
  { key: 'games', name: { ru: 'Геймы', en: 'Games', kz: 'Геймдер', br: 'Games', hi: 'गेम' } },
];

export interface MarketOutcome {
  /** The feed's outcome id within the market. */
  ref: string;
  name: Localized<string>;
}

export interface MarketType {
  /** UOF market type id. */
  id: number;
  sport: SportSlug;
  group: MarketGroup;
  /** Lower shows first within its group and on event lists. */
  priority: number;
  /** The specifier that makes a line of this type, when it has one. */
  line?: 'total' | 'hcp';
  name: Localized<string>;
  outcomes: readonly MarketOutcome[];
  /** Whether we offer cash-out on bets in this market. */
  cashout: boolean;
}

const HOME = '{$competitor1}';
const AWAY = '{$competitor2}';
const same = (text: string): Localized<string> => ({ ru: text, en: text, kz: text, br: text, hi: text });
const over: Localized<string> = {
  ru: 'Больше {total}',
  en: 'Over {total}',
  kz: '{total} көп',
  br: 'Mais de {total}',
  hi: '{total} से अधिक',
};
const under: Localized<string> = {
  ru: 'Меньше {total}',
  en: 'Under {total}',
  kz: '{total} аз',
  br: 'Menos de {total}',
  hi: '{total} से कम',
};
const handicapOutcomes: readonly MarketOutcome[] = [
  { ref: '1714', name: same(`${HOME} ({+hcp})`) },
  { ref: '1715', name: same(`${AWAY} ({-hcp})`) },
];

const TYPES: readonly MarketType[] = [
  {
    id: 1,
    sport: 'football',
    group: 'main',
    priority: 1,
    name: { ru: 'Исход матча', en: '1X2', kz: 'Матч нәтижесі', br: 'Resultado final', hi: 'मैच परिणाम (1X2)' },
    outcomes: [
      { ref: '1', name: same(HOME) },
      { ref: '2', name: { ru: 'Ничья', en: 'Draw', kz: 'Тең ойын', br: 'Empate', hi: 'ड्रॉ' } },
      { ref: '3', name: same(AWAY) },
    ],
    cashout: true,
  },
  {
    id: 18,
    sport: 'football',
    group: 'totals',
    priority: 2,
    line: 'total',
    name: {
      ru: 'Тотал {total}',
      en: 'Total goals {total}',
      kz: 'Голдар тоталы {total}',
      br: 'Total de gols {total}',
      hi: 'कुल गोल {total}',
    },
    outcomes: [
      { ref: '12', name: over },
      { ref: '13', name: under },
    ],
    cashout: true,
  },
  {
    id: 29,
    sport: 'football',
    group: 'goals',
    priority: 3,
    name: {
      ru: 'Обе забьют',
      en: 'Both teams to score',
      kz: 'Екі команда да гол соғады',
      br: 'Ambas marcam',
      hi: 'दोनों टीमें गोल करेंगी',
    },
    outcomes: [
      { ref: '74', name: { ru: 'Да', en: 'Yes', kz: 'Иә', br: 'Sim', hi: 'हाँ' } },
      { ref: '76', name: { ru: 'Нет', en: 'No', kz: 'Жоқ', br: 'Não', hi: 'नहीं' } },
    ],
    cashout: true,
  },
  {
    id: 16,
    sport: 'football',
    group: 'handicap',
    priority: 4,
    line: 'hcp',
    name: {
      ru: 'Азиатская фора {hcp}',
      en: 'Asian handicap {hcp}',
      kz: 'Азиялық фора {hcp}',
      br: 'Handicap asiático {hcp}',
      hi: 'एशियन हैंडीकैप {hcp}',
    },
    outcomes: handicapOutcomes,
    cashout: true,
  },
  {
    id: 186,
    sport: 'tennis',
    group: 'main',
    priority: 1,
    name: { ru: 'Победитель', en: 'Winner', kz: 'Жеңімпаз', br: 'Vencedor', hi: 'विजेता' },
    outcomes: [
      { ref: '4', name: same(HOME) },
      { ref: '5', name: same(AWAY) },
    ],
    cashout: true,
  },
  {
    id: 189,
    sport: 'tennis',
    group: 'games',
    priority: 2,
    line: 'total',
    name: {
      ru: 'Тотал геймов {total}',
      en: 'Total games {total}',
      kz: 'Геймдер тоталы {total}',
      br: 'Total de games {total}',
      hi: 'कुल गेम {total}',
    },
    outcomes: [
      { ref: '12', name: over },
      { ref: '13', name: under },
    ],
    cashout: true,
  },
  {
    id: 187,
    sport: 'tennis',
    group: 'handicap',
    priority: 3,
    line: 'hcp',
    name: {
      ru: 'Фора по геймам {hcp}',
      en: 'Game handicap {hcp}',
      kz: 'Геймдер форасы {hcp}',
      br: 'Handicap de games {hcp}',
      hi: 'गेम हैंडीकैप {hcp}',
    },
    outcomes: handicapOutcomes,
    // Game handicaps move on every game; operators rarely cash them out.
    cashout: false,
  },
];

/** Every market type we know, by UOF id. */
export const MARKET_TYPES: Readonly<Record<number, MarketType>> = Object.fromEntries(TYPES.map((t) => [t.id, t]));

/** The market type, or undefined for one we do not know. */
export function marketType(id: number): MarketType | undefined {
  return MARKET_TYPES[id];
}

/** "total=2.5|hcp=-1" → { total: '2.5', hcp: '-1' } (UOF separates specifiers with '|'). */
export function parseSpecifiers(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split('|')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}

// ru, kz and br write decimals with a comma.
const COMMA: Record<Lang, boolean> = { ru: true, kz: true, br: true, en: false, hi: false };
function localNumber(text: string, lang: Lang): string {
  return COMMA[lang] ? text.replace('.', ',') : text;
}
/** A handicap line with its sign: "-0.75" → "-0.75", "0.25" → "+0.25", "0" → "0". */
function signed(value: number, lang: Lang): string {
  if (!Number.isFinite(value) || value === 0) return '0';
  const text = String(Math.abs(value));
  return (value > 0 ? '+' : '-') + localNumber(text, lang);
}

export interface Competitors {
  home: string;
  away: string;
}

function fill(template: string, specifiers: string, lang: Lang, names: Competitors): string {
  const spec = parseSpecifiers(specifiers);
  const hcp = spec.hcp === undefined ? Number.NaN : Number(spec.hcp);
  return template
    .replaceAll('{$competitor1}', names.home)
    .replaceAll('{$competitor2}', names.away)
    .replaceAll('{total}', spec.total === undefined ? '' : localNumber(spec.total, lang))
    .replaceAll('{+hcp}', spec.hcp === undefined ? '' : signed(hcp, lang))
    .replaceAll('{-hcp}', spec.hcp === undefined ? '' : signed(-hcp, lang))
    .replaceAll('{hcp}', spec.hcp === undefined ? '' : signed(hcp, lang))
    .trim();
}

const UNKNOWN_MARKET: Localized<string> = {
  ru: 'Рынок {id}',
  en: 'Market {id}',
  kz: 'Нарық {id}',
  br: 'Mercado {id}',
  hi: 'मार्केट {id}',
};

/** The market's name with its line, e.g. marketName(18, 'total=2.5', 'en', …) → "Total goals 2.5". */
export function marketName(type: number, specifiers: string, lang: Lang, names: Competitors): string {
  const known = MARKET_TYPES[type];
  if (!known) {
    const base = UNKNOWN_MARKET[lang].replace('{id}', String(type));
    return specifiers ? `${base} (${specifiers})` : base;
  }
  return fill(known.name[lang], specifiers, lang, names);
}

/** The outcome's name, e.g. outcomeName(16, '1714', 'hcp=-0.75', 'en', {home: 'A', …}) → "A (-0.75)". */
export function outcomeName(type: number, ref: string, specifiers: string, lang: Lang, names: Competitors): string {
  const outcome = MARKET_TYPES[type]?.outcomes.find((o) => o.ref === ref);
  return outcome ? fill(outcome.name[lang], specifiers, lang, names) : ref;
}

/** The group a market shows under; unknown types go to 'main' so they are not lost. */
export function marketGroup(type: number): MarketGroup {
  return MARKET_TYPES[type]?.group ?? 'main';
}
