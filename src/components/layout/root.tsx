import '../../styles.css';
import type { ReactNode } from 'react';
import { LOCALE_INFO } from '../../contract/common';
import { findSiteContext } from '../../site/context.server';
import { DevanagariFont } from './devanagari-font';

/** <html> for every page; the language comes from the request (prefix or default). */
export function Root({ children }: { children: ReactNode }) {
  const lang = findSiteContext()?.lang ?? 'ru';
  return (
    <html lang={LOCALE_INFO[lang].htmlLang} dir="ltr">
      <head>
        <meta name="theme-color" content="#0b0f1a" />
        <meta name="color-scheme" content="dark" />
        <link rel="icon" href="/images/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/images/icons/apple-touch-icon.png" />
        {lang === 'hi' && <DevanagariFont />}
      </head>
      <body className="bg-bg text-text antialiased">{children}</body>
    </html>
  );
}
