/** Recognises a unique-constraint violation from either driver (SQLite and PostgreSQL word it differently); false for anything else, undefined and null included. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * A write another request overtook between its check and itself: a row it refers to was removed
 * (foreign key), or a row it adds was added at the same moment (unique key). Looked for in the
 * error and its causes.
 */
export function isConcurrentChange(error: unknown): boolean {
  for (const current of errorAndCauses(error)) {
    const code = (current as { code?: unknown }).code;
    if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || isUniqueViolation(current)) return true;
  }
  return false;
}

/**
 * The database refused the row itself: a constraint it breaks (NOT NULL, CHECK, a key) or a value
 * it cannot store (too long, out of range, not valid text). Writing the same row again fails
 * again, unlike a dropped connection, a lock or a full disk.
 */
export function isRowRejection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  if (typeof code !== 'string') return false;
  // PostgreSQL: class 22 data exception, class 23 integrity constraint violation.
  if (/^2[23][0-9A-Z]{3}$/.test(code)) return true;
  return code.startsWith('SQLITE_CONSTRAINT') || code === 'SQLITE_MISMATCH' || code === 'SQLITE_TOOBIG' || code === 'SQLITE_RANGE';
}

/** An error and the causes it wraps, the error first, at most five deep. */
export function* errorAndCauses(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; current && depth < 5; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

// What a PostgreSQL database answers once `stempel tenant move` took it away under an open pool:
// its sessions were ended, it takes no writes while it is copied, and it is dropped after.
const MOVED_AWAY_CODES = new Set(['57P01', '25006', '3D000']);

/** Whether an error is one a tenant database gives when it was moved to another server under its handle. */
export function mayHaveMovedAway(error: unknown): boolean {
  for (const current of errorAndCauses(error)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && MOVED_AWAY_CODES.has(code)) return true;
  }
  return false;
}

/**
 * What is wrong with the storage under a database, as far as an error says: its file or
 * database is gone or cannot be opened, its content is damaged, the disk is full, or the
 * device failed. Undefined for every other error (a bug, a constraint, a dropped connection).
 */
export type StorageFault = 'missing' | 'unreadable' | 'corrupt' | 'full' | 'io';

const SQLITE_FAULTS: Array<[prefix: string, fault: StorageFault]> = [
  ['SQLITE_FULL', 'full'],
  ['SQLITE_CORRUPT', 'corrupt'],
  ['SQLITE_NOTADB', 'corrupt'],
  ['SQLITE_CANTOPEN', 'unreadable'],
  // A file deleted or replaced under an open handle, or a read-only file system.
  ['SQLITE_READONLY', 'unreadable'],
  ['SQLITE_IOERR', 'io'],
];

const OTHER_FAULTS: Record<string, StorageFault> = {
  ENOENT: 'missing',
  ENOSPC: 'full',
  EDQUOT: 'full',
  EROFS: 'unreadable',
  EACCES: 'unreadable',
  EPERM: 'unreadable',
  EIO: 'io',
  '53100': 'full', // PostgreSQL disk_full
  '58030': 'io', // io_error
  XX001: 'corrupt', // data_corrupted
  XX002: 'corrupt', // index_corrupted
  '3D000': 'missing', // the tenant's database does not exist (dropped, not restored)
};

export function storageFaultOf(error: unknown): StorageFault | undefined {
  for (const current of errorAndCauses(error)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      const sqlite = SQLITE_FAULTS.find(([prefix]) => code.startsWith(prefix));
      if (sqlite) return sqlite[1];
      if (OTHER_FAULTS[code]) return OTHER_FAULTS[code];
    }
    // SQLite says "database or disk is full" also where a rollback afterwards masks the code.
    if (current instanceof Error && /database or disk is full|no space left on device/i.test(current.message)) return 'full';
  }
  return undefined;
}
