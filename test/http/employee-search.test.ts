import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';

/**
 * GET /employees?search= finds a person by a part of the name the list shows (`name`, first and
 * last name), as a table's search box sends it, or of their personnel code, ignoring letter case.
 */
let ctx: TestContext;
let slug: string;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

const search = async (text: string) => {
  const response = await ctx.request({ url: `/rest/employees?search=${encodeURIComponent(text)}`, tenant: slug, token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Array<{ id: string; name: string }>).map((employee) => employee.name);
};

describe('the employee list searched by name', () => {
  it('finds a person by a part of their `name` that spans first and last name', async () => {
    await createEmployee(ctx, slug, token, { code: 'S-1', first_name: 'Anna', last_name: 'Müller' });
    await createEmployee(ctx, slug, token, { code: 'S-2', first_name: 'Bernd', last_name: 'Müller' });
    expect(await search('anna')).toEqual(['Anna Müller']);
    expect(await search('Müller')).toEqual(['Anna Müller', 'Bernd Müller']);
    expect(await search('s-2')).toEqual(['Bernd Müller']);
    expect(await search('Anna Müller')).toEqual(['Anna Müller']);
    expect(await search('anna mü')).toEqual(['Anna Müller']);
  });
});
