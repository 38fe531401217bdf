import { unstable_notFound as notFound } from 'waku/router/server';
import { I18nProvider } from '../../client/i18n';
import { clientMessages } from '../../i18n';
import { getGame } from '../../games/registry';
import { getSiteContext } from '../../site/context.server';
import { getCatalog, getLookup, getT } from '../../site/data.server';
import { localePath } from '../../site/locale';
import { PageFrame } from '../layout/page-frame';
import { RulesList } from '../games/rules-list';
import { Card } from '../ui/card';
import { type CatalogSection, rtpText, SECTIONS, toCard } from './catalog-data';
import { GameLauncher } from './game-launcher';

/**
 * A provider game's real-money (/play) or demo (/demo) page: the game in a frame (GameLauncher)
 * and what the player should know about it below. Crawlers get the page and the facts without a
 * game session.
 */
export async function GamePage({
  section,
  slug,
  mode,
}: {
  section: CatalogSection;
  slug: string;
  mode: 'demo' | 'play';
}) {
  const ctx = getSiteContext();
  const t = getT();
  const look = getLookup();
  const row = (await getCatalog(section)).find((r) => r.slug === slug);
  if (!row || (mode === 'demo' && !row.has_demo)) notFound();
  const game = toCard(section, row, ctx.lang, Date.now());
  const lobbyHref = localePath(ctx.lang, SECTIONS[section].path);
  const category = game.category
    ? (look(`catalog.categories.${game.category}`) ?? look(`live.kinds.${game.category}`) ?? game.category)
    : null;
  const facts: [string, string, string][] = [
    [t('catalog.info.provider'), game.provider, 'info-provider'],
    ...(game.rtpBp !== null ? [[t('catalog.info.rtp'), rtpText(game.rtpBp), 'rtp'] as [string, string, string]] : []),
    ...(game.volatility
      ? [
          [t('catalog.info.volatility'), t(`catalog.volatilityLevel.${game.volatility}`), 'info-volatility'] as [
            string,
            string,
            string,
          ],
        ]
      : []),
    ...(category ? [[t('catalog.info.category'), category, 'info-category'] as [string, string, string]] : []),
    [t('catalog.info.mode'), mode === 'demo' ? t('catalog.info.demo') : t('catalog.info.real'), 'info-mode'],
  ];
  return (
    <PageFrame
      title={mode === 'demo' ? t('slots.demoTitle', { name: game.name }) : game.name}
      lead={game.provider}
      description={t(section === 'live' ? 'seo.liveDescription' : 'seo.slotDescription', {
        name: game.name,
        provider: game.provider,
        brand: t('brand'),
      })}
      noindex={mode === 'play'}
    >
      <div className="flex flex-col gap-6">
        <I18nProvider lang={ctx.lang} messages={clientMessages(ctx.lang, ['catalog'], ctx.config.texts)}>
          <GameLauncher
            slug={game.slug}
            name={game.name}
            picture={game.picture}
            mode={mode}
            signedIn={ctx.profile !== null}
            bot={ctx.isBot}
            lobbyHref={lobbyHref}
            playHref={game.playHref}
            demoHref={game.demoHref}
            here={localePath(ctx.lang, ctx.path)}
          />
        </I18nProvider>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card as="section">
            <h2 className="mb-3 text-lg font-bold">{t('catalog.info.title')}</h2>
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3" data-testid="game-info">
              {facts.map(([label, value, id]) => (
                <div key={id}>
                  <dt className="text-muted">{label}</dt>
                  <dd className="font-semibold" data-testid={id}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-xs text-muted">{t('catalog.info.rtpNote')}</p>
          </Card>
          <Card as="section">
            <h2 className="mb-3 text-lg font-bold">{t('game.rules')}</h2>
            <RulesList rules={getGame(SECTIONS[section].game).content[ctx.lang].rules} />
          </Card>
        </div>
      </div>
    </PageFrame>
  );
}
