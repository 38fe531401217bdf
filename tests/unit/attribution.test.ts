import { describe, expect, it } from 'vitest';
import { planAttribution } from '../../src/site/attribution';

const base = { url: 'https://casino.test/?x=1', host: 'casino.test', ip: '1.2.3.4', userAgent: 'UA' };
const plan = (query: string, cookies: Record<string, string> = {}) =>
  planAttribution({
    ...base,
    query: new URLSearchParams(query),
    cookies: { userVersion: '1.2.3.4', userBrowser: 'UA', ...cookies },
  });
const cookie = (p: ReturnType<typeof plan>, name: string) => p.cookies.find((c) => c.name === name);
const DAY = 86_400;

describe('attribution cookie rules (spec sections 2, 3, 5)', () => {
  it('stores stag, partnerId for a day and ad-network ids for 30 days', () => {
    const p = plan('stag=s1&partnerId=p9&advertiseUid=u1&advertiseSource=src&cpaOneUid=c1');
    expect(cookie(p, 'stag')).toMatchObject({ value: 's1', maxAge: DAY });
    expect(cookie(p, 'partnerId')).toMatchObject({ value: 'p9', maxAge: DAY });
    expect(cookie(p, 'advertiseUid')).toMatchObject({ value: 'u1', maxAge: 30 * DAY });
    expect(cookie(p, 'cpaOneUid')).toMatchObject({ maxAge: 30 * DAY });
    expect(p.attach).toMatchObject({ stag: 's1', partnerId: 'p9', advId: null, prHash: null });
    expect(p.affiliate).toMatchObject({ stag: 's1' });
  });

  it('stores pr as prHash only when no prHash cookie exists', () => {
    expect(cookie(plan('pr=abc'), 'prHash')).toMatchObject({ value: 'abc', maxAge: DAY });
    expect(cookie(plan('pr=abc', { prHash: 'old' }), 'prHash')).toBeUndefined();
  });

  it('stores simple_auth only when not already set', () => {
    expect(cookie(plan('simple_auth=t1'), 'simpleAuth')).toMatchObject({ value: 't1', maxAge: DAY });
    expect(cookie(plan('simple_auth=t1', { simpleAuth: 't0' }), 'simpleAuth')).toBeUndefined();
  });

  it('asks for utm attribution only with all four values and no advId cookie', () => {
    const all = 'utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d';
    expect(plan(all).utm).toMatchObject({ utm_source: 'a', utm_term: 'd' });
    expect(plan('utm_source=a&utm_medium=b&utm_campaign=c').utm).toBeNull();
    expect(plan(all, { advId: '7' }).utm).toBeNull();
  });

  it('registers a page-open event for subH with the full address', () => {
    expect(plan('subH=xyz').pageOpen).toEqual({ subH: 'xyz', click_url: base.url });
  });

  it('refreshes userVersion/userBrowser when the address changes, and reports the visitor', () => {
    const p = planAttribution({
      ...base,
      query: new URLSearchParams(),
      cookies: { userVersion: '9.9.9.9', userBrowser: 'UA' },
    });
    expect(cookie(p, 'userVersion')).toMatchObject({ value: '1.2.3.4', maxAge: DAY });
    expect(p.visitor).toEqual({ host: 'casino.test', userAgent: 'UA' });
    expect(plan('').visitor).toBeNull();
  });

  it('ignores values that are not plain identifiers', () => {
    const p = plan(`stag=%3Cscript%3E&partnerId=${'x'.repeat(300)}`);
    expect(p.cookies).toEqual([]);
    expect(p.attach).toBeNull();
  });
});
