import { describe, expect, it } from 'vitest';
import { ensureFingerprint } from '../../src/client/fingerprint';

function memoryStorage(initial: Record<string, string> = {}) {
  const m = new Map(Object.entries(initial));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}
const never = () => new Promise<string>(() => {});

describe('visitor fingerprint (spec sections 3 and 9)', () => {
  it('keeps the stored fingerprint without computing another', async () => {
    const storage = memoryStorage({ fingerprint: 'stored0fingerprint' });
    let computed = 0;
    const fp = await ensureFingerprint({ storage, compute: async () => `x${++computed}xxxxxxxx` });
    expect(fp).toBe('stored0fingerprint');
    expect(computed).toBe(0);
  });

  it("stores the library's visitor id when it answers in time", async () => {
    const storage = memoryStorage();
    expect(await ensureFingerprint({ storage, compute: async () => 'a1b2c3d4e5f6a7b8' })).toBe('a1b2c3d4e5f6a7b8');
    expect(storage.m.get('fingerprint')).toBe('a1b2c3d4e5f6a7b8');
  });

  it('falls back to a random id when the library is late, and keeps the real one once it comes', async () => {
    const storage = memoryStorage();
    let answer!: (v: string) => void;
    const slow = () => new Promise<string>((r) => (answer = r));
    const fp = await ensureFingerprint({ storage, compute: slow, timeoutMs: 5 });
    expect(fp).toMatch(/^[0-9a-f]{32}$/);
    expect(storage.m.get('fingerprint')).toBe(fp);
    answer('late0visitor0id00');
    await new Promise((r) => setTimeout(r, 0));
    expect(storage.m.get('fingerprint')).toBe('late0visitor0id00');
  });

  it('a failing library or a malformed id gives a random id; two fallbacks differ', async () => {
    const a = await ensureFingerprint({
      storage: memoryStorage(),
      compute: () => Promise.reject(new Error('blocked')),
    });
    const b = await ensureFingerprint({ storage: memoryStorage(), compute: async () => '<script>' });
    const c = await ensureFingerprint({ storage: memoryStorage(), compute: never, timeoutMs: 1 });
    for (const v of [a, b, c]) expect(v).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set([a, b, c]).size).toBe(3);
  });
});
