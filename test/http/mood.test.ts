import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope, UNKNOWN_ID, UUID_FORMAT as UUID } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { localDate } from '../../src/platform/formats.js';
import { moodAnswersOfEmployee, recordAnswer } from '../../src/features/mood/mood.service.js';

/** The mood barometer: /rest/mood and /rest/mood/summary. */
let ctx: TestContext;
let slug: string;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

const post = (body: unknown, as: string, tenant = slug) => ctx.request({ method: 'POST', url: '/rest/mood', tenant, token: as, body });
const summary = (query: string, as = token, tenant = slug) => ctx.request({ url: `/rest/mood/summary?${query}`, tenant, token: as });

/** A finished week: Monday 2026-11-09 to Sunday 2026-11-15. */
const MON = '2026-11-09';
const TUE = '2026-11-10';
const WED = '2026-11-11';

describe('POST /mood', () => {
  it('takes one answer per person and local day; the second is a 409', async () => {
    const person = await personWithLogin(ctx, slug, token);
    const first = await post({ score: 4, comment: '  Guter Tag  ' }, person.token);
    expect(first.statusCode, first.body).toBe(201);
    const today = localDate(Date.now(), 'Europe/Berlin');
    expect(first.json().data).toMatchObject({ id: expect.stringMatching(UUID), date: today, score: 4, comment: 'Guter Tag' });
    expect(Object.keys(first.json().data).sort()).toEqual(['comment', 'created_at', 'date', 'id', 'score']);
    const again = expectEnvelope(await post({ score: 2 }, person.token), 409, 'conflict');
    expect(again.errors[0]._meta).toMatchObject({ code: 'mood_already_answered', date: today });
  });

  it('keeps the answer out of the request audit log, which still records the call', async () => {
    const person = await personWithLogin(ctx, slug, token);
    const answered = await post({ score: 1, comment: 'Mir geht es schlecht' }, person.token);
    expect(answered.statusCode).toBe(201);
    const audit = await ctx.request({ url: `/rest/audit/requests/${answered.headers['x-request-id']}`, tenant: slug, token });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().data).toMatchObject({ user_id: person.id, method: 'POST', uri: '/rest/mood', status_code: 201, payload: '', response_body: '' });
    expect(audit.body).not.toContain('schlecht');
  });

  it('lets only one of two concurrent answers through', async () => {
    const person = await personWithLogin(ctx, slug, token);
    const answers = await Promise.all([post({ score: 1 }, person.token), post({ score: 5 }, person.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const conflict = answers.find((a) => a.statusCode === 409)!;
    expect(expectEnvelope(conflict, 409, 'conflict').errors[0]._meta.code).toBe('mood_already_answered');
  });

  it('checks the score and the comment', async () => {
    const person = await personWithLogin(ctx, slug, token);
    for (const body of [{ score: 0 }, { score: 6 }, { score: 2.5 }, {}, { score: 3, comment: 'x'.repeat(1001) }]) {
      expectEnvelope(await post(body, person.token), 422, 'validation_error');
    }
    expectEnvelope(await ctx.request({ method: 'POST', url: '/rest/mood', tenant: slug, body: { score: 3 } }), 401, 'unauthenticated');
  });

  it('keeps a person’s answers for their personal-data export', async () => {
    const person = await createEmployee(ctx, slug, token);
    await ctx.services.tenants.withTenant(slug, async ({ db }) => {
      await recordAnswer(db, { employeeId: person.id, departmentId: null }, TUE, { score: 2, comment: 'müde' });
      await recordAnswer(db, { employeeId: person.id, departmentId: null }, MON, { score: 5 });
      expect(await moodAnswersOfEmployee(db, person.id)).toEqual([
        { date: MON, score: 5, comment: null },
        { date: TUE, score: 2, comment: 'müde' },
      ]);
    });
  });
});

describe('GET /mood/summary', () => {
  let tenant: string;
  let admin: string;
  let deptA: string;
  let deptA1: string;
  let deptB: string;
  let leadOfB: string;

  /**
   * Ten people answer in the finished week of 2026-11-09: five on Monday (four in A, one in
   * its sub-unit A1), four on Tuesday (two in A, two in B), one on Wednesday (in B).
   */
  beforeAll(async () => {
    ({ slug: tenant, token: admin } = await tenantWithAdmin(ctx));
    deptA = (await createDepartment(ctx, tenant, admin, 'Produktion')).id;
    deptA1 = (await createDepartment(ctx, tenant, admin, 'Montage', deptA)).id;
    deptB = (await createDepartment(ctx, tenant, admin, 'Vertrieb')).id;
    const people = async (department: string, n: number) =>
      Promise.all(Array.from({ length: n }, () => createEmployee(ctx, tenant, admin, { department_id: department })));
    const a = await people(deptA, 4);
    const [a1] = await people(deptA1, 1);
    const b = await people(deptB, 3);
    const answers: Array<[string, string, string, number]> = [
      [a[0]!.id, deptA, MON, 4],
      [a[1]!.id, deptA, MON, 4],
      [a[2]!.id, deptA, MON, 4],
      [a[3]!.id, deptA, MON, 4],
      [a1!.id, deptA1, MON, 5],
      [a[0]!.id, deptA, TUE, 1],
      [a[1]!.id, deptA, TUE, 2],
      [b[0]!.id, deptB, TUE, 3],
      [b[1]!.id, deptB, TUE, 4],
      [b[2]!.id, deptB, WED, 5],
    ];
    await ctx.services.tenants.withTenant(tenant, async ({ db }) => {
      for (const [employeeId, departmentId, day, score] of answers) {
        await recordAnswer(db, { employeeId, departmentId }, day, { score, comment: `geheim-${employeeId}` });
      }
    });
    const role = await ctx.request({ method: 'POST', url: '/rest/roles', tenant, token: admin, body: { name: 'Leitung', permissions: ['reports:view', 'employees:view'] } });
    expect(role.statusCode, role.body).toBe(201);
    leadOfB = (await personWithLogin(ctx, tenant, admin, { department_id: deptB, role_id: role.json().data.id })).token;
  });

  const groupsOf = async (query: string, as = admin) => {
    const response = await summary(query, as, tenant);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('geheim');
    return response.json().data;
  };

  it('averages whole weeks of at least five answers and hides smaller ones without their count', async () => {
    const data = await groupsOf(`from=${TUE}&to=2026-11-17&group=week`);
    expect(data).toMatchObject({ from: MON, to: '2026-11-22', group: 'week', department_id: null, min_group_size: 5 });
    expect(data.groups).toEqual([
      { kind: 'week', from: MON, to: '2026-11-15', answers: 10, average: 3.6, hidden: false },
      { kind: 'week', from: '2026-11-16', to: '2026-11-22', answers: null, average: null, hidden: true },
    ]);
  });

  it('shows days of five answers and merges the smaller days into the rest of the week', async () => {
    const data = await groupsOf(`from=${MON}&to=${MON}&group=day`);
    expect(data.groups).toEqual([
      { kind: 'day', from: MON, to: MON, answers: 5, average: 4.2, hidden: false },
      { kind: 'rest_of_week', from: MON, to: '2026-11-15', answers: 5, average: 3, hidden: false },
    ]);
  });

  it('applies the same threshold within a department and its sub-units', async () => {
    expect((await groupsOf(`from=${MON}&to=${MON}&department_id=${deptA}`)).groups).toEqual([
      { kind: 'week', from: MON, to: '2026-11-15', answers: 7, average: 3.43, hidden: false },
    ]);
    // Monday's five answers are not shown on their own: the week's seven minus them would give the
    // other two away, so Monday is merged into the rest of the week.
    expect((await groupsOf(`from=${MON}&to=${MON}&department_id=${deptA}&group=day`)).groups).toEqual([
      { kind: 'rest_of_week', from: MON, to: '2026-11-15', answers: 7, average: 3.43, hidden: false },
    ]);
    for (const department of [deptA1, deptB]) {
      expect((await groupsOf(`from=${MON}&to=${MON}&department_id=${department}`)).groups).toEqual([
        { kind: 'week', from: MON, to: '2026-11-15', answers: null, average: null, hidden: true },
      ]);
    }
  });

  it('summarises only the units a caller sees', async () => {
    expectEnvelope(await summary(`from=${MON}&to=${MON}&department_id=${deptA}`, leadOfB, tenant), 403, 'forbidden');
    // Unit B holds three answers that week: hidden, although the workspace has ten.
    expect((await groupsOf(`from=${MON}&to=${MON}`, leadOfB)).groups).toEqual([
      { kind: 'week', from: MON, to: '2026-11-15', answers: null, average: null, hidden: true },
    ]);
  });

  it('leaves the running week out', async () => {
    const today = localDate(Date.now(), 'Europe/Berlin');
    const person = await personWithLogin(ctx, tenant, admin);
    expect((await post({ score: 3 }, person.token, tenant)).statusCode).toBe(201);
    expect((await groupsOf(`from=${today}&to=${today}`)).groups).toEqual([]);
    expect((await groupsOf(`from=${today}`)).groups).toEqual([]);
  });

  it('needs reports:view and checks the range and the department', async () => {
    const person = await personWithLogin(ctx, tenant, admin);
    expectEnvelope(await summary('', person.token, tenant), 403, 'forbidden');
    expectEnvelope(await summary(`from=${TUE}&to=${MON}`, admin, tenant), 422, 'validation_error');
    expectEnvelope(await summary('from=2025-01-01&to=2026-01-31', admin, tenant), 422, 'validation_error');
    expectEnvelope(await summary(`department_id=${UNKNOWN_ID}`, admin, tenant), 422, 'validation_error');
    expectEnvelope(await summary('group=month', admin, tenant), 422, 'validation_error');
    // The week of 2199-12-31 ends in 2200, a year the answer could not name.
    const late = expectEnvelope(await summary('from=2199-06-01&to=2199-12-31', admin, tenant), 422, 'validation_error');
    expect(late.field_errors).toHaveProperty('to');
    expect((await summary('from=2199-06-01&to=2199-12-29', admin, tenant)).json().data.to).toBe('2199-12-29');
    const byDefault = await groupsOf('');
    expect(byDefault.groups).toHaveLength(4);
    expect(byDefault.groups.every((g: { kind: string }) => g.kind === 'week')).toBe(true);
  });
});

/**
 * The threshold counts people, not answers: one person answering every day of a week is five
 * answers and still one person's mood.
 */
describe('GET /mood/summary counts people, not answers', () => {
  let tenant: string;
  let admin: string;
  let branch: string;
  let office: string;
  let store: string;
  let shipping: string;
  let till: string;
  let head: string;
  let reader: string;

  const WORKDAYS = [MON, TUE, WED, '2026-11-12', '2026-11-13'];
  const HIDDEN_WEEK = { kind: 'week', from: MON, to: '2026-11-15', answers: null, average: null, hidden: true };
  const HIDDEN_REST = { kind: 'rest_of_week', from: MON, to: '2026-11-15', answers: null, average: null, hidden: true };

  beforeAll(async () => {
    ({ slug: tenant, token: admin } = await tenantWithAdmin(ctx));
    branch = (await createDepartment(ctx, tenant, admin, 'Filiale')).id;
    office = (await createDepartment(ctx, tenant, admin, 'Buchhaltung', branch)).id; // one person
    store = (await createDepartment(ctx, tenant, admin, 'Lager')).id; // five people, once each
    shipping = (await createDepartment(ctx, tenant, admin, 'Versand')).id; // three people, five answers
    till = (await createDepartment(ctx, tenant, admin, 'Kasse')).id; // five on Monday, one every other day
    head = (await personWithLogin(ctx, tenant, admin, { role: 'hr_admin', department_id: branch })).token;
    const role = await ctx.request({ method: 'POST', url: '/rest/roles', tenant, token: admin, body: { name: 'Nur Berichte', permissions: ['reports:view'] } });
    expect(role.statusCode, role.body).toBe(201);
    const self = await personWithLogin(ctx, tenant, admin, { role_id: role.json().data.id });
    reader = self.token;

    const people = (department: string, n: number) =>
      Promise.all(Array.from({ length: n }, () => createEmployee(ctx, tenant, admin, { department_id: department })));
    const [clerk] = await people(office, 1);
    const storeStaff = await people(store, 5);
    const [s0, s1, s2] = await people(shipping, 3);
    const tillStaff = await people(till, 6);
    const answers: Array<[string, string | null, string, number]> = [
      ...WORKDAYS.map((day, index): [string, string, string, number] => [clerk!.id, office, day, index === 2 ? 2 : 1]),
      ...WORKDAYS.map((day): [string, null, string, number] => [self.id, null, day, 2]),
      ...storeStaff.map((person, index): [string, string, string, number] => [person.id, store, WORKDAYS[index]!, index + 1]),
      [s0!.id, shipping, MON, 2],
      [s1!.id, shipping, MON, 3],
      [s0!.id, shipping, TUE, 2],
      [s1!.id, shipping, TUE, 3],
      [s2!.id, shipping, WED, 4],
      ...tillStaff.slice(0, 5).map((person): [string, string, string, number] => [person.id, till, MON, 5]),
      ...[TUE, WED, '2026-11-12', '2026-11-13', '2026-11-14'].map((day): [string, string, string, number] => [tillStaff[5]!.id, till, day, 1]),
    ];
    await ctx.services.tenants.withTenant(tenant, async ({ db }) => {
      for (const [employeeId, departmentId, day, score] of answers) await recordAnswer(db, { employeeId, departmentId }, day, { score });
    });
  });

  const groupsOf = async (query: string, as: string) => {
    const response = await summary(`from=${MON}&to=${MON}&${query}`, as, tenant);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.groups;
  };

  it('hides the week and the days of one person answering every working day, for a department', async () => {
    for (const as of [admin, head]) {
      for (const department of [office, branch]) {
        expect(await groupsOf(`department_id=${department}&group=week`, as)).toEqual([HIDDEN_WEEK]);
        expect(await groupsOf(`department_id=${department}&group=day`, as)).toEqual([HIDDEN_REST]);
      }
    }
  });

  it('hides the week and the days of one person answering every working day, for a self-scoped summary', async () => {
    expect(await groupsOf('group=week', reader)).toEqual([HIDDEN_WEEK]);
    expect(await groupsOf('group=day', reader)).toEqual([HIDDEN_REST]);
  });

  it('shows a week in which five people answered once each', async () => {
    expect(await groupsOf(`department_id=${store}&group=week`, admin)).toEqual([{ kind: 'week', from: MON, to: '2026-11-15', answers: 5, average: 3, hidden: false }]);
    expect(await groupsOf(`department_id=${store}&group=day`, admin)).toEqual([
      { kind: 'rest_of_week', from: MON, to: '2026-11-15', answers: 5, average: 3, hidden: false },
    ]);
  });

  it('hides five answers of three people', async () => {
    // Per person and day there is at most one answer (unique index), so five answers of three
    // people span several days: the week, and the rest of the week its days merge into.
    expect(await groupsOf(`department_id=${shipping}&group=week`, admin)).toEqual([HIDDEN_WEEK]);
    expect(await groupsOf(`department_id=${shipping}&group=day`, admin)).toEqual([HIDDEN_REST]);
  });

  it('merges the smallest day shown into a rest of five answers from one person', async () => {
    // Monday's five people would have a line of their own; the rest of the week is one person's
    // five answers, which the week line minus Monday would give away: Monday is merged into it.
    expect(await groupsOf(`department_id=${till}&group=week`, admin)).toEqual([{ kind: 'week', from: MON, to: '2026-11-15', answers: 10, average: 3, hidden: false }]);
    expect(await groupsOf(`department_id=${till}&group=day`, admin)).toEqual([
      { kind: 'rest_of_week', from: MON, to: '2026-11-15', answers: 10, average: 3, hidden: false },
    ]);
  });
});
