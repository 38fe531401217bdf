import { PageFrame } from '../components/layout/page-frame';
import { ButtonLink } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { BETTING } from '../content/pages';
import { GAME_INFO } from '../content/games';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';
import { localePath } from '../site/locale';

export default function BettingPage() {
  const ctx = getSiteContext();
  const t = getT();
  const b = BETTING[ctx.lang];
  return (
    <PageFrame title={GAME_INFO.betting[ctx.lang].name} lead={b.intro}>
      <img
        src="/images/games/betting.svg"
        alt=""
        width={320}
        height={200}
        className="mb-6 h-auto w-full max-w-md rounded-2xl border border-line"
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card as="section">
          <h2 className="mb-3 text-lg font-bold">{t('betting.sports')}</h2>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {b.sports.map((s) => (
              <li key={s} className="rounded-lg bg-elevated px-3 py-2">
                {s}
              </li>
            ))}
          </ul>
        </Card>
        <Card as="section">
          <h2 className="mb-3 text-lg font-bold">{t('betting.features')}</h2>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-muted">
            {b.features.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </Card>
      </div>
      {ctx.profile ? null : (
        <div className="mt-6">
          <ButtonLink href={`${localePath(ctx.lang, '/betting')}?signup=1`} size="lg">
            {t('auth.signup')}
          </ButtonLink>
        </div>
      )}
    </PageFrame>
  );
}
