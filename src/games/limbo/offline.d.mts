export function limboOffline(
  floats: (count: number) => number[],
  params: { target: number },
  amount: number,
  pay: (amount: number, multiplier: number) => number,
): { outcome: { result: number }; multiplier: number; payout: number };
