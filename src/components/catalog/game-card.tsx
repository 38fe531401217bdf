import type { Translate } from '../../client/i18n';
import { Badge } from '../ui/badge';
import { buttonClass } from '../ui/button';
import { type CatalogCardData, rtpText } from './catalog-data';

/**
 * One game of the catalog: art in a box of fixed proportions (the image has its width and height,
 * so nothing moves as it loads), name, provider, RTP / volatility / new badges, Play and Demo.
 * The name is a link stretched over the card; the buttons and the heart sit above it.
 */
export function GameCard({
  game,
  t,
  width,
  height,
  eager,
  primaryHref,
  favourite,
  onFavourite,
}: {
  game: CatalogCardData;
  t: Translate;
  width: number;
  height: number;
  eager: boolean;
  primaryHref: string;
  /** null: no heart (a visitor, or before the player's lists are known). */
  favourite: boolean | null;
  onFavourite: (slug: string, on: boolean) => void;
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)] transition-transform focus-within:border-accent hover:-translate-y-0.5 hover:border-accent">
      <div className="relative bg-elevated" style={{ aspectRatio: `${width} / ${height}` }}>
        <img
          src={game.picture}
          alt=""
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
        {game.isNew ? (
          <span className="absolute left-2 top-2" data-testid="badge-new">
            <Badge tone="win">{t('catalog.new')}</Badge>
          </span>
        ) : null}
        {favourite !== null ? (
          <button
            type="button"
            className="absolute right-2 top-2 z-10 grid size-9 place-items-center rounded-full border border-line bg-bg/80 text-lg leading-none backdrop-blur transition-colors hover:border-accent"
            aria-pressed={favourite}
            aria-label={t(favourite ? 'catalog.favouriteRemove' : 'catalog.favouriteAdd', { name: game.name })}
            data-testid="favourite-toggle"
            onClick={() => onFavourite(game.slug, !favourite)}
          >
            <span aria-hidden="true" className={favourite ? 'text-lose' : 'text-muted'}>
              {favourite ? '♥' : '♡'}
            </span>
          </button>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex flex-col gap-0.5">
          <h2 className="text-base font-semibold leading-snug">
            <a href={primaryHref} className="text-text no-underline after:absolute after:inset-0 after:content-['']">
              {game.name}
            </a>
          </h2>
          <span className="text-sm text-muted">{game.provider}</span>
        </div>
        <div className="flex flex-wrap gap-1">
          {game.rtpBp !== null ? (
            <Badge tone="muted">
              <span data-testid="badge-rtp">{t('catalog.rtp', { value: rtpText(game.rtpBp) })}</span>
            </Badge>
          ) : null}
          {game.volatility ? (
            <Badge tone={game.volatility === 'high' || game.volatility === 'very_high' ? 'gold' : 'accent'}>
              <span data-testid="badge-volatility">{t(`catalog.volatility.${game.volatility}`)}</span>
            </Badge>
          ) : null}
        </div>
        <div className="relative z-10 mt-auto flex gap-2 pt-1">
          <a href={game.playHref} className={buttonClass('primary', 'sm', 'flex-1')}>
            {t('catalog.play')}
          </a>
          {game.demoHref ? (
            <a href={game.demoHref} className={buttonClass('secondary', 'sm', 'flex-1')} data-testid="card-demo">
              {t('catalog.demo')}
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
