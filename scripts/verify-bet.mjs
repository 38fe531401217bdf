#!/usr/bin/env node
// Offline verification of a bet (issue 11): needs nothing but Node and the published values.
// Written straight from /work/shared/design/fairness.md, independently of the site's code.
//
//   node scripts/verify-bet.mjs --game dice --server-seed <hex> --client-seed <text> --nonce 0 \
//        --params '{"target":50,"condition":"over"}' [--amount 1000] [--hash <committed sha256>]
// Games: dice, coinflip, keno, roulette, wheel, limbo, plinko (--table as the wheel's), cases (cases: --params '{"case":"starter","count":1}'
// and --amount the case price; the case's published items are read from --items '[[id,value,weight],…]';
// keno and wheel: --table '[…]' the published multipliers of the chosen risk and picks/segments),
// and finished rounds with their moves: miner --params '{"mines":3,"revealed":[4,11]}',
// hilo --params '{"actions":["higher","skip","lower"]}' (--amount the stake).
// Crash rounds come from the game's hash chain instead:
//   node scripts/verify-bet.mjs --game crash --round-hash <hex> --salt <text> [--previous-hash <hex>]
// (--previous-hash: the round before's hash, or the published terminating hash for round 1).
import { createHash, createHmac } from 'node:crypto';
import { parseArgs } from 'node:util';
// Each new game's offline case lives in its folder (plain JS, from fairness.md like the rest here).
import { limboOffline } from '../src/games/limbo/offline.mjs';
import { plinkoOffline } from '../src/games/plinko/offline.mjs';

const { values: a } = parseArgs({
  options: {
    game: { type: 'string' },
    'server-seed': { type: 'string' },
    'client-seed': { type: 'string' },
    nonce: { type: 'string', default: '0' },
    params: { type: 'string', default: '{}' },
    amount: { type: 'string', default: '100' },
    hash: { type: 'string' },
    items: { type: 'string' },
    table: { type: 'string' },
    'round-hash': { type: 'string' },
    salt: { type: 'string' },
    'previous-hash': { type: 'string' },
  },
});
const fail = (m) => {
  console.error(m);
  process.exit(2);
};
if (a.game === 'crash') {
  // r = the first 52 bits of HMAC_SHA256(key = the round hash's hex text, message = the salt),
  // X = r / 2^52, crash point max(1, floor(99 / (1 − X)) / 100), in integers (99 × 2^52 > 2^53).
  // The chain link: the previous round's hash is sha256 of this round hash's hex text.
  const h = a['round-hash'];
  if (!h || !/^[0-9a-f]{64}$/.test(h) || a.salt === undefined) fail('crash needs --round-hash <64 hex> and --salt');
  const r = BigInt(`0x${createHmac('sha256', h).update(a.salt).digest('hex').slice(0, 13)}`);
  const hundredths = (99n * 2n ** 52n) / (2n ** 52n - r);
  const out = { crash_point: Number(hundredths < 100n ? 100n : hundredths) / 100 };
  if (a['previous-hash'])
    out.links_to_previous = createHash('sha256').update(h, 'utf8').digest('hex') === a['previous-hash'];
  console.log(JSON.stringify(out, null, 2));
  process.exit(out.links_to_previous === false ? 1 : 0);
}
const server = a['server-seed'];
const client = a['client-seed'];
const nonce = Number(a.nonce);
if (!a.game || !server || client === undefined) fail('need --game, --server-seed and --client-seed');
if (!/^[0-9a-f]{64}$/.test(server)) fail('--server-seed must be the 64-character hex text');
const params = JSON.parse(a.params);
const amount = Number(a.amount);

const hash = createHash('sha256').update(server, 'utf8').digest('hex');
function floats(count) {
  const out = [];
  for (let round = 0; out.length < count; round++) {
    const b = createHmac('sha256', server).update(`${client}:${nonce}:${round}`).digest();
    for (let i = 0; i < 32 && out.length < count; i += 4)
      out.push(b[i] / 256 + b[i + 1] / 256 ** 2 + b[i + 2] / 256 ** 3 + b[i + 3] / 256 ** 4);
  }
  return out;
}
const shuffle = (n, fs) => {
  const rest = [...Array(n).keys()];
  return fs.map((f, i) => rest.splice(Math.floor(f * (n - i)), 1)[0]);
};
const m4 = (m) => Math.floor(m * 10_000 + 1e-7) / 10_000;
// A payout is amount × multiplier; a fraction of a minor unit is paid as a chance of one more unit,
// decided by the rounding float: the first 4 bytes of HMAC(server, `${client}:${nonce}:payout`).
const roundingFloat = () =>
  createHmac('sha256', server).update(`${client}:${nonce}:payout`).digest().readUInt32BE(0) / 2 ** 32;
const pay = (amt, m) => {
  const x = BigInt(amt) * BigInt(Math.round(m * 10_000));
  const rest = Number(x % 10_000n);
  return Number(x / 10_000n) + (roundingFloat() * 10_000 < rest ? 1 : 0);
};
const table = a.table ? JSON.parse(a.table) : null;

let result;
const [f0] = floats(1);
switch (a.game) {
  case 'dice': {
    // In whole hundredths: the roll 0–10000, the target a two-decimal number.
    const r = Math.floor(f0 * 10001);
    const t = Math.round(params.target * 100);
    const chance = (params.condition === 'over' ? 10000 - t : t) / 100;
    const win = params.condition === 'over' ? r > t : r < t;
    const m = win ? m4(99 / chance) : 0;
    result = { outcome: { roll: r / 100 }, multiplier: m, payout: pay(amount, m) };
    break;
  }
  case 'coinflip': {
    const side = ['heads', 'tails'][Math.floor(f0 * 2)];
    const m = side === params.side ? 1.98 : 0;
    result = { outcome: { side }, multiplier: m, payout: pay(amount, m) };
    break;
  }
  case 'keno': {
    const drawn = shuffle(40, floats(10)).map((n) => n + 1);
    const hits = params.numbers.filter((n) => drawn.includes(n));
    result = table
      ? { outcome: { drawn, hits }, multiplier: table[hits.length], payout: pay(amount, table[hits.length]) }
      : { outcome: { drawn, hits }, note: 'multiplier: the published table for risk/picks at hits.length (--table)' };
    break;
  }
  case 'roulette': {
    result = {
      outcome: { pocket: Math.floor(f0 * 37) },
      note: 'each winning placement pays amount × 36 / numbers covered',
    };
    break;
  }
  case 'wheel': {
    const segment = Math.floor(f0 * params.segments);
    result = table
      ? { outcome: { segment }, multiplier: table[segment], payout: pay(amount, table[segment]) }
      : { outcome: { segment }, note: 'multiplier: the published table for risk/segments at segment (--table)' };
    break;
  }
  case 'limbo':
    result = limboOffline(floats, params, amount, pay);
    break;
  case 'plinko':
    result = plinkoOffline(floats, params, amount, pay, table);
    break;
  case 'cases': {
    if (!a.items) fail('cases need --items');
    const items = JSON.parse(a.items);
    const total = items.reduce((s, i) => s + i[2], 0);
    const got = floats(params.count ?? 1).map((f) => {
      const t = Math.floor(f * total);
      let acc = 0;
      return items.find((i) => {
        acc += i[2];
        return t < acc;
      });
    });
    // One payout for the whole opening: the price × the items' summed values.
    const sum = got.reduce((s, i) => s + Math.round(i[1] * 10_000), 0) / 10_000;
    result = { outcome: { items: got.map((i) => ({ id: i[0], value: i[1] })) }, payout: pay(amount, sum) };
    break;
  }
  case 'miner': {
    // 25 tiles; the first k drawn are mines. After g safe picks: 0.99 × Π_{i<g} (25 − i) / (25 − k − i).
    const mines = shuffle(25, floats(params.mines));
    const at = params.revealed.findIndex((t) => mines.includes(t));
    let m = 0.99;
    for (let i = 0; i < params.revealed.length; i++) m *= (25 - i) / (25 - params.mines - i);
    m = at >= 0 ? 0 : params.revealed.length === 0 ? 1 : m4(m);
    result = { outcome: { mines, hit: at >= 0 ? params.revealed[at] : null }, multiplier: m, payout: pay(amount, m) };
    break;
  }
  case 'hilo': {
    // One float a card, card = floor(f × 52), rank = floor(card / 4); a guess pays 0.99 / P(win).
    const cards = floats(params.actions.length + 1).map((f) => Math.floor(f * 52));
    let m = 1;
    for (let i = 0; i < params.actions.length; i++) {
      const g = params.actions[i];
      if (g === 'skip') continue;
      const [r, next] = [Math.floor(cards[i] / 4), Math.floor(cards[i + 1] / 4)];
      const p = g === 'higher' ? (12 - r) / 13 : g === 'lower' ? r / 13 : 1 / 13;
      const won = g === 'higher' ? next > r : g === 'lower' ? next < r : next === r;
      if (!won) {
        m = 0;
        break;
      }
      m = m4(m * m4(0.99 / p));
    }
    result = { outcome: { cards }, multiplier: m, payout: pay(amount, m) };
    break;
  }
  default:
    fail(`unknown game ${a.game}`);
}
const out = { server_seed_hash: hash, ...result };
if (a.hash) out.hash_matches_commitment = a.hash === hash;
console.log(JSON.stringify(out, null, 2));
if (a.hash && a.hash !== hash) process.exit(1);
