import { ApiCallError } from '../contract/api-client';

/**
 * The answer of a call the page can do without, or null when it failed (logged, with the
 * API's status rather than a stack): mirror, geo, attribution reports, optional lists.
 */
export async function quietly<T>(what: string, p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    console.warn(`[site] ${what} failed:`, e instanceof ApiCallError ? e.message : (e as Error).message);
    return null;
  }
}
