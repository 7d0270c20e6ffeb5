/**
 * A response schema as fast-json-stringify serialises it fastest. A nullable value is declared
 * `anyOf: [schema, {type: 'null'}]` (`Nullable`), which keeps the OpenAPI document and the
 * validation messages plain; fast-json-stringify serialises an `anyOf` by validating the value
 * against each branch with ajv, pattern and format included, for every value of every answer.
 * The same value written with a type list (`type: ['string', 'null']`) is told apart by `typeof`.
 * The two schemas accept the same values and write the same JSON for each of them (see the test);
 * only the route's serializer sees the rewritten one.
 */
export function serializableSchema<T>(schema: T): T {
  return rewrite(schema) as T;
}

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNull = (schema: unknown) => isSchema(schema) && schema.type === 'null' && Object.keys(schema).every((key) => key === 'type' || key === 'description');

// Keywords that hold schemas (one, a list, or a map of them); every other keyword holds a value.
const SCHEMA_KEYWORDS = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas']);
// A branch with these cannot become a type list: they name no single type of their own.
const NOT_FLATTENED = ['anyOf', 'oneOf', 'allOf', '$ref', 'not', 'if', 'const', 'nullable'];

function rewrite(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewrite);
  if (!isSchema(value)) return value;
  const copy: Schema = {};
  for (const [key, member] of Object.entries(value)) {
    if (SCHEMA_KEYWORDS.has(key)) copy[key] = rewrite(member);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(member)) copy[key] = member.map(rewrite);
    else if (SCHEMA_MAPS.has(key) && isSchema(member)) copy[key] = Object.fromEntries(Object.entries(member).map(([name, schema]) => [name, rewrite(schema)]));
    else copy[key] = member;
  }
  return nullableAsTypeList(copy);
}

/** `anyOf: [schema, null]` (either order) as the schema with `null` among its types, where that says the same. */
function nullableAsTypeList(schema: Schema): Schema {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return schema;
  const nullAt = branches.findIndex(isNull);
  if (nullAt === -1) return schema;
  const other = branches[1 - nullAt];
  if (!isSchema(other) || typeof other.type !== 'string' || other.type === 'null') return schema;
  if (NOT_FLATTENED.some((key) => key in other)) return schema;
  const { anyOf: _branches, ...siblings } = schema;
  // A sibling keyword that also constrains the branch would apply twice; only annotations are merged.
  if (Object.keys(siblings).some((key) => key in other && key !== 'description')) return schema;
  const merged: Schema = { ...other, ...siblings, type: [other.type, 'null'] };
  if (Array.isArray(other.enum)) merged.enum = [...other.enum, null];
  return merged;
}
