/** An Idempotency-Key: 8–128 letters, digits, - or _ (every keyed call takes the same). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
