import { z } from 'zod';

// What a provider's game page may tell the page around it. Only a hint: the page never shows
// these numbers, it asks the wallet for the balance when one arrives.

export const studioBalanceMessageSchema = z.object({
  type: z.literal('studio:balance'),
  balance: z.number().int().nonnegative(),
  currency: z.string().min(3).max(5),
});

/** True for a well-formed balance hint sent by the game frame we launched (its origin and its window). */
export function isBalanceHint(
  e: { origin: string; data: unknown; source: unknown },
  launchUrl: string,
  frame: unknown,
): boolean {
  let origin: string;
  try {
    origin = new URL(launchUrl).origin;
  } catch {
    return false;
  }
  return (
    frame != null && e.source === frame && e.origin === origin && studioBalanceMessageSchema.safeParse(e.data).success
  );
}
