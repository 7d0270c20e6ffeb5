import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** An export's status as GET /exports/{id} answers it. */
export interface ExportStatus {
  id: string;
  kind: string;
  status: string;
  error: string | null;
  rows: number;
  rows_total: number | null;
  download: string | null;
}

/** A tenant's request as the test set-ups make it: method, URL, body, and whose token. */
export type TenantRequest = (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) => Promise<LightMyRequestResponse>;

/** Asks for an export and follows its status path (the Location) until it is done or failed. */
export async function finishedExport(req: TenantRequest, body: Record<string, unknown>, token?: string): Promise<ExportStatus> {
  const created = await req('POST', '/rest/exports', body, token);
  expect(created.statusCode, created.body).toBe(202);
  const url = created.headers.location as string;
  const until = Date.now() + 15_000;
  for (;;) {
    const response = await req('GET', url, undefined, token);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as ExportStatus;
    if (data.status === 'done' || data.status === 'failed') return data;
    if (Date.now() > until) throw new Error(`${url} still ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The file of a finished export. */
export async function downloadExport(req: TenantRequest, done: ExportStatus, token?: string): Promise<LightMyRequestResponse> {
  expect(done).toMatchObject({ status: 'done', error: null });
  const file = await req('GET', done.download!, undefined, token);
  expect(file.statusCode, file.body).toBe(200);
  return file;
}

/** The data lines of a CSV export (without BOM, header and the empty end), its header checked. */
export function csvDataLines(bytes: Buffer, header: string): string[] {
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe(header);
  expect(lines.at(-1)).toBe('');
  return lines.slice(1, -1);
}
