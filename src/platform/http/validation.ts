import { Ajv, type AnySchema, type Options } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

type FormatsPlugin = (ajv: Ajv) => Ajv;
// ajv-formats ships CommonJS with a default export; loaded as ESM it may arrive wrapped once more.
const loaded = addFormatsPlugin as unknown as FormatsPlugin & { default?: FormatsPlugin };
const addFormats: FormatsPlugin = loaded.default ?? loaded;

const COMMON: Options = { allErrors: true, removeAdditional: true, useDefaults: true, strict: false };

function instance(coerceTypes: Options['coerceTypes'], shared: Record<string, AnySchema>): Ajv {
  const ajv = addFormats(new Ajv({ ...COMMON, coerceTypes }));
  for (const schema of Object.values(shared)) ajv.addSchema(schema);
  return ajv;
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
    const asSent = instance(false, shared);
    const fromText = instance('array', shared);
    return ({ schema, httpPart }) => (httpPart === 'body' ? asSent : fromText).compile(schema);
  },
};
