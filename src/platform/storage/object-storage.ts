import type { Readable } from 'node:stream';

/**
 * Where uploaded files live, behind one small interface: a directory of the server by default,
 * an S3-compatible bucket by configuration. Keys are chosen by the caller (tenant, area, id),
 * so the database row that names a key is the only index of what is stored.
 */
export interface ObjectStorage {
  /** `local` or `s3`, for logs and docs. */
  readonly kind: 'local' | 's3';
  /** Stores `size` bytes read from `body` under `key`; readers never see a half-written object. */
  put(key: string, body: Readable, size: number): Promise<void>;
  /** The object's bytes as a stream; a missing key is a `StoredObjectMissingError`. */
  get(key: string): Promise<{ body: Readable; size: number }>;
  /** Removes the object; removing a missing one is no error, so a retried deletion succeeds. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key lies below `folder` (`folder/…`); answers how many went. Repeating it is no error. */
  deleteFolder(folder: string): Promise<number>;
}

/** Every object a tenant stores lies below its id, so deleting the tenant can delete them all. */
export const tenantFolder = (tenantId: string) => tenantId;

/** A key the storage does not hold (removed outside the service, or never written). */
export class StoredObjectMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored object under ${key}.`);
    this.name = 'StoredObjectMissingError';
  }
}

// Letters, digits and a few separators; no empty, `.` or `..` segment, no leading slash.
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** Keys come from ids the service made, never from a request; anything else is a programming error. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
