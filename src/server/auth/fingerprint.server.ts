import {
  constants,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { z } from 'zod';
import { FINGERPRINT_ALG, type FingerprintKeyResponse, SEALED_FINGERPRINT } from '../../contract/fingerprint';
import type { Queryable } from '../db/types';
import { getEnv } from '../env.server';
import { getAppSecret } from './secrets.server';

// The device fingerprint "encrypted with a configured key for use in calls" (spec section 7):
// the browser seals it with this server's RSA public key (RSA-OAEP, SHA-256), so only the
// server reads it — not proxies, logs or browser extensions that see the request. The private
// key is FINGERPRINT_PRIVATE_KEY (PKCS#8 PEM) when configured; otherwise one is made once per
// database (app_secrets) so every process on it agrees.

const SECRET_NAME = 'fingerprint-rsa-pkcs8';
/** A sealed fingerprint older than this is ignored (a replayed request carries an old one). */
export const FINGERPRINT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface Keys {
  privateKey: KeyObject;
  response: FingerprintKeyResponse;
}

const cache = new WeakMap<object, Promise<Keys>>();

function keysFrom(pem: string): Keys {
  const privateKey = createPrivateKey(pem);
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const kid = createHash('sha256').update(spki).digest('base64url').slice(0, 12);
  return { privateKey, response: { alg: FINGERPRINT_ALG, kid, key: spki.toString('base64') } };
}

async function loadKeys(db: Queryable, configured: string | undefined): Promise<Keys> {
  if (configured) return keysFrom(configured);
  const pem = await getAppSecret(db, SECRET_NAME, () =>
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  );
  return keysFrom(pem);
}

/** The key pair for this database (or the configured one), made and read once per process. */
export function fingerprintKeys(db: Queryable, configured = getEnv().FINGERPRINT_PRIVATE_KEY): Promise<Keys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadKeys(db, configured || undefined);
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}

const sealedBodySchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/), iat: z.number().int() }).strict();

/**
 * The fingerprint inside a sealed `fp`, or null when it is not one of ours, cannot be opened,
 * or is older than a day. Never throws: the fingerprint is a signal, never a reason to refuse.
 */
export async function openFingerprint(db: Queryable, fp: string | undefined, now = Date.now()): Promise<string | null> {
  const m = fp ? SEALED_FINGERPRINT.exec(fp) : null;
  if (!m) return null;
  try {
    const keys = await fingerprintKeys(db);
    if (m[1] !== keys.response.kid) return null;
    const plain = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(m[2]!, 'base64url'),
    );
    const body = sealedBodySchema.safeParse(JSON.parse(plain.toString('utf8')));
    if (!body.success || Math.abs(now - body.data.iat) > FINGERPRINT_MAX_AGE_MS) return null;
    return body.data.id;
  } catch {
    return null;
  }
}

/**
 * Records the device a player logged in from: user_devices gets the fingerprint's hash
 * ("fp:" + SHA-256), never the value itself, beside the device-cookie ids it already holds.
 */
export async function rememberFingerprint(db: Queryable, userId: number, fp: string | undefined): Promise<void> {
  const id = await openFingerprint(db, fp);
  if (!id) return;
  const device = `fp:${createHash('sha256').update(id).digest('base64url')}`;
  await db.query(
    `INSERT INTO user_devices (user_id, device_id) VALUES ($1, $2)
     ON CONFLICT (user_id, device_id) DO UPDATE SET last_seen = now()`,
    [userId, device],
  );
}
