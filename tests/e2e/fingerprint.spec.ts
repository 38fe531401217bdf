import { loggedIn, register, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';

// Spec sections 3 and 7: the visitor fingerprint is kept in local storage and travels in
// account calls only sealed with the server's key (decision 021); issue 12: sign-ups carry a
// captcha the page solved itself.

test('a sign-up carries the fingerprint sealed, never the stored value in the clear, and a solved captcha', async ({
  page,
}) => {
  // ky hands fetch a Request whose body Chromium does not show to the test: read it in the page.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __bodies: string[] }).__bodies = seen;
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const req = new Request(input, init);
      if (req.method === 'POST' && req.url.includes('/api/v2/auth/register/')) seen.push(await req.clone().text());
      return original(req);
    };
  });
  await register(page, uniqueEmail('fp'));
  await loggedIn(page);
  const stored = await page.evaluate(() => localStorage.getItem('fingerprint'));
  expect(stored).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  const bodies = await page.evaluate(() => (window as unknown as { __bodies: string[] }).__bodies);
  expect(bodies).toHaveLength(1);
  const fp = JSON.parse(bodies[0]!).fp as string;
  expect(fp).toMatch(/^e1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{300,}$/);
  expect(bodies[0]).not.toContain(stored!);
  // The same sign-up solved the proof-of-work captcha in the page (decision 027).
  const captcha = JSON.parse(Buffer.from(JSON.parse(bodies[0]!).captcha as string, 'base64url').toString()) as {
    challenge: { parameters: { keyPrefix: string } };
    solution: { derivedKey: string };
  };
  expect(captcha.solution.derivedKey.startsWith(captcha.challenge.parameters.keyPrefix)).toBe(true);
});
