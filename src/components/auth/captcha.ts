// The browser's side of the proof-of-work captcha (decision 027): fetch a signed challenge,
// find the counter whose SHA-256 key has the required prefix (WebCrypto, a few thousand hashes,
// well under a second), and hand the pair back. Everything loads on first use: no page pays for
// it until a sign-up or a login that needs it.

import { toBase64Url } from '../../client/base64url';

/** A solved challenge, as the `captcha` field of a sign-up or login carries it. */
export async function solveCaptcha(): Promise<string> {
  const [{ apiRequest }, contract, { solveChallenge }, { deriveKey }] = await Promise.all([
    import('../../client/api'),
    import('../../contract/captcha'),
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const challenge = await apiRequest(contract.captchaChallengeSchema, 'GET', contract.CAPTCHA_PATH);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('captcha: no solution in time');
  const payload = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  return toBase64Url(new TextEncoder().encode(JSON.stringify(payload)));
}

/**
 * For password logins: the server asks for the captcha only from addresses with recent failed
 * logins, which the browser cannot know, so it always brings one (a fraction of a second) rather
 * than fail first. When none can be had, the login goes without: most need none.
 */
export async function loginCaptcha(): Promise<string | undefined> {
  try {
    return await solveCaptcha();
  } catch {
    return undefined;
  }
}
