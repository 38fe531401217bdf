import { I18nProvider } from '../client/i18n';
import { defaultCurrency } from '../client/local-defaults';
import { PageFrame } from '../components/layout/page-frame';
import { Card } from '../components/ui/card';
import { VipPanel } from '../components/vip/vip-panel';
import { VIP } from '../content/pages';
import { clientMessages } from '../i18n';
import { levelsView } from '../server/vip/vip.server';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';
import { LOCALE_INFO } from '../contract/common';
import { formatMoney } from '../site/format';

/**
 * /vip-club: the levels of the operator's vip.json with what each gives (in the player's currency,
 * or the one registration would give a visitor), the player's progress and claims (VipPanel), and
 * how the club works.
 */
export default function VipPage() {
  const ctx = getSiteContext();
  const t = getT();
  const v = VIP[ctx.lang];
  const cfg = ctx.config.vip;
  const currency = ctx.profile?.user.currency ?? defaultCurrency(ctx.region, ctx.lang);
  const levels = levelsView(cfg, ctx.lang, currency);
  const nf = new Intl.NumberFormat(LOCALE_INFO[ctx.lang].iso);
  const money = (minor: number) => formatMoney(minor, currency, ctx.lang);
  const rate = cfg.points[currency];
  return (
    <PageFrame title={t('nav.vip')} lead={v.intro}>
      <div className="flex flex-col gap-6">
        <I18nProvider lang={ctx.lang} messages={clientMessages(ctx.lang, ['vip', 'error', 'common'], ctx.config.texts)}>
          <VipPanel />
        </I18nProvider>
        <section aria-labelledby="vip-levels-title" className="flex flex-col gap-3">
          <div>
            <h2 id="vip-levels-title" className="text-xl font-bold">
              {t('vip.levelsTitle')}
            </h2>
            {rate ? <p className="text-sm text-muted">{t('vip.pointsRule', { amount: money(rate) })}</p> : null}
          </div>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" data-testid="vip-levels">
            {levels.map((l) => (
              <Card as="li" key={l.id} className="flex flex-col gap-2">
                <p className="text-xs text-muted">{t('vip.levelN', { n: l.level })}</p>
                <h3 className="text-lg font-bold text-gold">{l.name}</h3>
                <p className="text-xs text-muted">{t('vip.from', { points: nf.format(l.minPoints) })}</p>
                <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
                  {l.rakeback > 0 ? <li>{t('vip.perkRakeback', { percent: nf.format(l.rakeback) })}</li> : null}
                  {l.levelUp ? <li>{t('vip.perkLevelUp', { amount: money(l.levelUp) })}</li> : null}
                  {l.weekly ? <li>{t('vip.perkWeekly', { amount: money(l.weekly) })}</li> : null}
                  {l.monthly ? <li>{t('vip.perkMonthly', { amount: money(l.monthly) })}</li> : null}
                </ul>
              </Card>
            ))}
          </ol>
          {levels.some((l) => l.weekly || l.monthly) ? (
            <p className="text-sm text-muted">{t('vip.rewardsCap', { share: cfg.rewardsEdgeShare })}</p>
          ) : null}
        </section>
        <Card as="section">
          <h2 className="mb-2 text-lg font-bold">{t('vip.howTo')}</h2>
          <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-muted">
            {v.howTo.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ol>
        </Card>
      </div>
    </PageFrame>
  );
}
