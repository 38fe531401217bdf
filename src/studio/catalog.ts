// The studio's games as it offers them to a casino: the entries of its providers.json listing
// (issue 21). The RTP of each is the one its mathematics computes, never a typed-in figure.
import type { ProviderGame } from '../contract/providers';
import { rouletteRtp } from './live/roulette';
import { SLOTS } from './slots';

const SLOT_CATEGORIES: Record<string, string> = {
  'lucky-sevens': 'classic',
  'pharaoh-lines': 'video',
  'candy-cascade': 'cascade',
  'dragon-vault': 'bonus_buy',
};

/** Baccarat's best bet (banker, 5 % commission), as the industry states the game's RTP. */
const BACCARAT_RTP = 98.94;

export function studioGames(): ProviderGame[] {
  const slots: ProviderGame[] = SLOTS.map((s) => ({
    code: s.code,
    title: s.title,
    kind: 'slots',
    image: `/images/studio/${s.code}.svg`,
    rtp: s.rtp,
    category: SLOT_CATEGORIES[s.code] ?? 'video',
    volatility: s.volatility,
    has_demo: true,
  }));
  return [
    ...slots,
    {
      code: 'roulette-live',
      title: 'European Roulette Live',
      kind: 'live',
      image: '/images/studio/roulette-live.svg',
      rtp: Math.round(rouletteRtp({ type: 'red' }) * 10_000) / 100,
      category: 'roulette',
      has_demo: true,
    },
    {
      code: 'baccarat-live',
      title: 'Baccarat Live',
      kind: 'live',
      image: '/images/studio/baccarat-live.svg',
      rtp: BACCARAT_RTP,
      category: 'baccarat',
      has_demo: true,
    },
  ];
}
