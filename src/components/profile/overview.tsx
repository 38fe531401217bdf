import type { ReactNode } from 'react';
import { verificationView } from '../../contract/auth';
import type { ProfileResponse } from '../../contract/profile';
import { getSiteContext } from '../../site/context.server';
import { getLookup, getT } from '../../site/data.server';
import { formatMoney } from '../../site/format';
import { localePath } from '../../site/locale';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { ConfirmContactButton, LogoutButton, VerifyButton } from './overview-actions';

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-1" data-testid={testId}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2 font-semibold break-all">{children}</dd>
    </div>
  );
}

/** /profile: who the player is, what they hold, and where their checks stand. */
export function ProfileOverview({ user }: { user: ProfileResponse['user'] }) {
  const ctx = getSiteContext();
  const t = getT();
  const lookup = getLookup();
  const currency = user.currency ?? ctx.currency;
  const money = (minor: number) => formatMoney(minor, currency, ctx.lang);
  const verifiedBadge = (verified: boolean) => (
    <Badge tone={verified ? 'win' : 'muted'}>{t(verified ? 'profile.verified' : 'profile.notVerified')}</Badge>
  );

  // Spec section 4: raw statuses map onto pending / failed / success.
  const view = verificationView(user.verification.data?.status);
  const verificationText = view
    ? t(`profile.verification.${view}`)
    : t(user.verification.is_need ? 'profile.verification.needed' : 'profile.verification.notRequired');
  const verificationTone =
    view === 'success' ? 'win' : view === 'failed' ? 'gold' : view === 'pending' ? 'accent' : 'muted';

  const premium = user.premium.status;
  const premiumText =
    premium === 'none' ? t('profile.premium.none') : (lookup(`profile.premium.${premium}`) ?? premium);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="profile-overview">
          <Item label={t('profile.name')}>{user.name ?? '—'}</Item>
          <Item label={t('profile.publicName.label')} testId="profile-public-name">
            {user.public_name ? <bdi>{user.public_name}</bdi> : '—'}
            {user.is_statistics_hidden && user.public_name ? (
              <Badge tone="muted">{t('profile.publicName.hiddenBadge')}</Badge>
            ) : null}
            <a href={localePath(ctx.lang, '/profile/setting')} className="text-sm font-normal">
              {t(user.public_name ? 'profile.publicName.change' : 'profile.publicName.choose')}
            </a>
          </Item>
          <Item label={t('profile.email')} testId="profile-email">
            {user.email ?? '—'}
            {user.email ? verifiedBadge(user.is_email_verified) : null}
            {user.email && !user.is_email_verified ? (
              <ConfirmContactButton channel="email" login={user.email} label={t('profile.confirmContact')} />
            ) : null}
          </Item>
          <Item label={t('profile.phone')} testId="profile-phone">
            {user.phone ?? '—'}
            {user.phone ? verifiedBadge(user.is_phone_verified) : null}
            {user.phone && !user.is_phone_verified ? (
              <ConfirmContactButton channel="phone" login={user.phone} label={t('profile.confirmContact')} />
            ) : null}
          </Item>
          <Item label={t('shell.balance')} testId="profile-balance">
            {money(user.balance)}
          </Item>
          <Item label={t('profile.bonusBalance')}>{money(user.bonus_balance)}</Item>
          <Item label={t('profile.currency')}>{user.currency ?? t('profile.currencyNotChosen')}</Item>
        </dl>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <Card className="flex flex-col gap-3">
          <h2 className="text-lg font-bold">{t('profile.premium.title')}</h2>
          <p data-testid="profile-premium">
            <Badge tone={premium === 'none' ? 'muted' : 'gold'}>{premiumText}</Badge>
          </p>
          {premium === 'none' ? (
            <a href={localePath(ctx.lang, '/vip-club')} className="text-sm">
              {t('profile.premium.about')}
            </a>
          ) : null}
        </Card>
        <Card className="flex flex-col gap-3">
          <h2 className="text-lg font-bold">{t('profile.verification.title')}</h2>
          <p data-testid="profile-verification" data-status={view ?? 'none'}>
            <Badge tone={verificationTone}>{verificationText}</Badge>
          </p>
          {user.verification.is_need ? (
            <div>
              <VerifyButton label={t('profile.verification.start')} />
            </div>
          ) : null}
        </Card>
      </div>

      <div>
        <LogoutButton label={t('profile.logout')} />
      </div>
    </div>
  );
}
