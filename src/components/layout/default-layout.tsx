import type { ReactNode } from 'react';
import { getSiteContext } from '../../site/context.server';
import { getT } from '../../site/data.server';
import { matchRoute } from '../../site/routes';
import { Footer } from '../shell/footer';
import { Header } from '../shell/header';
import { Toaster } from '../ui/toaster';
import { applyRedirects } from './guard.server';

export function DefaultLayout({ children }: { children: ReactNode }) {
  applyRedirects();
  const t = getT();
  // The route table flags game pages; styles and the client runtime read the flag.
  const route = matchRoute(getSiteContext().path)?.route;
  return (
    <>
      <a href="#main" className="skip-link">
        {t('shell.skip')}
      </a>
      <Header />
      <main id="main" className="min-h-[60vh] py-6" data-game={route?.game ? 'true' : undefined} data-full-width={route?.fullWidth ? 'true' : undefined}>
        {children}
      </main>
      <Footer />
      <Toaster closeLabel={t('common.close')} />
    </>
  );
}
