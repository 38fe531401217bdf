// The third-party tools an operator may switch on (operator.json `integrations`), as the page
// receives them. Shared by the server (CSP) and the client (loader).

export interface Integrations {
  supportChatScript: string | null;
  metrikaCounterId: number | null;
}

/** Yandex Metrika's tag and the origins it talks to (script, beacons, webvisor frames). */
export const METRIKA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';
export const METRIKA_ORIGINS = ['https://mc.yandex.ru', 'https://mc.yandex.com'];

/** Every origin the page may load from, call or frame for the switched-on tools. */
export function integrationOrigins(i: Integrations): string[] {
  const out = new Set<string>();
  if (i.supportChatScript) out.add(new URL(i.supportChatScript).origin);
  if (i.metrikaCounterId) for (const o of METRIKA_ORIGINS) out.add(o);
  return [...out];
}
