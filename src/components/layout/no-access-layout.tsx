import type { ReactNode } from 'react';
import { getT } from '../../site/data.server';
import { LangSwitcher } from '../shell/lang-switcher';
import { applyRedirects } from './guard.server';

/** The no-access layout: no navigation into the product, only the notice. */
export function NoAccessLayout({ children }: { children: ReactNode }) {
  applyRedirects();
  const t = getT();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="container-page flex h-16 items-center justify-between">
        <span className="flex items-center gap-2 text-lg font-extrabold">
          <img src="/images/logo.svg" alt="" width={32} height={32} />
          {t('brand')}
        </span>
        <LangSwitcher />
      </header>
      <main id="main" className="container-page flex flex-1 items-center justify-center py-10">
        {children}
      </main>
    </div>
  );
}
