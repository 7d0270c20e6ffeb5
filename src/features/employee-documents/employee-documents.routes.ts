import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestVisibility } from '../../platform/access/visibility.js';
import { ValidationError } from '../../platform/errors/errors.js';
import { NOT_MODIFIED, notModified } from '../../platform/http/conditional.js';
import { paginate } from '../../platform/http/pagination.js';
import { Data, errorResponses, MessageResponse, Paginated } from '../../platform/http/schemas.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { defineFeature } from '../feature.js';
import { ACCEPTED_TYPES, fileSummary, normaliseDeclaredType, spoolUpload, sweepSpool, type SpooledFile } from './document-content.js';
import { EmployeeDocument, toEmployeeDocument } from './employee-document.resource.js';
import { DocumentParams, EmployeeParams, ListQuery, UploadBody } from './employee-documents.schemas.js';
import * as service from './employee-documents.service.js';
import { attachment } from '../../platform/http/attachment.js';

const tags = ['employee documents'];
const READ_NOTE = 'own documents need no permission; another person’s need employees:manage and visibility';
const WRITE_NOTE = 'the person must be within the caller’s visible units';
export const DEFAULT_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** No upload takes a day; a spool file that old was left by a process that stopped. */
const STALE_SPOOL_MS = 24 * 3_600_000;

export interface EmployeeDocumentsOptions {
  storage: ObjectStorage;
  /** Larger uploads are a 413. */
  maxBytes: number;
  /** Where uploads are written while they arrive, before they are checked and stored. */
  spoolDir: string;
}

/** A file name as the download offers it again: no path, no control characters, at most 255 characters. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean || 'document';
}

/** The refusal of a multipart body's text fields that hold a NUL character, named like a JSON body's (422). */
function nulInFields(body: unknown): ValidationError | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const problems: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(body)) {
    if (name.includes('\u0000')) problems.body = ['Field names must not contain NUL characters.'];
    else if ((Array.isArray(value) ? value : [value]).some((each) => typeof each === 'string' && each.includes('\u0000'))) {
      problems[name] = [`The ${name} field must not contain NUL characters.`];
    }
  }
  return Object.keys(problems).length > 0 ? new ValidationError(problems) : undefined;
}

/** /rest/employees/{e}/documents (module employee_documents): the digital personnel file. */
export const employeeDocumentsRoutes: FastifyPluginAsyncTypebox<EmployeeDocumentsOptions> = async (app, options) => {
  const { storage, spoolDir } = options;
  const maxBytes = options.maxBytes ?? DEFAULT_DOCUMENT_MAX_BYTES;
  const spooled = new WeakMap<FastifyRequest, SpooledFile>();
  if (spoolDir) await sweepSpool(spoolDir, STALE_SPOOL_MS);

  // Only this plugin's routes read multipart bodies. The file part is spooled (hashed, counted,
  // limited) while it arrives; the text fields become the body that the route schema validates.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    // Two files are let through to onFile, which refuses the second with a message of its own.
    limits: { fileSize: maxBytes + 1, files: 2, fields: 10, fieldSize: 4096, parts: 12 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const meta = { fileName: cleanFileName(part.filename), declaredType: normaliseDeclaredType(part.mimetype) };
      if (part.fieldname !== 'file' || spooled.has(this)) {
        part.file.resume();
        throw ValidationError.field(part.fieldname, 'Send exactly one file, in the part named file.');
      }
      // The audit log records what was sent, never the bytes.
      this.auditBody = { file: fileSummary({ ...meta, size: `more than ${maxBytes}` }) };
      const file = await spoolUpload(part.file, spoolDir, meta, maxBytes);
      spooled.set(this, file);
      this.auditBody = { file: fileSummary(file) };
      (part as MultipartFile & { value: string }).value = file.fileName;
    },
  });
  // Text fields with a NUL character are refused as they are in JSON bodies (json-body.ts): no
  // database stores them faithfully. Runs on every multipart body of these routes, after the parse.
  app.addHook('preValidation', (request, _reply, done) => {
    done(request.isMultipart() ? nulInFields(request.body) : undefined);
  });
  const dropSpool = async (request: FastifyRequest) => {
    const file = spooled.get(request);
    if (!file) return;
    spooled.delete(request);
    await fs.promises.rm(file.path, { force: true });
  };
  // onSend runs for every answer, also when the client went away before it; onResponse catches the rest.
  app.addHook('onSend', async (request, _reply, payload) => {
    await dropSpool(request);
    return payload;
  });
  app.addHook('onResponse', dropSpool);

  const call = async (request: FastifyRequest): Promise<service.DocumentCall> => ({
    db: request.tenantDb,
    tenant: request.tenant,
    principal: request.principal!,
    visibility: await requestVisibility(request),
    storage,
  });

  app.get(
    '/employees/:employee/documents',
    {
      config: { note: READ_NOTE },
      schema: {
        tags,
        operationId: 'listEmployeeDocuments',
        summary: 'The documents of a person’s file, newest first, paginated (metadata only)',
        params: EmployeeParams,
        querystring: ListQuery,
        response: { 200: Paginated(EmployeeDocument), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request) => {
      const { page, per_page, category } = request.query;
      return paginate(request, { page, per_page }, await service.list(await call(request), request.params.employee, { category }), toEmployeeDocument);
    },
  );

  app.post(
    '/employees/:employee/documents',
    {
      config: { conflicts: ['employee_erased'], permission: 'employees:manage', note: WRITE_NOTE, sends: ['location'] },
      preValidation: async (request) => {
        const file = spooled.get(request);
        if (file && request.body && typeof request.body === 'object') request.auditBody = { ...request.body, file: fileSummary(file) };
      },
      schema: {
        tags,
        operationId: 'uploadEmployeeDocument',
        summary: 'Add a document to a person’s file (multipart/form-data: file, category, title, valid_until)',
        description:
          'The file is checked by its content: PDF, PNG, JPEG, TIFF, DOCX, XLSX, ODT, ODS or UTF-8 text (422 document_type_refused otherwise); a declared Content-Type other than the content’s is a 422 document_type_mismatch. Larger than the configured limit (default 20 MiB): 413, and nothing is stored.',
        consumes: ['multipart/form-data'],
        params: EmployeeParams,
        body: UploadBody,
        response: {
          201: Data(EmployeeDocument),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'payload_too_large', 'validation_error', 'service_unavailable'),
        },
      },
    },
    async (request, reply) => {
      const file = spooled.get(request);
      if (!file) throw ValidationError.field('file', 'Send the document as the part named file of a multipart/form-data body.');
      const { category, title, valid_until } = request.body;
      const row = await service.upload(await call(request), request.params.employee, { category, title, valid_until }, file);
      return reply.code(201).header('location', `/rest/employees/${row.employee_id}/documents/${row.id}`).send({ data: toEmployeeDocument(row) });
    },
  );

  app.get(
    '/employees/:employee/documents/:document',
    {
      config: { note: READ_NOTE },
      schema: {
        tags,
        operationId: 'getEmployeeDocument',
        summary: 'One document’s metadata: category, title, file name, type, size, SHA-256',
        params: DocumentParams,
        response: { 200: Data(EmployeeDocument), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => ({ data: toEmployeeDocument(await service.get(await call(request), request.params.employee, request.params.document)) }),
  );

  app.get(
    '/employees/:employee/documents/:document/content',
    {
      config: { note: READ_NOTE, sends: ['etag', 'content-disposition'] },
      schema: {
        tags,
        operationId: 'downloadEmployeeDocument',
        summary: 'The document itself, as an attachment with its recognised type; the ETag is its SHA-256',
        description: 'A client that holds the bytes already sends their ETag in If-None-Match and gets 304 Not Modified without them.',
        params: DocumentParams,
        response: {
          200: {
            description: 'The file, with Content-Disposition: attachment (filename and RFC 5987 filename*), Content-Length and ETag',
            // Sent with the type the content showed on upload (text as UTF-8).
            content: Object.fromEntries(
              Object.keys(ACCEPTED_TYPES).map((type) => [type === 'text/plain' ? 'text/plain; charset=utf-8' : type, { schema: { type: 'string', format: 'binary' } }]),
            ),
          },
          304: NOT_MODIFIED,
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'service_unavailable'),
        },
      },
    },
    async (request, reply) => {
      const documentCall = await call(request);
      const row = await service.get(documentCall, request.params.employee, request.params.document);
      const version = { etag: `"${row.sha256}"`, 'cache-control': 'private, no-store' };
      // A client that holds these bytes already gets neither them nor their metadata (RFC 9110 §15.4.5).
      if (notModified(request.headers['if-none-match'], version.etag)) return reply.code(304).headers(version).send();
      const body = await service.contentOf(documentCall, row);
      return reply
        .headers(version)
        .type(row.content_type === 'text/plain' ? 'text/plain; charset=utf-8' : row.content_type)
        .header('content-length', String(row.size_bytes))
        .header('content-disposition', attachment(row.file_name))
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  app.delete(
    '/employees/:employee/documents/:document',
    {
      config: { conflicts: ['employee_erased'], permission: 'employees:manage', note: WRITE_NOTE },
      schema: {
        tags,
        operationId: 'deleteEmployeeDocument',
        summary: 'Remove a document from a person’s file, its stored bytes included',
        params: DocumentParams,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'service_unavailable') },
      },
    },
    async (request) => {
      await service.remove(await call(request), request.params.employee, request.params.document);
      return { message: 'The document was deleted.' };
    },
  );
};

export const employeeDocumentsFeature = defineFeature({
  name: 'employee-documents',
  module: 'employee_documents',
  routes: employeeDocumentsRoutes,
  options: ({ services }: { services: { storage: ObjectStorage; config: { documentMaxBytes: number; dataDir: string } } }) => ({
    storage: services.storage,
    maxBytes: services.config.documentMaxBytes,
    spoolDir: path.join(services.config.dataDir, 'uploads'),
  }),
});
