import { gameAtPath } from '../../games/registry';
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
  // Only our own games (registry kind instant or shared-round) can be proven fair; a provider's
  // slot or live table is not ours to prove, and the sportsbook has no seeds.
  const kind = gameAtPath(ctx.path)?.kind;
  const ours = kind === 'instant' || kind === 'shared-round';
  return (
    <section aria-label={name} className="overflow-hidden rounded-2xl border border-line bg-surface">
      <div className="relative bg-gradient-to-b from-elevated to-surface">
        {/* Sized to the viewport, not the column: at 1440×900 the art once grew to ~1000 px and
            pushed the play buttons below the fold. */}
        <img
          src={image}
          alt=""
          width={320}
          height={200}
          className="mx-auto block h-auto max-h-[min(55vh,560px)] w-full object-contain"
          data-testid="game-frame"
        />
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
        {ours ? (
          <span className="ml-auto">
            <FairnessButton />
          </span>
        ) : null}
      </div>
    </section>
  );
}
