import { describe, expect, it } from 'vitest';
import { describeUserAgent, deviceLabel } from '../../src/components/profile/user-agent';
import { formatDateTime, timeZoneOptions } from '../../src/components/profile/time';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  yandexMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 YaBrowser/24.10.0.0 Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
};

describe('device names from user agents (sessions list, login history)', () => {
  it('names the browser a player actually uses, not the engine it imitates', () => {
    expect(describeUserAgent(UA.chromeWindows)).toEqual({ browser: 'Chrome', os: 'Windows', mobile: false });
    expect(describeUserAgent(UA.edgeWindows).browser).toBe('Edge');
    expect(describeUserAgent(UA.operaWindows).browser).toBe('Opera');
    expect(describeUserAgent(UA.yandexMac)).toEqual({ browser: 'Yandex Browser', os: 'macOS', mobile: false });
    expect(describeUserAgent(UA.samsungAndroid)).toEqual({ browser: 'Samsung Internet', os: 'Android', mobile: true });
    expect(describeUserAgent(UA.safariIphone)).toEqual({ browser: 'Safari', os: 'iOS', mobile: true });
    expect(describeUserAgent(UA.chromeIphone).browser).toBe('Chrome');
    expect(describeUserAgent(UA.firefoxLinux)).toEqual({ browser: 'Firefox', os: 'Linux', mobile: false });
    expect(describeUserAgent(UA.safariMac)).toEqual({ browser: 'Safari', os: 'macOS', mobile: false });
  });

  it('says "unknown" instead of guessing for scripts and missing agents', () => {
    const words = { both: (b: string, o: string) => `${b} on ${o}`, unknown: 'Unknown device' };
    expect(deviceLabel(UA.chromeWindows, words)).toBe('Chrome on Windows');
    expect(deviceLabel('curl/8.5.0', words)).toBe('Unknown device');
    expect(deviceLabel(null, words)).toBe('Unknown device');
    expect(deviceLabel('SomeBot (Linux)', words)).toBe('Linux');
  });
});

describe('login times in the player’s time zone', () => {
  const at = '2026-11-21T21:30:00.000Z';
  it('shows the same instant as the player’s local time', () => {
    expect(formatDateTime(at, 'en', 'Europe/Moscow')).toMatch(/Nov 22, 2026.*12:30\sAM/);
    expect(formatDateTime(at, 'en', 'America/New_York')).toMatch(/Nov 21, 2026.*4:30\sPM/);
  });
  it('falls back to a labelled UTC time for an unknown zone and keeps unreadable dates as they are', () => {
    expect(formatDateTime(at, 'en', 'Mars/Olympus')).toMatch(/9:30\sPM UTC/);
    expect(formatDateTime('yesterday', 'en', 'UTC')).toBe('yesterday');
  });
});

describe('time zone choices', () => {
  it('puts the saved zone and then the browser’s guess first, without repeats', () => {
    const all = ['Africa/Abidjan', 'Asia/Almaty', 'Europe/Moscow'];
    expect(timeZoneOptions(all, 'Europe/Moscow', 'Asia/Almaty')).toEqual([
      'Europe/Moscow',
      'Asia/Almaty',
      'Africa/Abidjan',
    ]);
    expect(timeZoneOptions(all, null, 'Asia/Almaty')).toEqual(['Asia/Almaty', 'Africa/Abidjan', 'Europe/Moscow']);
    // An alias the runtime does not list stays selectable, so the form shows what is saved.
    expect(timeZoneOptions(all, 'Europe/Kiev', null)[0]).toBe('Europe/Kiev');
  });
});
