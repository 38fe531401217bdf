// The client seed's rule without zod, so a screen can check it before sending without loading zod.
// Visible characters only (letters and digits of any script, punctuation, symbols), no colon (the
// HMAC message separator, so a seed can never imitate a nonce): no spaces, and none of the invisible
// format characters (a right-to-left override) that would make a seed read otherwise than it hashes.
export const CLIENT_SEED_PATTERN = /^(?!.*:)[\p{L}\p{N}\p{P}\p{S}]{1,64}$/u;
