import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { clockEventRow } from '../support/clock-events.js';
import { toClockEvent } from '../../src/features/clocking/clock-event.resource.js';
import { uuidv7 } from '../../src/platform/ids.js';

/**
 * A clock event says whether a correction added or changed it (`corrected`, docs/working-time.md):
 * a terminal booking HR moved keeps its source and terminal, and without the mark its new time
 * would read as the terminal's own recording.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('the corrected mark of a clock event', () => {
  it('marks a terminal booking whose time HR changed, and an added one, for HR and for the employee; not the untouched one', async () => {
    const admin = await tenantWithAdmin(ctx);
    const person = await personWithLogin(ctx, admin.slug, admin.token, { role: 'employee' });
    const terminal = await ctx.request({ method: 'POST', url: '/rest/terminals', tenant: admin.slug, token: admin.token, body: { name: 'Tor' } });
    const terminalId = terminal.json().data.id as string;
    const come = clockEventRow({ employee_id: person.id, occurred_at: '2026-11-10T07:00:00.000Z', source: 'terminal', terminal_id: terminalId, type: 'come' });
    const go = clockEventRow({ employee_id: person.id, occurred_at: '2026-11-10T17:30:00.000Z', source: 'terminal', terminal_id: terminalId, type: 'go' });
    await ctx.services.tenants.withTenant(admin.slug, ({ db }) => db.insertInto('clock_events').values([come, go]).execute());

    const patched = await ctx.request({
      method: 'PATCH',
      url: `/rest/employees/${person.id}/clock-events/${go.id}`,
      tenant: admin.slug,
      token: admin.token,
      body: { occurred_at: '2026-11-10T16:00:00+01:00', reason: 'Kappung auf 8 h' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ id: go.id, source: 'terminal', corrected: true });
    const added = await ctx.request({
      method: 'POST',
      url: `/rest/employees/${person.id}/clock-events`,
      tenant: admin.slug,
      token: admin.token,
      body: { events: [{ type: 'come', occurred_at: '2026-11-11T08:00:00+01:00' }, { type: 'go', occurred_at: '2026-11-11T16:00:00+01:00' }], reason: 'Karte vergessen' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((added.json().data as Array<Record<string, unknown>>).map((event) => event.corrected)).toEqual([true, true]);

    for (const token of [admin.token, person.token]) {
      const list = await ctx.request({ url: `/rest/employees/${person.id}/clock-events?from=2026-11-10&to=2026-11-11`, tenant: admin.slug, token });
      expect(list.statusCode, list.body).toBe(200);
      const shown = (list.json().data as Array<Record<string, unknown>>).map(({ occurred_at, source, terminal_id, corrected }) => ({ occurred_at, source, terminal_id, corrected }));
      expect(shown).toEqual([
        { occurred_at: '2026-11-10T08:00:00+01:00', source: 'terminal', terminal_id: terminalId, corrected: false },
        { occurred_at: '2026-11-10T16:00:00+01:00', source: 'terminal', terminal_id: terminalId, corrected: true },
        { occurred_at: '2026-11-11T08:00:00+01:00', source: 'correction', terminal_id: null, corrected: true },
        { occurred_at: '2026-11-11T16:00:00+01:00', source: 'correction', terminal_id: null, corrected: true },
      ]);
    }

    // The history's after state carries the mark; its before state is the event as recorded.
    const history = await ctx.request({ url: `/rest/employees/${person.id}/clock-events/${go.id}/history`, tenant: admin.slug, token: admin.token });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data[0]).toMatchObject({ before: { corrected: false, occurred_at: '2026-11-10T18:30:00+01:00' }, after: { corrected: true } });
  });

  it('shows a history entry written before the mark existed: the state after a correction is corrected', async () => {
    const { slug, token, adminId } = await tenantWithAdmin(ctx);
    const row = clockEventRow({ employee_id: adminId, occurred_at: '2026-11-10T07:00:00.000Z', source: 'terminal', corrected: true });
    const { corrected: _corrected, ...before } = toClockEvent({ ...row, occurred_at: '2026-11-10T07:30:00.000Z' });
    const { corrected: _too, ...after } = toClockEvent(row);
    await ctx.services.tenants.withTenant(slug, async ({ db }) => {
      await db.insertInto('clock_events').values(row).execute();
      await db
        .insertInto('clock_event_history')
        .values({
          id: uuidv7(), clock_event_id: row.id, employee_id: adminId, action: 'update', before, after, keeps_position: false,
          reason: 'r', corrected_by: adminId, corrected_at: new Date().toISOString(), event_id: null, source: null, reply: null,
        })
        .execute();
    });
    const history = await ctx.request({ url: `/rest/employees/${adminId}/clock-events/${row.id}/history`, tenant: slug, token });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data[0]).toMatchObject({ before: { occurred_at: '2026-11-10T08:30:00+01:00', corrected: false }, after: { occurred_at: '2026-11-10T08:00:00+01:00', corrected: true } });
  });

  it('answers a web booking as not corrected, and its replay stored before the mark existed the same', async () => {
    const { slug, token, adminId } = await tenantWithAdmin(ctx);
    const booked = await ctx.request({ method: 'POST', url: '/rest/clock', tenant: slug, token, body: { type: 'come', event_id: 'web-new-1' } });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.corrected).toBe(false);

    // A receipt as POST /clock answered it before `corrected` existed.
    const row = clockEventRow({ employee_id: adminId, occurred_at: new Date(Date.now() - 3_600_000).toISOString(), source: 'web', event_id: 'web-old-1', type: 'go' });
    const { corrected: _corrected, ...old } = toClockEvent(row);
    row.reply = { data: old };
    await ctx.services.tenants.withTenant(slug, ({ db }) => db.insertInto('clock_events').values(row).execute());
    const replay = await ctx.request({ method: 'POST', url: '/rest/clock', tenant: slug, token, body: { type: 'go', event_id: 'web-old-1' } });
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual({ data: { ...old, corrected: false } });
  });
});
