import { BetLimits } from '../components/games/bet-limits';
import { PlayPanel } from '../components/games/play-panel';
import { RulesList } from '../components/games/rules-list';
import { PageFrame } from '../components/layout/page-frame';
import { Badge } from '../components/ui/badge';
import { Card } from '../components/ui/card';
import type { LimitedGame } from '../contract/common';
import { GAME_INFO } from '../content/games';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';

export type OriginalGame = Extract<LimitedGame, 'crash' | 'dice' | 'miner' | 'coinflip' | 'keno' | 'hilo' | 'roulette'>;

/** An in-house game's page: its stage, rules and limits. */
export default function GamePage({ game }: { game: OriginalGame }) {
  const ctx = getSiteContext();
  const t = getT();
  const info = GAME_INFO[game][ctx.lang];
  return (
    <PageFrame title={info.name} lead={info.tagline}>
      <div className="mb-4 flex gap-2">
        <Badge>{t('game.original')}</Badge>
        <Badge tone="win">{t('game.provablyFair')}</Badge>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(280px,1fr)]">
        <PlayPanel image={`/images/games/${game}.svg`} name={info.name} />
        <div className="flex flex-col gap-4">
          <BetLimits game={game} />
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
    </PageFrame>
  );
}
