import { ApiCallError } from '../contract/api-client';
import { logFor } from '../server/log.server';

const log = logFor('site');

/**
 * The answer of a call the page can do without, or null when it failed (logged, with the
 * API's status rather than a stack): mirror, geo, attribution reports, optional lists.
 */
export async function quietly<T>(what: string, p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    log.warn({ what, status: e instanceof ApiCallError ? e.status : undefined, err: e }, 'optional read failed');
    return null;
  }
}
