import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { playerOffer, visitorOffer } from '../../src/client/waiting-bonus';
import { API, setupClientHarness } from './harness';

// The waiting-bonus timer of spec section 4 against a mocked bonus system.
const h = setupClientHarness();
const DAY = 86_400_000;

describe('the waiting bonus', () => {
  it('starts a three-day timer for a visitor with a known code, and keeps it on the next page', async () => {
    h.cookies.jar.set('promo', 'WELCOME');
    const asked: string[] = [];
    h.server.use(
      mock.get(`${API}/bonus-system/bonus/WELCOME`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('lang') ?? '');
        return HttpResponse.json({ data: { name: 'Welcome', expires_in: null, region: null } });
      }),
    );
    const now = Date.now();
    const first = await visitorOffer('en', now);
    expect(first).toEqual({ name: 'Welcome', until: now + 3 * DAY });
    expect(h.cookies.jar.get('waitingBonusExpiresAt')).toBe(String(now + 3 * DAY));
    const later = await visitorOffer('en', now + DAY);
    expect(later?.until).toBe(now + 3 * DAY);
    // Once passed, a new timer starts.
    const renewed = await visitorOffer('en', now + 4 * DAY);
    expect(renewed?.until).toBe(now + 7 * DAY);
    expect(asked).toEqual(['en', 'en', 'en']);
  });

  it("shows the code's own end when it comes before the visitor's timer", async () => {
    h.cookies.jar.set('promo', 'SHORT');
    h.server.use(
      mock.get(`${API}/bonus-system/bonus/SHORT`, () =>
        HttpResponse.json({ data: { name: 'Short', expires_in: 3600, region: null } }),
      ),
    );
    const now = Date.now();
    expect((await visitorOffer('en', now))?.until).toBe(now + 3_600_000);
  });

  it('forgets an unknown code (cookie and address) and reports promocode_error', async () => {
    h.cookies.jar.set('promo', 'BOGUS');
    openAt('http://site.test/en/games?promo=BOGUS&tab=all');
    h.server.use(
      mock.get(`${API}/bonus-system/bonus/BOGUS`, () =>
        HttpResponse.json(
          { message: 'No such bonus.', errors: { promo: ['not_found: No such bonus.'] } },
          { status: 404 },
        ),
      ),
    );
    expect(await visitorOffer('en')).toBeNull();
    expect(h.cookies.jar.has('promo')).toBe(false);
    expect(location.href).toBe('http://site.test/en/games?tab=all');
    expect(h.events).toContainEqual({
      type: 'analytics',
      payload: { event: 'promocode_error', data: { promo: 'BOGUS' } },
    });
  });

  it('keeps the code when the bonus system is down', async () => {
    h.cookies.jar.set('promo', 'WELCOME');
    h.server.use(mock.get(`${API}/bonus-system/bonus/WELCOME`, () => HttpResponse.error()));
    expect(await visitorOffer('en')).toBeNull();
    expect(h.cookies.jar.get('promo')).toBe('WELCOME');
    expect(h.events.some((e) => e.type === 'analytics')).toBe(false);
  });

  it("loads a signed-in player's waiting bonus with their token, and nothing when none waits", async () => {
    h.signIn('tok');
    let auth: string | null = null;
    h.server.use(
      mock.get(`${API}/bonus-system/bonus-activation/waiting-reg-and-dep`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ data: { name: 'Welcome', expires_in: 60 } });
      }),
    );
    const now = Date.now();
    expect(await playerOffer('en', now)).toEqual({ name: 'Welcome', until: now + 60_000 });
    expect(auth).toBe('Bearer tok');
    h.server.use(
      mock.get(`${API}/bonus-system/bonus-activation/waiting-reg-and-dep`, () => HttpResponse.json({ data: null })),
    );
    expect(await playerOffer('en')).toBeNull();
  });
});

function openAt(href: string) {
  history.replaceState(null, '', href);
}
