import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { ServiceUnavailableError } from '../errors/errors.js';
import { assertStorageKey, StoredObjectMissingError, type ObjectStorage } from './object-storage.js';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, a cloud's S3 API); unset: AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default credential chain (environment, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (`endpoint/bucket/key`) rather than in the host name; most self-hosted servers need it. */
  forcePathStyle: boolean;
}

export function s3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // The service hashes every document itself (SHA-256 in its row). Checksums only when an
    // operation requires them keep plain bodies, which every S3-compatible server understands;
    // the SDK's default aws-chunked trailers are not.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const UNAVAILABLE = 'The document storage is not reachable at the moment. Please retry shortly.';

/** Anything but a missing key means the bucket could not be used: a 503 for the caller, the cause in the log. */
function unavailable(error: unknown): ServiceUnavailableError {
  const wrapped = new ServiceUnavailableError(UNAVAILABLE);
  wrapped.cause = error;
  return wrapped;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404));

/** Objects in one bucket of an S3-compatible object storage. */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3';

  constructor(
    private readonly bucket: string,
    private readonly client: S3Client,
  ) {}

  static fromOptions(options: S3StorageOptions): S3Storage {
    return new S3Storage(options.bucket, s3Client(options));
  }

  async put(key: string, body: Readable, size: number): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: size }));
    } catch (error) {
      body.destroy();
      throw unavailable(error);
    }
  }

  async get(key: string): Promise<{ body: Readable; size: number }> {
    assertStorageKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) throw new StoredObjectMissingError(key);
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof StoredObjectMissingError) throw error;
      if (isMissing(error)) throw new StoredObjectMissingError(key);
      throw unavailable(error);
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return;
      throw unavailable(error);
    }
  }

  /**
   * Lists the folder page by page and deletes object by object: DeleteObjects needs a Content-MD5
   * or checksum header that not every S3-compatible server accepts, and this runs rarely (a tenant deleted).
   */
  async deleteFolder(folder: string): Promise<number> {
    assertStorageKey(folder);
    let deleted = 0;
    try {
      let continuationToken: string | undefined;
      do {
        const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${folder}/`, ContinuationToken: continuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: object.Key }));
          deleted += 1;
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    } catch (error) {
      throw unavailable(error);
    }
    return deleted;
  }

  close(): void {
    this.client.destroy();
  }
}
