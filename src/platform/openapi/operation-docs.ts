import type { TSchema } from '@sinclair/typebox';
import { DOMAIN_ERROR_CODES, type DomainErrorCode } from '../errors/domain-codes.js';
import { errorResponses } from '../http/schemas.js';
import type { ErrorCode } from '../errors/errors.js';

/** What a route declares in its config that the document publishes. */
export interface RouteAccess {
  permission?: string;
  module?: string;
  public?: boolean;
  note?: string;
  conflicts?: readonly DomainErrorCode[];
}

interface OperationSchema {
  summary?: string;
  description?: string;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string | number, TSchema>;
  [key: string]: unknown;
}

/** Who may call the operation, in one sentence, from the same config the guards enforce. */
function accessSentence(access: RouteAccess): string {
  if (access.public) return 'Needs no bearer token.';
  const parts = ['Needs a bearer token'];
  if (access.permission) parts.push(`the permission \`${access.permission}\``);
  if (access.module) parts.push(`the module \`${access.module}\` enabled for the tenant`);
  return `${parts.length === 3 ? `${parts[0]}, ${parts[1]} and ${parts[2]}` : parts.join(' and ')}.`;
}

/**
 * Completes an operation for integrators from what the route already declares: a description
 * naming who may call it (and the docs note), and the error answers every route of its kind can
 * give — 401 without a token, 403 from the module, permission and visibility guards, 404 for an
 * id in the path, 422 for a body or query that fails validation, 409 with the domain codes the
 * route declares. Responses a route declares itself are kept as they are.
 */
export function documentOperation(schema: OperationSchema, url: string, access: RouteAccess): OperationSchema {
  const description = [schema.description, accessSentence(access), access.note ? `Also: ${access.note}.` : undefined]
    .filter(Boolean)
    .join('\n\n');
  const codes: ErrorCode[] = [];
  if (!access.public) codes.push('unauthenticated');
  if (access.permission || access.module) codes.push('forbidden');
  if (/[{:]/.test(url)) codes.push('not_found');
  if (schema.body || schema.querystring) codes.push('validation_error');
  if (access.conflicts?.length) codes.push('conflict');
  const generated = errorResponses(...codes);
  const response: Record<string | number, TSchema> = { ...generated, ...(schema.response ?? {}) };
  if (access.conflicts?.length) {
    const listed = access.conflicts.map((code) => `\`${code}\`: ${DOMAIN_ERROR_CODES[code].description}`).join(' ');
    response[409] = { ...(generated[409] as TSchema), description: `conflict; errors[0]._meta.code is one of: ${listed}` };
  }
  return { ...schema, description, response };
}
