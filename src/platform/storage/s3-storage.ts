import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
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

type S3Sdk = typeof import('@aws-sdk/client-s3');

/** The SDK with a client for the options. */
interface S3Connection {
  sdk: S3Sdk;
  client: S3Client;
}

/**
 * Loading the AWS SDK costs about 0.2 s of CPU, a sixth of a server's or CLI command's start. It is
 * therefore loaded when an S3 storage is made, so an installation that keeps documents in its
 * data directory never loads it.
 */
async function connect(options: S3StorageOptions): Promise<S3Connection> {
  const sdk = await import('@aws-sdk/client-s3');
  return { sdk, client: s3Client(sdk, options) };
}

function s3Client(sdk: S3Sdk, options: S3StorageOptions): S3Client {
  return new sdk.S3Client({
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

const isMissing = ({ NoSuchKey, S3ServiceException }: S3Sdk, error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404));

/** Objects in one bucket of an S3-compatible object storage. */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3';

  private readonly connection: Promise<S3Connection>;

  private constructor(
    private readonly bucket: string,
    options: S3StorageOptions,
  ) {
    this.connection = connect(options);
    // Each operation awaits the connection and answers its failure; unawaited it must not crash.
    this.connection.catch(() => undefined);
  }

  static fromOptions(options: S3StorageOptions): S3Storage {
    return new S3Storage(options.bucket, options);
  }

  async put(key: string, body: Readable, size: number): Promise<void> {
    assertStorageKey(key);
    try {
      const { sdk, client } = await this.connection;
      await client.send(new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: size }));
    } catch (error) {
      body.destroy();
      throw unavailable(error);
    }
  }

  async get(key: string): Promise<{ body: Readable; size: number }> {
    assertStorageKey(key);
    const { sdk, client } = await this.connected();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) throw new StoredObjectMissingError(key);
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof StoredObjectMissingError) throw error;
      if (isMissing(sdk, error)) throw new StoredObjectMissingError(key);
      throw unavailable(error);
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    const { sdk, client } = await this.connected();
    try {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (isMissing(sdk, error)) return;
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
      const { sdk, client } = await this.connection;
      let continuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${folder}/`, ContinuationToken: continuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: object.Key }));
          deleted += 1;
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    } catch (error) {
      throw unavailable(error);
    }
    return deleted;
  }

  /** The SDK and client; a failure to load them is the storage being unavailable. */
  private async connected(): Promise<S3Connection> {
    try {
      return await this.connection;
    } catch (error) {
      throw unavailable(error);
    }
  }

  close(): void {
    void this.connection.then(({ client }) => client.destroy(), () => undefined);
  }
}
