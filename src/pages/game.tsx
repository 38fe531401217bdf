import { Suspense } from 'react';
import { BetLimits } from '../components/games/bet-limits';
import { GameStage, labels, VerifierCard, verifiableSlugs } from '../components/games/game-stage';
import { LiveBets, type LiveBetsLabels } from '../components/games/live-bets';
import { RulesList } from '../components/games/rules-list';
import { PageFrame } from '../components/layout/page-frame';
import { Badge } from '../components/ui/badge';
import { Card } from '../components/ui/card';
import { Tooltip } from '../components/ui/tooltip';
import { findGame, type GameSlug } from '../games/registry';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';

/** An in-house game's page: its stage, rules and limits (the registry's `game` page). */
export default function GamePage({ game }: { game: GameSlug }) {
  const ctx = getSiteContext();
  const t = getT();
  const entry = findGame(game)!;
  const info = entry.content[ctx.lang];
  return (
    <PageFrame title={info.name} lead={info.tagline}>
      <div className="mb-4 flex gap-2">
        <Tooltip text={t('game.originalHint')} testId="badge-original">
          <Badge>{t('game.original')}</Badge>
        </Tooltip>
        <Tooltip text={t('game.provablyFairHint')} testId="badge-fair">
          <Badge tone="win">{t('game.provablyFair')}</Badge>
        </Tooltip>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(280px,1fr)]">
        <GameStage game={game} image={entry.card?.image ?? `/images/games/${game}.svg`} name={info.name} />
        <div className="flex flex-col gap-4">
          {entry.limitKey ? <BetLimits limitKey={entry.limitKey} /> : null}
          <Card as="section">
            <h2 className="mb-2 text-lg font-bold">{t('game.about')}</h2>
            <p className="text-sm text-muted">{info.description}</p>
          </Card>
        </div>
      </div>
      <Card as="section" className="mt-6">
        <h2 className="mb-3 text-lg font-bold">{t('game.rules')}</h2>
        <RulesList rules={info.rules} />
      </Card>
      {/* Boundaries of their own: React hydrates them after the game and yields in between, so
          the page's one long hydration task becomes several short ones (Lighthouse TBT). */}
      <Suspense fallback={null}>
        <LiveBets game={game} labels={labels('liveBets', LIVE_BETS_KEYS)} verifiable={verifiableSlugs()} />
      </Suspense>
      <Suspense fallback={null}>
        <VerifierCard game={game} />
      </Suspense>
    </PageFrame>
  );
}

const LIVE_BETS_KEYS = [
  'title',
  'all',
  'big',
  'mine',
  'player',
  'hidden',
  'bet',
  'multiplier',
  'payout',
  'empty',
  'details',
  'close',
  'serverSeedHash',
  'clientSeed',
  'nonce',
  'serverSeed',
  'notRevealed',
  'choices',
  'outcome',
  'verified',
  'mismatch',
] as const satisfies readonly (keyof LiveBetsLabels)[];
