import { Hono } from 'hono';
import { regionFromCountry } from '../../../contract/common';
import type { GeoResponse } from '../../../contract/site-api';
import { countryOfIp } from '../../geo/ip-country.server';
import type { ApiEnv } from '../types';

export const geoRoutes = new Hono<ApiEnv>().get('/geo_ip', (c) => {
  const ip = c.env.clientIp;
  const country = countryOfIp(ip);
  const body: GeoResponse = { data: { ip, country_code: country, region: regionFromCountry(country) } };
  const blocked = country !== null && c.env.deps.getConfig().site.blockedCountries.includes(country);
  // 451 keeps the same body so the site can still show where the visitor appears to be.
  return c.json(blocked ? { message: 'Unavailable For Legal Reasons', ...body } : body, blocked ? 451 : 200);
});
