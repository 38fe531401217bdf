import { BalanceBadge } from '../../client/balance-badge';
import { getSiteContext } from '../../site/context.server';
import { getT } from '../../site/data.server';
import { formatMoney } from '../../site/format';
import { localePath } from '../../site/locale';
import { ButtonLink } from '../ui/button';
import { Tooltip } from '../ui/tooltip';
import { LangSwitcher } from './lang-switcher';
import { visibleGames } from '../../site/visible-games';
import { primaryNav } from './nav';
import { type OverflowNavItem, OverflowNav } from '../layout/overflow-nav';
import { MenuEscape } from '../layout/menu-escape';

function isCurrent(href: string, path: string) {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

/** The sections, translated and marked current, for both bars (desktop top, phone bottom). */
function navItems(): OverflowNavItem[] {
  const ctx = getSiteContext();
  const t = getT();
  return primaryNav(visibleGames()).map((item) => ({
    href: localePath(ctx.lang, item.href),
    label: t(item.label),
    current: isCurrent(item.href, ctx.path),
  }));
}

export function Header() {
  const ctx = getSiteContext();
  const t = getT();
  const here = localePath(ctx.lang, ctx.path);
  const user = ctx.profile?.user;
  const items = navItems();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-bg/90 backdrop-blur">
      <div className="container-wide flex h-16 items-center gap-3">
        <a
          href={localePath(ctx.lang, '/')}
          className="flex shrink-0 items-center gap-2 no-underline"
          data-testid="logo-link"
        >
          <img src="/images/logo.svg" alt="" width={32} height={32} />
          {/* The name is the visible text (axe: label-content-name-mismatch); phones hear it too. */}
          <span className="sr-only text-lg font-extrabold tracking-tight sm:not-sr-only">{t('brand')}</span>
          <span className="sr-only">, {t('shell.home')}</span>
        </a>
        <OverflowNav
          items={items}
          label={t('shell.mainNav')}
          moreLabel={t('shell.more')}
          variant="top"
          testId="main-nav"
        />
        <div className="ml-auto flex items-center gap-2">
          <LangSwitcher />
          {user ? (
            <>
              <Tooltip text={t('shell.balanceHint')} testId="balance-hint">
                <BalanceBadge
                  className="rounded-lg border border-line bg-surface px-2 py-1 text-sm font-bold sm:px-3"
                  label={t('shell.balance')}
                  bonusLabel={t('shell.bonus')}
                  lang={ctx.lang}
                  fallbackCurrency={ctx.currency}
                  initial={formatMoney(user.balance, user.currency ?? ctx.currency, ctx.lang)}
                  initialBonus={formatMoney(user.bonus_balance, user.currency ?? ctx.currency, ctx.lang)}
                />
              </Tooltip>
              {/* Below lg the bottom bar carries Deposit and Profile (BottomNav): a 360 px header
                  has no room for them beside the balance. */}
              <div className="hidden items-center gap-2 lg:flex">
                {/* Without script the flag opens PayIn after the load; with it, a click opens it in place. */}
                <ButtonLink
                  href={`${here}?deposit=1`}
                  variant="gold"
                  data-testid="deposit-button"
                  data-open-modal="payin"
                >
                  {t('shell.deposit')}
                </ButtonLink>
                <ButtonLink href={localePath(ctx.lang, '/profile')} variant="secondary" aria-label={t('nav.profile')}>
                  {/* The public name (the one the feeds show); `name` is private (a provider's real name). */}
                  {user.public_name ?? t('nav.profile')}
                </ButtonLink>
              </div>
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
      <MenuEscape />
    </header>
  );
}

/**
 * Phones and tablets: a bottom bar, as casino apps have, with the same overflow rule. Rendered
 * outside <header>: the header's backdrop filter would make it the box `fixed` is relative to.
 */
export function BottomNav() {
  const t = getT();
  const ctx = getSiteContext();
  return (
    <OverflowNav
      items={navItems()}
      label={t('shell.bottomNav')}
      moreLabel={t('shell.more')}
      variant="bottom"
      testId="bottom-nav"
      actions={ctx.profile?.user ? <PlayerShortcuts /> : undefined}
    />
  );
}

const SHORTCUT =
  'flex min-w-14 flex-col items-center justify-center gap-0.5 rounded-lg px-1.5 text-[11px] leading-tight font-semibold whitespace-nowrap no-underline';

/** The phone bar's Deposit and Profile for a player: always in the bar, never in "More". */
function PlayerShortcuts() {
  const ctx = getSiteContext();
  const t = getT();
  const here = localePath(ctx.lang, ctx.path);
  return (
    <div className="flex shrink-0 items-stretch gap-1 py-1 pr-1">
      {/* As the header's button: the flag without script, PayIn in place with it. */}
      <a
        href={`${here}?deposit=1`}
        data-open-modal="payin"
        data-testid="bottom-deposit"
        className={`${SHORTCUT} bg-gold text-[#1a1203]`}
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M12 5v14M5 12h14" strokeLinecap="round" />
        </svg>
        {t('shell.deposit')}
      </a>
      <a
        href={localePath(ctx.lang, '/profile')}
        data-testid="bottom-profile"
        aria-current={isCurrent('/profile', ctx.path) ? 'page' : undefined}
        className={`${SHORTCUT} text-muted aria-[current=page]:bg-elevated aria-[current=page]:text-text`}
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 4-6 8-6s8 2 8 6" strokeLinecap="round" />
        </svg>
        {t('nav.profile')}
      </a>
    </div>
  );
}
