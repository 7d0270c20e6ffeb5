import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { uuidv7 } from '../../platform/ids.js';
import { PayloadTooLargeError, ValidationError } from '../../platform/errors/errors.js';

/** An uploaded file written to a spool file while it arrived, with what was learnt on the way. */
export interface SpooledFile {
  path: string;
  fileName: string;
  /** The Content-Type the client gave the file part (without parameters, lower case). */
  declaredType: string;
  size: number;
  sha256: string;
  /** Valid UTF-8 without control characters other than tab, line feed, form feed and carriage return. */
  text: boolean;
}

/** What the audit log records of an upload instead of its bytes. */
export const fileSummary = (file: { fileName: string; declaredType: string; size: number | string }) => ({
  file_name: file.fileName,
  size_bytes: file.size,
  content_type: file.declaredType,
});

// Bytes that never occur in plain text: C0 controls except \t \n \f \r, and DEL.
const isControl = (byte: number) => (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f;

/**
 * Writes `source` to a fresh file in `dir` while hashing (SHA-256), counting and checking
 * whether it is UTF-8 text, so the upload is read once and never held in memory. More than
 * `maxBytes` is a 413 and leaves no file behind. The caller removes the spool file when done.
 */
export async function spoolUpload(
  source: Readable,
  dir: string,
  meta: { fileName: string; declaredType: string },
  maxBytes: number,
): Promise<SpooledFile> {
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${uuidv7()}.upload`);
  const hash = createHash('sha256');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let size = 0;
  let text = true;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) {
        done(new PayloadTooLargeError(`The document is larger than the ${maxBytes} bytes a personnel file accepts.`));
        return;
      }
      hash.update(chunk);
      if (text) {
        try {
          decoder.decode(chunk, { stream: true });
          text = !chunk.some(isControl);
        } catch {
          text = false;
        }
      }
      done(null, chunk);
    },
  });
  const sink = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(source, inspect, sink);
  } catch (error) {
    // The pipeline gives up before the spool file is closed (it may still be opening it), and a
    // file removed before that would be created again by the open: remove it once it is closed.
    if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
    await fs.promises.rm(file, { force: true });
    throw error;
  }
  try {
    // A multi-byte character cut off at the end is no text either.
    if (text) decoder.decode();
  } catch {
    text = false;
  }
  return { path: file, ...meta, size, sha256: hash.digest('hex'), text };
}

/**
 * Removes spool files older than `olderThanMs`: what a process that stopped in the middle of
 * an upload left behind. Younger ones may belong to an upload another process is receiving.
 */
export async function sweepSpool(dir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.upload'))) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (stat && now - stat.mtimeMs > olderThanMs) {
      await fs.promises.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** What the personnel file accepts, by the type the content shows. */
export const ACCEPTED_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/tiff': 'TIFF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document (DOCX)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel workbook (XLSX)',
  'application/vnd.oasis.opendocument.text': 'OpenDocument text (ODT)',
  'application/vnd.oasis.opendocument.spreadsheet': 'OpenDocument spreadsheet (ODS)',
  'text/plain': 'plain text (UTF-8)',
};

// Declarations that say nothing about the content, and other names clients use for an accepted type.
const UNSPECIFIC = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/x-www-form-urlencoded']);
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'application/x-pdf': 'application/pdf',
  'text/csv': 'text/plain',
};

export function normaliseDeclaredType(mimetype: string | undefined): string {
  return (mimetype ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The content type of a spooled upload as its bytes show it (file-type's signatures; UTF-8
 * text where those find nothing), refused when it is not an accepted kind (422
 * document_type_refused) or when the client declared another type (422 document_type_mismatch).
 * The stored and served type is always the sniffed one, never the client's word.
 */
export async function sniffContentType(file: SpooledFile): Promise<string> {
  if (file.size === 0) throw ValidationError.field('file', 'The file is empty.');
  const detected = (await fileTypeFromFile(file.path))?.mime ?? (file.text ? 'text/plain' : 'application/octet-stream');
  if (!Object.hasOwn(ACCEPTED_TYPES, detected)) {
    throw new ValidationError(
      { file: [`The file is ${detected === 'application/octet-stream' ? 'of an unknown binary kind' : detected}; the personnel file accepts ${Object.values(ACCEPTED_TYPES).join(', ')}.`] },
      { code: 'document_type_refused', detected },
    );
  }
  const declared = ALIASES[file.declaredType] ?? file.declaredType;
  if (!UNSPECIFIC.has(declared) && declared !== detected) {
    throw new ValidationError(
      { file: [`The file was declared as ${file.declaredType} but its content is ${detected}.`] },
      { code: 'document_type_mismatch', declared: file.declaredType, detected },
    );
  }
  return detected;
}
