import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { PayloadTooLargeError } from '../../platform/errors/errors.js';
import { normaliseDeclaredType, sniffContentType, spoolUpload, sweepSpool } from './document-content.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-spool-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const meta = { fileName: 'a.txt', declaredType: 'text/plain' };
// Split anywhere, also inside a multi-byte character.
const chunks = (bytes: Buffer, size = 3) => Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));

describe('spooling an upload', () => {
  it('writes the bytes once while hashing, counting and recognising UTF-8 text', async () => {
    const bytes = Buffer.from('Überstunden – März\r\n\tSeite 2\f');
    const file = await spoolUpload(chunks(bytes), dir, meta, 1024);
    expect(fs.readFileSync(file.path).equals(bytes)).toBe(true);
    expect(file).toMatchObject({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), text: true, fileName: 'a.txt' });
  });

  it.each([
    ['invalid UTF-8', Buffer.from([0x41, 0xc3, 0x28, 0x42])],
    ['a NUL byte', Buffer.from('abc\u0000def')],
    ['an escape character', Buffer.from('abc\u001b[31mred')],
    ['a character cut off at the end', Buffer.from('abcä').subarray(0, 4)],
  ])('is no text with %s', async (_what, bytes) => {
    expect((await spoolUpload(chunks(bytes), dir, meta, 1024)).text).toBe(false);
  });

  it('stops above the limit with a 413 and leaves no file', async () => {
    const before = fs.readdirSync(dir).length;
    await expect(spoolUpload(chunks(Buffer.alloc(2048, 0x61), 100), dir, meta, 1024)).rejects.toBeInstanceOf(PayloadTooLargeError);
    expect(fs.readdirSync(dir)).toHaveLength(before);
    expect((await spoolUpload(chunks(Buffer.alloc(1024, 0x61), 100), dir, meta, 1024)).size).toBe(1024);
  });

  it('sweeps only spool files older than the given age', async () => {
    const sweepDir = path.join(dir, 'sweep');
    const young = await spoolUpload(chunks(Buffer.from('young')), sweepDir, meta, 1024);
    const old = await spoolUpload(chunks(Buffer.from('old')), sweepDir, meta, 1024);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    fs.utimesSync(old.path, dayAgo, dayAgo);
    fs.writeFileSync(path.join(sweepDir, 'other.txt'), 'not a spool file');
    fs.utimesSync(path.join(sweepDir, 'other.txt'), dayAgo, dayAgo);
    expect(await sweepSpool(sweepDir, 24 * 3_600_000)).toBe(1);
    expect(fs.readdirSync(sweepDir).sort()).toEqual([path.basename(young.path), 'other.txt'].sort());
    expect(await sweepSpool(path.join(dir, 'missing'), 0)).toBe(0);
  });
});

describe('the content type of an upload', () => {
  const spool = async (bytes: Buffer, declared: string) => spoolUpload(chunks(bytes, 512), dir, { fileName: 'f', declaredType: normaliseDeclaredType(declared) }, 1 << 20);

  it('is what the bytes show, whatever the declaration says in other words', async () => {
    expect(await sniffContentType(await spool(Buffer.from('%PDF-1.7\n%%EOF\n'), 'application/pdf'))).toBe('application/pdf');
    expect(await sniffContentType(await spool(Buffer.from('%PDF-1.7\n%%EOF\n'), ''))).toBe('application/pdf');
    expect(await sniffContentType(await spool(Buffer.from('Name;Datum\nA;1\n'), 'text/csv; charset=utf-8'))).toBe('text/plain');
    expect(await sniffContentType(await spool(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]), 'image/jpg'))).toBe('image/jpeg');
  });

  it('refuses what is not accepted, and a declaration that names another type', async () => {
    await expect(sniffContentType(await spool(Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), 'image/gif'))).rejects.toMatchObject({
      meta: { code: 'document_type_refused', detected: 'image/gif' },
    });
    await expect(sniffContentType(await spool(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'))).rejects.toMatchObject({
      meta: { code: 'document_type_mismatch', declared: 'image/svg+xml', detected: 'text/plain' },
    });
    await expect(sniffContentType(await spool(Buffer.from('Hallo'), 'TEXT/HTML; charset=utf-8'))).rejects.toMatchObject({
      meta: { code: 'document_type_mismatch', declared: 'text/html' },
    });
  });
});
