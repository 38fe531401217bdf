import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const KZ_IP = '2.72.0.1';
const RU_IP = '77.88.55.80';
const US_IP = '8.8.8.8';

describe('GET /geo_ip', () => {
  const store = new ConfigStore(configDir({ operator: { blockedCountries: ['US'] } }));
  // Two proxies in front: the outer one wrote the visitor, the inner one appended the outer's address.
  const api = () => testApi(db, store, { trustProxy: 2 });
  const geo = (ip: string) => api().request('/geo_ip', { headers: { 'x-forwarded-for': `${ip}, 10.0.0.1` } });

  it('maps a Kazakh address to region KZ', async () => {
    const res = await geo(KZ_IP);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { ip: KZ_IP, country_code: 'KZ', region: 'KZ' } });
  });

  it('maps any other country to region RU', async () => {
    expect((await (await geo(RU_IP)).json()).data).toMatchObject({ country_code: 'RU', region: 'RU' });
  });

  it('answers 451 for a blocked country, with the geo data', async () => {
    const res = await geo(US_IP);
    expect(res.status).toBe(451);
    expect((await res.json()).data).toEqual({ ip: US_IP, country_code: 'US', region: 'RU' });
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const res = await testApi(db, store, { trustProxy: false }).request('/geo_ip', {
      headers: { 'x-forwarded-for': US_IP },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data.country_code).toBeNull();
  });
});
