/**
 * Examples in the document. Resources and request bodies carry whole examples on their
 * schemas (`examples`), and a few shared leaves (dates, durations, ids) carry their own. An
 * operation's request and 2xx JSON answer usually wrap those (`{ data: … }`, a page with links
 * and meta), so the media type gets an example composed from the schema: a schema's own first
 * example wins, then const, default, the first enum value, a non-null branch of a union, and for
 * objects and arrays the composition of their parts. A part that has nothing to offer leaves the
 * media type without an example rather than with an invented value.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const COMPONENT_PREFIX = '#/components/schemas/';
const MAX_DEPTH = 12;

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An example value for `schema`, or undefined when one of its required parts has none. */
export function exampleOf(schema: Json | undefined, components: JsonObject, depth = 0): Json | undefined {
  if (!isObject(schema) || depth > MAX_DEPTH) return undefined;
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith(COMPONENT_PREFIX)) {
    return exampleOf(components[schema.$ref.slice(COMPONENT_PREFIX.length)], components, depth + 1);
  }
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('example' in schema) return schema.example!;
  if ('const' in schema) return schema.const!;
  if ('default' in schema) return schema.default!;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const branches = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  if (branches) {
    const isNull = (branch: Json) => isObject(branch) && branch.type === 'null';
    for (const branch of [...branches.filter((b) => !isNull(b)), ...branches.filter(isNull)]) {
      const found = exampleOf(branch, components, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('object') || isObject(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const value: JsonObject = {};
    for (const [name, part] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
      const found = exampleOf(part, components, depth + 1);
      if (found !== undefined) value[name] = found;
      else if (required.has(name)) return undefined;
    }
    return value;
  }
  if (types.includes('array')) {
    const item = exampleOf(schema.items, components, depth + 1);
    if (item !== undefined) return [item];
    return typeof schema.minItems === 'number' && schema.minItems > 0 ? undefined : [];
  }
  if (types.includes('null')) return null;
  if (types.includes('boolean')) return false;
  return undefined;
}

function completeMedia(media: Json | undefined, components: JsonObject): void {
  if (!isObject(media) || 'example' in media || 'examples' in media) return;
  const example = exampleOf(media.schema, components);
  if (example !== undefined) media.example = example;
}

/** Adds a composed example to every JSON request body and 2xx JSON answer that has none. */
export function addMediaExamples<T extends object>(document: T): T {
  const doc = document as unknown as JsonObject;
  const components = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  for (const operations of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(operations)) continue;
    for (const operation of Object.values(operations)) {
      if (!isObject(operation)) continue;
      const body = operation.requestBody;
      if (isObject(body) && isObject(body.content)) completeMedia(body.content['application/json'], components);
      for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
        if (status.startsWith('2') && isObject(response) && isObject(response.content)) completeMedia(response.content['application/json'], components);
      }
    }
  }
  return document;
}
