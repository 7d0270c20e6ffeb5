import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, S3_KEYS } from '../../../test/support/s3-server.js';
import { LocalDirectoryStorage } from './local-storage.js';
import { StoredObjectMissingError, type ObjectStorage } from './object-storage.js';
import { S3Storage } from './s3-storage.js';
import { storageFor } from './storage-from-config.js';

const read = async (body: Readable) => Buffer.concat(await body.toArray());
// Several chunks, so a put really streams rather than getting one buffer.
const chunked = (bytes: Buffer) => Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]);

/** The behaviour every storage driver promises. */
function behavesLikeObjectStorage(name: string, open: () => ObjectStorage) {
  describe(name, () => {
    it('gives back what was put, and nothing once it is deleted', async () => {
      const storage = open();
      const bytes = Buffer.from('Arbeitsvertrag – Seite 1\n%PDF-1.4 ' + 'x'.repeat(70_000));
      await storage.put('tenant-a/employee-documents/e1/d1', chunked(bytes), bytes.length);
      const got = await storage.get('tenant-a/employee-documents/e1/d1');
      expect(got.size).toBe(bytes.length);
      expect((await read(got.body)).equals(bytes)).toBe(true);

      await storage.delete('tenant-a/employee-documents/e1/d1');
      await expect(storage.get('tenant-a/employee-documents/e1/d1')).rejects.toBeInstanceOf(StoredObjectMissingError);
      // A repeated deletion is no error.
      await storage.delete('tenant-a/employee-documents/e1/d1');
    });

    it('replaces an object put twice under one key', async () => {
      const storage = open();
      await storage.put('tenant-a/k', chunked(Buffer.from('first version')), 13);
      await storage.put('tenant-a/k', chunked(Buffer.from('second')), 6);
      expect((await read((await storage.get('tenant-a/k')).body)).toString()).toBe('second');
    });

    it('deletes every object below a folder, and nothing beside it', async () => {
      const storage = open();
      const put = (key: string) => storage.put(key, chunked(Buffer.from('some bytes')), 10);
      await put('tenant-f/employee-documents/e1/d1');
      await put('tenant-f/employee-documents/e2/d2');
      await put('tenant-f2/employee-documents/e3/d3');
      expect(await storage.deleteFolder('tenant-f')).toBe(2);
      await expect(storage.get('tenant-f/employee-documents/e1/d1')).rejects.toBeInstanceOf(StoredObjectMissingError);
      await expect(storage.get('tenant-f/employee-documents/e2/d2')).rejects.toBeInstanceOf(StoredObjectMissingError);
      expect((await read((await storage.get('tenant-f2/employee-documents/e3/d3')).body)).toString()).toBe('some bytes');
      // Repeating it, or a folder that never held anything, is no error.
      expect(await storage.deleteFolder('tenant-f')).toBe(0);
      await expect(storage.deleteFolder('../escape')).rejects.toThrow(/Invalid storage key/);
    });

    it('refuses keys that could leave its area', async () => {
      const storage = open();
      for (const key of ['../escape', 'a/../../b', '/absolute', 'a//b', '', 'a/./b']) {
        await expect(storage.put(key, chunked(Buffer.from('x')), 1), key).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}

describe('the local directory storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-storage-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  behavesLikeObjectStorage('as an object storage', () => new LocalDirectoryStorage(root));

  it('keeps objects as files below its directory and no partial file after a failed put', async () => {
    const storage = new LocalDirectoryStorage(root);
    await storage.put('t/doc', chunked(Buffer.from('hello world')), 11);
    expect(fs.readFileSync(path.join(root, 't', 'doc'), 'utf8')).toBe('hello world');
    await expect(storage.put('t/short', chunked(Buffer.from('hello world')), 99)).rejects.toThrow(/expected 99/);
    expect(fs.readdirSync(path.join(root, 't')).sort()).toEqual(['doc']);
  });

  it('is what the default configuration gives', () => {
    expect(storageFor({ kind: 'local', dir: root })).toBeInstanceOf(LocalDirectoryStorage);
  });
});

describe('the S3-compatible storage against a local S3 server', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  const options = () => ({ bucket: server.bucket, endpoint: server.endpoint, region: 'eu-central-1', ...S3_KEYS, forcePathStyle: true });
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server?.close());

  behavesLikeObjectStorage('as an object storage', () => S3Storage.fromOptions(options()));

  it('stores the plain bytes in the bucket, without any transfer encoding', async () => {
    const storage = storageFor({ kind: 's3', ...options() });
    expect(storage).toBeInstanceOf(S3Storage);
    await storage.put('t/plain', chunked(Buffer.from('exactly these bytes')), 19);
    // s3rver keeps an object's bytes as <bucket>/<key>._S3rver_object.
    expect(fs.readFileSync(path.join(server.directory, server.bucket, 't', 'plain._S3rver_object'), 'utf8')).toBe('exactly these bytes');
  });

  it('answers 503 when the server cannot be reached', async () => {
    const storage = S3Storage.fromOptions({ ...options(), endpoint: 'http://127.0.0.1:9' });
    await expect(storage.get('t/x')).rejects.toMatchObject({ code: 'service_unavailable' });
    await expect(storage.put('t/x', chunked(Buffer.from('hello world')), 11)).rejects.toMatchObject({ code: 'service_unavailable' });
  });
});
