// What the game stages (src/games/<slug>/stage.tsx) share: their labels read from the page's
// dictionary, the autobet panel's texts, and the "Provably fair" dialog under a screen. Server
// code: the stages pass plain texts to their client screens.
import type { ReactNode } from 'react';
import { I18nProvider } from '../../client/i18n';
import { clientMessages } from '../../i18n';
import type { BetLimitKey } from '../../games/registry';
import { getSiteContext } from '../../site/context.server';
import { getBetLimits, getT } from '../../site/data.server';
import type { AutobetLabels } from './autobet-panel';
import type { PlayLabels } from './screen-kit';
import { FairnessButton } from './fairness';
import { GamePrefsToggles } from './game-prefs-toggles';
import { firstStake, type StakeKit, type StakeLabels } from './stake-limits';

/** The texts every play screen shows: the fun switch and demo balance, the result, the log-in hint. */
export const PLAY_KEYS = [
  'fun',
  'funBalance',
  'win',
  'lose',
  'loginToPlay',
] as const satisfies readonly (keyof PlayLabels)[];

const AUTOBET_KEYS = [
  'title',
  'bets',
  'stopLoss',
  'stopWin',
  'onWin',
  'onLoss',
  'reset',
  'increaseBy',
  'start',
  'stop',
  'progress',
  'stopped_count',
  'stopped_loss',
  'stopped_win',
  'stopped_error',
  'stopped_player',
  'problem_stake',
  'problem_bets',
  'problem_stopLoss',
  'problem_stopWin',
  'problem_percent',
] as const satisfies readonly (keyof AutobetLabels)[];

/** `prefix.key` for each key, in the page's language. */
export function labels<K extends string>(prefix: string, keys: readonly K[]): Record<K, string> {
  const t = getT();
  return Object.fromEntries(keys.map((k) => [k, t(`${prefix}.${k}`)])) as Record<K, string>;
}

/** The autobet panel's texts; the progress placeholders are filled in the browser. */
export function autobetLabels(): AutobetLabels {
  return {
    ...labels('autobet', AUTOBET_KEYS),
    progress: getT()('autobet.progress', { placed: '{{placed}}', total: '{{total}}', net: '{{net}}' }),
  };
}

const STAKE_KEYS = [
  'half',
  'double',
  'min',
  'max',
  'tooLow',
  'tooHigh',
  'payoutCap',
  'invalid',
  'chips',
] as const satisfies readonly (keyof StakeLabels)[];

/**
 * The stake rules of a game in the visitor's currency (the player's once signed in), as GET
 * /bet-limits has them in force: the screen offers only stakes the table takes. Limits that cannot
 * be read give a bare minimum of one minor unit and no maximum: the server still refuses the rest.
 */
export async function stakeKit(limitKey: BetLimitKey | null): Promise<StakeKit> {
  const ctx = getSiteContext();
  const limits = await getBetLimits().catch(() => null);
  const l = limitKey ? limits?.games[limitKey] : undefined;
  return {
    min: Math.max(1, l?.min ?? 1),
    max: l?.max ?? null,
    maxPayout: limits?.maxPayout ?? null,
    currency: ctx.currency,
    lang: ctx.lang,
    labels: {
      ...labels('stake', STAKE_KEYS),
      // The placeholders are filled in the browser (t would drop them as missing parameters).
      tooLow: getT()('stake.tooLow', { limit: '{{limit}}' }),
      tooHigh: getT()('stake.tooHigh', { limit: '{{limit}}' }),
      payoutCap: getT()('stake.payoutCap', { multiplier: '{{multiplier}}', payout: '{{payout}}', limit: '{{limit}}' }),
    },
  };
}

/** The field's first text for a kit: one major unit moved inside the limits ("0.10" for a table of 0.01–0.10 $). */
export const firstStakeText = (kit: StakeKit) => (firstStake(kit) / 100).toFixed(2);

/** Texts of the strip of recent results every game shows. */
export const recentLabel = () => getT()('gameKit.recent');

/** What every game screen takes from its stage besides its own texts: the stake rules, the first stake, the strip's label. */
export interface PlayKit {
  kit: StakeKit;
  firstStake: string;
  recentLabel: string;
}

/** The PlayKit of a game (its limit key), for a stage to spread into its screen's props. */
export async function playKit(limitKey: BetLimitKey): Promise<PlayKit> {
  const kit = await stakeKit(limitKey);
  return { kit, firstStake: firstStakeText(kit), recentLabel: recentLabel() };
}

/**
 * A screen with the sound and turbo switches and the "Provably fair" dialog under it, inside the
 * kit's texts (gameKit: the bet number, the fair line's names) for its client pieces.
 */
export function withFairness(screen: ReactNode) {
  const t = getT();
  const { lang, config } = getSiteContext();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <I18nProvider lang={lang} messages={clientMessages(lang, ['gameKit'], config.texts)}>
        {screen}
      </I18nProvider>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <GamePrefsToggles sound={t('gameKit.sound')} turbo={t('gameKit.turbo')} />
        <FairnessButton />
      </div>
    </div>
  );
}
