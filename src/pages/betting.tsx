import { PageFrame } from '../components/layout/page-frame';
import { ButtonLink } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { BETTING } from '../content/pages';
import { getGame } from '../games/registry';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';
import { localePath } from '../site/locale';

export default function BettingPage() {
  const ctx = getSiteContext();
  const t = getT();
  const b = BETTING[ctx.lang];
  return (
    <PageFrame title={getGame('betting').content[ctx.lang].name} lead={b.intro}>
      {/* Laid out for the sportsbook to come: the event list will fill the wide column and the
          bet slip the side one. Nothing here looks clickable until it does something: the
          sports are plain text, not chips. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(280px,1fr)]">
        <Card as="section" className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <img
            src="/images/games/betting.svg"
            alt=""
            width={320}
            height={200}
            className="h-auto w-full shrink-0 rounded-xl border border-line sm:w-64"
          />
          <div>
            <h2 className="mb-2 text-lg font-bold">{t('betting.sports')}</h2>
            <p className="text-sm leading-relaxed text-muted" data-testid="betting-sports">
              {b.sports.join(' · ')}
            </p>
          </div>
        </Card>
        <Card as="section" className="flex flex-col gap-4">
          <h2 className="text-lg font-bold">{t('betting.features')}</h2>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-muted">
            {b.features.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          {ctx.profile ? null : (
            <ButtonLink href={`${localePath(ctx.lang, '/betting')}?signup=1`} size="lg">
              {t('auth.signup')}
            </ButtonLink>
          )}
        </Card>
      </div>
    </PageFrame>
  );
}
