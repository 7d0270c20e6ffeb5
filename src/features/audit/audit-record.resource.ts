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
  {
    $id: 'AuditRecord',
    examples: [
      {
        correlation_id: '7f3c9a2e-1b4d-4e8f-9a6b-2c5d8e1f4a70',
        tenant_id: 'baeckerei-krause',
        user_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0014',
        client_ip: '203.0.113.24',
        method: 'PATCH',
        uri: '/rest/employees/019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
        request_headers: '{"content-type":"application/json"}',
        payload: '{"badge":"B-1042"}',
        response_headers: '{"content-type":"application/json; charset=utf-8"}',
        response_body: '{"data":{"id":"019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001"}}',
        status_code: 200,
        duration_ms: 38,
        timestamp: '2026-03-02T09:41:07.000Z',
        hostname: 'stempel-app-1',
      },
    ],
  },
);
export type AuditRecord = Static<typeof AuditRecord>;

export function toAuditRecord(row: AuditRequestsTable): AuditRecord {
  return { ...row, status_code: Number(row.status_code), duration_ms: Number(row.duration_ms), timestamp: utcTimestamp(row.timestamp) };
}
