import type { BetLimitKey } from '../../games/registry';
import { getSiteContext } from '../../site/context.server';
import { getBetLimits, getT } from '../../site/data.server';
import { formatMoney } from '../../site/format';
import { Card } from '../ui/card';

/**
 * The operator's bet limits for this game in the visitor's currency (spec section 9), and the most one
 * bet may pay. Not the minimum payout: that is the minimum withdrawal, shown in the withdrawal form
 * (issue 39: a "Minimum payout 100 ₽" card beside 1.98 ₽ wins read as a rule of the game).
 */
export async function BetLimits({ limitKey }: { limitKey: BetLimitKey }) {
  const ctx = getSiteContext();
  const t = getT();
  const limits = await getBetLimits().catch(() => null);
  const l = limits?.games[limitKey];
  const money = (v: number) => formatMoney(v, ctx.currency, ctx.lang);
  return (
    <Card as="section" className="flex flex-col gap-3">
      <h2 className="text-lg font-bold">{t('game.limits', { currency: ctx.currency })}</h2>
      {l && (l.min !== undefined || l.max !== undefined) ? (
        <dl className="grid grid-cols-2 gap-3" data-testid="bet-limits">
          <div className="rounded-lg bg-elevated p-3">
            <dt className="text-xs text-muted">{t('game.minBet')}</dt>
            <dd className="text-lg font-bold">{l.min !== undefined ? money(l.min) : '—'}</dd>
          </div>
          <div className="rounded-lg bg-elevated p-3">
            <dt className="text-xs text-muted">{t('game.maxBet')}</dt>
            <dd className="text-lg font-bold">{l.max !== undefined ? money(l.max) : '—'}</dd>
          </div>
          {limits?.maxPayout != null ? (
            <div className="col-span-2 rounded-lg bg-elevated p-3">
              <dt className="text-xs text-muted">{t('game.maxPayout')}</dt>
              <dd className="font-bold" data-testid="bet-limits-max-payout">
                {money(limits.maxPayout)}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-muted" data-testid="bet-limits">
          {t('game.noLimits', { currency: ctx.currency })}
        </p>
      )}
    </Card>
  );
}
