import type { Translate } from '../../i18n';

/** How a session began or a log-in was made, in words; a method we have no words for is shown as sent. */
export function methodLabel(method: string, t: Translate): string {
  const key = `profile.method.${method}`;
  const text = t(key);
  return text === key ? method : text;
}
