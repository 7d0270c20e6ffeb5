import { describe, expect, it } from 'vitest';
import { toAppError } from './error-handler.js';
import { BadRequestError, PayloadTooLargeError } from './errors.js';
import { multipartError } from './multipart-errors.js';

const multipart = { headers: { 'content-type': 'multipart/form-data; boundary=abc' } };
const json = { headers: { 'content-type': 'application/json' } };
const coded = (code: string, statusCode: number) => Object.assign(new Error('x'), { code, statusCode });

describe('multipartError', () => {
  it.each([
    'Multipart: Boundary not found',
    'Unexpected end of multipart data',
    'Part terminated early due to unexpected end of multipart data',
    'Preamble terminated early due to unexpected end of multipart data',
    'The needle cannot have a length bigger than 256.',
  ])('answers 400 for busboy’s “%s” on a multipart request', (message) => {
    const error = multipartError(new Error(message), multipart);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error!.message).toMatch(/multipart\/form-data/);
  });

  it('leaves the same texts alone on other requests, where they are no parse error of a multipart body', () => {
    expect(multipartError(new Error('Unexpected end of multipart data'), json)).toBeUndefined();
    expect(multipartError(new Error('Unexpected end of multipart data'))).toBeUndefined();
    expect(multipartError(new Error('something else'), multipart)).toBeUndefined();
    expect(multipartError('Unexpected end of multipart data', multipart)).toBeUndefined();
  });

  it('knows @fastify/multipart’s errors by their codes', () => {
    for (const code of ['FST_MP_PREMATURE_CLOSE', 'FST_PROTO_VIOLATION', 'FST_INVALID_JSON_FIELD_ERROR', 'FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_FILES_LIMIT']) {
      expect(multipartError(coded(code, 400), json)).toBeInstanceOf(BadRequestError);
    }
    expect(multipartError(coded('FST_REQ_FILE_TOO_LARGE', 413))).toBeInstanceOf(PayloadTooLargeError);
    // A code from elsewhere, even one that names a member of every object, is not theirs.
    for (const code of ['ECONNRESET', 'constructor', 'toString', '__proto__']) expect(multipartError(coded(code, 500), multipart)).toBeUndefined();
    // A coded error with busboy's text is not busboy's.
    expect(multipartError(Object.assign(new Error('Unexpected end of multipart data'), { code: 'E_OTHER' }), multipart)).toBeUndefined();
  });
});

describe('toAppError with multipart bodies', () => {
  it('maps busboy’s errors to 400 and keeps every other untyped error a 500', () => {
    expect(toAppError(new Error('Multipart: Boundary not found'), { body: undefined, ...multipart })?.status).toBe(400);
    expect(toAppError(new Error('Multipart: Boundary not found'), { body: undefined, ...json })).toBeUndefined();
    expect(toAppError(new Error('boom'), { body: undefined, ...multipart })).toBeUndefined();
  });
});
