import type { ProfileResponse } from '../../contract/profile';
import { getSiteContext } from '../../site/context.server';
import { getT } from '../../site/data.server';
import { formatMoney } from '../../site/format';
import { localePath } from '../../site/locale';
import { Card } from '../ui/card';
import { EmptyState } from '../ui/empty-state';

/**
 * /profile/bonuses (behind the bonus_balances flag, redirected in src/site/redirects.ts):
 * the bonus money the profile reports; the list of bonuses arrives with the bonus system.
 */
export function BonusesSection({ user }: { user: ProfileResponse['user'] }) {
  const ctx = getSiteContext();
  const t = getT();
  const money = (minor: number) => formatMoney(minor, user.currency ?? ctx.currency, ctx.lang);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <dl className="grid gap-4 sm:grid-cols-2" data-testid="profile-bonuses">
          <div className="flex flex-col gap-1">
            <dt className="text-xs text-muted">{t('profile.bonus')}</dt>
            <dd className="text-xl font-bold">{money(user.bonus)}</dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-xs text-muted">{t('profile.bonusBalance')}</dt>
            <dd className="text-xl font-bold">{money(user.bonus_balance)}</dd>
          </div>
        </dl>
      </Card>
      <Card>
        <EmptyState
          icon="🎁"
          text={t('profile.bonusesEmpty')}
          action={{ href: localePath(ctx.lang, '/bonuses'), label: t('nav.bonuses') }}
          testId="bonuses-empty"
        />
      </Card>
    </div>
  );
}
