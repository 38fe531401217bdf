import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { twoFactorCodeSchema } from '../../src/contract/two-factor';
import {
  decryptSecret,
  encryptSecret,
  formatRecoveryCode,
  hashRecoveryCode,
  keyFromEnv,
  matchingStep,
  newRecoveryCodes,
} from '../../src/server/auth/two-factor.server';

const secret = new Secret({ size: 20 }).base32;
const codeAt = (at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

describe('TOTP steps', () => {
  // 1_700_000_010_000 ms is 10 s into step 56_666_667.
  const now = 1_700_000_010_000;
  const step = Math.floor(now / 30_000);

  it('names the step of a code within one step either side, and nothing beyond', () => {
    expect(matchingStep(secret, codeAt(now), now)).toBe(step);
    expect(matchingStep(secret, codeAt(now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(secret, codeAt(now + 30_000), now)).toBe(step + 1);
    expect(matchingStep(secret, codeAt(now - 60_000), now)).toBeNull();
    expect(matchingStep(secret, codeAt(now + 60_000), now)).toBeNull();
  });

  it('agrees with RFC 6238’s SHA-1 test vector', () => {
    // Appendix B: secret "12345678901234567890", T = 59 s → 94287082 (8 digits); 6 digits: 287082.
    const rfc = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer }).base32;
    expect(matchingStep(rfc, '287082', 59_000)).toBe(1);
  });
});

describe('secret encryption', () => {
  const key = randomBytes(32);

  it('round-trips, and a new IV each time', () => {
    const a = encryptSecret(key, 7, secret);
    const b = encryptSecret(key, 7, secret);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(decryptSecret(key, 7, a)).toBe(secret);
  });

  it('refuses another key, another user’s row, or a changed byte', () => {
    const enc = encryptSecret(key, 7, secret);
    expect(() => decryptSecret(randomBytes(32), 7, enc)).toThrow();
    expect(() => decryptSecret(key, 8, enc)).toThrow();
    const parts = enc.split('.');
    const ct = Buffer.from(parts[3]!, 'base64url');
    ct[0] = ct[0]! ^ 1;
    parts[3] = ct.toString('base64url');
    expect(() => decryptSecret(key, 7, parts.join('.'))).toThrow();
  });

  it('reads TWO_FACTOR_KEY as 64 hex digits or base64 of 32 bytes, and refuses other lengths', () => {
    const raw = randomBytes(32);
    expect(keyFromEnv(raw.toString('hex'))?.equals(raw)).toBe(true);
    expect(keyFromEnv(raw.toString('base64'))?.equals(raw)).toBe(true);
    expect(keyFromEnv(undefined)).toBeNull();
    expect(() => keyFromEnv(randomBytes(16).toString('hex'))).toThrow(/32 bytes/);
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes the code schema accepts as shown', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) {
      const shown = formatRecoveryCode(c);
      expect(shown).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      expect(twoFactorCodeSchema.parse(` ${shown.toUpperCase()} `)).toBe(c);
    }
  });

  it('hash the same however typed, and differently per player', () => {
    expect(hashRecoveryCode(1, 'abcde-fghij')).toBe(hashRecoveryCode(1, 'ABCDEFGHIJ'));
    expect(hashRecoveryCode(1, 'abcdefghij')).not.toBe(hashRecoveryCode(2, 'abcdefghij'));
  });

  it('the code schema refuses what is neither a TOTP code nor a recovery code', () => {
    for (const bad of ['12345', '1234567', 'abcdefghi1', '!!!!!!', 'abcdefghijk']) {
      expect(twoFactorCodeSchema.safeParse(bad).success).toBe(false);
    }
    expect(twoFactorCodeSchema.parse('123 456')).toBe('123456');
  });
});

describe('the social popup', () => {
  it('hands a 2FA challenge from our own popup to the page, never a token', async () => {
    const { acceptSocialMessage } = await import('../../src/components/auth/social-popup');
    const popup = { closed: false, location: { href: '' }, close() {} };
    const event = (data: unknown, origin = 'http://casino.test') => ({ origin, source: popup as never, data });
    const challenge = `tf1.${'a'.repeat(43)}`;
    expect(
      acceptSocialMessage(
        event({ type: 'casino:social-login', ok: true, two_factor: challenge }),
        'http://casino.test',
        popup,
      ),
    ).toEqual({ kind: 'two_factor', challenge });
    // From another origin it is nobody's business.
    expect(
      acceptSocialMessage(
        event({ type: 'casino:social-login', ok: true, two_factor: challenge }, 'http://evil.test'),
        'http://casino.test',
        popup,
      ),
    ).toBeNull();
  });
});
