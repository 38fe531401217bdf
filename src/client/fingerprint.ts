// The visitor fingerprint of spec section 3 (local storage "fingerprint"), sent as `fp` by the
// login, registration and social-login calls. Computed once per browser by FingerprintJS (MIT,
// maintained; decision 015): it reads browser and device traits (fonts, canvas and audio
// rendering, screen, time zone, languages, hardware concurrency, plugins) and hashes them on the
// device; nothing leaves the page but the hash, and its statistics ping is switched off.
// Spec section 9: when the library has not answered within 500 ms, a random id stands in, so a
// login never waits on it.

import { toBase64Url } from './base64url';

const STORAGE_KEY = 'fingerprint';
export const FINGERPRINT_FALLBACK_MS = 500;
const VALID = /^[A-Za-z0-9_-]{8,128}$/;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function stored(storage: Storage | undefined): string | null {
  try {
    const v = storage?.getItem(STORAGE_KEY);
    return v && VALID.test(v) ? v : null;
  } catch {
    return null; // privacy mode, sandboxed frames
  }
}

/** FingerprintJS's visitor id, loaded only when first needed (it is not part of any page's first load). */
async function computeVisitorId(): Promise<string> {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  const agent = await load({ monitoring: false });
  return (await agent.get()).visitorId;
}

const randomId = () => globalThis.crypto.randomUUID().replaceAll('-', '');

let pending: Promise<string | undefined> | null = null;

/**
 * The stored fingerprint, else a new one (the library's, or a random id after 500 ms), stored
 * for next time. Undefined only where nothing can be stored or generated.
 */
export function ensureFingerprint(
  deps: { storage?: Storage; compute?: () => Promise<string>; timeoutMs?: number } = {},
): Promise<string | undefined> {
  const storage = deps.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  const have = stored(storage);
  if (have) return Promise.resolve(have);
  if (pending && !deps.compute) return pending;
  const compute = deps.compute ?? computeVisitorId;
  const save = (value: string) => {
    try {
      storage?.setItem(STORAGE_KEY, value);
    } catch {
      // Not stored: the next call computes again, which is all it costs.
    }
  };
  const run = (async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), deps.timeoutMs ?? FINGERPRINT_FALLBACK_MS);
    });
    const computed = compute().catch(() => null);
    const id = await Promise.race([computed, late]);
    clearTimeout(timer);
    if (id && VALID.test(id)) {
      save(id);
      return id;
    }
    // Late or failed: a random id now; the library's, when it comes, for every call after.
    const fallback = randomId();
    save(fallback);
    void computed.then((real) => real && VALID.test(real) && save(real));
    return fallback;
  })();
  if (!deps.compute) pending = run.finally(() => (pending = null));
  return run;
}

// ------------------------------------------------------------------ sealing (spec section 7)

type PublicKey = { kid: string; key: CryptoKey };
let publicKey: Promise<PublicKey> | null = null;

/** The server's sealing key, fetched once per page (the answer says which key id it is). */
function serverKey(): Promise<PublicKey> {
  publicKey ??= (async () => {
    const [{ apiRequest }, contract] = await Promise.all([import('./api'), import('../contract/fingerprint')]);
    const res = await apiRequest(contract.fingerprintKeyResponseSchema, 'GET', contract.FINGERPRINT_KEY_PATH);
    const der = Uint8Array.from(atob(res.key), (c) => c.charCodeAt(0));
    const key = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    return { kid: res.kid, key };
  })();
  publicKey.catch(() => {
    publicKey = null; // the next call asks again
  });
  return publicKey;
}

/**
 * The fingerprint as calls carry it: encrypted with the server's public key (RSA-OAEP, SHA-256)
 * together with the time, so only the server can read it and an old copy is worth nothing.
 * Undefined where the browser has no WebCrypto (plain-HTTP hosts) or the key cannot be had.
 */
export async function sealFingerprint(id: string, now = Date.now()): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle) return undefined;
  try {
    const { kid, key } = await serverKey();
    const data = new TextEncoder().encode(JSON.stringify({ id, iat: now }));
    return `e1.${kid}.${toBase64Url(new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, data)))}`;
  } catch {
    return undefined;
  }
}
