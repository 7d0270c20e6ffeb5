import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPermissionsDoc } from '../../src/features/permissions-doc.js';
import { FEATURES } from '../../src/features/registry.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { tenantWithAdmin } from '../support/factories.js';

/** docs/permissions.md must name, for every tenant route, the permission and module the route really declares. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const normalise = (path: string) => path.replace(/\/$/, '');

describe('access rules in the OpenAPI document and docs/permissions.md', () => {
  it('publishes each operation’s permission and module, and lists them all in the docs', async () => {
    const doc = fs.readFileSync('docs/permissions.md', 'utf8');
    const rows = new Map<string, string[]>();
    for (const line of doc.split('\n')) {
      const cells = line.split('|').map((c) => c.trim());
      if (/^(GET|POST|PUT|DELETE|PATCH)$/.test(cells[1] ?? '')) rows.set(`${cells[1]} ${normalise(cells[2]!)}`, cells.slice(3, 5));
    }
    const openapi = (await ctx.request({ url: '/rest/openapi.json', host: 'localhost' })).json() as {
      paths: Record<string, Record<string, { 'x-permission'?: string; 'x-module'?: string; security?: unknown[] }>>;
    };
    let checked = 0;
    for (const [path, operations] of Object.entries(openapi.paths)) {
      if (!path.startsWith('/rest')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${normalise(path)}`;
        expect(rows.has(key), `${key} is missing from docs/permissions.md`).toBe(true);
        const [permission, module] = rows.get(key)!;
        const declared = operation.security?.length === 0 ? 'public' : (operation['x-permission'] ?? '—');
        expect(permission, key).toBe(declared);
        expect(module, key).toBe(operation['x-module'] ?? '—');
        checked++;
      }
    }
    expect(checked).toBe(rows.size);
  });

  it('is exactly what npm run docs:permissions generates from the route declarations', async () => {
    const committed = fs.readFileSync('docs/permissions.md', 'utf8');
    expect(committed, 'docs/permissions.md is stale: run npm run docs:permissions').toBe(await renderPermissionsDoc(committed));
  });

  it('serves the same features on GET /rest/ that the registry declares', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const workspace = (await ctx.request({ url: '/rest/', tenant: slug, token })).json() as { data: { features: unknown[] } };
    expect(workspace.data.features).toEqual(FEATURES.map(({ name, module }) => ({ name, module })));
  });
});
