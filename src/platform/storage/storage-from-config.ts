import type { StorageConfig } from '../../config.js';
import { LocalDirectoryStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { S3Storage } from './s3-storage.js';

/** The storage STEMPEL_STORAGE chooses: a directory below the data directory, or an S3-compatible bucket. */
export function storageFor(config: StorageConfig): ObjectStorage {
  if (config.kind === 's3') {
    return S3Storage.fromOptions({
      bucket: config.bucket,
      endpoint: config.endpoint,
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      forcePathStyle: config.forcePathStyle,
    });
  }
  return new LocalDirectoryStorage(config.dir);
}
