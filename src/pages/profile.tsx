import type { ReactNode } from 'react';
import { I18nProvider } from '../client/i18n';
import { PageFrame } from '../components/layout/page-frame';
import { AccessPanel } from '../components/profile/access-panel';
import { gameNames } from '../components/bonus/game-names';
import { BonusesSection } from '../components/profile/bonuses-section';
import { LoginHistory } from '../components/profile/login-history';
import { ProfileOverview } from '../components/profile/overview';
import { SettingsForm } from '../components/profile/settings-form';
import { ButtonLink } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { TabNav } from '../components/ui/tabs';
import { RgPanel } from '../components/wallet/rg-panel';
import { WalletHistory } from '../components/wallet/wallet-history';
import { WithdrawForm } from '../components/wallet/withdraw-form';
import { clientMessages } from '../i18n';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';
import { localePath } from '../site/locale';
import { getLoginHistoryFirstPage, getSessions } from '../site/profile-data.server';

export type ProfileSection = 'overview' | 'access' | 'bonuses' | 'history' | 'setting';

const TABS: { section: ProfileSection; path: string; label: string }[] = [
  { section: 'overview', path: '/profile', label: 'profile.overview' },
  { section: 'access', path: '/profile/access', label: 'profile.access' },
  { section: 'bonuses', path: '/profile/bonuses', label: 'profile.bonuses' },
  { section: 'history', path: '/profile/history', label: 'profile.history' },
  { section: 'setting', path: '/profile/setting', label: 'profile.setting' },
];

// The dictionaries the profile's client forms read (error texts, the shared password words).
const CLIENT_NAMESPACES = ['profile', 'reset', 'error', 'common', 'wallet', 'twoFactor'];

/**
 * The profile and its sections. The page is a thin server shell: overview and bonuses are
 * rendered here, the forms and lists are client components seeded with server data.
 * Anonymous visitors are asked to log in. /profile/bonuses without the bonus_balances flag
 * never gets here: src/site/redirects.ts sends it to /error?errorCode=404.
 */
export default async function ProfilePage({ section }: { section: ProfileSection }) {
  const ctx = getSiteContext();
  const t = getT();
  const link = (p: string) => localePath(ctx.lang, p);
  const user = ctx.profile?.user;
  const title = t(TABS.find((x) => x.section === section)!.label);
  if (!user) {
    return (
      <PageFrame title={title} noindex>
        <Card className="flex max-w-lg flex-col gap-3">
          <p data-testid="profile-login-required">{t('profile.loginRequired')}</p>
          <div className="flex flex-wrap gap-2">
            {/* The runtime opens the modal on click; without script the query flag does it after the load. */}
            <ButtonLink href={`${link(ctx.path)}?login=1`} data-open-modal="login">
              {t('auth.login')}
            </ButtonLink>
            <ButtonLink href={`${link(ctx.path)}?signup=1`} data-open-modal="register" variant="secondary">
              {t('auth.signup')}
            </ButtonLink>
          </div>
        </Card>
      </PageFrame>
    );
  }

  const tabs = TABS.filter((x) => x.section !== 'bonuses' || ctx.mirror.features.includes('bonus_balances'));
  const withI18n = (children: ReactNode) => (
    <I18nProvider lang={ctx.lang} messages={clientMessages(ctx.lang, CLIENT_NAMESPACES, ctx.config.texts)}>
      {children}
    </I18nProvider>
  );

  let body: ReactNode;
  switch (section) {
    case 'overview':
      body = (
        <div className="flex flex-col gap-6">
          <ProfileOverview user={user} />
          {withI18n(
            <Card as="section" className="max-w-2xl">
              <h2 className="mb-4 text-lg font-bold">{t('wallet.withdrawTitle')}</h2>
              <WithdrawForm timeZone={user.timezone} />
            </Card>,
          )}
        </div>
      );
      break;
    case 'bonuses':
      body = <BonusesSection user={user} />;
      break;
    case 'access':
      body = withI18n(
        <AccessPanel hasPassword={user.is_password_exists} sessions={await getSessions()} timeZone={user.timezone} />,
      );
      break;
    case 'history':
      body = withI18n(
        <div className="flex flex-col gap-6">
          <div className="rounded-[var(--radius-card)] border border-line bg-surface p-5">
            <WalletHistory
              timeZone={user.timezone}
              currency={user.currency ?? ctx.currency}
              games={gameNames(ctx.lang)}
            />
          </div>
          {/* The devices and addresses of each log-in, which the money history does not carry. */}
          <div className="rounded-[var(--radius-card)] border border-line bg-surface p-5">
            <LoginHistory initial={await getLoginHistoryFirstPage()} timeZone={user.timezone} />
          </div>
        </div>,
      );
      break;
    case 'setting':
      body = withI18n(
        <Card className="max-w-2xl">
          <SettingsForm
            initial={{
              locale: user.locale,
              timezone: user.timezone,
              is_avatar_hidden: user.is_avatar_hidden,
              is_statistics_hidden: user.is_statistics_hidden,
              public_name: user.public_name ?? null,
              public_name_next_change_at: user.public_name_next_change_at ?? null,
            }}
            lang={ctx.lang}
            path={ctx.path}
          />
        </Card>,
      );
      body = (
        <div className="flex flex-col gap-6">
          {body}
          {withI18n(
            <Card as="section" className="max-w-4xl">
              <h2 className="mb-4 text-lg font-bold">{t('wallet.rgTitle')}</h2>
              <RgPanel currency={user.currency} timeZone={user.timezone} />
            </Card>,
          )}
        </div>
      );
      break;
  }

  return (
    <PageFrame title={title} noindex>
      <div className="mb-6">
        <TabNav
          label={t('nav.profile')}
          current={link(ctx.path)}
          items={tabs.map((x) => ({ href: link(x.path), label: t(x.label) }))}
        />
      </div>
      {body}
    </PageFrame>
  );
}
