import { LANGS, LOCALE_INFO } from '../../contract/common';
import { getSiteContext } from '../../site/context.server';
import { getT } from '../../site/data.server';
import { langSwitchHref } from '../../site/locale';

/**
 * The language menu: plain links to the same page in each language, inside a
 * native disclosure (keyboard and screen-reader friendly without script). Following
 * a link saves the choice in the locale cookie.
 */
export function LangSwitcher() {
  const ctx = getSiteContext();
  const t = getT();
  return (
    <details className="group relative" data-testid="lang-switcher" data-menu>
      <summary className="flex h-10 cursor-pointer list-none items-center gap-1 rounded-lg border border-line px-3 text-sm font-semibold text-muted hover:text-text [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>
        <span className="uppercase">{ctx.lang}</span>
        {/* No aria-label: the name starts with the visible code (axe: label-content-name-mismatch). */}
        <span className="sr-only"> — {t('shell.language')}</span>
      </summary>
      <ul className="absolute right-0 z-40 mt-2 w-44 rounded-xl border border-line bg-elevated p-1 shadow-2xl">
        {LANGS.map((l) => (
          <li key={l}>
            <a
              href={langSwitchHref(l, ctx.path, ctx.url.search)}
              hrefLang={LOCALE_INFO[l].htmlLang}
              lang={LOCALE_INFO[l].htmlLang}
              aria-current={l === ctx.lang ? 'true' : undefined}
              className={`block rounded-lg px-3 py-2 text-sm no-underline hover:bg-line ${l === ctx.lang ? 'font-bold text-text' : 'text-muted'}`}
            >
              {LOCALE_INFO[l].name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
