import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createEmployee } from '../support/factories.js';
import { closePayrollMonth, payrollTenant } from '../support/payroll-exports.js';

let ctx: TestContext;

// The payroll endpoint listens on 127.0.0.1, which only this switch lets the server reach.
beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_OUTBOUND_ALLOW_PRIVATE: '1' });
});
afterAll(() => ctx?.close());

interface Transfer {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  error: string | null;
  file: string | null;
}

/**
 * A payroll program's import endpoint on 127.0.0.1: down (503, Retry-After 120, so no background
 * attempt interferes) until `goUp`, then takes each file slowly, so that a second attempt has
 * time to start beside the first. `onFile` runs when a file arrives, before it is answered.
 */
async function slowPayrollEndpoint() {
  const received: Buffer[] = [];
  let up = false;
  let onFile: () => Promise<void> = async () => undefined;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!up) {
        response.writeHead(503, { 'retry-after': '120' });
        response.end();
        return;
      }
      received.push(Buffer.concat(chunks));
      void onFile()
        .then(() => new Promise((resolve) => setTimeout(resolve, 300)))
        .then(() => {
          response.writeHead(200);
          response.end('ok');
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/lodas/import`,
    received,
    goUp: () => {
      up = true;
    },
    whenFileArrives: (hook: () => Promise<void>) => {
      onFile = hook;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A closed November with one person's day, transferred to `endpointUrl`; answers once the first delivery met the 503 and the transfer waits two minutes for the next. */
async function transferWaitingForRetry(endpointUrl: string) {
  const s = await payrollTenant(ctx, { name: 'Doppelklick GmbH' });
  const anna = await createEmployee(ctx, s.slug, s.token, { code: '1001', first_name: 'Anna', last_name: 'Weiß' });
  await s.assign(anna.id);
  await s.book(anna.id, [
    ['come', '2026-11-02', '08:00'],
    ['go', '2026-11-02', '16:30'],
  ]);
  const settings = await s.req('PUT', '/rest/partner-payroll/settings', {
    consultant_number: '1234567',
    client_number: '12345',
    wage_types: { worked: '100' },
    endpoint_url: endpointUrl,
  });
  expect(settings.statusCode, settings.body).toBe(200);
  await closePayrollMonth(ctx, s.slug, '2026-11');
  const created = await s.req('POST', '/rest/partner-payroll/transfers', { period: '2026-11' });
  expect(created.statusCode, created.body).toBe(202);
  const id = created.json().data.id as string;
  await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${id}`, (t) => t.attempts === 1 && t.status === 'queued' && t.next_attempt_at !== null);
  /** Makes the transfer's job due now and runs what is due, as the runner does when its wait is over. */
  const runDueJob = async () => {
    await ctx.services.tenants.withTenant(s.slug, ({ db }) =>
      db.updateTable('jobs').set({ run_at: new Date().toISOString() }).where('id', '=', db.selectFrom('payroll_transfers').select('job_id').where('id', '=', id)).execute(),
    );
    await ctx.services.jobs.drain(s.slug);
  };
  return { ...s, id, runDueJob };
}

describe('a payroll transfer retried while an attempt is under way', () => {
  it('delivers the month once when retried twice at the same moment, and answers the second 202 running', async () => {
    const endpoint = await slowPayrollEndpoint();
    try {
      const s = await transferWaitingForRetry(endpoint.url);
      endpoint.goUp();
      // Two clicks on "retry" (or two clerks) at the same moment.
      const answers = await Promise.all([
        s.req('POST', `/rest/partner-payroll/transfers/${s.id}/retry`),
        s.req('POST', `/rest/partner-payroll/transfers/${s.id}/retry`),
      ]);
      expect({ deliveries: endpoint.received.length, statuses: answers.map((answer) => answer.statusCode).sort() }).toEqual({ deliveries: 1, statuses: [200, 202] });
      const delivered = answers.find((answer) => answer.statusCode === 200)!;
      expect(delivered.json().data).toMatchObject({ status: 'delivered', attempts: 2, error: null });
      const beside = answers.find((answer) => answer.statusCode === 202)!;
      expect(beside.json().data).toMatchObject({ status: 'running', attempts: 2 });

      const shown = (await s.req('GET', `/rest/partner-payroll/transfers/${s.id}`)).json().data as Transfer;
      expect(shown).toMatchObject({ status: 'delivered', attempts: 2, error: null });
      const again = await s.req('POST', `/rest/partner-payroll/transfers/${s.id}/retry`);
      expect(again.statusCode, again.body).toBe(409);
      expect(endpoint.received).toHaveLength(1);
    } finally {
      await endpoint.close();
    }
  });

  it('sends nothing from the job that falls due while a retry call delivers, and the job then ends', async () => {
    const endpoint = await slowPayrollEndpoint();
    try {
      const s = await transferWaitingForRetry(endpoint.url);
      endpoint.goUp();
      // While the retry call's file is with the endpoint, the transfer's next automatic attempt falls due.
      let jobRan: Promise<void> | undefined;
      endpoint.whenFileArrives(async () => {
        if (!jobRan) {
          jobRan = s.runDueJob();
          await jobRan;
        }
      });
      const retried = await s.req('POST', `/rest/partner-payroll/transfers/${s.id}/retry`);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(jobRan).toBeDefined();
      await jobRan;
      expect(endpoint.received).toHaveLength(1);
      expect((await s.req('GET', `/rest/partner-payroll/transfers/${s.id}`)).json().data).toMatchObject({ status: 'delivered', attempts: 2, error: null });

      // Its next look finds the transfer delivered: the job is done, and sends nothing.
      await s.runDueJob();
      expect(endpoint.received).toHaveLength(1);
      const job = await ctx.services.tenants.withTenant(s.slug, ({ db }) =>
        db.selectFrom('jobs').select('status').where('id', '=', db.selectFrom('payroll_transfers').select('job_id').where('id', '=', s.id)).executeTakeFirstOrThrow(),
      );
      expect(job.status).toBe('done');
    } finally {
      await endpoint.close();
    }
  });

  it('is taken over by its job when a retry call’s attempt was cut off (its process died), so it does not stay running', async () => {
    const endpoint = await slowPayrollEndpoint();
    try {
      const s = await transferWaitingForRetry(endpoint.url);
      endpoint.goUp();
      // The retry call had marked the transfer running a minute ago, then its process died.
      await ctx.services.tenants.withTenant(s.slug, ({ db }) =>
        db.updateTable('payroll_transfers').set({ status: 'running', attempts: 2, updated_at: new Date(Date.now() - 60_000).toISOString() }).where('id', '=', s.id).execute(),
      );
      await s.runDueJob();
      expect(endpoint.received).toHaveLength(1);
      expect((await s.req('GET', `/rest/partner-payroll/transfers/${s.id}`)).json().data).toMatchObject({ status: 'delivered', attempts: 3, error: null });
    } finally {
      await endpoint.close();
    }
  });
});

describe('a payroll month reopened while its transfer is being delivered', () => {
  it('stays closed until the file has arrived, and the delivered transfer keeps its file', async () => {
    const endpoint = await slowPayrollEndpoint();
    try {
      const s = await transferWaitingForRetry(endpoint.url);
      endpoint.goUp();
      // The file is with the payroll program when someone reopens the month to book a forgotten day.
      let reopenedMeanwhile: Awaited<ReturnType<typeof s.req>> | undefined;
      endpoint.whenFileArrives(async () => {
        reopenedMeanwhile = await s.req('POST', '/rest/payroll-periods/2026-11/reopen', { reason: 'Nachbuchung' });
      });
      const retried = await s.req('POST', `/rest/partner-payroll/transfers/${s.id}/retry`);
      expect(retried.statusCode, retried.body).toBe(200);

      const refused = expectEnvelope(reopenedMeanwhile!, 409, 'conflict');
      expect(refused.errors[0]._meta).toMatchObject({ code: 'transfer_in_progress', period: '2026-11', transfer_id: s.id });
      expect(((await s.req('GET', '/rest/payroll-periods/2026-11')).json().data as { status: string }).status).toBe('closed');
      const delivered = (await s.req('GET', `/rest/partner-payroll/transfers/${s.id}`)).json().data as Transfer;
      expect(delivered).toMatchObject({ status: 'delivered', error: null });
      expect(delivered.file).not.toBeNull();

      // Once it has arrived the month reopens, and what payroll was handed stays on record.
      const reopened = await s.req('POST', '/rest/payroll-periods/2026-11/reopen', { reason: 'Nachbuchung' });
      expect(reopened.statusCode, reopened.body).toBe(200);
      const kept = (await s.req('GET', `/rest/partner-payroll/transfers/${s.id}`)).json().data as Transfer;
      expect(kept).toMatchObject({ status: 'delivered', file: delivered.file });
      expect((await s.req('GET', `/rest/partner-payroll/transfers/${s.id}/file`)).statusCode).toBe(200);
      expect(endpoint.received).toHaveLength(1);
    } finally {
      await endpoint.close();
    }
  });
});
