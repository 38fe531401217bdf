// Plinko for scripts/verify-bet.mjs (the offline verifier): written from
// /work/shared/design/fairness.md alone, plain JavaScript with no imports, so it runs on bare Node.
// One float per row, direction = floor(f × 2) (0 left, 1 right); the bucket is the number of rights.
// The multiplier is the published table's (the game page shows it for each rows and risk), passed
// as --table like the wheel's and keno's.
//
//   node scripts/verify-bet.mjs --game plinko --server-seed <hex> --client-seed <text> --nonce 0 \
//        --params '{"rows":16,"risk":"medium"}' --amount 1000 --table '[110,41,10,5,3,1.5,1,0.5,0.3,…]'

/**
 * @param {(count: number) => number[]} floats the bet's floats, in order
 * @param {{ rows: number, risk: string }} params
 * @param {number} amount the stake, minor units
 * @param {(amount: number, multiplier: number) => number} pay the payout with its rounding float
 * @param {number[] | null} table the published multipliers of the bet's rows and risk, bucket 0 first
 */
export function plinkoOffline(floats, params, amount, pay, table) {
  const path = floats(params.rows).map((f) => Math.floor(f * 2));
  const bucket = path.reduce((sum, d) => sum + d, 0);
  if (!table)
    return { outcome: { bucket, path }, note: 'multiplier: the published table for rows/risk at bucket (--table)' };
  return { outcome: { bucket, path }, multiplier: table[bucket], payout: pay(amount, table[bucket]) };
}
