import { BalanceBadge } from '../../client/balance-badge';
import { getSiteContext } from '../../site/context.server';
import { getT } from '../../site/data.server';
import { formatMoney } from '../../site/format';
import { localePath } from '../../site/locale';
import { ButtonLink } from '../ui/button';
import { LangSwitcher } from './lang-switcher';
import { PRIMARY_NAV } from './nav';

function isCurrent(href: string, path: string) {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

/** The sections as links; desktop and phone show the same list in different dress. */
function NavLinks({ listClass, linkClass }: { listClass: string; linkClass: string }) {
  const ctx = getSiteContext();
  const t = getT();
  return (
    <ul className={listClass}>
      {PRIMARY_NAV.map((item) => (
        <li key={item.href}>
          <a
            href={localePath(ctx.lang, item.href)}
            aria-current={isCurrent(item.href, ctx.path) ? 'page' : undefined}
            className={linkClass}
          >
            {t(item.label)}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Header() {
  const ctx = getSiteContext();
  const t = getT();
  const here = localePath(ctx.lang, ctx.path);
  const user = ctx.profile?.user;
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-bg/90 backdrop-blur">
      <div className="container-wide flex h-16 items-center gap-3">
        <a
          href={localePath(ctx.lang, '/')}
          className="flex shrink-0 items-center gap-2 no-underline"
          aria-label={t('shell.home')}
        >
          <img src="/images/logo.svg" alt="" width={32} height={32} />
          <span className="hidden text-lg font-extrabold tracking-tight sm:inline">{t('brand')}</span>
        </a>
        <nav aria-label={t('shell.mainNav')} className="hidden min-w-0 flex-1 lg:block">
          <NavLinks
            listClass="flex items-center gap-1 overflow-x-auto"
            linkClass="block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-muted no-underline hover:bg-elevated hover:text-text aria-[current=page]:text-text aria-[current=page]:bg-elevated"
          />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LangSwitcher />
          {user ? (
            <>
              <BalanceBadge
                className="rounded-lg border border-line bg-surface px-3 py-2 text-sm font-bold"
                label={t('shell.balance')}
                lang={ctx.lang}
                fallbackCurrency={ctx.currency}
                initial={formatMoney(user.total_balance, user.currency ?? ctx.currency, ctx.lang)}
              />
              <ButtonLink href={localePath(ctx.lang, '/profile')} variant="secondary" aria-label={t('nav.profile')}>
                {user.name ?? t('nav.profile')}
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink
                href={`${here}?login=1`}
                variant="secondary"
                data-testid="login-button"
                data-open-modal="login"
              >
                {t('auth.login')}
              </ButtonLink>
              <ButtonLink
                href={`${here}?signup=1`}
                variant="primary"
                data-testid="signup-button"
                data-open-modal="register"
              >
                {t('auth.signup')}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
      {/* Phones and tablets: the same sections as a scrollable strip. */}
      <nav aria-label={t('shell.mainNav')} className="border-t border-line lg:hidden">
        <NavLinks
          listClass="container-wide flex gap-1 overflow-x-auto py-2"
          linkClass="block whitespace-nowrap rounded-full border border-line px-3 py-1.5 text-sm font-semibold text-muted no-underline aria-[current=page]:border-accent aria-[current=page]:text-text"
        />
      </nav>
    </header>
  );
}
