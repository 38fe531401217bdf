// A user-agent string → the words a player recognises ("Chrome on Windows"), for the
// sessions list and the login history. Only the common browsers and systems are named;
// anything else is "unknown" rather than a guess. Order matters: Edge, Opera, Samsung
// Internet and Yandex all also claim to be Chrome and Safari, Chrome claims Safari.

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b|\bOPT\//, 'Opera'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows Phone\b/, 'Windows Phone'],
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

// Raw strings are attacker-controlled and stored up to the API's limit; 512 characters
// is more than any real browser sends and bounds the regex work.
const MAX_UA = 512;

export function describeUserAgent(ua: string | null | undefined): DeviceDescription {
  const s = (ua ?? '').slice(0, MAX_UA);
  const browser = BROWSERS.find(([re]) => re.test(s))?.[1] ?? null;
  const os = SYSTEMS.find(([re]) => re.test(s))?.[1] ?? null;
  const mobile = /\bMobile\b|\biPhone\b|\bAndroid\b.*\bMobile\b|\bWindows Phone\b/.test(s);
  return { browser, os, mobile };
}

/**
 * The device in plain words through the caller's translations: "{{browser}} on {{os}}",
 * one of them alone, or the "unknown device" text.
 */
export function deviceLabel(
  ua: string | null | undefined,
  words: { both: (browser: string, os: string) => string; unknown: string },
): string {
  const { browser, os } = describeUserAgent(ua);
  if (browser && os) return words.both(browser, os);
  return browser ?? os ?? words.unknown;
}
