'use client';

import { getDefaultStore } from 'jotai';
import { type ReactNode, useEffect, useRef } from 'react';
import { useRouter } from 'waku/router/client';
import type { Lang, Region } from '../contract/common';
import type { Integrations } from '../contract/integrations';
import type { ProfileResponse } from '../contract/profile';
import { connectBus, seedClientState, sessionAtom } from './atoms';
import { trackDevice } from './device';
import { bus, forwardAnalyticsToDataLayer, REFRESH_FAILED } from './bus';
import { readTokenCookie } from './cookies';
import { configureHttp, type ServiceName } from './http-config';
import { I18nProvider, useT } from './i18n';
import { afterLoad } from './idle';
import { type IntegrationsHandle, startIntegrations } from './integrations';
import { interceptModalLinks, MODAL_QUERY_FLAGS, openModalFromQuery } from './modal-links';
import { guardLinks, removeQueryFlags, setNavigation } from './navigation';
import { startPwaRuntime } from './pwa';
import { serverViewArrived } from './server-view';
import { reloadPendingAtom } from './round-guard';
import { showToastAtom } from './toasts';
import { startWalletRuntime } from './wallet-runtime';

export interface ClientRuntimeProps {
  lang: Lang;
  apiBase: string;
  services: Partial<Record<ServiceName, string>>;
  region: Region | null;
  /** The server-rendered profile: the starting state, so the page makes no profile call on load. */
  initialProfile: ProfileResponse | null;
  ssoLink: string | null;
  isDev: boolean;
  /** The operator's optional support chat and analytics counter. */
  integrations: Integrations;
  /** clientMessages(lang, namespaces) from the server. */
  messages: Record<string, unknown>;
  children?: ReactNode;
}

let booted = false;
let integrations: IntegrationsHandle | null = null;

/** Once per page, before any client component renders or runs an effect. */
function boot(p: ClientRuntimeProps): void {
  const store = getDefaultStore();
  configureHttp({ apiBase: p.apiBase, services: p.services, region: p.region, lang: p.lang, store });
  if (booted) return;
  booted = true;
  seedClientState(store, { lang: p.lang, token: readTokenCookie(), ssoLink: p.ssoLink, profile: p.initialProfile });
  connectBus(store);
  forwardAnalyticsToDataLayer();
  startWalletRuntime(store);
  trackDevice(store);
  integrations = startIntegrations(p.integrations, afterLoad);
  startPwaRuntime({
    store,
    apiBase: p.apiBase,
    isDev: p.isDev,
    syncData: () => import('./session-actions').then((m) => m.reloadProfile()),
  });
  if (p.isDev) bus.on('*', (type, payload) => console.debug('[bus]', type, payload));
}

/**
 * The page's client runtime, mounted once by the default layout around the page: the
 * HTTP client, the bus → atoms connection, translations for client components, the
 * login/signup query flags and modal links, and the failed-refresh notice.
 */
export function ClientRuntime(props: ClientRuntimeProps) {
  // Not on the server: the module state there is shared by every request.
  if (typeof window !== 'undefined') boot(props);
  return (
    <I18nProvider lang={props.lang} messages={props.messages}>
      <RuntimeEffects lang={props.lang} initialProfile={props.initialProfile} />
      {props.children}
    </I18nProvider>
  );
}

function RuntimeEffects({ lang, initialProfile }: { lang: Lang; initialProfile: ProfileResponse | null }) {
  const t = useT();
  const router = useRouter();

  useEffect(() => {
    setNavigation({ refreshView: () => router.reload() });
  }, [router]);

  // Client-side route changes reach the operator's chat and analytics (the first page view is
  // the counter's own).
  const firstPath = useRef(true);
  const path = router.path;
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    integrations?.routeChanged(`${location.origin}${path}${location.search}`);
  }, [path]);

  useEffect(() => {
    openModalFromQuery(location.search, getDefaultStore().get(sessionAtom).token !== null);
    const stopLinks = interceptModalLinks(document);
    const stopGuard = guardLinks(document);
    // The runtime's listeners are in place: tests (and scripts) can wait for this mark.
    document.documentElement.dataset.clientReady = 'true';
    const onClose = () => removeQueryFlags(MODAL_QUERY_FLAGS);
    bus.on('modal-close', onClose);
    return () => {
      stopLinks();
      stopGuard();
      bus.off('modal-close', onClose);
    };
  }, []);

  useEffect(() => {
    const onLogout = ({ reason }: { reason?: string }) => {
      if (reason === REFRESH_FAILED)
        getDefaultStore().set(showToastAtom, {
          title: t('error.error'),
          text: t('runtime.cantRefresh'),
          tone: 'error',
        });
    };
    bus.on('logout', onLogout);
    return () => bus.off('logout', onLogout);
  }, [t]);

  // A reload waiting for the round to end (round-guard.ts): the player is told why nothing happens yet.
  useEffect(() => {
    const store = getDefaultStore();
    return store.sub(reloadPendingAtom, () => {
      if (store.get(reloadPendingAtom))
        store.set(showToastAtom, {
          title: t('runtime.updateWaiting'),
          text: t('runtime.updateWaitingText'),
          tone: 'info',
        });
    });
  }, [t]);

  // Client-side navigations re-render the layout with the server's newer view.
  const seen = useRef({ lang, initialProfile });
  useEffect(() => {
    const prev = seen.current;
    seen.current = { lang, initialProfile };
    if (lang !== prev.lang) bus.emit('locale-changed', { lang });
    if (initialProfile === prev.initialProfile) return;
    serverViewArrived(getDefaultStore(), initialProfile);
  }, [lang, initialProfile]);

  return null;
}
