import { Type, type Static } from '@sinclair/typebox';
import type { AuditRequestsTable } from '../../db/tenant/schema.js';
import { utcTimestamp } from '../../platform/formats.js';
import { UtcTimestamp } from '../../platform/http/schemas.js';

export const AuditRecord = Type.Object(
  {
    correlation_id: Type.String({ description: 'Equals the request_id of the error envelope and the X-Request-Id header' }),
    tenant_id: Type.String(),
    user_id: Type.Union([Type.String(), Type.Null()], { description: 'null when the request was not authenticated' }),
    client_ip: Type.String(),
    method: Type.String(),
    uri: Type.String({ description: 'Path and query; terminal codes masked' }),
    request_headers: Type.String({ description: 'JSON object; Authorization and Cookie masked' }),
    payload: Type.String({ description: 'Request body as JSON text; password, PIN and token fields masked' }),
    response_headers: Type.String({ description: 'JSON object' }),
    response_body: Type.String({ description: 'Response body, masked; longer bodies end in a truncation marker' }),
    status_code: Type.Integer(),
    duration_ms: Type.Integer(),
    timestamp: UtcTimestamp('When the request arrived (UTC)'),
    hostname: Type.String({ description: 'The API instance that served it' }),
  },
  { $id: 'AuditRecord' },
);
export type AuditRecord = Static<typeof AuditRecord>;

export function toAuditRecord(row: AuditRequestsTable): AuditRecord {
  return { ...row, status_code: Number(row.status_code), duration_ms: Number(row.duration_ms), timestamp: utcTimestamp(row.timestamp) };
}
