'use client';

import { getDefaultStore } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { useRouter } from 'waku/router/client';
import type { Lang, Region } from '../contract/common';
import type { ProfileResponse } from '../contract/profile';
import { connectBus, seedClientState, sessionAtom } from './atoms';
import { bus, forwardAnalyticsToDataLayer, REFRESH_FAILED } from './bus';
import { readTokenCookie } from './cookies';
import { configureHttp, type ServiceName } from './http-config';
import { I18nProvider, useT } from './i18n';
import { interceptModalLinks, MODAL_QUERY_FLAGS, openModalFromQuery } from './modal-links';
import { removeQueryFlags, setNavigation } from './navigation';
import { showToastAtom } from './toasts';

export interface ClientRuntimeProps {
  lang: Lang;
  apiBase: string;
  services: Partial<Record<ServiceName, string>>;
  region: Region | null;
  /** The server-rendered profile: the starting state, so the page makes no profile call on load. */
  initialProfile: ProfileResponse | null;
  ssoLink: string | null;
  isDev: boolean;
  /** clientMessages(lang, namespaces) from the server. */
  messages: Record<string, unknown>;
  children?: ReactNode;
}

let booted = false;

/** Once per page, before any client component renders or runs an effect. */
function boot(p: ClientRuntimeProps): void {
  const store = getDefaultStore();
  configureHttp({ apiBase: p.apiBase, services: p.services, region: p.region, lang: p.lang, store });
  if (booted) return;
  booted = true;
  seedClientState(store, { lang: p.lang, token: readTokenCookie(), ssoLink: p.ssoLink, profile: p.initialProfile });
  connectBus(store);
  forwardAnalyticsToDataLayer();
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

  useEffect(() => {
    openModalFromQuery(location.search, getDefaultStore().get(sessionAtom).token !== null);
    const stopLinks = interceptModalLinks(document);
    const onClose = () => removeQueryFlags(MODAL_QUERY_FLAGS);
    bus.on('modal-close', onClose);
    return () => {
      stopLinks();
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

  // Client-side navigations re-render the layout with the server's newer view.
  const seen = useRef({ lang, initialProfile });
  useEffect(() => {
    const prev = seen.current;
    seen.current = { lang, initialProfile };
    if (lang !== prev.lang) bus.emit('locale-changed', { lang });
    if (initialProfile === prev.initialProfile) return;
    if (initialProfile) bus.emit('profile-loaded', initialProfile);
    else if (getDefaultStore().get(sessionAtom).token && !readTokenCookie())
      bus.emit('logout', { reason: 'profile_failed' });
  }, [lang, initialProfile]);

  return null;
}
