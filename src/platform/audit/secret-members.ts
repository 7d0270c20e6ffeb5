import { isSecretMemberName, writtenWithoutSecretMembers } from './masking.js';

type Schema = Record<string, unknown>;

// Keywords with which fast-json-stringify may write members or items no property names.
const OPEN_KEYWORDS = ['patternProperties', 'additionalItems', 'prefixItems', 'unevaluatedProperties', 'unevaluatedItems', 'dependentSchemas', 'dependencies'];
// Keywords that describe what a schema without a `type` writes.
const SHAPE_KEYWORDS = ['type', 'properties', 'items', '$ref', 'anyOf', 'oneOf', 'allOf', 'const', 'enum'];

/** A name the audit's masking could take for a secret's, or one JSON writes with escapes (a quote, a backslash, a control character). */
function unsafeName(name: string): boolean {
  return isSecretMemberName(name) || JSON.stringify(name).length !== name.length + 2;
}

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether JSON that fast-json-stringify writes from this schema may hold a member named like a
 * secret, or a member the schema does not name at all (then it may be anything). The serializer
 * writes only the members its schema declares, so a schema that declares no secret one writes
 * none, whatever the values hold: quotes inside a string value are escaped and never end a
 * member's name. Answers true whenever it cannot tell: an unknown `$ref`, a schema without a
 * shape (written with JSON.stringify), additional or pattern properties, an array without items.
 * `shared` holds the schemas a `$ref` may name, by id.
 */
export function mayWriteSecretMember(schema: unknown, shared: Record<string, unknown>): boolean {
  return mayWrite(schema, shared, new Set());
}

/**
 * `write` itself, or, when what it writes from this schema can name no secret member, `write`
 * noting each text (or bytes) it writes for the audit (`writtenWithoutSecretMembers`), which then
 * masks only their URLs.
 */
export function notingAnswersWithoutSecrets<Input, Written extends string | Buffer>(
  schema: unknown,
  shared: Record<string, unknown>,
  write: (input: Input) => Written,
): (input: Input) => Written {
  if (mayWriteSecretMember(schema, shared)) return write;
  return (input) => writtenWithoutSecretMembers(write(input));
}

function mayWrite(schema: unknown, shared: Record<string, unknown>, seen: Set<string>): boolean {
  if (schema === false) return false;
  if (!isObject(schema)) return true;
  const ref = schema.$ref;
  if (ref !== undefined) {
    if (typeof ref !== 'string' || !Object.hasOwn(shared, ref)) return true;
    // A schema that refers to itself adds no member names the first look did not see.
    if (!seen.has(ref)) {
      seen.add(ref);
      if (mayWrite(shared[ref], shared, seen)) return true;
    }
  }
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    const branches = schema[keyword];
    if (branches === undefined) continue;
    if (!Array.isArray(branches) || branches.some((branch) => mayWrite(branch, shared, seen))) return true;
  }
  // `if` only chooses; `then` and `else` are written.
  for (const keyword of ['then', 'else']) if (schema[keyword] !== undefined && mayWrite(schema[keyword], shared, seen)) return true;
  if (OPEN_KEYWORDS.some((keyword) => schema[keyword] !== undefined && schema[keyword] !== false)) return true;
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return true;
  if (schema.properties !== undefined) {
    if (!isObject(schema.properties)) return true;
    for (const [name, member] of Object.entries(schema.properties)) if (unsafeName(name) || mayWrite(member, shared, seen)) return true;
  }
  const types = typeof schema.type === 'string' ? [schema.type] : schema.type;
  if (types !== undefined && !Array.isArray(types)) return true;
  if (schema.items !== undefined) {
    const items = Array.isArray(schema.items) ? schema.items : [schema.items];
    if (items.some((item) => mayWrite(item, shared, seen))) return true;
  } else if (types?.includes('array')) {
    return true;
  }
  // A constant or an enumerated value is written as it is: an object among them is written whole.
  const values = [...(schema.const !== undefined ? [schema.const] : []), ...(Array.isArray(schema.enum) ? schema.enum : [])];
  if (values.some((value) => typeof value === 'object' && value !== null)) return true;
  if (schema.enum !== undefined && !Array.isArray(schema.enum)) return true;
  return !SHAPE_KEYWORDS.some((keyword) => schema[keyword] !== undefined);
}
