import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { declaredCharset, decodeCsv, type CsvEncoding } from '../../domain/imports/csv-encoding.js';
import { detectSeparator, parseEmployeeCsv, splitCsv } from '../../domain/imports/employee-csv.js';
import { requestVisibility } from '../../platform/access/visibility.js';
import { ValidationError } from '../../platform/errors/errors.js';
import { Data, errorResponses, Nullable, StringEnum, Uuid } from '../../platform/http/schemas.js';
import { defineFeature } from '../feature.js';
import * as service from './imports.service.js';

const tags = ['imports'];
/** An employee list of a few thousand people is well under this. */
const CSV_BODY_LIMIT = 5 * 1024 * 1024;
/**
 * The media types a CSV file comes with: text/csv as RFC 4180 registers it, and what browsers and
 * programs send for a .csv file (Windows names it application/vnd.ms-excel when Excel is
 * installed; others say application/csv or text/plain). Any other type answers 400 naming these.
 */
const CSV_MEDIA_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain'];

const ImportRow = Type.Object({
  row: Type.Integer({ description: 'Line of the file the row starts on (the header is line 1 unless blank lines come before it)' }),
  personnel_number: Nullable(Type.String({ description: 'As the file has it (trimmed), an invalid row\'s too; null when its cell is empty' })),
  action: StringEnum(['create', 'update', 'skip'] as const, { description: 'What was (dry run: would be) done with the row' }),
  employee_id: Nullable(Uuid()),
  errors: Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Messages per column; empty when the row is valid' }),
});

const ImportResult = Type.Object({
  dry_run: Type.Boolean(),
  imported: Type.Boolean({ description: 'Whether anything was written' }),
  would_import: Type.Boolean({
    description:
      'Whether the same request without dry_run imports the file: false when a row is invalid and skip_invalid is not set (the real run then answers 422 and writes nothing, whatever the rows\' actions say). Without dry_run the same as imported.',
  }),
  encoding: StringEnum(['utf-8', 'windows-1252'] as const, {
    description: 'How the file was read: as declared by the charset of its Content-Type, else UTF-8, or Windows-1252 (German Excel\'s plain "CSV") when its bytes are not UTF-8',
  }),
  created: Type.Integer(),
  updated: Type.Integer(),
  skipped: Type.Integer(),
  rows: Type.Array(ImportRow),
}, {
  examples: [
    {
      dry_run: true,
      imported: false,
      would_import: true,
      encoding: 'utf-8',
      created: 1,
      updated: 1,
      skipped: 0,
      rows: [
        { row: 2, personnel_number: '1057', action: 'create', employee_id: null, errors: {} },
        {
          row: 3,
          personnel_number: '1042',
          action: 'update',
          employee_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
          errors: {},
        },
      ],
    },
  ],
});

/** The line of the text a position is on, counting line ends as the import does (CRLF, LF or CR). */
function lineAt(text: string, position: number): number {
  let line = 1;
  for (let i = 0; i < position; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) line++;
  }
  return line;
}

/** More than any header names; a longer first line is summarised from its start. */
const MAX_HEADER_CHARS = 16_384;

/**
 * The names of the header line's columns, or null when the line names no column the import
 * knows: then it is more likely a row of a file without a header, whose cells are values.
 */
function columnNames(headerLine: string): string[] | null {
  if (parseEmployeeCsv(headerLine).columns.length === 0) return null;
  return splitCsv(headerLine, detectSeparator(headerLine), 1)[0]?.fields.map((name) => name.trim()) ?? null;
}

/**
 * What the audit log keeps of an import file instead of the file: a payroll program's export may
 * hold PINs, passwords, IBANs or tax ids in columns the import does not read, and a refused file
 * would stay readable in the audit log for its whole retention. The header's names tell which
 * columns came (what a 422 for unknown columns is about); no value is kept. `text` is the file as
 * read, absent when it could not be.
 */
function fileSummary(bytes: Buffer, contentType: string | undefined, text?: string) {
  const summary = { content_type: contentType ?? null, size_bytes: bytes.length, columns: null as string[] | null, data_lines: null as number | null };
  if (text === undefined) return { file: summary };
  const file = text.startsWith('\uFEFF') ? text.slice(1) : text;
  // The header is the first line with a name on it, as the import reads it.
  const named = file.search(/[^\s;,]/);
  if (named < 0) return { file: { ...summary, data_lines: 0 } };
  const lineStart = Math.max(file.lastIndexOf('\n', named), file.lastIndexOf('\r', named)) + 1;
  const lineEnd = /[\r\n]/g;
  lineEnd.lastIndex = named;
  const headerEnd = lineEnd.exec(file)?.index ?? file.length;
  // A data line holds something besides blanks and separators (Excel pads rows with `;`).
  const dataLine = /[^\s;,][^\r\n]*/g;
  dataLine.lastIndex = headerEnd;
  let dataLines = 0;
  while (dataLine.test(file)) dataLines++;
  return { file: { ...summary, columns: columnNames(file.slice(lineStart, Math.min(headerEnd, lineStart + MAX_HEADER_CHARS))), data_lines: dataLines } };
}

/** How each request's file was read, from its body parser to its handler. */
const encodings = new WeakMap<FastifyRequest, CsvEncoding>();

const BooleanFlag = (description: string) => Type.Optional(Type.Boolean({ default: false, description }));

/** Import from payroll programs (module dls_import): the employee list as CSV. */
export const importsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only this plugin's routes read CSV; everywhere else a text body stays a wrong Content-Type.
  // Read as the charset of the Content-Type declares it, else as UTF-8 when it is, else as
  // Windows-1252 (German Excel's plain "CSV"), never with replacement characters in names.
  app.addContentTypeParser(CSV_MEDIA_TYPES, { parseAs: 'buffer', bodyLimit: CSV_BODY_LIMIT }, (request, body, done) => {
    const contentType = request.headers['content-type'];
    const decoded = decodeCsv(body as Buffer, declaredCharset(contentType));
    if ('error' in decoded) {
      request.auditBody = fileSummary(body as Buffer, contentType);
      done(ValidationError.field('body', decoded.error));
      return;
    }
    const { text, encoding } = decoded;
    request.auditBody = fileSummary(body as Buffer, contentType, text);
    encodings.set(request, encoding);
    // Refused like a NUL in a JSON body, before anything is read: PostgreSQL stores no NUL (the
    // change would commit and its audit record be refused), SQLite would keep it in a login name.
    const nul = text.indexOf('\u0000');
    if (nul >= 0) {
      done(ValidationError.field('body', `The file must not contain NUL characters (line ${lineAt(text, nul)}).`));
      return;
    }
    done(null, text);
  });

  app.post(
    '/imports/employees',
    {
      config: { permission: 'employees:manage' },
      schema: {
        tags,
        operationId: 'importEmployees',
        summary: 'Import employees from a CSV file (text/csv, `;` or `,`), matched by personnel number',
        description:
          'Columns (English or German headers): personnel_number/Personalnummer, first_name/Vorname, last_name/Nachname, entry_date/Eintrittsdatum (YYYY-MM-DD or DD.MM.YYYY), weekly_hours/Wochenstunden (decimal comma or point), vacation_days/Urlaubstage, cost_center/Kostenstelle. One invalid row: 422 and nothing is imported, unless skip_invalid=true. dry_run=true reports what would happen and writes nothing; would_import tells whether the real run goes through. Sent as text/csv, application/csv, application/vnd.ms-excel or text/plain; UTF-8, or Windows-1252 when declared (charset=windows-1252) or when the bytes are not UTF-8.',
        consumes: CSV_MEDIA_TYPES,
        querystring: Type.Object({
          dry_run: BooleanFlag('Check and report, write nothing'),
          skip_invalid: BooleanFlag('Import the valid rows and skip the invalid ones'),
        }),
        body: Type.String({ minLength: 1, description: 'The CSV file, UTF-8 (a byte order mark is allowed) or Windows-1252' }),
        response: { 200: Data(ImportResult), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request) => {
      const call = { db: request.tenantDb, tenant: request.tenant, principal: request.principal!, visibility: await requestVisibility(request) };
      const result = await service.importEmployees(call, request.body, {
        dryRun: request.query.dry_run ?? false,
        skipInvalid: request.query.skip_invalid ?? false,
        encoding: encodings.get(request) ?? 'utf-8',
      });
      return { data: result };
    },
  );
};

export const importsFeature = defineFeature({ name: 'imports', module: 'dls_import', routes: importsRoutes });
