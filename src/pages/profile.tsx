import { PageFrame } from '../components/layout/page-frame';
import { ButtonLink } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { TabNav } from '../components/ui/tabs';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';
import { formatMoney } from '../site/format';
import { localePath } from '../site/locale';

export type ProfileSection = 'overview' | 'access' | 'bonuses' | 'history' | 'setting';

const TABS: { section: ProfileSection; path: string; label: string }[] = [
  { section: 'overview', path: '/profile', label: 'profile.overview' },
  { section: 'access', path: '/profile/access', label: 'profile.access' },
  { section: 'bonuses', path: '/profile/bonuses', label: 'profile.bonuses' },
  { section: 'history', path: '/profile/history', label: 'profile.history' },
  { section: 'setting', path: '/profile/setting', label: 'profile.setting' },
];

/** The profile and its sections. Anonymous visitors are asked to log in. */
export default function ProfilePage({ section }: { section: ProfileSection }) {
  const ctx = getSiteContext();
  const t = getT();
  const link = (p: string) => localePath(ctx.lang, p);
  const user = ctx.profile?.user;
  const title = t(TABS.find((x) => x.section === section)!.label);
  if (!user) {
    return (
      <PageFrame title={title} noindex>
        <Card className="flex max-w-lg flex-col gap-3" >
          <p data-testid="profile-login-required">{t('profile.loginRequired')}</p>
          <div className="flex gap-2">
            <ButtonLink href={`${link(ctx.path)}?login=1`}>{t('auth.login')}</ButtonLink>
            <ButtonLink href={`${link(ctx.path)}?signup=1`} variant="secondary">{t('auth.signup')}</ButtonLink>
          </div>
        </Card>
      </PageFrame>
    );
  }
  const tabs = TABS.filter((x) => x.section !== 'bonuses' || ctx.mirror.features.includes('bonus_balances'));
  return (
    <PageFrame title={title} noindex>
      <div className="mb-6">
        <TabNav label={t('nav.profile')} current={link(ctx.path)} items={tabs.map((x) => ({ href: link(x.path), label: t(x.label) }))} />
      </div>
      <Card>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div><dt className="text-xs text-muted">{t('profile.name')}</dt><dd className="font-semibold">{user.name ?? '—'}</dd></div>
          <div><dt className="text-xs text-muted">{t('profile.email')}</dt><dd className="font-semibold">{user.email ?? '—'}</dd></div>
          <div><dt className="text-xs text-muted">{t('shell.balance')}</dt><dd className="font-semibold">{formatMoney(user.balance, user.currency ?? ctx.currency, ctx.lang)}</dd></div>
        </dl>
      </Card>
    </PageFrame>
  );
}
