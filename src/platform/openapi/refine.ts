/**
 * Finishing touches on the generated document. The route schemas embed their resources (a
 * roster entry carries its shift), and the generator writes such an embedded resource out in
 * full although the same schema is also a named component. Here every inline copy of a
 * component becomes a reference to it, and components nothing refers to are dropped, so the
 * document names each resource once and lists nothing unused. Integers that may not fit 32 bits
 * are marked int64.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const COMPONENT_PREFIX = '#/components/schemas/';

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Replaces, below `node`, every subtree equal to a component (other than `self`) with a reference to it. */
function referenceComponents(node: Json, byText: ReadonlyMap<string, string>, self?: string): Json {
  if (Array.isArray(node)) return node.map((item) => referenceComponents(item, byText, self));
  if (!isObject(node)) return node;
  const name = byText.get(JSON.stringify(node));
  if (name && name !== self) return { $ref: `${COMPONENT_PREFIX}${name}` };
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, referenceComponents(value, byText, self)]));
}

const INT32_MAX = 2 ** 31 - 1;
const INT32_MIN = -(2 ** 31);
// Durations in milliseconds and sums of money in cents: unbounded, they pass 2^31 soon (596 hours).
const WIDE_BY_NAME = /_(ms|cents)$/;

/**
 * Marks every integer that may not fit 32 bits as `format: int64`: one whose bounds lie beyond
 * them, or an unbounded duration or sum of money (named so). Generators for Java, Kotlin and C#
 * read a plain integer as a 32-bit one and fail on a project budget of 1,000 hours. An unbounded
 * one is given the bounds of the whole numbers JSON bodies may carry here (json-body.ts), so a
 * 64-bit client knows what is refused. `name` is the member or parameter whose schema `node` is.
 */
function markWideIntegers(node: Json, name?: string): Json {
  if (Array.isArray(node)) return node.map((item) => markWideIntegers(item, name));
  if (!isObject(node)) return node;
  const named = typeof node.name === 'string' && isObject(node.schema) ? node.name : undefined;
  const marked: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isObject(value)) {
      marked[key] = Object.fromEntries(Object.entries(value).map(([member, schema]) => [member, markWideIntegers(schema, member)]));
    } else if (key === 'anyOf' || key === 'oneOf' || key === 'allOf' || key === 'items') {
      marked[key] = markWideIntegers(value, name);
    } else {
      marked[key] = markWideIntegers(value, key === 'schema' ? named : undefined);
    }
  }
  const types = Array.isArray(marked.type) ? marked.type : [marked.type];
  if (types.includes('integer') && marked.format === undefined) {
    const max = typeof marked.maximum === 'number' ? marked.maximum : undefined;
    const min = typeof marked.minimum === 'number' ? marked.minimum : undefined;
    if ((max !== undefined && max > INT32_MAX) || (min !== undefined && min < INT32_MIN) || (max === undefined && name !== undefined && WIDE_BY_NAME.test(name))) {
      marked.format = 'int64';
      marked.maximum = max ?? Number.MAX_SAFE_INTEGER;
      marked.minimum = min ?? -Number.MAX_SAFE_INTEGER;
    }
  }
  return marked;
}

function collectReferences(node: Json, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectReferences(item, into);
  } else if (isObject(node)) {
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith(COMPONENT_PREFIX)) into.add(ref.slice(COMPONENT_PREFIX.length));
    for (const value of Object.values(node)) collectReferences(value, into);
  }
}

export function refineDocument<T extends object>(document: T): T {
  const doc = markWideIntegers(document as unknown as JsonObject) as JsonObject;
  const components = isObject(doc.components) ? doc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const byText = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas)) {
    const text = JSON.stringify(schema);
    // Keep the first name for a schema text; two components with the same text would be one resource.
    if (!byText.has(text)) byText.set(text, name);
  }

  const referenced: JsonObject = {};
  for (const [name, schema] of Object.entries(schemas)) referenced[name] = referenceComponents(schema, byText, name);
  const paths = referenceComponents(doc.paths ?? {}, byText);

  // Components reachable from the operations, following references between components.
  const used = new Set<string>();
  collectReferences(paths, used);
  const pending = [...used];
  while (pending.length > 0) {
    const found = new Set<string>();
    collectReferences(referenced[pending.pop()!] ?? null, found);
    for (const name of found) {
      if (!used.has(name)) {
        used.add(name);
        pending.push(name);
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(referenced).filter(([name]) => used.has(name)));
  return { ...doc, paths, components: { ...components, schemas: kept } } as unknown as T;
}
