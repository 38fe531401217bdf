import { I18nProvider } from '../client/i18n';
import { defaultCurrency } from '../client/local-defaults';
import { gameNames } from '../components/bonus/game-names';
import { PromoForm } from '../components/bonus/promo-form';
import { BonusTermsList, bonusHeadline } from '../components/bonus/terms';
import { PageFrame } from '../components/layout/page-frame';
import { Card } from '../components/ui/card';
import { BONUSES } from '../content/pages';
import { clientMessages } from '../i18n';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';
import { localePath } from '../site/locale';
import { quietly } from '../site/quietly';

/**
 * /bonuses: the offers for the visitor's region and currency with every term written out (the
 * same list the profile shows while wagering), the promo field, then how bonuses work here.
 * A visitor sees the amounts in the currency registration would give them.
 */
export default async function BonusesPage() {
  const ctx = getSiteContext();
  const t = getT();
  const b = BONUSES[ctx.lang];
  const currency = ctx.profile?.user.currency ?? defaultCurrency(ctx.region, ctx.lang);
  const offers = await quietly('bonus offers', ctx.api.bonusOffers(currency, ctx.lang));
  const games = gameNames(ctx.lang);
  return (
    <PageFrame title={t('nav.bonuses')} lead={b.intro}>
      <div className="flex flex-col gap-8">
        <section aria-labelledby="bonus-offers" className="flex flex-col gap-4">
          <div>
            <h2 id="bonus-offers" className="text-xl font-bold">
              {t('bonus.offersTitle')}
            </h2>
            <p className="text-sm text-muted">{t('bonus.offersIntro', { currency })}</p>
          </div>
          {offers === null ? (
            <Card>
              <p data-testid="bonus-offers-failed">{t('bonus.offersFailed')}</p>
            </Card>
          ) : offers.length === 0 ? (
            <Card>
              <p data-testid="bonus-offers-none">{t('bonus.offersNone')}</p>
            </Card>
          ) : (
            <ul className="flex flex-col gap-4" data-testid="bonus-offers">
              {offers.map((o) => (
                <li
                  key={o.id}
                  className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]"
                  data-testid={`bonus-offer-${o.id}`}
                >
                  <div>
                    <h3 className="text-lg font-bold text-gold">{o.name}</h3>
                    <p className="font-semibold">{bonusHeadline(o.terms, t, ctx.lang, games)}</p>
                  </div>
                  <BonusTermsList terms={o.terms} amount={o.terms.amount} t={t} lang={ctx.lang} games={games} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <I18nProvider
          lang={ctx.lang}
          messages={clientMessages(ctx.lang, ['bonus', 'error', 'common'], ctx.config.texts)}
        >
          <PromoForm profileHref={localePath(ctx.lang, '/profile/bonuses')} />
        </I18nProvider>
        <section aria-labelledby="bonus-how" className="flex flex-col gap-4">
          <h2 id="bonus-how" className="text-xl font-bold">
            {t('bonus.howTitle')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {b.offers.map((o) => (
              <Card as="li" key={o.title} className="flex flex-col gap-2">
                <h3 className="text-lg font-bold text-gold">{o.title}</h3>
                <p className="text-sm">{o.text}</p>
                <p className="text-xs text-muted">{o.terms}</p>
              </Card>
            ))}
          </ul>
        </section>
      </div>
    </PageFrame>
  );
}
