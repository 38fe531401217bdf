import { isbot } from 'isbot';

// isbot keeps a maintained list of crawler user agents; we add only the spec's rule
// that Google's and Yandex's crawlers skip the geo check (they crawl from anywhere).
export function detectBot(userAgent: string | null | undefined): { isBot: boolean; skipGeo: boolean } {
  const ua = userAgent ?? '';
  const isBot = isbot(ua);
  return { isBot, skipGeo: isBot && /google|yandex/i.test(ua) };
}
