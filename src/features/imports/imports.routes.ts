import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestVisibility } from '../../platform/access/visibility.js';
import { ValidationError } from '../../platform/errors/errors.js';
import { Data, errorResponses, Nullable, StringEnum, Uuid } from '../../platform/http/schemas.js';
import { defineFeature } from '../feature.js';
import * as service from './imports.service.js';

const tags = ['imports'];
/** An employee list of a few thousand people is well under this. */
const CSV_BODY_LIMIT = 5 * 1024 * 1024;

const ImportRow = Type.Object({
  row: Type.Integer({ description: 'Line of the file (the header is line 1)' }),
  personnel_number: Nullable(Type.String()),
  action: StringEnum(['create', 'update', 'skip'] as const, { description: 'What was (dry run: would be) done with the row' }),
  employee_id: Nullable(Uuid()),
  errors: Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Messages per column; empty when the row is valid' }),
});

const ImportResult = Type.Object({
  dry_run: Type.Boolean(),
  imported: Type.Boolean({ description: 'Whether anything was written' }),
  created: Type.Integer(),
  updated: Type.Integer(),
  skipped: Type.Integer(),
  rows: Type.Array(ImportRow),
}, {
  examples: [
    {
      dry_run: true,
      imported: false,
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

const BooleanFlag = (description: string) => Type.Optional(Type.Boolean({ default: false, description }));

/** Import from payroll programs (module dls_import): the employee list as CSV. */
export const importsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only this plugin's routes read CSV; everywhere else a text body stays a wrong Content-Type.
  // Read strictly as UTF-8: German Excel's plain "CSV" is Windows-1252, whose umlauts would
  // otherwise be stored as replacement characters in people's names.
  app.addContentTypeParser(['text/csv'], { parseAs: 'buffer', bodyLimit: CSV_BODY_LIMIT }, (_request, body, done) => {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body as Buffer);
    } catch {
      done(ValidationError.field('body', 'The file must be UTF-8. In Excel, save it as "CSV UTF-8 (durch Trennzeichen getrennt)".'));
      return;
    }
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
          'Columns (English or German headers): personnel_number/Personalnummer, first_name/Vorname, last_name/Nachname, entry_date/Eintrittsdatum (YYYY-MM-DD or DD.MM.YYYY), weekly_hours/Wochenstunden (decimal comma or point), vacation_days/Urlaubstage, cost_center/Kostenstelle. One invalid row: 422 and nothing is imported, unless skip_invalid=true. dry_run=true reports what would happen and writes nothing.',
        consumes: ['text/csv'],
        querystring: Type.Object({
          dry_run: BooleanFlag('Check and report, write nothing'),
          skip_invalid: BooleanFlag('Import the valid rows and skip the invalid ones'),
        }),
        body: Type.String({ minLength: 1, description: 'The CSV file, UTF-8 (a byte order mark is allowed)' }),
        response: { 200: Data(ImportResult), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request) => {
      const call = { db: request.tenantDb, tenant: request.tenant, principal: request.principal!, visibility: await requestVisibility(request) };
      const result = await service.importEmployees(call, request.body, { dryRun: request.query.dry_run ?? false, skipInvalid: request.query.skip_invalid ?? false });
      return { data: result };
    },
  );
};

export const importsFeature = defineFeature({ name: 'imports', module: 'dls_import', routes: importsRoutes });
