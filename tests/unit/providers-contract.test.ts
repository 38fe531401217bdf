// The provider contract's pure parts (issue 21): Hub88 amounts converted in integers only, the
// operator's providers.json read entry by entry, and the launch template filled safely.
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../src/contract/common';
import { WARN_SINK } from '../../src/contract/warn';
import { fromHub88, providersFileSchema, toHub88 } from '../../src/contract/providers';
import { launchUrl } from '../../src/server/providers/launch';
import { compileProviders } from '../../src/server/providers/registry.server';

type Sink = (part: string, message: string) => void;
/** The warnings raised while fn runs (a log line on the server, the console elsewhere). */
function warningsDuring(fn: () => void): string[] {
  const holder = globalThis as { [WARN_SINK]?: Sink };
  const before = holder[WARN_SINK];
  const seen: string[] = [];
  holder[WARN_SINK] = (part, message) => void seen.push(`[${part}] ${message}`);
  try {
    fn();
  } finally {
    holder[WARN_SINK] = before;
  }
  return seen;
}

const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();
const game = { code: 'g1', title: 'G', kind: 'slots', image: '/images/g.svg', rtp: 96 };
const entry = { protocol: 'hub88', public_key: pem, launch_url: 'https://p.test/?g={game}&t={token}', games: [game] };

describe('Hub88 amounts', () => {
  it('1.00 of every currency is 100,000 units and back, exactly', () => {
    for (const c of CURRENCIES) {
      expect(toHub88(100, c)).toBe(100_000);
      expect(fromHub88(100_000, c)).toBe(100);
    }
  });

  it('round-trips the smallest and the largest amounts that fit, never through a float', () => {
    const largest = Math.floor(Number.MAX_SAFE_INTEGER / 1000);
    for (const c of CURRENCIES) {
      for (const minor of [0, 1, 99, 123_456_789, largest]) {
        const units = toHub88(minor, c);
        expect(Number.isSafeInteger(units)).toBe(true);
        expect(fromHub88(units, c)).toBe(minor);
      }
    }
  });

  it('refuses what is not a whole number of minor units, negative, fractional or unsafe', () => {
    expect(fromHub88(1_001, 'RUB')).toBeNull(); // 0.01001 RUB
    expect(fromHub88(999, 'USD')).toBeNull();
    expect(fromHub88(-1_000, 'EUR')).toBeNull();
    expect(fromHub88(1_000.5, 'KZT')).toBeNull();
    expect(fromHub88(Number.MAX_SAFE_INTEGER + 1, 'INR')).toBeNull();
    expect(fromHub88(Number.NaN, 'RUB')).toBeNull();
  });
});

describe('providers.json', () => {
  it('keeps the good providers and games when one entry or one game is bad', () => {
    let parsed: ReturnType<typeof providersFileSchema.parse> = {};
    const warnings = warningsDuring(() => {
      parsed = providersFileSchema.parse({
        good: { ...entry, games: [game, { ...game, code: 'bad code!' }, { ...game, code: 'g2', rtp: 42 }] },
        'Bad Name': entry,
        nokey: { ...entry, public_key: 'not a key' },
        badtemplate: { ...entry, launch_url: 'https://p.test/?g={game}&x={secret}' },
        nogame: { ...entry, launch_url: 'https://p.test/' },
      });
    });
    expect(Object.keys(parsed)).toEqual(['good']);
    expect(parsed.good!.games.map((g) => g.code)).toEqual(['g1']);
    // One per thing left out, each naming the file and what it dropped.
    expect(warnings).toHaveLength(6);
    for (const w of warnings) expect(w).toMatch(/^\[config\] providers\.json: /);
    expect(warnings.join('\n')).toContain('provider "Bad Name" ignored');
  });

  it('a key that looks like PEM but does not parse leaves that provider out, not the others', () => {
    const broken = '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n';
    let compiled: ReturnType<typeof compileProviders> | undefined;
    warningsDuring(() => {
      compiled = compileProviders(providersFileSchema.parse({ a: entry, b: { ...entry, public_key: broken } }));
    });
    expect([...compiled!.byName.keys()]).toEqual(['a']);
    expect([...compiled!.bySlug.keys()]).toEqual(['a-g1']);
  });

  it('defaults: enabled, demo offered, no blocked countries', () => {
    const p = providersFileSchema.parse({ a: entry }).a!;
    expect(p.enabled).toBe(true);
    expect(p.games[0]!.has_demo).toBe(true);
    expect(p.blocked_countries).toEqual([]);
  });
});

describe('launch URL', () => {
  it('encodes every value, so a value cannot add parameters or change the path', () => {
    const url = launchUrl('https://p.test/play/{game}?u={user}&t={token}&l={lobby}', {
      game: 'a/../b',
      user: '1&admin=1',
      token: 'x y',
      lobby: 'https://casino.test/games/slots?x=1#y',
    });
    const u = new URL(url);
    expect(u.pathname).toBe('/play/a%2F..%2Fb');
    expect(u.searchParams.get('u')).toBe('1&admin=1');
    expect(u.searchParams.get('admin')).toBeNull();
    expect(u.searchParams.get('t')).toBe('x y');
    expect(u.searchParams.get('l')).toBe('https://casino.test/games/slots?x=1#y');
  });
});
