import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';
import { createDepartment, createEmployee, tenantWithAdmin } from '../support/factories.js';

let ctx: TestContext;
let slug: string;
let token: string;
let unitId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
  unitId = (await createDepartment(ctx, slug, token, 'Sortierung')).id;
});
afterAll(() => ctx?.close());

const get = (url: string) => ctx.request({ url, tenant: slug, token });

// Given in the order a byte-wise ORDER BY listed them: capitals first, umlauts and lower case last.
const LAST_NAMES = ['Adler', 'MÜLLER', 'Müller', 'Muller', 'Núñez', 'Weiß', 'Weiss', 'Zander', 'van der Berg', 'Ärger', 'Öztürk'];
const DEPARTMENTS = ['Einkauf', 'Zentrale', 'buchhaltung', 'Ärztlicher Dienst', 'Öffentlichkeitsarbeit'];
const byGermanDictionary = (names: readonly string[]) => [...names].sort((a, b) => a.localeCompare(b, 'de'));

describe(`[${dialect}] lists by name in German dictionary order`, () => {
  it('lists employees with umlauts, accents and lower-case names where a German dictionary has them, page after page', async () => {
    for (const last_name of LAST_NAMES) await createEmployee(ctx, slug, token, { first_name: 'Kim', last_name, department_id: unitId });
    const response = await get(`/rest/employees?department_id=${unitId}&per_page=100`);
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json().data.map((employee: { last_name: string }) => employee.last_name);
    // Accents and case count only between names otherwise equal: without before with, lower case before capitals.
    expect(listed).toEqual(['Adler', 'Ärger', 'Muller', 'Müller', 'MÜLLER', 'Núñez', 'Öztürk', 'van der Berg', 'Weiss', 'Weiß', 'Zander']);
    // As the reports sort in JavaScript.
    expect(listed).toEqual(byGermanDictionary(LAST_NAMES));

    const paged: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await get(`/rest/employees?department_id=${unitId}&per_page=4&page=${page}`);
      paged.push(...answer.json().data.map((employee: { last_name: string }) => employee.last_name));
    }
    expect(paged).toEqual(listed);
  });

  it('orders by first name where the last names are equal in dictionary order', async () => {
    const unit = await createDepartment(ctx, slug, token, 'Vornamen');
    for (const [first_name, last_name] of [['Zoe', 'Muller'], ['Anna', 'Müller'], ['älva', 'MÜLLER'], ['Bert', 'Mueller']]) {
      await createEmployee(ctx, slug, token, { first_name, last_name, department_id: unit.id });
    }
    const listed = (await get(`/rest/employees?department_id=${unit.id}`)).json().data.map((employee: { name: string }) => employee.name);
    // "ü" sorts as "u", not as "ue" (DIN 5007 variant 1): "Mueller" comes first.
    expect(listed).toEqual(['Bert Mueller', 'älva MÜLLER', 'Anna Müller', 'Zoe Muller']);
  });

  it('lists departments with umlauts and lower-case names where a German dictionary has them', async () => {
    for (const name of DEPARTMENTS) await createDepartment(ctx, slug, token, name);
    const listed = (await get('/rest/departments')).json().data.map((department: { name: string }) => department.name);
    expect(listed).toEqual(['Ärztlicher Dienst', 'buchhaltung', 'Einkauf', 'Öffentlichkeitsarbeit', 'Sortierung', 'Vornamen', 'Zentrale']);
  });
});
