import type { ReactNode } from 'react';
import { getT } from '../../site/data.server';
import { Footer } from '../shell/footer';
import { Header } from '../shell/header';
import { Toaster } from '../ui/toaster';
import { applyRedirects } from './guard.server';

export function DefaultLayout({ children }: { children: ReactNode }) {
  applyRedirects();
  const t = getT();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('shell.skip')}
      </a>
      <Header />
      <main id="main" className="min-h-[60vh] py-6">
        {children}
      </main>
      <Footer />
      <Toaster closeLabel={t('common.close')} />
    </>
  );
}
