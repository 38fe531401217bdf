import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, ConfigStore, parseOperatorConfig } from '../../src/server/config/store.server';
import { parseBetLimits } from '../../src/server/config/schema';
import { captureLog } from '../../src/server/log.server';

describe('operator config parsing', () => {
  it('gives safe defaults when no file exists', () => {
    const cfg = parseOperatorConfig({});
    expect(cfg.site.mirror.newLink).toBeNull();
    expect(cfg.site.blockedCountries).toEqual([]);
    expect(cfg.seo).toEqual({});
    expect(cfg.betLimits).toEqual({});
  });

  it('reads the shipped private/ folder', () => {
    const store = new ConfigStore(path.resolve('private'));
    expect(store.current.betLimits.RUB?.games.crash).toEqual({ min: 100, max: 5_000_000 });
    expect(store.current.betLimits.KZT?.minPayout).toBe(50_000);
    expect(store.current.seo.en?.['/games/dice']?.title).toBeTruthy();
  });

  it('upper-cases country codes and rejects malformed ones', () => {
    expect(parseOperatorConfig({ site: JSON.stringify({ blockedCountries: ['us'] }) }).site.blockedCountries).toEqual([
      'US',
    ]);
    expect(() => parseOperatorConfig({ site: JSON.stringify({ blockedCountries: ['USA'] }) })).toThrow(
      /blockedCountries/,
    );
  });

  it('refuses a mirror link that is not http(s)', () => {
    expect(() => parseOperatorConfig({ site: JSON.stringify({ mirror: { newLink: 'javascript:alert(1)' } }) })).toThrow(
      ConfigError,
    );
  });

  it('refuses protocol-relative route-rule targets (open redirects)', () => {
    const bad = { routeRules: [{ from: '/a', to: '//evil.example/x' }] };
    expect(() => parseOperatorConfig({ site: JSON.stringify(bad) })).toThrow(/routeRules/);
  });

  it('names every problem with its file and field', () => {
    try {
      parseOperatorConfig({ site: '{"features": [1], "mirror": {"newLink": 5}}' });
      expect.unreachable();
    } catch (e) {
      expect((e as Error).message).toMatch(/operator\.json: features\.0/);
      expect((e as Error).message).toMatch(/operator\.json: mirror\.newLink/);
    }
  });

  it('takes bet limits row by row: a bad row is named and dropped, the built-in limits stand for it', () => {
    const raw = { RUB: { games: { crash: { min: 5, max: 1 }, dice: { min: 200 } }, maxPayout: -1 }, XYZ: {} };
    const { limits, warnings } = parseBetLimits(raw);
    expect(limits).toEqual({ RUB: { games: { dice: { min: 200 } } } });
    expect(warnings.join('\n')).toMatch(/RUB\.games\.crash: min must not exceed max/);
    expect(warnings.join('\n')).toMatch(/RUB\.maxPayout/);
    expect(warnings.join('\n')).toMatch(/XYZ: not a currency/);
    // The whole file never fails the configuration.
    expect(parseOperatorConfig({ betLimits: JSON.stringify(raw) }).betLimits).toEqual(limits);
    expect(parseOperatorConfig({ betLimits: '[1, 2]' }).betLimits).toEqual({});
  });

  it('has no support chat or counter unless the operator configures one, and takes only https chat scripts', () => {
    expect(parseOperatorConfig({}).site.integrations).toEqual({ supportChatScript: null, metrikaCounterId: null });
    const chat = (supportChatScript: string) =>
      parseOperatorConfig({ site: JSON.stringify({ integrations: { supportChatScript } }) }).site.integrations;
    expect(chat('https://chat.example/w.js').supportChatScript).toBe('https://chat.example/w.js');
    expect(chat('http://127.0.0.1:4000/w.js').supportChatScript).toBe('http://127.0.0.1:4000/w.js');
    for (const bad of [
      'http://chat.example/w.js',
      'https://u:p@chat.example/w.js',
      'javascript:alert(1)',
      '//chat.example/w.js',
    ]) {
      expect(() => chat(bad)).toThrow(/operator\.json: integrations\.supportChatScript/);
    }
  });

  it('reports broken JSON', () => {
    expect(() => parseOperatorConfig({ seo: '{ nope' })).toThrow(/seo\.json: not valid JSON/);
  });
});

describe('config reload', () => {
  const dir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    writeFileSync(path.join(d, 'operator.json'), JSON.stringify({ blockedCountries: ['US'] }));
    return d;
  };

  it('applies a valid edit and bumps the version', () => {
    const d = dir();
    const store = new ConfigStore(d);
    const seen: number[] = [];
    store.onChange((c) => seen.push(c.version));
    writeFileSync(path.join(d, 'operator.json'), JSON.stringify({ blockedCountries: ['US', 'GB'] }));
    expect(store.reload()).toBe(true);
    expect(store.current.site.blockedCountries).toEqual(['US', 'GB']);
    expect(seen).toEqual([2]);
  });

  it('keeps the previous config when the new file is invalid, and logs why', () => {
    const d = dir();
    const store = new ConfigStore(d);
    const lines: string[] = [];
    const release = captureLog((l) => lines.push(l));
    writeFileSync(path.join(d, 'operator.json'), '{"blockedCountries": "US"}');
    expect(store.reload()).toBe(false);
    release();
    expect(store.current.site.blockedCountries).toEqual(['US']);
    expect(store.current.version).toBe(1);
    const line = JSON.parse(lines[0]!);
    expect(line.msg).toMatch(/invalid; keeping the running version/);
    expect(line.version).toBe(1);
    expect(line.problem).toMatch(/blockedCountries/);
  });

  it('picks up a change through the file watcher', async () => {
    const d = dir();
    const store = new ConfigStore(d);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    store.watch();
    try {
      const changed = new Promise((resolve) => store.onChange(resolve));
      writeFileSync(path.join(d, 'operator.json'), JSON.stringify({ blockedCountries: ['FR'] }));
      await changed;
      expect(store.current.site.blockedCountries).toEqual(['FR']);
    } finally {
      store.close();
    }
  });

  it('refuses to start on an invalid config', () => {
    const d = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    writeFileSync(path.join(d, 'operator.json'), '{"mirror": {"newLink": "ftp://x"}}');
    expect(() => new ConfigStore(d)).toThrow(ConfigError);
  });
});
