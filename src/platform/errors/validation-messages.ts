import { DATE_YEARS_PATTERN } from '../formats.js';
import type { FieldErrors } from './errors.js';

/** The parts of an ajv error this module reads (kept structural so it does not depend on ajv's types). */
export interface SchemaViolation {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}

const FORMAT_NAMES: Record<string, string> = {
  date: 'a valid date (YYYY-MM-DD)',
  'date-time': 'a valid date-time (ISO 8601)',
  time: 'a valid time',
  uuid: 'a valid UUID',
  email: 'a valid email address',
  uri: 'a valid URL',
};

function fieldName(instancePath: string, missing?: string): string {
  const parts = instancePath.split('/').filter(Boolean).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (missing !== undefined) parts.push(missing);
  return parts.join('.');
}

function label(field: string): string {
  return field.replace(/_/g, ' ');
}

function describe(violation: SchemaViolation, field: string): string {
  const p = violation.params;
  const name = label(field);
  switch (violation.keyword) {
    case 'required':
      return `The ${name} field is required.`;
    case 'type': {
      const type = String(p.type).split(',')[0];
      const article = type === 'integer' || type === 'object' || type === 'array' ? 'an' : 'a';
      return `The ${name} field must be ${article} ${type === 'null' ? 'null' : type}.`;
    }
    case 'format':
      return `The ${name} field must be ${FORMAT_NAMES[String(p.format)] ?? `in ${String(p.format)} format`}.`;
    case 'minLength':
      return Number(p.limit) === 1
        ? `The ${name} field must not be empty.`
        : `The ${name} field must be at least ${String(p.limit)} characters.`;
    case 'maxLength':
      return `The ${name} field must not be greater than ${String(p.limit)} characters.`;
    case 'minimum':
      return `The ${name} field must be at least ${String(p.limit)}.`;
    case 'maximum':
      return `The ${name} field must not be greater than ${String(p.limit)}.`;
    case 'exclusiveMinimum':
      return `The ${name} field must be greater than ${String(p.limit)}.`;
    case 'exclusiveMaximum':
      return `The ${name} field must be less than ${String(p.limit)}.`;
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return `The selected ${name} is invalid.`;
    case 'pattern':
      if (p.pattern === '\\S') return `The ${name} field must not be blank.`;
      if (p.pattern === DATE_YEARS_PATTERN) return `The ${name} field must be a date in the years 1900 to 2199.`;
      return `The ${name} field format is invalid.`;
    case 'minItems':
      return `The ${name} field must have at least ${String(p.limit)} item${Number(p.limit) === 1 ? '' : 's'}.`;
    case 'maxItems':
      return `The ${name} field must not have more than ${String(p.limit)} items.`;
    case 'uniqueItems':
      return `The ${name} field must not contain duplicates.`;
    case 'additionalProperties':
      return `The ${label(fieldName('', String(p.additionalProperty)))} field is not allowed.`;
    default:
      return `The ${name} field is invalid.`;
  }
}

/** The schema path every branch of a union starts with. */
const branchesOf = (union: SchemaViolation) => union.schemaPath.replace(/\/(anyOf|oneOf)$/, '/$1/');

/**
 * What a nullable member (a union of one schema and `null`) given a value says about it: the
 * violations of that schema's branch, when the other branch failed only for not being null. A
 * password too short then reads "must be at least 8 characters", not that no branch matched.
 */
function valueBranchOf(union: SchemaViolation, violations: readonly SchemaViolation[]): SchemaViolation[] | undefined {
  const prefix = branchesOf(union);
  const branches = new Map<string, SchemaViolation[]>();
  for (const violation of violations) {
    if (violation === union || !violation.schemaPath.startsWith(prefix)) continue;
    const branch = violation.schemaPath.slice(prefix.length).split('/')[0]!;
    branches.set(branch, [...(branches.get(branch) ?? []), violation]);
  }
  if (branches.size !== 2) return undefined;
  const [first, second] = [...branches.values()] as [SchemaViolation[], SchemaViolation[]];
  const onlyNotNull = (branch: SchemaViolation[]) => branch.length === 1 && branch[0]!.keyword === 'type' && branch[0]!.params.type === 'null';
  return onlyNotNull(first) ? second : onlyNotNull(second) ? first : undefined;
}

/**
 * Turns schema violations into the spec's field map (Laravel-style messages,
 * dotted field names such as entries.0.date). A failed anyOf reports once for
 * its field instead of once per branch; a nullable member given a value reports
 * what its schema says about that value.
 */
export function fieldErrorsFrom(violations: readonly SchemaViolation[]): FieldErrors {
  const unions = violations.filter((v) => v.keyword === 'anyOf' || v.keyword === 'oneOf');
  const explained = new Map(unions.flatMap((union) => {
    const branch = valueBranchOf(union, violations);
    return branch ? [[union, new Set(branch)] as const] : [];
  }));
  const result: FieldErrors = {};
  for (const violation of violations) {
    if (explained.has(violation)) continue;
    const within = unions.filter((u) => u !== violation && violation.schemaPath.startsWith(branchesOf(u)));
    if (!within.every((union) => explained.get(union)?.has(violation))) continue;
    const field =
      violation.keyword === 'required'
        ? fieldName(violation.instancePath, String(violation.params.missingProperty))
        : violation.keyword === 'additionalProperties'
          ? fieldName(violation.instancePath, String(violation.params.additionalProperty))
          : fieldName(violation.instancePath);
    const key = field === '' ? 'body' : field;
    const message = describe(violation, key);
    const list = (result[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return result;
}
