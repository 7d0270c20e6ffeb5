import { describe, expect, it } from 'vitest';
import { buildEnvelope, type EnvelopeInput } from './envelope.js';
import { ERROR_CODES, type ErrorCode } from './errors.js';

const NOW = new Date('2026-03-29T06:00:00.123Z');
const ERRORS_URL = 'https://api.stempel.example/errors';

function input(overrides: Partial<EnvelopeInput> = {}): EnvelopeInput {
  return {
    code: 'not_found',
    message: 'The requested resource was not found.',
    requestId: 'req-123',
    path: '/rest/persons/42',
    errorsUrl: ERRORS_URL,
    now: NOW,
    ...overrides,
  };
}

interface ErrorObject {
  title: string;
  detail: string;
  type: string;
  _meta: Record<string, unknown>;
}

function firstError(envelope: Record<string, unknown>): ErrorObject {
  const errors = envelope.errors as ErrorObject[];
  expect(errors).toHaveLength(1);
  return errors[0]!;
}

describe('buildEnvelope', () => {
  it('builds the exact envelope for a plain error', () => {
    expect(buildEnvelope(input())).toEqual({
      request_id: 'req-123',
      timestamp: '2026-03-29T06:00:00.123Z',
      message: 'The requested resource was not found.',
      errors: [
        {
          title: 'Not Found',
          detail: 'The requested resource was not found.',
          type: 'https://api.stempel.example/errors#not_found',
          _meta: { path: '/rest/persons/42' },
        },
      ],
    });
  });

  it('has exactly one error object with exactly title, detail, type and _meta', () => {
    const error = firstError(buildEnvelope(input()));
    expect(Object.keys(error).sort()).toEqual(['_meta', 'detail', 'title', 'type']);
  });

  it('stamps the timestamp in ISO 8601 UTC with Z', () => {
    const envelope = buildEnvelope(input({ now: new Date('2026-10-25T02:30:00+02:00') }));
    expect(envelope.timestamp).toBe('2026-10-25T00:30:00.000Z');
  });

  it('uses the current time when no `now` is given', () => {
    const before = Date.now();
    const { now: _now, ...rest } = input();
    const envelope = buildEnvelope(rest);
    const stamp = envelope.timestamp as string;
    expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(stamp)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(stamp)).toBeLessThanOrEqual(Date.now());
  });

  it.each(Object.keys(ERROR_CODES) as ErrorCode[])('uses the title and type anchor of %s', (code) => {
    const error = firstError(buildEnvelope(input({ code, message: 'Something.' })));
    expect(error.title).toBe(ERROR_CODES[code].title);
    expect(error.type).toBe(`${ERRORS_URL}#${code}`);
  });

  it('uses the configured errors URL verbatim as the base of type', () => {
    const error = firstError(buildEnvelope(input({ errorsUrl: 'http://localhost:3000/errors', code: 'conflict', message: 'x' })));
    expect(error.type).toBe('http://localhost:3000/errors#conflict');
  });

  it.each(['bad_request', 'unauthenticated', 'forbidden', 'not_found', 'method_not_allowed', 'precondition_failed', 'conflict', 'too_many_requests', 'service_unavailable'] as const)(
    'repeats the message as detail for %s',
    (code) => {
      const error = firstError(buildEnvelope(input({ code, message: 'A specific message.' })));
      expect(error.detail).toBe('A specific message.');
    },
  );

  describe('validation errors', () => {
    const fieldErrors = {
      date: ['The date field is required.'],
      'entries.0.kind': ['The selected entries.0.kind is invalid.', 'Another.'],
    };

    it('uses the fixed detail and carries the field map twice', () => {
      const envelope = buildEnvelope(
        input({ code: 'validation_error', message: 'The date field is required.', fieldErrors, path: '/rest/bookings' }),
      );
      expect(envelope).toEqual({
        request_id: 'req-123',
        timestamp: '2026-03-29T06:00:00.123Z',
        message: 'The date field is required.',
        field_errors: fieldErrors,
        errors: [
          {
            title: 'Validation Error',
            detail: 'The given data was invalid.',
            type: `${ERRORS_URL}#validation_error`,
            _meta: { path: '/rest/bookings', fields: fieldErrors },
          },
        ],
      });
    });

    it('makes field_errors equal to errors[0]._meta.fields', () => {
      const envelope = buildEnvelope(input({ code: 'validation_error', message: 'x', fieldErrors }));
      expect(envelope.field_errors).toEqual(firstError(envelope)._meta.fields);
    });

    it('leaves field_errors out when no field errors are given, even for validation_error', () => {
      const envelope = buildEnvelope(input({ code: 'validation_error', message: 'The given data was invalid.' }));
      expect(envelope).not.toHaveProperty('field_errors');
      expect(firstError(envelope)._meta).not.toHaveProperty('fields');
      expect(firstError(envelope).detail).toBe('The given data was invalid.');
    });

    it('includes an empty field map when one is given', () => {
      const envelope = buildEnvelope(input({ code: 'validation_error', message: 'x', fieldErrors: {} }));
      expect(envelope.field_errors).toEqual({});
      expect(firstError(envelope)._meta.fields).toEqual({});
    });
  });

  it('leaves field_errors out for other codes without field errors', () => {
    const envelope = buildEnvelope(input({ code: 'conflict', message: 'Closed.' }));
    expect(envelope).not.toHaveProperty('field_errors');
    expect(firstError(envelope)._meta).not.toHaveProperty('fields');
  });

  describe('server errors', () => {
    it('never echoes the message in detail', () => {
      const secret = 'connect ECONNREFUSED 10.0.0.5:5432 password=hunter2';
      const error = firstError(buildEnvelope(input({ code: 'server_error', message: secret })));
      expect(error.detail).toBe('An unexpected error occurred.');
      expect(error.detail).not.toContain('hunter2');
      expect(error.title).toBe('Server Error');
    });
  });

  describe('endpoint meta', () => {
    it('appears both in errors[0]._meta and at the top level', () => {
      const meta = { code: 'month_closed', period: '2026-02', warnings: ['late booking'] };
      const envelope = buildEnvelope(input({ code: 'conflict', message: 'The month is closed.', meta }));
      expect(envelope).toMatchObject(meta);
      expect(firstError(envelope)._meta).toEqual({ path: '/rest/persons/42', ...meta });
    });

    it('puts path first in _meta', () => {
      const envelope = buildEnvelope(input({ code: 'conflict', message: 'x', meta: { period: '2026-02' } }));
      expect(Object.keys(firstError(envelope)._meta)).toEqual(['path', 'period']);
    });

    it('does not copy path or fields from meta to the top level', () => {
      const envelope = buildEnvelope(
        input({ code: 'conflict', message: 'x', meta: { path: '/evil', fields: { a: ['b'] }, period: '2026-02' } }),
      );
      expect(envelope).not.toHaveProperty('path');
      expect(envelope).not.toHaveProperty('fields');
      expect(envelope.period).toBe('2026-02');
    });

    it('keeps the request path in _meta even when meta names another path', () => {
      const envelope = buildEnvelope(input({ code: 'conflict', message: 'x', meta: { path: '/evil' } }));
      expect(firstError(envelope)._meta).toEqual({ path: '/rest/persons/42' });
    });

    it('does not let meta.fields stand in for the field map', () => {
      const envelope = buildEnvelope(input({ code: 'conflict', message: 'x', meta: { fields: { a: ['b'] } } }));
      expect(firstError(envelope)._meta).toEqual({ path: '/rest/persons/42' });
    });

    it('takes the field map from fieldErrors, not from meta.fields', () => {
      const fieldErrors = { real: ['The real field is required.'] };
      const envelope = buildEnvelope(
        input({ code: 'validation_error', message: 'x', fieldErrors, meta: { fields: { fake: ['no'] } } }),
      );
      expect(firstError(envelope)._meta.fields).toEqual(fieldErrors);
      expect(envelope.field_errors).toEqual(fieldErrors);
    });

    it('does not let meta overwrite the envelope keys at the top level', () => {
      const envelope = buildEnvelope(
        input({
          code: 'conflict',
          message: 'The real message.',
          meta: { request_id: 'forged', timestamp: 'forged', message: 'forged', errors: 'forged' },
        }),
      );
      expect(envelope.request_id).toBe('req-123');
      expect(envelope.timestamp).toBe('2026-03-29T06:00:00.123Z');
      expect(envelope.message).toBe('The real message.');
      expect(Array.isArray(envelope.errors)).toBe(true);
    });

    it('carries retry_after for too_many_requests', () => {
      const envelope = buildEnvelope(input({ code: 'too_many_requests', message: 'Slow down.', meta: { retry_after: 60 } }));
      expect(envelope.retry_after).toBe(60);
      expect(firstError(envelope)._meta).toEqual({ path: '/rest/persons/42', retry_after: 60 });
    });

    it('handles an empty meta like no meta', () => {
      expect(buildEnvelope(input({ meta: {} }))).toEqual(buildEnvelope(input()));
    });

    it('does not mutate the meta object it was given', () => {
      const meta = { path: '/x', fields: { a: ['b'] }, period: '2026-02' };
      const copy = structuredClone(meta);
      buildEnvelope(input({ code: 'validation_error', message: 'x', fieldErrors: { c: ['d'] }, meta }));
      expect(meta).toEqual(copy);
    });
  });
});
