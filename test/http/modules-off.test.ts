import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope, UNKNOWN_ID } from '../support/assertions.js';
import { personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { declaredRoutes, type DeclaredRoute } from '../../src/features/permissions-doc.js';
import { MODULE_IDS, type ModuleId } from '../../src/platform/access/modules.js';
import type { Tenant } from '../../src/platform/tenancy/tenant.js';

/**
 * A module that is off answers 403 forbidden on every one of its paths (more-modules.md).
 * The routes come from the feature registry itself (what GET /rest/ and docs/permissions.md
 * read), so a route added later is covered without touching this file. One workspace has
 * every module but the one under test; the guard runs before validation, so any
 * well-formed path values do.
 */

/** Modules that change how other paths behave instead of owning paths; each is tested by its behaviour below. */
const BEHAVIOURS: Partial<Record<ModuleId, string>> = {
  geo_clock: 'checks the position of phone bookings against the location’s geofence (POST /mobile)',
};

const PARAM_VALUES: Record<string, string> = { period: '2026-11', code: 'terminal-code-1234' };
const filled = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => PARAM_VALUES[name] ?? UNKNOWN_ID);

let ctx: TestContext;
let tenant: Tenant;
let token: string;
let routes: DeclaredRoute[];

beforeAll(async () => {
  ctx = await createTestContext();
  ({ tenant, token } = await tenantWithAdmin(ctx));
  routes = await declaredRoutes();
});
afterAll(() => ctx?.close());

/** The route as an admin calls it, with an empty JSON body where it takes one. */
const send = (route: DeclaredRoute) =>
  ctx.request({
    method: route.method as 'GET',
    url: filled(route.path),
    tenant: tenant.slug,
    token,
    ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { body: {} } : {}),
  });
const allBut = (module: ModuleId) => ctx.services.catalog.updateModules(tenant.slug, MODULE_IDS.filter((id) => id !== module));

describe('a module switched off', () => {
  for (const module of MODULE_IDS.filter((id) => !BEHAVIOURS[id])) {
    it(`${module}: owns at least one route, and each answers 403 forbidden while it is off`, async () => {
      const own = routes.filter((route) => route.module === module);
      expect(own.length, `module ${module} owns no route`).toBeGreaterThan(0);
      await allBut(module);
      for (const route of own) {
        const response = await send(route);
        const body = expectEnvelope(response, 403, 'forbidden');
        expect(body.errors[0]._meta.module, `${route.method} ${route.path}`).toBe(module);
      }
    });
  }

  it('geo_clock: while off, a phone booking outside the geofence is taken; while on, it is refused', async () => {
    // A workspace of its own: the route walk sends real requests to the shared one.
    const own = await tenantWithAdmin(ctx);
    const site = await ctx.request({
      method: 'POST',
      url: '/rest/locations',
      tenant: own.slug,
      token: own.token,
      body: { name: 'Werk Nord', latitude: 53.55, longitude: 9.99, radius_m: 100 },
    });
    expect(site.statusCode, site.body).toBe(201);
    const worker = await personWithLogin(ctx, own.slug, own.token, { role: 'employee', location_id: site.json().data.id });
    // About 1.1 km north of the site.
    const farAway = { latitude: 53.56, longitude: 9.99, accuracy: 10 };
    const clock = (type: string) => ctx.request({ method: 'POST', url: '/rest/mobile', tenant: own.slug, token: worker.token, body: { type, ...farAway } });

    const refused = expectEnvelope(await clock('come'), 422, 'validation_error');
    expect(refused.errors[0]._meta.code).toBe('outside_geofence');
    await ctx.services.catalog.updateModules(own.slug, MODULE_IDS.filter((id) => id !== 'geo_clock'));
    const taken = await clock('come');
    expect(taken.statusCode, taken.body).toBe(201);
  });

  it('refuses for no other module: with all modules on, no route answers 403 naming a module', async () => {
    await ctx.services.catalog.updateModules(tenant.slug, MODULE_IDS);
    for (const route of routes.filter((r) => r.module)) {
      const response = await send(route);
      if (response.statusCode === 403) expect(response.json().errors[0]._meta.module, `${route.method} ${route.path}`).toBeUndefined();
    }
  });

  it('geo_clock owns no route: it is a behaviour of phone clocking', () => {
    for (const module of Object.keys(BEHAVIOURS)) expect(routes.filter((route) => route.module === module)).toEqual([]);
  });
});
