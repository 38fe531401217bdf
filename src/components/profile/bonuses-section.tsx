import { I18nProvider } from '../../client/i18n';
import type { ProfileResponse } from '../../contract/profile';
import { clientMessages } from '../../i18n';
import { getSiteContext } from '../../site/context.server';
import { getT } from '../../site/data.server';
import { formatMoney } from '../../site/format';
import { localePath } from '../../site/locale';
import { quietly } from '../../site/quietly';
import { gameNames } from '../bonus/game-names';
import { PlayerBonuses } from '../bonus/player-bonuses';
import { Card } from '../ui/card';

/**
 * /profile/bonuses (behind the bonus_balances flag, redirected in src/site/redirects.ts): the
 * bonus money the profile reports, then the player's bonuses (loaded with the page; the list
 * loads them itself when that call failed).
 */
export async function BonusesSection({ user }: { user: ProfileResponse['user'] }) {
  const ctx = getSiteContext();
  const t = getT();
  const money = (minor: number) => formatMoney(minor, user.currency ?? ctx.currency, ctx.lang);
  const bonuses = await quietly('player bonuses', ctx.api.playerBonuses(ctx.lang));
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <dl className="grid gap-4 sm:grid-cols-3" data-testid="profile-bonuses">
          <div className="flex flex-col gap-1">
            <dt className="text-xs text-muted">{t('profile.bonus')}</dt>
            <dd className="text-xl font-bold">{money(user.bonus)}</dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-xs text-muted">{t('profile.bonusBalance')}</dt>
            <dd className="text-xl font-bold">{money(user.bonus_balance)}</dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-xs text-muted">{t('bonus.totalBalance')}</dt>
            <dd className="text-xl font-bold">{money(user.total_balance)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm">
          <a href={localePath(ctx.lang, '/bonuses')} className="text-gold underline">
            {t('bonus.seeOffers')}
          </a>
        </p>
      </Card>
      <I18nProvider lang={ctx.lang} messages={clientMessages(ctx.lang, ['bonus', 'error', 'common'], ctx.config.texts)}>
        <PlayerBonuses
          initial={bonuses}
          games={gameNames(ctx.lang)}
          timeZone={user.timezone ?? null}
          vipHref={localePath(ctx.lang, '/vip-club')}
          empty={{ text: t('profile.bonusesEmpty'), href: localePath(ctx.lang, '/bonuses'), label: t('nav.bonuses') }}
        />
      </I18nProvider>
    </div>
  );
}
