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
