import { randomFillSync } from 'node:crypto';

/** Random bytes for this many ids are drawn at once: one call into the CSPRNG per request was a measurable share of a request. */
const IDS_PER_DRAW = 256;
const pool = Buffer.alloc(16 * IDS_PER_DRAW);
let nextInPool = IDS_PER_DRAW;

/**
 * UUIDv7 (RFC 9562): a millisecond timestamp followed by random bits, so ids
 * sort by creation time and index well on both databases.
 */
export function uuidv7(now: number = Date.now()): string {
  if (nextInPool === IDS_PER_DRAW) {
    randomFillSync(pool);
    nextInPool = 0;
  }
  // Each slice of the pool is used once; the timestamp overwrites its first six bytes.
  const bytes = pool.subarray(nextInPool * 16, nextInPool * 16 + 16);
  nextInPool += 1;
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
