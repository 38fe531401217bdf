import { describe, expect, it } from 'vitest';
import { joinWithNonce, RenderCache, splitAtPlaceholder } from '../../src/site/render-cache';
import { TtlCache } from '../../src/site/ttl-cache';

describe('TtlCache', () => {
  it('forgets entries after their time to live', () => {
    const c = new TtlCache<string>(10, 1000);
    c.set('a', 'x', 0);
    expect(c.get('a', 999)).toBe('x');
    expect(c.get('a', 1000)).toBeUndefined();
  });
  it('drops the least recently used entry when full', () => {
    const c = new TtlCache<number>(2, 60_000);
    c.set('a', 1, 0);
    c.set('b', 2, 0);
    c.get('a', 1);
    c.set('c', 3, 2);
    expect(c.get('b', 3)).toBeUndefined();
    expect(c.get('a', 3)).toBe(1);
  });
});

describe('RenderCache', () => {
  const page = (body: string) => ({ status: 200, headers: [] as [string, string][], parts: [Buffer.from(body)] });
  it('is bounded by bytes as well as entries', () => {
    const c = new RenderCache(100, 16 * 10);
    for (let i = 0; i < 20; i++) c.set(`k${i}`, page('x'.repeat(10)));
    expect(c.size).toBeLessThanOrEqual(16);
    expect(c.get('k19')?.parts[0]?.toString()).toBe('x'.repeat(10));
    expect(c.get('k0')).toBeUndefined();
  });
  it('puts a fresh nonce in every placeholder', () => {
    const parts = splitAtPlaceholder('<script nonce="PH">a</script><script nonce="PH">ü</script>', 'PH');
    expect(joinWithNonce(parts, 'n1').toString()).toBe('<script nonce="n1">a</script><script nonce="n1">ü</script>');
    expect(joinWithNonce(parts, 'n2').toString()).toContain('nonce="n2"');
    expect(joinWithNonce(splitAtPlaceholder('plain', 'PH'), 'n').toString()).toBe('plain');
  });
  it('stores nothing when turned off', () => {
    const c = new RenderCache(0);
    c.set('k', page('x'));
    expect(c.get('k')).toBeUndefined();
  });
});
