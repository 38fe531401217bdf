import type { ReactNode } from 'react';
import { ClientRuntime } from '../../client/runtime';
import { clientMessages } from '../../i18n';
import { getSiteContext } from '../../site/context.server';
import { getT } from '../../site/data.server';
import { matchRoute } from '../../site/routes';
import { AuthModals } from '../auth/auth-modals';
import { WaitingBonus } from '../bonus/waiting-bonus';
import { Footer } from '../shell/footer';
import { BottomNav, Header } from '../shell/header';
import { InstallBanner } from '../shell/install-banner';
import { Toaster } from '../ui/toaster';
import { PlayerProtection } from '../wallet/player-protection';
import { applyRedirects } from './guard.server';

/** Translation namespaces the shell's client components use, sent with every page: keep it to
 * those (the profile and reset pages add their own around their subtree). */
const CLIENT_NAMESPACES = ['runtime', 'error', 'common', 'auth', 'phone', 'payin', 'bonus', 'twoFactor'];

export function DefaultLayout({ children }: { children: ReactNode }) {
  applyRedirects();
  const t = getT();
  const ctx = getSiteContext();
  // The route table flags game pages; styles and the client runtime read the flag.
  const route = matchRoute(ctx.path)?.route;
  return (
    <ClientRuntime
      lang={ctx.lang}
      apiBase={ctx.apiBase}
      services={ctx.serviceBases}
      region={ctx.region}
      initialProfile={ctx.profile}
      ssoLink={ctx.mirror.sso}
      isDev={ctx.isDev}
      integrations={ctx.config.site.integrations}
      messages={clientMessages(ctx.lang, CLIENT_NAMESPACES, ctx.config.texts)}
    >
      <a href="#main" className="skip-link">
        {t('shell.skip')}
      </a>
      <Header />
      <WaitingBonus />
      <main
        id="main"
        className="min-h-[60vh] py-6"
        data-game={route?.game ? 'true' : undefined}
        data-full-width={route?.fullWidth ? 'true' : undefined}
      >
        {children}
      </main>
      <Footer />
      {/* Room for the phone bottom bar so it never covers the footer. */}
      <div className="h-16 lg:hidden" />
      <BottomNav />
      <InstallBanner />
      <Toaster closeLabel={t('common.close')} />
      <AuthModals region={ctx.region} />
      <PlayerProtection />
    </ClientRuntime>
  );
}
