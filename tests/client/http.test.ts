import { delay, http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../../src/client/atoms';
import { REFRESH_FAILED } from '../../src/client/bus';
import { ApiRequestError, http } from '../../src/client/http';
import { API, PAGE, setupClientHarness } from './harness';

const h = setupClientHarness();

/** Records every request the mock API receives. */
function recorder() {
  const seen: Request[] = [];
  h.server.events.on('request:start', ({ request }) => seen.push(request.clone()));
  return seen;
}

describe('headers', () => {
  it('sends Authorization, Region and Accept-Language to the API and to services', async () => {
    h.signIn('tok-1');
    const seen = recorder();
    h.server.use(
      mock.get(`${API}/profile/user`, () => HttpResponse.json({ ok: true })),
      mock.get(`${API}/crash/state`, () => HttpResponse.json({ ok: true })),
    );
    await http.get('/profile/user').json();
    await http.get('state', { context: { service: 'crash' } }).json();
    for (const r of seen) {
      expect(r.headers.get('authorization')).toBe('Bearer tok-1');
      expect(r.headers.get('region')).toBe('KZ');
      expect(r.headers.get('accept-language')).toBe('en-US');
    }
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/profile/user', '/crash/state']);
  });

  it('sends no Authorization without a token; JSON bodies get JSON headers and an Idempotency-Key', async () => {
    const seen = recorder();
    h.server.use(
      mock.get(`${API}/geo_ip`, () => HttpResponse.json({})),
      mock.post(`${API}/attachSource`, () => HttpResponse.json({ success: true })),
    );
    await http.get('geo_ip').json();
    await http.post('attachSource', { json: { stag: 'x' } }).json();
    expect(seen[0]!.headers.has('authorization')).toBe(false);
    expect(seen[0]!.headers.has('idempotency-key')).toBe(false);
    expect(seen[1]!.headers.get('content-type')).toBe('application/json');
    expect(seen[1]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('401: refresh once, replay', () => {
  it('three calls failing at once make ONE refresh and are all replayed with the new token', async () => {
    h.signIn('old');
    let refreshes = 0;
    const served: string[] = [];
    h.server.use(
      mock.post(`${API}/auth/refresh-token`, async ({ request }) => {
        refreshes++;
        expect(request.headers.get('authorization')).toBe('Bearer old');
        await delay(30); // the other two 401s arrive while this runs
        return HttpResponse.json({ access_token: 'new' });
      }),
      mock.get(`${API}/item/:n`, ({ request, params }) => {
        const auth = request.headers.get('authorization');
        served.push(`${String(params.n)}:${auth}`);
        return auth === 'Bearer new'
          ? HttpResponse.json({ n: params.n })
          : HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 });
      }),
    );
    const results = await Promise.all(['1', '2', '3'].map((n) => http.get(`item/${n}`).json()));
    expect(results).toEqual([{ n: '1' }, { n: '2' }, { n: '3' }]);
    expect(refreshes).toBe(1);
    expect(served.filter((s) => s.endsWith('Bearer new')).sort()).toEqual([
      '1:Bearer new',
      '2:Bearer new',
      '3:Bearer new',
    ]);
    expect(h.store.get(sessionAtom).token).toBe('new');
    expect(h.cookies.jar.get('token')).toBe('new');
    expect(h.events.filter((e) => e.type === 'token-refreshed')).toEqual([
      { type: 'token-refreshed', payload: { token: 'new' } },
    ]);
  });

  it('a token another tab already replaced is taken from the cookie, with no refresh of the dead token', async () => {
    h.signIn('old');
    // Another tab refreshed: the shared cookie holds the successor; the server refuses 'old' at once.
    h.cookies.jar.set('token', 'from-other-tab');
    let refreshes = 0;
    h.server.use(
      mock.post(`${API}/auth/refresh-token`, () => {
        refreshes++;
        return HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 });
      }),
      mock.get(`${API}/item`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer from-other-tab'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 }),
      ),
    );
    await expect(http.get('item').json()).resolves.toEqual({ ok: true });
    expect(refreshes).toBe(0);
    expect(h.store.get(sessionAtom).token).toBe('from-other-tab');
    expect(h.events.some((e) => e.type === 'logout')).toBe(false);
  });

  it('a replayed POST keeps its body and its Idempotency-Key', async () => {
    h.signIn('old');
    const seen: { auth: string | null; key: string | null; body: unknown }[] = [];
    h.server.use(
      mock.post(`${API}/auth/refresh-token`, () => HttpResponse.json({ access_token: 'new' })),
      mock.put(`${API}/profile/settings`, async ({ request }) => {
        seen.push({
          auth: request.headers.get('authorization'),
          key: request.headers.get('idempotency-key'),
          body: await request.json(),
        });
        return request.headers.get('authorization') === 'Bearer new'
          ? HttpResponse.json({ success: true })
          : HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 });
      }),
    );
    await expect(http.put('profile/settings', { json: { locale: 'en' } }).json()).resolves.toEqual({ success: true });
    expect(seen.map((s) => s.auth)).toEqual(['Bearer old', 'Bearer new']);
    expect(seen[0]!.key).toBeTruthy();
    expect(seen[0]!.key).toBe(seen[1]!.key);
    expect(seen[1]!.body).toEqual({ locale: 'en' });
  });

  it('a failed refresh ends the session: logout with "Cant refresh token", cookie cleared, off to the SSO link', async () => {
    h.signIn('old', 'https://sso.test/login?site=1');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let refreshes = 0;
    h.server.use(
      mock.post(`${API}/auth/refresh-token`, () => {
        refreshes++;
        return HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 });
      }),
      mock.get(`${API}/item/:n`, () => HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 })),
    );
    const results = await Promise.allSettled(['1', '2'].map((n) => http.get(`item/${n}`).json()));
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ApiRequestError);
      expect(((r as PromiseRejectedResult).reason as ApiRequestError).status).toBe(401);
    }
    expect(refreshes).toBe(1);
    expect(h.events.filter((e) => e.type === 'logout')).toEqual([
      { type: 'logout', payload: { reason: REFRESH_FAILED } },
    ]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Cant refresh token'));
    expect(h.store.get(sessionAtom)).toMatchObject({ token: null, userId: null, balance: null });
    expect(h.cookies.jar.has('token')).toBe(false);
    expect(h.navigations).toHaveLength(1);
    const target = new URL(h.navigations[0]!);
    expect(`${target.origin}${target.pathname}`).toBe('https://sso.test/login');
    expect(target.searchParams.get('site')).toBe('1');
    expect(target.searchParams.get('url')).toBe(PAGE);
  });

  it('without an sso link a failed refresh stays on the page', async () => {
    h.signIn('old');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    h.server.use(
      mock.post(`${API}/auth/refresh-token`, () => HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 })),
      mock.get(`${API}/item`, () => HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 })),
    );
    await expect(http.get('item').json()).rejects.toBeInstanceOf(ApiRequestError);
    expect(h.store.get(sessionAtom).token).toBeNull();
    expect(h.navigations).toEqual([]);
  });

  it('an unreachable refresh endpoint fails the call but keeps the session', async () => {
    h.signIn('old');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    h.server.use(
      mock.post(`${API}/auth/refresh-token`, () => HttpResponse.error()),
      mock.get(`${API}/item`, () => HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 })),
    );
    await expect(http.get('item').json()).rejects.toMatchObject({ status: 401 });
    expect(h.store.get(sessionAtom).token).toBe('old');
    expect(h.events.some((e) => e.type === 'logout')).toBe(false);
  });

  it('a 401 from login or registration never triggers a refresh', async () => {
    h.signIn('old');
    let refreshes = 0;
    h.server.use(
      mock.post(`${API}/auth/refresh-token`, () => {
        refreshes++;
        return HttpResponse.json({ access_token: 'new' });
      }),
      mock.post(`${API}/api/v2/auth/login/email/password`, () =>
        HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 }),
      ),
    );
    const { authApi } = await import('../../src/client/api');
    await expect(authApi.loginEmailPassword({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(0);
    expect(h.store.get(sessionAtom).token).toBe('old');
  });

  it('an anonymous 401 is just an error', async () => {
    let refreshes = 0;
    h.server.use(
      mock.post(`${API}/auth/refresh-token`, () => {
        refreshes++;
        return HttpResponse.json({ access_token: 'new' });
      }),
      mock.get(`${API}/item`, () => HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 })),
    );
    await expect(http.get('item').json()).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(0);
  });
});

describe('retries', () => {
  function counting(method: 'get' | 'post' | 'delete', status: number, headers: Record<string, string> = {}) {
    const attempts: Request[] = [];
    h.server.use(
      mock[method](`${API}/thing`, ({ request }) => {
        attempts.push(request.clone());
        return HttpResponse.json({ message: 'nope' }, { status, headers });
      }),
    );
    return attempts;
  }

  it('GET is retried once on 503, then fails with the status', async () => {
    const attempts = counting('get', 503);
    await expect(http.get('thing').json()).rejects.toMatchObject({ name: 'ApiRequestError', status: 503 });
    expect(attempts).toHaveLength(2);
  });

  it('DELETE is retried once too', async () => {
    const attempts = counting('delete', 502);
    await expect(http.delete('thing').json()).rejects.toMatchObject({ status: 502 });
    expect(attempts).toHaveLength(2);
  });

  it('POST is retried twice, every attempt with the same Idempotency-Key', async () => {
    const attempts = counting('post', 503);
    await expect(http.post('thing', { json: { a: 1 } }).json()).rejects.toMatchObject({ status: 503 });
    expect(attempts).toHaveLength(3);
    const keys = new Set(attempts.map((r) => r.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toBeTruthy();
    for (const r of attempts) expect(await r.json()).toEqual({ a: 1 });
  });

  it('two logical calls use different keys', async () => {
    const attempts = counting('post', 400);
    await http.post('thing', { json: {} }).catch(() => {});
    await http.post('thing', { json: {} }).catch(() => {});
    expect(attempts[0]!.headers.get('idempotency-key')).not.toBe(attempts[1]!.headers.get('idempotency-key'));
  });

  it.each([400, 404, 422])('%i is never retried', async (status) => {
    const get = counting('get', status);
    await expect(http.get('thing').json()).rejects.toMatchObject({ status });
    expect(get).toHaveLength(1);
    h.server.resetHandlers();
    const post = counting('post', status);
    await expect(http.post('thing', { json: {} }).json()).rejects.toMatchObject({ status });
    expect(post).toHaveLength(1);
  });

  it('honours a short Retry-After and gives up on a long one', async () => {
    const short = counting('get', 429, { 'Retry-After': '0' });
    await expect(http.get('thing').json()).rejects.toMatchObject({ status: 429 });
    expect(short).toHaveLength(2);
    h.server.resetHandlers();
    const long = counting('get', 429, { 'Retry-After': '30' });
    // Gives up at once: one request, no retry scheduled 30 s later.
    await expect(http.get('thing').json()).rejects.toMatchObject({ status: 429 });
    expect(long).toHaveLength(1);
  });

  it('a network failure is retried, then reported as status 0', async () => {
    let attempts = 0;
    h.server.use(
      mock.get(`${API}/thing`, () => {
        attempts++;
        return HttpResponse.error();
      }),
    );
    const err = await http
      .get('thing')
      .json()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect((err as ApiRequestError).status).toBe(0);
    expect(attempts).toBe(2);
  });
});

describe('error bodies', () => {
  it('non-2xx answers become ApiRequestError with the spec-shaped body', async () => {
    const body = { message: 'Invalid data', errors: { email: ['invalid_format: Not an e-mail'] } };
    h.server.use(mock.post(`${API}/thing`, () => HttpResponse.json(body, { status: 422 })));
    const err = (await http.post('thing', { json: {} }).catch((e: unknown) => e)) as ApiRequestError;
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err.status).toBe(422);
    expect(err.body).toEqual(body);
  });

  it('a body that is not the spec shape leaves body null', async () => {
    h.server.use(
      mock.get(
        `${API}/thing`,
        () => new HttpResponse('<html>oops</html>', { status: 418, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const err = (await http.get('thing').catch((e: unknown) => e)) as ApiRequestError;
    expect(err.status).toBe(418);
    expect(err.body).toBeNull();
  });
});
