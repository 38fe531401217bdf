// The API's operations as data (issue 23): each area's file lists its calls once, with the very
// zod schemas its handlers parse and answer with; document.ts turns the list into OpenAPI 3.1.
import { z } from 'zod';
import { apiErrorSchema } from '../../contract/errors';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** How a call proves who calls it. */
export type Auth =
  /** Anyone. */
  | 'none'
  /** A player's session: `Authorization: Bearer <token>` (401 without a live one). */
  | 'player'
  /** Anyone; a player's bearer token, when sent, makes the answer theirs. */
  | 'optional'
  /** The operator's METRICS_TOKEN as a bearer token. */
  | 'metrics'
  /** The operator's back office: ADMIN_TOKEN as a bearer token (decision 066). */
  | 'admin'
  /** A game provider's request signature (Hub88: X-Hub88-Signature over the body). */
  | 'provider';

export interface Op {
  method: Method;
  /** As Hono writes it (`/wallet/deposits/:id`); the document writes `{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  auth?: Auth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The body is a form (`application/x-www-form-urlencoded`) rather than JSON. */
  form?: boolean;
  /** The 200 answer: a zod schema of the contract, or a kind of answer that has none. */
  response?: z.ZodType | 'json' | 'html' | 'text' | 'pem' | 'sse' | 'redirect' | 'prometheus';
  /** `Idempotency-Key` is required (bets, round actions): else it is optional on POST/PUT/PATCH/DELETE. */
  key?: boolean;
  /**
   * Other statuses the call answers, besides 401/413/422 implied above: 4xx in the spec's error shape,
   * 302 a redirect (a browser navigation that also redirects on some outcomes).
   */
  errors?: number[];
  /** Its refusals are an HTML page (a browser form), besides the JSON ones of the shared steps. */
  errorPage?: boolean;
  /** Statuses whose body is not the error shape (451 of /geo_ip keeps the geo data). */
  other?: Record<number, { description: string; schema: z.ZodType }>;
}

/** The spec's error shape (section 5), one component every 4xx refers to. */
export const errorSchema = apiErrorSchema
  .extend({
    // walletErrorResponse and public-name refusals add the numbers behind a refusal (a limit, an
    // amount, when a name may change again): declared, so a strict client does not reject them.
    details: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({ description: 'The figures behind some refusals (a limit and its amounts, a retry time)' }),
  })
  .meta({ id: 'ApiError', description: 'The spec\u2019s error shape' });

/** A JSON answer whose shape the contract does not fix yet: described as an object, no more. */
export const looseObject = z
  .record(z.string(), z.unknown())
  .meta({ description: 'JSON object (shape not yet in the contract)' });

/** `METHOD /path` strings of the contract's path tables → [method, path]. */
export function call(line: string): { method: Method; path: string } {
  const [method, path] = line.split(' ') as [string, string];
  return { method: method.toLowerCase() as Method, path: path.replace(/\{(\w+)\}/g, ':$1') };
}

/** `/a/:id` → `/a/{id}`. */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, '{$1}');

/** The names of a path's parameters. */
export const pathParamNames = (honoPath: string) => [...honoPath.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
