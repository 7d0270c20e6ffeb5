import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';

/**
 * The examples in the served document are valid against the schemas they stand beside, and
 * every operation shows one for its JSON request body and its 2xx JSON answer.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const BASE = 'https://stempel.example/openapi.json';

let ctx: TestContext;
let doc: JsonObject;

beforeAll(async () => {
  ctx = await createTestContext();
  const served = await ctx.request({ url: '/rest/openapi.json', tenant: 'demo' });
  expect(served.statusCode).toBe(200);
  doc = served.json();
});
afterAll(() => ctx?.close());

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy a validator can compile on its own: no nested $id, references into the document made absolute. */
function standalone(node: Json): Json {
  if (Array.isArray(node)) return node.map(standalone);
  if (!isObject(node)) return node;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$id') continue;
    copy[key] = key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${BASE}${value}` : standalone(value);
  }
  return copy;
}

function validator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const components = isObject(doc.components) ? doc.components : {};
  ajv.addSchema({ $id: BASE, components: standalone(components) as JsonObject });
  // Many operations repeat the same inline schema (an envelope, a page); each is compiled once.
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return (schema: Json, value: Json): string | undefined => {
    const copy = standalone(schema) as JsonObject;
    const key = JSON.stringify(copy);
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = ajv.compile(copy)));
    return validate(value) ? undefined : ajv.errorsText(validate.errors);
  };
}

interface Found {
  where: string;
  schema: Json;
  value: Json;
}

/** Every example in the document with the schema it belongs to: schema-level `examples` and media-type examples. */
function examplesIn(node: Json, where: string, into: Found[]): Found[] {
  if (Array.isArray(node)) {
    node.forEach((item, i) => examplesIn(item, `${where}/${i}`, into));
    return into;
  }
  if (!isObject(node)) return into;
  const isSchema = 'type' in node || 'properties' in node || 'anyOf' in node || 'oneOf' in node || '$ref' in node || 'enum' in node || 'const' in node;
  if (isSchema && Array.isArray(node.examples)) node.examples.forEach((value, i) => into.push({ where: `${where}/examples/${i}`, schema: node, value }));
  if ('schema' in node && !isSchema) {
    if ('example' in node) into.push({ where: `${where}/example`, schema: node.schema!, value: node.example! });
    if (isObject(node.examples)) {
      for (const [name, entry] of Object.entries(node.examples)) if (isObject(entry)) into.push({ where: `${where}/examples/${name}`, schema: node.schema!, value: entry.value! });
    }
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'examples' && key !== 'example') examplesIn(value, `${where}/${key}`, into);
  return into;
}

function hasExample(media: Json | undefined): boolean {
  return isObject(media) && ('example' in media || (isObject(media.examples) && Object.keys(media.examples).length > 0));
}

describe('examples in the OpenAPI document', () => {
  it('validates every example against its schema', () => {
    const check = validator();
    const found = examplesIn(doc, '#', []);
    expect(found.length).toBeGreaterThan(100);
    const invalid = found.flatMap(({ where, schema, value }) => {
      const error = check(schema, value);
      return error ? [`${where}: ${error}`] : [];
    });
    expect(invalid).toEqual([]);
  }, 120_000);

  it('shows an example for every JSON request body and every 2xx JSON answer', () => {
    const missing: string[] = [];
    for (const operations of Object.values(doc.paths as JsonObject)) {
      for (const operation of Object.values(operations as JsonObject)) {
        if (!isObject(operation)) continue;
        const id = String(operation.operationId);
        const body = operation.requestBody;
        if (isObject(body) && isObject(body.content) && body.content['application/json'] && !hasExample(body.content['application/json'])) {
          missing.push(`${id} request`);
        }
        for (const [status, response] of Object.entries(operation.responses as JsonObject)) {
          if (!status.startsWith('2') || !isObject(response) || !isObject(response.content)) continue;
          const media = response.content['application/json'];
          if (media && !hasExample(media)) missing.push(`${id} response`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
