import Fastify, { type FastifyServerOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCheckingCompilers, validatorCompilers } from './validation.js';

type CompilersFactory = NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

const Answer = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['name', 'on'],
      properties: { name: { type: 'string' }, on: { type: 'string', format: 'date', pattern: '^(19|2[01])\\d{2}-' }, shared: { $ref: 'Shared#' } },
    },
  },
};

async function appAnswering(compilers: unknown, data: unknown) {
  const app = Fastify({ schemaController: { compilersFactory: compilers as CompilersFactory } });
  app.addSchema({ $id: 'Shared', type: 'object', required: ['id'], properties: { id: { type: 'integer' } } });
  app.get('/', { schema: { response: { 200: Answer } } }, async () => ({ data }));
  await app.ready();
  return app;
}

describe('answers checked against their schema', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes an answer that matches, shared schemas included', async () => {
    const app = await appAnswering(answerCheckingCompilers, { name: 'Jana', on: '2026-03-29', shared: { id: 1 } });
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { name: 'Jana', on: '2026-03-29', shared: { id: 1 } } });
  });

  it.each([
    ['a null the serializer would write as ""', { name: null, on: '2026-03-29' }, '/data/name must be string'],
    ['a missing member', { on: '2026-03-29' }, "/data must have required property 'name'"],
    ['a date after 2199', { name: 'Jana', on: '2200-01-05' }, '/data/on must match pattern'],
    ['a shared part that does not match', { name: 'Jana', on: '2026-03-29', shared: { id: 'x' } }, '/data/shared/id must be integer'],
  ])('fails %s with 500 and a warning naming the member', async (_case, data, problem) => {
    const warning = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const app = await appAnswering(answerCheckingCompilers, data);
    expect((await app.inject({ url: '/' })).statusCode).toBe(500);
    expect(String(warning.mock.calls[0]?.[0])).toContain(problem);
  });

  it('is not what the server does unless asked: the serializer writes what the schema says', async () => {
    const app = await appAnswering(validatorCompilers, { name: null, on: '2026-03-29' });
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('');
  });
});
