import type { Integrations } from '../contract/integrations';
import { METRIKA_SCRIPT } from '../contract/integrations';
import { CHAT_ROUTE_UPDATE_DELAY_MS, SESSION_REPLAY_POLL_LIMIT_MS, SESSION_REPLAY_POLL_MS } from './ui-timings';

// The operator's optional tools (operator.json `integrations`): a support chat and an analytics
// counter with session replay. Both load after the page is idle and never hold it up; a tool
// that fails to load is only logged.

type Ym = (id: number, method: string, ...args: unknown[]) => void;
type WithYm = Window & { ym?: Ym };

export const CHAT_ROUTE_EVENT = 'casino:route-change';

function addScript(src: string): void {
  const el = document.createElement('script');
  el.src = src;
  el.async = true;
  el.onerror = () => console.warn(`[integrations] ${src} failed to load`);
  document.head.append(el);
}

/**
 * Calls `ready` once `probe` finds the tool, looking every `everyMs` for at most `limitMs`
 * (spec section 9: session replay, every 100 ms for up to 10 s); gives up quietly.
 */
export function pollFor<T>(
  probe: () => T | undefined,
  ready: (found: T) => void,
  everyMs = SESSION_REPLAY_POLL_MS,
  limitMs = SESSION_REPLAY_POLL_LIMIT_MS,
): () => void {
  let waited = 0;
  const timer = setInterval(() => {
    const found = probe();
    waited += everyMs;
    if (found !== undefined) {
      clearInterval(timer);
      ready(found);
    } else if (waited >= limitMs) {
      // A blocked or failed counter is the visitor's choice or the tool's fault: no noise.
      clearInterval(timer);
    }
  }, everyMs);
  return () => clearInterval(timer);
}

export interface IntegrationsHandle {
  /** Tell the tools the page changed (the router's path changed). */
  routeChanged(url: string): void;
}

/** Loads the switched-on tools; returns what the runtime calls on route changes. */
export function startIntegrations(i: Integrations, afterIdle: (run: () => void) => void): IntegrationsHandle {
  let counter: { ym: Ym; id: number } | null = null;
  afterIdle(() => {
    if (i.supportChatScript) addScript(i.supportChatScript);
    if (i.metrikaCounterId) {
      const id = i.metrikaCounterId;
      addScript(METRIKA_SCRIPT);
      pollFor(
        () => (window as WithYm).ym,
        (ym) => {
          ym(id, 'init', { clickmap: true, trackLinks: true, webvisor: true });
          counter = { ym, id };
        },
      );
    }
  });
  let chatTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    routeChanged(url) {
      counter?.ym(counter.id, 'hit', url);
      if (!i.supportChatScript) return;
      // The chat widget re-reads the page a beat after the new route has rendered.
      clearTimeout(chatTimer);
      chatTimer = setTimeout(
        () => window.dispatchEvent(new CustomEvent(CHAT_ROUTE_EVENT, { detail: { url } })),
        CHAT_ROUTE_UPDATE_DELAY_MS,
      );
    },
  };
}
