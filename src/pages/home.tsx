import { GameCards } from '../components/games/game-cards';
import { PageFrame } from '../components/layout/page-frame';
import { ButtonLink } from '../components/ui/button';
import { LinkCard } from '../components/ui/card';
import { HOME } from '../content/pages';
import { getSiteContext } from '../site/context.server';
import { getCatalog, getT } from '../site/data.server';
import { gameHref } from '../games/registry';
import { localePath } from '../site/locale';
import { visibleGames } from '../site/visible-games';

export default async function HomePage() {
  const ctx = getSiteContext();
  const t = getT();
  const home = HOME[ctx.lang];
  const slots = (await getCatalog('slots')).slice(0, 6);
  const link = (p: string) => localePath(ctx.lang, p);
  // Crash, unless this host switches it off: then the first game it shows.
  const firstGame = visibleGames()[0]!;
  const featured = visibleGames()
    .filter((g) => g.card && (g.kind === 'instant' || g.kind === 'shared-round'))
    .slice(0, 4);
  return (
    <PageFrame title={home.heroTitle} hideHeading>
      <section className="mb-10 grid gap-8 overflow-hidden rounded-3xl border border-line bg-[radial-gradient(circle_at_20%_20%,rgb(124_92_255/0.35),transparent_55%),radial-gradient(circle_at_90%_80%,rgb(34_211_238/0.18),transparent_50%)] bg-surface p-6 sm:p-10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-center">
        <div>
          <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight sm:text-5xl">{home.heroTitle}</h1>
          <p className="mt-3 max-w-xl text-muted sm:text-lg">{home.heroText}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            {ctx.profile ? (
              <ButtonLink href={link(gameHref(firstGame))} size="lg">
                {t('home.playNow')}
              </ButtonLink>
            ) : (
              <ButtonLink href={`${link('/')}?signup=1`} size="lg">
                {t('auth.signup')}
              </ButtonLink>
            )}
            <ButtonLink href={link('/bonuses')} variant="secondary" size="lg">
              {t('nav.bonuses')}
            </ButtonLink>
          </div>
        </div>
        {/* The right half: four of our own games to start with, straight from the registry.
            Desktop only: on phones the lobby below shows the same cards. */}
        <nav aria-label={home.originalsTitle} className="hidden lg:block" data-testid="hero-games">
          <ul className="grid grid-cols-2 gap-3">
            {featured.map((g) => (
              <li key={g.slug}>
                <a
                  href={link(gameHref(g))}
                  className="flex items-center gap-3 rounded-2xl border border-line bg-bg/60 p-3 no-underline transition-colors hover:border-accent"
                >
                  <img
                    src={g.card!.image}
                    alt=""
                    width={56}
                    height={56}
                    className="shrink-0 rounded-xl"
                    fetchPriority="low"
                  />
                  <span className="min-w-0">
                    <span className="block font-bold text-text">{g.content[ctx.lang].name}</span>
                    <span className="line-clamp-2 text-xs text-muted">{g.content[ctx.lang].tagline}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </section>

      <section aria-labelledby="originals" className="mb-10">
        <h2 id="originals" className="mb-4 text-xl font-bold">
          {home.originalsTitle}
        </h2>
        <GameCards />
      </section>

      <section aria-labelledby="more" className="mb-10">
        <div className="mb-4 flex items-center justify-between">
          <h2 id="more" className="text-xl font-bold">
            {home.moreTitle}
          </h2>
          <a href={link('/games/slots')} className="text-sm font-semibold text-info no-underline hover:underline">
            {t('common.showAll')}
          </a>
        </div>
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
          {slots.map((s) => (
            <li key={s.slug}>
              <LinkCard
                href={link(`/games/slots/${s.slug}/demo`)}
                image={s.picture}
                imageWidth={300}
                imageHeight={400}
                title={s.name}
                subtitle={s.provider}
              />
            </li>
          ))}
        </ul>
      </section>

      <section className="grid gap-4 rounded-2xl border border-line bg-surface p-6 sm:grid-cols-[1fr_auto] sm:items-center">
        <div>
          <h2 className="text-xl font-bold">{home.fairTitle}</h2>
          <p className="mt-2 text-muted">{home.fairText}</p>
        </div>
        <ButtonLink href={link('/faq')} variant="secondary">
          {t('nav.faq')}
        </ButtonLink>
      </section>
    </PageFrame>
  );
}
