// Demo catalog rows. ON CONFLICT keeps an operator's later edits to these rows.
const games = [
  ['crash', 'original', 10],
  ['dice', 'original', 20],
  ['miner', 'original', 30],
  ['coinflip', 'original', 40],
  ['keno', 'original', 50],
  ['hilo', 'original', 60],
  ['roulette', 'original', 70],
  ['cases', 'cases', 80],
  ['rooms', 'rooms', 90],
  ['slots', 'slots', 100],
  ['live-casino', 'live', 110],
  ['betting', 'sport', 120],
] as const;

// price in kopecks (RUB minor units)
const cases = [
  ['starter', 'Starter', 4900, 10],
  ['bronze', 'Bronze', 9900, 20],
  ['silver', 'Silver', 24900, 30],
  ['gold', 'Gold', 49900, 40],
  ['platinum', 'Platinum', 99900, 50],
  ['diamond', 'Diamond', 249900, 60],
  ['cyber', 'Cyber', 19900, 70],
  ['dragon', 'Dragon', 149900, 80],
] as const;

// rtp in basis points (9620 = 96.20 %)
const slots = [
  ['fruit-party', 'Fruit Party', 'Aurora Games', 9650],
  ['book-of-sun', 'Book of Sun', 'Aurora Games', 9621],
  ['neon-sevens', 'Neon Sevens', 'Pixel Reels', 9600],
  ['gold-rush', 'Gold Rush', 'Pixel Reels', 9590],
  ['steppe-wolf', 'Steppe Wolf', 'Nomad Studio', 9645],
  ['lucky-lotus', 'Lucky Lotus', 'Nomad Studio', 9610],
  ['space-gems', 'Space Gems', 'Aurora Games', 9670],
  ['wild-bison', 'Wild Bison', 'Pixel Reels', 9580],
  ['sweet-bonanza-x', 'Sweet Stack', 'Sugar Labs', 9648],
  ['pirate-bay', 'Pirate Bay', 'Sugar Labs', 9600],
] as const;

const live = [
  ['lightning-roulette', 'Lightning Roulette', 'Studio One', 'roulette', true],
  ['speed-baccarat', 'Speed Baccarat', 'Studio One', 'baccarat', false],
  ['blackjack-vip', 'Blackjack VIP', 'Studio One', 'blackjack', false],
  ['crazy-wheel', 'Crazy Wheel', 'Show Games', 'game-show', true],
  ['dream-catcher', 'Dream Catcher', 'Show Games', 'game-show', true],
  ['andar-bahar', 'Andar Bahar', 'Ganga Live', 'cards', false],
] as const;

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

export default [
  `INSERT INTO games (slug, kind, sort) VALUES ${games.map(([s, k, o]) => `(${q(s)}, ${q(k)}, ${o})`).join(', ')} ON CONFLICT DO NOTHING;`,
  `INSERT INTO cases (slug, name, price, picture, sort) VALUES ${cases
    .map(([s, n, p, o]) => `(${q(s)}, ${q(n)}, ${p}, ${q(`/images/cases/${s}.svg`)}, ${o})`)
    .join(', ')} ON CONFLICT DO NOTHING;`,
  `INSERT INTO slots (slug, name, provider, picture, rtp_bp, sort) VALUES ${slots
    .map(([s, n, p, r], i) => `(${q(s)}, ${q(n)}, ${q(p)}, ${q(`/images/slots/${s}.svg`)}, ${r}, ${i * 10})`)
    .join(', ')} ON CONFLICT DO NOTHING;`,
  `INSERT INTO live_tables (slug, name, provider, kind, picture, has_demo, sort) VALUES ${live
    .map(([s, n, p, k, d], i) => `(${q(s)}, ${q(n)}, ${q(p)}, ${q(k)}, ${q(`/images/live/${s}.svg`)}, ${d}, ${i * 10})`)
    .join(', ')} ON CONFLICT DO NOTHING;`,
].join('\n');
