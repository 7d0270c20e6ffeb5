import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { gate } from '../support/gate.js';
import { createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { closePayrollMonth, payrollTenant } from '../support/payroll-exports.js';
import { createProject } from '../support/projects.js';

/**
 * A transfer to payroll looks whether its month is closed (findClosedPeriod), a booking on a
 * project reads the project (find); a gate holds each right after that look while the month is
 * reopened or the project deactivated or deleted. A booking looks at its month too, so each test
 * names the look it holds at.
 */
const holding = vi.hoisted(() => ({ at: undefined as 'month' | 'project' | undefined }));

vi.mock('../../src/features/payroll/payroll.repository.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/payroll/payroll.repository.js')>();
  return {
    ...original,
    findClosedPeriod: async (...args: Parameters<typeof original.findClosedPeriod>) => {
      const row = await original.findClosedPeriod(...args);
      if (holding.at === 'month') await gate.pass();
      return row;
    },
  };
});
vi.mock('../../src/features/projects/projects.repository.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/projects/projects.repository.js')>();
  return {
    ...original,
    find: async (...args: Parameters<typeof original.find>) => {
      const row = await original.find(...args);
      if (holding.at === 'project') await gate.pass();
      return row;
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** The other request waits wherever the held one holds the month or the project; let it get as far as it can first. */
const letOthersRun = () => new Promise((resolve) => setTimeout(resolve, 200));

const REOPENED = 'The payroll month was reopened; close it again, then transfer it anew.';

describe('a payroll month reopened while its transfer is asked for', () => {
  it('is transferred before the reopen, which then withdraws it, or refused as open; never a transfer of an open month', async () => {
    const s = await payrollTenant(ctx, { name: 'Wiedereröffnung GmbH' });
    const anna = await createEmployee(ctx, s.slug, s.token, { code: '1001', first_name: 'Anna', last_name: 'Weiß' });
    await s.assign(anna.id);
    await s.book(anna.id, [
      ['come', '2026-11-02', '08:00'],
      ['go', '2026-11-02', '16:30'],
    ]);
    const settings = await s.req('PUT', '/rest/partner-payroll/settings', { consultant_number: '1234567', client_number: '12345', wage_types: { worked: '100' } });
    expect(settings.statusCode, settings.body).toBe(200);
    await closePayrollMonth(ctx, s.slug, '2026-11');

    holding.at = 'month';
    const held = gate.closeOnce();
    const asking = s.req('POST', '/rest/partner-payroll/transfers', { period: '2026-11' }); // looks: closed
    await held.reached;
    let answered = false;
    const reopening = s.req('POST', '/rest/payroll-periods/2026-11/reopen', { reason: 'Nachbuchung' });
    void reopening.then(() => (answered = true));
    await letOthersRun();
    const answeredWhileHeld = answered;
    held.open();

    const [asked, reopened] = [await asking, await reopening];
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({ period: '2026-11', status: 'open' });
    if (asked.statusCode === 202) {
      // Stored while the month was closed: the reopen waited for that and then found the transfer.
      expect(answeredWhileHeld).toBe(false);
      const transfer = await s.waitFor<{ status: string; error: string | null }>(`/rest/partner-payroll/transfers/${asked.json().data.id}`, (t) =>
        ['failed', 'delivered'].includes(t.status),
      );
      // Withdrawn by the reopen; delivered only if its job wrote the month before the reopen committed.
      if (transfer.status === 'failed') expect(transfer.error).toBe(REOPENED);
    } else {
      expect(expectEnvelope(asked, 409, 'conflict').errors[0]._meta).toMatchObject({ code: 'payroll_period_open', period: '2026-11' });
      const stored = await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('payroll_transfers').select('id').execute());
      expect(stored).toEqual([]);
    }
  });
});

describe('a project changed while someone books on it', () => {
  async function setup() {
    const s = await tenantWithAdmin(ctx);
    const project = await createProject(ctx, s.slug, s.token);
    const person = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    const book = () => ctx.request({ method: 'POST', url: '/rest/clock', tenant: s.slug, token: person.token, body: { type: 'come', project_id: project.id } });
    const change = (method: 'PATCH' | 'DELETE', body?: unknown) => ctx.request({ method, url: `/rest/projects/${project.id}`, tenant: s.slug, token: s.token, body });
    const events = () =>
      ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('clock_events').select(['project_id']).where('employee_id', '=', person.id).execute());
    // SQLite keeps a boolean as 0 or 1.
    const projects = async () =>
      (await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('projects').select(['id', 'active']).execute())).map((row) => ({ id: row.id, active: Boolean(row.active) }));
    return { project, book, change, events, projects };
  }

  /** Holds the booking right after it read the project, while `change` runs; answers both and whether the change answered while held. */
  async function race(book: () => ReturnType<typeof ctx.request>, change: () => ReturnType<typeof ctx.request>) {
    holding.at = 'project';
    const held = gate.closeOnce();
    const booking = book(); // reads: active
    await held.reached;
    let answered = false;
    const changing = change();
    void changing.then(() => (answered = true));
    await letOthersRun();
    const answeredWhileHeld = answered;
    held.open();
    return { booked: await booking, changed: await changing, answeredWhileHeld };
  }

  it('is booked before the deactivation, or refused as inactive after it', async () => {
    const s = await setup();
    const { booked, changed, answeredWhileHeld } = await race(s.book, () => s.change('PATCH', { active: false }));

    expect(changed.statusCode, changed.body).toBe(200);
    expect(await s.projects()).toEqual([{ id: s.project.id, active: false }]);
    if (booked.statusCode === 201) {
      // Booked while it was active: the deactivation waited for that, it was not done before.
      expect(answeredWhileHeld).toBe(false);
      expect(await s.events()).toEqual([{ project_id: s.project.id }]);
    } else {
      expect(expectEnvelope(booked, 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'project_inactive' });
      expect(await s.events()).toEqual([]);
    }
  });

  it('is booked and keeps the project (deactivated), or finds it deleted; never a generic conflict', async () => {
    const s = await setup();
    const { booked, changed, answeredWhileHeld } = await race(s.book, () => s.change('DELETE'));

    expect(changed.statusCode, changed.body).toBe(200);
    if (booked.statusCode === 201) {
      expect(answeredWhileHeld).toBe(false);
      expect(changed.json().deleted).toBe(false);
      expect(await s.projects()).toEqual([{ id: s.project.id, active: false }]);
      expect(await s.events()).toEqual([{ project_id: s.project.id }]);
    } else {
      expect(changed.json().deleted).toBe(true);
      expect(expectEnvelope(booked, 422, 'validation_error').field_errors).toEqual({ project_id: ['The selected project id is invalid.'] });
      expect(await s.events()).toEqual([]);
    }
  });
});
