export function plinkoOffline(
  floats: (count: number) => number[],
  params: { rows: number; risk: string },
  amount: number,
  pay: (amount: number, multiplier: number) => number,
  table: number[] | null,
):
  | { outcome: { bucket: number; path: number[] }; multiplier: number; payout: number }
  | { outcome: { bucket: number; path: number[] }; note: string };
