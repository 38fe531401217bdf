import { getSiteContext } from '../../site/context.server';
import { getT } from '../../site/data.server';
import { localePath } from '../../site/locale';
import { ButtonLink } from '../ui/button';
import { FairnessButton } from './fairness';

/**
 * The game stage. The playable screens arrive with each game's own issue; until then
 * the stage shows the game's art and what the player needs to do to play.
 */
export function PlayPanel({ image, name, demoHref }: { image: string; name: string; demoHref?: string | undefined }) {
  const ctx = getSiteContext();
  const t = getT();
  const here = localePath(ctx.lang, ctx.path);
  return (
    <section aria-label={name} className="overflow-hidden rounded-2xl border border-line bg-surface">
      <div className="relative bg-gradient-to-b from-elevated to-surface">
        <img src={image} alt="" width={320} height={200} className="h-auto w-full" />
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-line p-4">
        {ctx.profile ? (
          <p className="text-sm text-muted" data-testid="play-status">
            {t('game.stageSoon')}
          </p>
        ) : (
          <>
            <ButtonLink href={`${here}?signup=1`} size="lg">
              {t('game.signupToPlay')}
            </ButtonLink>
            <ButtonLink href={`${here}?login=1`} variant="secondary" size="lg">
              {t('auth.login')}
            </ButtonLink>
          </>
        )}
        {demoHref ? (
          <ButtonLink href={demoHref} variant="ghost" size="lg">
            {t('game.demo')}
          </ButtonLink>
        ) : null}
        <span className="ml-auto">
          <FairnessButton />
        </span>
      </div>
    </section>
  );
}
