import crypto from 'node:crypto';

// crypto.hash (Node 20.12 and later) digests in one call, without a Hash object per digest:
// a bearer token is digested on every authenticated request.
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;

/** The SHA-256 of a text's UTF-8 bytes, as lower-case hex. */
export const sha256Hex: (text: string) => string = oneShot
  ? (text) => oneShot('sha256', text, 'hex')
  : (text) => crypto.createHash('sha256').update(text).digest('hex');
