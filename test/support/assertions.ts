import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';

/** Checks a response against the spec's error envelope and returns the parsed body. */
export function expectEnvelope(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(body.request_id).toBe(response.headers['x-request-id']);
  expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  expect(typeof body.message).toBe('string');
  expect(body.errors).toHaveLength(1);
  const [error] = body.errors;
  expect(error.type).toMatch(new RegExp(`#${code}$`));
  expect(typeof error.title).toBe('string');
  expect(typeof error.detail).toBe('string');
  expect(typeof error._meta.path).toBe('string');
  if (status === 422) {
    expect(body.field_errors).toEqual(error._meta.fields);
    expect(error.detail).toBe('The given data was invalid.');
    expect(body.message).toBe(Object.values(body.field_errors as Record<string, string[]>)[0]![0]);
  } else {
    expect(body.field_errors).toBeUndefined();
  }
  return body;
}

/** A well-formed id that no record has. */
export const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';
export const UUID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const UTC_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
