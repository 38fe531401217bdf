import { describe, expect, it } from 'vitest';
import { parseOperatorConfig } from '../../src/server/config/store.server';
import { decideRedirect, type RedirectInput } from '../../src/site/redirects';

const site = (o: object = {}) => parseOperatorConfig({ site: JSON.stringify(o) }).site;
const input = (o: Partial<RedirectInput> = {}): RedirectInput => ({
  path: '/games/dice',
  search: '',
  lang: 'ru',
  host: 'casino.test',
  site: site(),
  blocked: false,
  skipGeo: false,
  ...o,
});

describe('page redirects', () => {
  it('sends the old trademark-borrowing catalog addresses to the renamed items with 301', () => {
    expect(decideRedirect(input({ path: '/games/slots/sweet-bonanza-x/demo', lang: 'en', search: '?x=1' }))).toEqual({
      location: '/en/games/slots/sweet-stack/demo?x=1',
      status: 301,
    });
    expect(decideRedirect(input({ path: '/games/live-casino/lightning-roulette/play' }))).toEqual({
      location: '/games/live-casino/thunder-roulette/play',
      status: 301,
    });
    expect(decideRedirect(input({ path: '/games/slots/sweet-bonanza-xx/demo' }))).toBeNull();
  });

  it('sends everything to the new mirror with 301, path and query kept', () => {
    const r = decideRedirect(
      input({ site: site({ mirror: { newLink: 'https://new.example/' } }), lang: 'en', search: '?a=1' }),
    );
    expect(r).toEqual({ location: 'https://new.example/en/games/dice?a=1', status: 301 });
  });
  it('does not redirect the new mirror to itself', () => {
    expect(
      decideRedirect(input({ host: 'new.example', site: site({ mirror: { newLink: 'https://new.example' } }) })),
    ).toBeNull();
  });
  it('sends blocked visitors to /no-access and everyone else away from it', () => {
    expect(decideRedirect(input({ blocked: true, lang: 'en' }))).toEqual({ location: '/en/no-access', status: 302 });
    expect(decideRedirect(input({ blocked: true, path: '/no-access' }))).toBeNull();
    expect(decideRedirect(input({ path: '/no-access' }))).toEqual({ location: '/', status: 302 });
  });
  it('lets google and yandex past the region block', () => {
    expect(decideRedirect(input({ blocked: true, skipGeo: true }))).toBeNull();
  });
  it('applies the root redirect and route rules', () => {
    expect(decideRedirect(input({ path: '/', site: site({ rootRedirect: '/games/crash' }) }))?.location).toBe(
      '/games/crash',
    );
    const rules = site({ routeRules: [{ from: '/old', to: '/faq', status: 301 }] });
    expect(decideRedirect(input({ path: '/old', lang: 'kz', site: rules }))).toEqual({
      location: '/kz/faq',
      status: 301,
    });
  });
  it('hides /profile/bonuses without the bonus_balances feature', () => {
    expect(decideRedirect(input({ path: '/profile/bonuses' }))?.location).toBe('/error?errorCode=404');
    expect(
      decideRedirect(input({ path: '/profile/bonuses', site: site({ features: ['bonus_balances'] }) })),
    ).toBeNull();
  });
  it('switches crash, coinflip and cases off on a listed games domain', () => {
    const s = site({ restrictedGamesDomains: ['games.casino.test'] });
    expect(decideRedirect(input({ host: 'games.casino.test', path: '/games/cases/gold', site: s }))?.location).toBe(
      '/error?errorCode=403',
    );
    expect(decideRedirect(input({ host: 'games.casino.test', path: '/games/dice', site: s }))).toBeNull();
  });
});
