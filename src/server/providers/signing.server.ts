import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto';
import { getAppSecret } from '../auth/secrets.server';
import type { Queryable } from '../db/types';
import { getEnv } from '../env.server';

// Hub88 signs both ways: a provider's call with its key (checked with the public_key of
// providers.json), our answer with ours (PROVIDER_PRIVATE_KEY, else one RSA key per database so every
// process signs alike; providers fetch the public half at GET /providers/<name>/public-key).

export interface WalletKeys {
  privateKey: KeyObject;
  publicPem: string;
}

const cache = new WeakMap<object, Promise<WalletKeys>>();
const SECRET_NAME = 'providers-rsa-pkcs8';

function keysFrom(pem: string): WalletKeys {
  const privateKey = createPrivateKey(pem);
  return { privateKey, publicPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString() };
}

export function walletKeys(db: Queryable, configured = getEnv().PROVIDER_PRIVATE_KEY): Promise<WalletKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = configured
      ? Promise.resolve(keysFrom(configured))
      : getAppSecret(db, SECRET_NAME, () =>
          generateKeyPairSync('rsa', { modulusLength: 2048 })
            .privateKey.export({ type: 'pkcs8', format: 'pem' })
            .toString(),
        ).then(keysFrom);
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}

/** base64 RSA-SHA256 over the exact bytes. */
export const signBody = (body: string | Uint8Array, key: KeyObject) =>
  sign('sha256', Buffer.from(body), key).toString('base64');

/** Checks a base64 RSA-SHA256 signature over the raw bytes as received (never a re-serialised copy). */
export function verifyBody(raw: Uint8Array, signature: string | undefined, key: KeyObject): boolean {
  if (!signature || signature.length > 2048 || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return verify('sha256', raw, key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
