import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { absenceSetup, HOUR } from '../support/absences.js';
import { formData, pdfBytes } from '../support/documents.js';
import { CLOSED_BY_ERASURE } from '../../src/features/personal-data/personal-data.service.js';

/**
 * After erasure (Art. 17 GDPR) nothing new is recorded about the person: every change about them
 * is 409 `employee_erased` and writes nothing, while what the law keeps can still be read.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('an erased employee', () => {
  it('refuses every change about the person with 409 employee_erased and keeps answering reads', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.person({ first_name: 'Gerlinde', last_name: 'Haas' });
    const approver = await s.approver();
    const pending = await s.absence(person.id, 'vacation', '2026-10-19', '2026-10-20', {}, person.token);
    expect(pending.status).toBe('requested');
    const taken = await s.approved(person.id, 'vacation', '2026-10-12', '2026-10-13');
    const asked = await s.req('POST', '/rest/correction-requests', { action: 'create', type: 'come', occurred_at: '2026-10-21T07:45:00+02:00', reason: 'Ausweis vergessen' }, person.token);
    expect(asked.statusCode, asked.body).toBe(201);
    const booked = await s.req('POST', `/rest/employees/${person.id}/clock-events`, { events: [{ type: 'come', occurred_at: '2026-10-05T08:00:00+02:00' }], reason: 'nachgetragen' });
    expect(booked.statusCode, booked.body).toBe(201);
    const contract = formData([
      { name: 'category', value: 'contract' },
      { name: 'title', value: 'Arbeitsvertrag' },
      { name: 'file', filename: 'vertrag.pdf', contentType: 'application/pdf', content: pdfBytes() },
    ]);
    const stored = await ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/documents`, tenant: s.slug, token: s.token, ...contract });
    expect(stored.statusCode, stored.body).toBe(201);
    expect((await s.req('PUT', `/rest/employees/${person.id}`, { exit_date: '2026-10-31' })).statusCode).toBe(200);
    const erased = await s.req('POST', `/rest/employees/${person.id}/erasure`, { reason: 'Antrag vom 2. November' });
    expect(erased.statusCode, erased.body).toBe(200);
    const erasedAt = erased.json().data.erased_at as string;

    const read = async (url: string) => {
      const response = await s.req('GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json();
    };
    const reads = async () => ({
      employee: await read(`/rest/employees/${person.id}`),
      tags: await read(`/rest/employees/${person.id}/nfc-tags`),
      events: await read(`/rest/employees/${person.id}/clock-events?from=2026-10-01&to=2026-10-31`),
      documents: await read(`/rest/employees/${person.id}/documents`),
      absences: await read(`/rest/absences?employee_id=${person.id}`),
      compensations: await read(`/rest/employees/${person.id}/compensations`),
      schedule: await read(`/rest/employees/${person.id}/schedule-models`),
      requests: await read(`/rest/correction-requests/${asked.json().data.id}`),
      overtime: await read(`/rest/employees/${person.id}/overtime-account?as_of=2026-10-31`),
    });
    const before = await reads();
    expect(before.employee.data).toMatchObject({ first_name: 'Former employee', erased_at: erasedAt });
    expect(before.documents.data).toHaveLength(1);
    // The open requests were closed with the erasure: nobody could decide them any more.
    const closed = { status: 'rejected', decided_at: erasedAt, decision_reason: CLOSED_BY_ERASURE };
    expect(before.absences.data).toHaveLength(2);
    expect(before.absences.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: pending.id, ...closed, decided_by: s.adminId }),
        expect.objectContaining({ id: taken.id, status: 'approved' }),
      ]),
    );
    expect(before.requests.data).toMatchObject(closed);
    const waiting = await read('/rest/absences?status=requested');
    expect(waiting.data.map((absence: { id: string }) => absence.id)).not.toContain(pending.id);

    const roster = await s.req('POST', '/rest/rosters', { name: 'Plan Dezember', period_start: '2026-12-01', period_end: '2026-12-31' });
    expect(roster.statusCode, roster.body).toBe(201);
    const writes: Array<[string, () => ReturnType<typeof s.req>]> = [
      ['PUT employee', () => s.req('PUT', `/rest/employees/${person.id}`, { first_name: 'Gerlinde', last_name: 'Haas', email: 'gerlinde.haas@example.com' })],
      ['DELETE employee', () => s.req('DELETE', `/rest/employees/${person.id}`)],
      ['POST nfc tag', () => s.req('POST', `/rest/employees/${person.id}/nfc-tags`, { uid: '04:A1:B2:C3' })],
      ['POST clock event', () => s.req('POST', `/rest/employees/${person.id}/clock-events`, { events: [{ type: 'go', occurred_at: '2026-10-05T16:00:00+02:00' }], reason: 'nachgetragen' })],
      ['DELETE clock event', () => s.req('DELETE', `/rest/employees/${person.id}/clock-events/${before.events.data[0].id}`, { reason: 'falsch' })],
      ['POST document', () => ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/documents`, tenant: s.slug, token: s.token, ...contract })],
      ['DELETE document', () => s.req('DELETE', `/rest/employees/${person.id}/documents/${before.documents.data[0].id}`)],
      ['POST absence', () => s.request({ employee_id: person.id, type_id: s.typeOf('vacation'), start_date: '2026-10-26', end_date: '2026-10-27' })],
      ['cancel absence', () => s.req('POST', `/rest/absences/${taken.id}/cancel`, {}, approver.token)],
      ['DELETE absence', () => s.req('DELETE', `/rest/absences/${taken.id}`)],
      ['DELETE closed absence request', () => s.req('DELETE', `/rest/absences/${pending.id}`)],
      ['POST compensation', () => s.req('POST', `/rest/employees/${person.id}/compensations`, { type: 'monthly_salary', amount_cents: 300_000, valid_from: '2026-01-01' })],
      ['POST overtime booking', () => s.req('POST', `/rest/employees/${person.id}/overtime-account/bookings`, { amount_ms: HOUR, kind: 'adjustment', date: '2026-10-20' })],
      ['POST schedule model', () => s.req('POST', `/rest/employees/${person.id}/schedule-models`, { schedule_model_id: s.modelId, valid_from: '2026-10-01' })],
      ['POST calendar token', () => s.req('POST', `/rest/employees/${person.id}/calendar-token`)],
      ['POST roster entry', () => s.req('POST', `/rest/rosters/${roster.json().data.id}/entries`, { date: '2026-12-01', employee_id: person.id, start_time: '08:00', end_time: '16:00' })],
    ];
    for (const [what, write] of writes) {
      const body = expectEnvelope(await write(), 409, 'conflict');
      expect(body.errors[0]._meta, what).toMatchObject({ code: 'employee_erased', erased_at: erasedAt });
    }
    // The closed requests stay decided.
    const decided: Array<[string, () => ReturnType<typeof s.req>]> = [
      ['approve absence', () => s.req('POST', `/rest/absences/${pending.id}/approve`, {}, approver.token)],
      ['reject absence', () => s.req('POST', `/rest/absences/${pending.id}/reject`, { reason: 'nein' }, approver.token)],
      ['cancel absence request', () => s.req('POST', `/rest/absences/${pending.id}/cancel`, {})],
      ['approve correction request', () => s.req('POST', `/rest/correction-requests/${asked.json().data.id}/approve`, {}, approver.token)],
    ];
    for (const [what, write] of decided) {
      const body = expectEnvelope(await write(), 409, 'conflict');
      expect(body.errors[0]._meta, what).toMatchObject({ status: 'rejected' });
    }
    // Nothing was written: every read answers exactly as before.
    expect(await reads()).toEqual(before);
  });

  it('lists employee_erased among the 409 answers of the routes that refuse it', async () => {
    const document = (await ctx.request({ url: '/rest/openapi.json', tenant: 'demo' })).json();
    expect(document.paths['/rest/employees/{employee}'].put.responses['409'].description).toContain('`employee_erased`:');
    expect(document.paths['/rest/employees/{employee}/nfc-tags'].post.responses['409'].description).toContain('`employee_erased`:');
  });
});
