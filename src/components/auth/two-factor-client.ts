import { ApiRequestError } from '../../client/api-error';
import type { Translate } from '../../client/i18n';
import { twoFactorRequiredSchema } from '../../contract/two-factor';

// The site's side of two-factor login (src/contract/two-factor.ts): small and free of the API
// client, so the login forms can ask "was that a 2FA challenge?" without loading more.

/**
 * The challenge of a first factor answered with 403 two_factor_required, or null. The error's
 * body keeps only the spec's error shape, so the challenge is read from the raw answer.
 */
export function challengeOf(err: unknown): string | null {
  if (!(err instanceof ApiRequestError) || err.status !== 403) return null;
  const raw = (err.cause as { data?: unknown } | undefined)?.data;
  const parsed = twoFactorRequiredSchema.safeParse(raw);
  return parsed.success ? parsed.data.two_factor.challenge : null;
}

/** Translates the 2FA error codes from the twoFactor namespace, everything else as usual. */
export const withTwoFactorErrors =
  (t: Translate): Translate =>
  (key, vars) =>
    key.startsWith('error.two_factor_') ? t(`twoFactor.errors.${key.slice('error.'.length)}`, vars) : t(key, vars);
