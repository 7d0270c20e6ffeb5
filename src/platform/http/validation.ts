import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Ajv, type AnySchema, type Options, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { notingAnswersWithoutSecrets } from '../audit/secret-members.js';
import { serializableSchema } from './serializable-schema.js';

type FormatsPlugin = (ajv: Ajv) => Ajv;
// ajv-formats ships CommonJS with a default export; loaded as ESM it may arrive wrapped once more.
const loaded = addFormatsPlugin as unknown as FormatsPlugin & { default?: FormatsPlugin };
const addFormats: FormatsPlugin = loaded.default ?? loaded;

const COMMON: Options = { allErrors: true, removeAdditional: true, useDefaults: true, strict: false };

function instance(coerceTypes: Options['coerceTypes'], shared: Record<string, AnySchema>): Ajv {
  const ajv = addFormats(new Ajv({ ...COMMON, coerceTypes }));
  withInstantsOnly(ajv);
  for (const schema of Object.values(shared)) ajv.addSchema(schema);
  return ajv;
}

/**
 * RFC 3339 allows a leap second (23:59:60), which no instant of the platform can hold: a
 * date-time is valid only when it also names an instant, so the services never meet one that
 * turns into an invalid date.
 */
function withInstantsOnly(ajv: Ajv): void {
  const rfc3339 = ajv.formats['date-time'] as { validate: (text: string) => boolean; compare: (a: string, b: string) => number | undefined };
  ajv.addFormat('date-time', { type: 'string', validate: (text) => rfc3339.validate(text) && !Number.isNaN(Date.parse(text)), compare: rfc3339.compare });
}

/**
 * Request validation with two ajv instances: query strings and path
 * parameters arrive as text and are coerced to the declared types, JSON
 * bodies are taken as sent. Coercing bodies would quietly turn an explicit
 * null into "" or 0 and a 0 into null, changing what the client asked for.
 * Given to Fastify as a compilers factory, so every plugin context (also one
 * that adds schemas of its own) validates the same way.
 */
export const validatorCompilers = {
  buildValidator(shared: Record<string, AnySchema> = {}): FastifySchemaCompiler<AnySchema> {
    const context = JSON.stringify(shared);
    const inThisContext: Partial<Record<'body' | 'text', ValidatorContext>> = {};
    return ({ schema, httpPart }) => {
      const mode = httpPart === 'body' ? 'body' : 'text';
      const compiled = (inThisContext[mode] ??= compiledOnce(validatorContexts, `${mode}\u0000${context}`, (): ValidatorContext => ({ validators: new Map() })));
      return compiledOnce(compiled.validators, JSON.stringify(schema), () =>
        (compiled.ajv ??= instance(mode === 'body' ? false : 'array', shared)).compile(schema),
      );
    };
  },
  buildSerializer(shared: Record<string, unknown> = {}, options: Record<string, unknown> = {}): FastifySerializerCompiler<unknown> {
    const build = SerializerSelector()(shared, options);
    const compiled = compiledOnce(serializerContexts, JSON.stringify([shared, options]), () => new Map<string, (data: unknown) => string>());
    // Serialised from the same schema, with nullable values as type lists (serializableSchema).
    // What a schema without secret members writes is noted for the audit, which then masks only its URLs.
    return (route) =>
      compiledOnce(compiled, JSON.stringify(route.schema), () =>
        notingAnswersWithoutSecrets(route.schema, shared, build({ ...route, schema: serializableSchema(route.schema) } as Parameters<typeof build>[0])),
      );
  },
};

/**
 * The same compilers, with every answer a route's serializer writes first checked against the
 * route's response schema as the OpenAPI document states it (STEMPEL_CHECK_ANSWERS; the test
 * suite runs with it). The serializer writes what the schema says, not what the data holds: a
 * null under a type without null becomes "" or 0, a date outside the years the schema allows is
 * written as it is. Checked, such an answer fails with 500 and a warning that names the route and
 * the member, so a schema that stopped describing its answers cannot go unnoticed.
 */
export const answerCheckingCompilers = {
  buildValidator: validatorCompilers.buildValidator,
  buildSerializer(shared: Record<string, unknown> = {}, options: Record<string, unknown> = {}): FastifySerializerCompiler<unknown> {
    const serializer = validatorCompilers.buildSerializer(shared, options);
    const checks = compiledOnce(answerCheckContexts, JSON.stringify(shared), (): AnswerCheckContext => ({ checks: new Map() }));
    return (route) => {
      const serialize = serializer(route);
      const check = compiledOnce(checks.checks, JSON.stringify(route.schema), () =>
        (checks.ajv ??= answerChecker(shared as Record<string, AnySchema>)).compile(route.schema as AnySchema),
      );
      return (data: unknown) => {
        // What the answer is as JSON: dates and other values with a toJSON as they are written.
        if (!check(JSON.parse(JSON.stringify(data) ?? 'null'))) {
          const problems = (check.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ');
          const message = `The answer of ${route.method} ${route.url} (${route.httpStatus}) does not match its schema: ${problems}`;
          process.emitWarning(message, 'AnswerSchemaWarning');
          throw new Error(message);
        }
        return serialize(data);
      };
    };
  },
};

/** Answers are taken as they are: nothing coerced, removed or filled in. */
function answerChecker(shared: Record<string, AnySchema>): Ajv {
  const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
  withInstantsOnly(ajv);
  for (const schema of Object.values(shared)) ajv.addSchema(schema);
  return ajv;
}

interface AnswerCheckContext {
  ajv?: Ajv;
  checks: Map<string, ValidateFunction>;
}
const answerCheckContexts = new Map<string, AnswerCheckContext>();

/*
 * Compiling the route schemas is most of what building the app costs. A compiled validator or
 * serializer depends only on its schema, the shared schemas and the options, so a process that
 * builds several apps (every test file does) compiles each schema once. The ajv instances are
 * shared the same way: every plugin context asks for its own, and making one costs more than
 * most compilations. The caches are kept per context (the shared schemas, some 16 kB as text),
 * so each route looks its schema up without hashing the shared ones again.
 */
interface ValidatorContext {
  ajv?: Ajv;
  validators: Map<string, ValidateFunction>;
}
const validatorContexts = new Map<string, ValidatorContext>();
const serializerContexts = new Map<string, Map<string, (data: unknown) => string>>();

function compiledOnce<F>(cache: Map<string, F>, key: string, compile: () => F): F {
  let compiled = cache.get(key);
  if (!compiled) {
    compiled = compile();
    cache.set(key, compiled);
  }
  return compiled;
}
