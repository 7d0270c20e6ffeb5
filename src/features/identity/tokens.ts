import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../platform/digests.js';

/** Opaque bearer tokens: random, prefixed so secret scanners recognise them, stored only as SHA-256. */
export function newAccessToken(): string {
  return `stp_${randomBytes(32).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return sha256Hex(token);
}

