// Limbo for scripts/verify-bet.mjs (the offline verifier): written from
// /work/shared/design/fairness.md alone, plain JavaScript with no imports, so it runs on bare Node.
// k = floor(f × 2^32); result = max(1, floor(0.99 × 2^32 / (k + 1) × 100) / 100), computed as
// floor(99 × 2^32 / (k + 1)) hundredths (exact in doubles: 99 × 2^32 < 2^39). A win, result ≥
// target, pays the target.
//
//   node scripts/verify-bet.mjs --game limbo --server-seed <hex> --client-seed <text> --nonce 0 \
//        --params '{"target":2}' --amount 1000

/**
 * @param {(count: number) => number[]} floats the bet's floats, in order
 * @param {{ target: number }} params
 * @param {number} amount the stake, minor units
 * @param {(amount: number, multiplier: number) => number} pay the payout with its rounding float
 */
export function limboOffline(floats, params, amount, pay) {
  const k = Math.floor(floats(1)[0] * 2 ** 32);
  const hundredths = Math.max(100, Math.floor((99 * 2 ** 32) / (k + 1)));
  const target = Math.round(params.target * 100);
  const multiplier = hundredths >= target ? target / 100 : 0;
  return { outcome: { result: hundredths / 100 }, multiplier, payout: pay(amount, multiplier) };
}
