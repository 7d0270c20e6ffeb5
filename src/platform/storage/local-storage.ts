import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, StoredObjectMissingError, type ObjectStorage } from './object-storage.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Objects as files below one directory (the default: `<data dir>/storage`). A put writes a
 * temporary file beside the target and renames it, so a reader sees the whole file or none.
 */
export class LocalDirectoryStorage implements ObjectStorage {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable, size: number): Promise<void> {
    const file = this.fileOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await pipeline(body, fs.createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
      const written = (await fs.promises.stat(temporary)).size;
      if (written !== size) throw new Error(`Stored ${written} bytes under ${key}, expected ${size}.`);
      await fs.promises.rename(temporary, file);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<{ body: Readable; size: number }> {
    const file = this.fileOf(key);
    try {
      const handle = await fs.promises.open(file, 'r');
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    } catch (error) {
      if (isMissing(error)) throw new StoredObjectMissingError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.fileOf(key), { force: true });
  }

  async deleteFolder(folder: string): Promise<number> {
    const directory = this.fileOf(folder);
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(directory, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    await fs.promises.rm(directory, { recursive: true, force: true });
    // Half-written `.part` files are no objects.
    return entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.part')).length;
  }
}
