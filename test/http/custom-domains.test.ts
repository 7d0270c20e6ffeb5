import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope, UNKNOWN_ID, UTC_TIMESTAMP, UUID_FORMAT as UUID } from '../support/assertions.js';
import { personWithLogin, tenantWithAdmin } from '../support/factories.js';
import type { TxtResolver } from '../../src/features/custom-domains/txt-resolver.js';

/**
 * /rest/custom-domains: claim, verify by DNS TXT (through a fake resolver), serve, give up.
 * The host cache lives for minutes here, so a domain that serves at once after verify or
 * stops at once after delete proves the cache is invalidated.
 */
const records = new Map<string, string[][]>();
const failures = new Map<string, string>();
const resolver: TxtResolver = {
  async resolveTxt(name) {
    const code = failures.get(name);
    if (code) throw Object.assign(new Error(`query failed: ${code}`), { code });
    const found = records.get(name);
    if (!found) throw Object.assign(new Error('no data'), { code: 'ENODATA' });
    return found;
  },
};

let ctx: TestContext;
let slug: string;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_TENANT_CACHE_TTL_MS: '600000' }, { txtResolver: resolver });
  ({ slug, token } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, body?: unknown, as = token, tenant = slug) => ctx.request({ method, url, tenant, token: as, body });
const viaHost = (host: string, as = token) => ctx.request({ url: '/rest/', host, token: as });

async function claim(domain: string, as = token, tenant = slug) {
  const response = await call('POST', '/rest/custom-domains', { domain }, as, tenant);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; domain: string; status: string; verification: { type: string; name: string; value: string }; verified_at: string | null };
}

describe('custom domains', () => {
  it('claims a domain pending, verifies it by its TXT record, and serves it from then on', async () => {
    const domain = await claim('Zeit.Kunde-Eins.example.');
    expect(domain).toMatchObject({
      id: expect.stringMatching(UUID),
      domain: 'zeit.kunde-eins.example',
      status: 'pending',
      verification: { type: 'txt', name: '_stempel-challenge.zeit.kunde-eins.example', value: expect.stringMatching(/^stempel-domain-verification=[\w-]{32}$/) },
      verified_at: null,
    });
    expect(Object.keys(domain).sort()).toEqual(['created_at', 'domain', 'id', 'status', 'verification', 'verified_at']);
    // Pending: the host serves nobody (and the resolver remembers that answer).
    expectEnvelope(await viaHost('zeit.kunde-eins.example'), 404, 'not_found');

    const missing = expectEnvelope(await call('POST', `/rest/custom-domains/${domain.id}/verify`), 409, 'conflict');
    expect(missing.errors[0]._meta).toMatchObject({ code: 'domain_not_verified', name: domain.verification.name, value: domain.verification.value });
    records.set(domain.verification.name, [['other-record'], ['wrong']]);
    expectEnvelope(await call('POST', `/rest/custom-domains/${domain.id}/verify`), 409, 'conflict');

    // A long record arrives in chunks; its value is their concatenation.
    const value = domain.verification.value;
    records.set(domain.verification.name, [['other-record'], [value.slice(0, 20), value.slice(20)]]);
    const verified = await call('POST', `/rest/custom-domains/${domain.id}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({ id: domain.id, status: 'verified', verified_at: expect.stringMatching(UTC_TIMESTAMP) });

    const served = await viaHost('zeit.kunde-eins.example');
    expect(served.statusCode, served.body).toBe(200);
    expect(served.json().data.tenant.slug).toBe(slug);
    // Verifying again changes nothing, even with the record gone.
    records.delete(domain.verification.name);
    const again = await call('POST', `/rest/custom-domains/${domain.id}/verify`);
    expect(again.json().data.verified_at).toBe(verified.json().data.verified_at);

    const list = await call('GET', '/rest/custom-domains');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((d: { domain: string; status: string }) => [d.domain, d.status])).toEqual([['zeit.kunde-eins.example', 'verified']]);
  });

  it('answers 503 when the DNS lookup itself fails', async () => {
    const domain = await claim('zeit.dns-kaputt.example');
    failures.set(domain.verification.name, 'ETIMEOUT');
    const response = expectEnvelope(await call('POST', `/rest/custom-domains/${domain.id}/verify`), 503, 'service_unavailable');
    expect(response.message).toMatch(/DNS/);
    expect((await call('GET', '/rest/custom-domains')).json().data.find((d: { id: string }) => d.id === domain.id).status).toBe('pending');
  });

  it('keeps a domain from others once verified, not while merely claimed: a claim the squatter cannot verify locks nobody out', async () => {
    const other = await tenantWithAdmin(ctx);
    const squatted = await claim('zeit.begehrt.example');
    // The same workspace claims it once.
    const again = expectEnvelope(await call('POST', '/rest/custom-domains', { domain: 'ZEIT.begehrt.example' }), 409, 'conflict');
    expect(again.errors[0]._meta.code).toBe('domain_taken');
    // Another workspace's claim is not there for this one.
    expectEnvelope(await call('POST', `/rest/custom-domains/${squatted.id}/verify`, undefined, other.token, other.slug), 404, 'not_found');
    expectEnvelope(await call('DELETE', `/rest/custom-domains/${squatted.id}`, undefined, other.token, other.slug), 404, 'not_found');
    expect((await call('GET', '/rest/custom-domains', undefined, other.token, other.slug)).json().data).toEqual([]);

    // The owner of the name claims it too, proves it by DNS, and it serves the owner.
    const owned = await claim('zeit.begehrt.example', other.token, other.slug);
    records.set(owned.verification.name, [[owned.verification.value]]);
    const verified = await call('POST', `/rest/custom-domains/${owned.id}/verify`, undefined, other.token, other.slug);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.status).toBe('verified');
    const served = await viaHost('zeit.begehrt.example', other.token);
    expect(served.statusCode, served.body).toBe(200);

    // From now on the name is taken: a new claim and the squatter's verification are 409.
    const third = await tenantWithAdmin(ctx);
    const refused = expectEnvelope(await call('POST', '/rest/custom-domains', { domain: 'zeit.begehrt.example' }, third.token, third.slug), 409, 'conflict');
    expect(refused.errors[0]._meta.code).toBe('domain_taken');
    records.set(squatted.verification.name, [[squatted.verification.value]]);
    const late = expectEnvelope(await call('POST', `/rest/custom-domains/${squatted.id}/verify`), 409, 'conflict');
    expect(late.errors[0]._meta.code).toBe('domain_taken');
    expect((await call('GET', '/rest/custom-domains')).json().data.find((d: { id: string }) => d.id === squatted.id).status).toBe('pending');
  });

  it('refuses what is no custom domain with a 422', async () => {
    for (const domain of ['localhost', 'nur-ein-label', '10.0.0.1', 'zeit..example', '-zeit.example', 'zeit.münchen.example', `x.${ctx.config.baseDomain}`, 'a b.example']) {
      const refused = expectEnvelope(await call('POST', '/rest/custom-domains', { domain }), 422, 'validation_error');
      expect(refused.field_errors.domain, domain).toBeDefined();
    }
    expectEnvelope(await call('POST', '/rest/custom-domains', {}), 422, 'validation_error');
    expectEnvelope(await call('POST', `/rest/custom-domains/not-an-id/verify`), 400, 'bad_request');
    expectEnvelope(await call('POST', `/rest/custom-domains/${UNKNOWN_ID}/verify`), 404, 'not_found');
  });

  it('gives a domain up: it stops serving at once and can be claimed again', async () => {
    const other = await tenantWithAdmin(ctx);
    const domain = await claim('zeit.wechsel.example');
    records.set(domain.verification.name, [[domain.verification.value]]);
    expect((await call('POST', `/rest/custom-domains/${domain.id}/verify`)).statusCode).toBe(200);
    expect((await viaHost('zeit.wechsel.example')).statusCode).toBe(200);

    expect((await call('DELETE', `/rest/custom-domains/${domain.id}`)).statusCode).toBe(200);
    expectEnvelope(await viaHost('zeit.wechsel.example'), 404, 'not_found');
    expectEnvelope(await call('DELETE', `/rest/custom-domains/${domain.id}`), 404, 'not_found');

    const reclaimed = await claim('zeit.wechsel.example', other.token, other.slug);
    expect(reclaimed.verification.value).not.toBe(domain.verification.value);
    // The old record does not verify the new claim.
    expectEnvelope(await call('POST', `/rest/custom-domains/${reclaimed.id}/verify`, undefined, other.token, other.slug), 409, 'conflict');
  });

  it('needs settings:manage', async () => {
    const person = await personWithLogin(ctx, slug, token);
    expectEnvelope(await call('GET', '/rest/custom-domains', undefined, person.token), 403, 'forbidden');
    expectEnvelope(await call('POST', '/rest/custom-domains', { domain: 'zeit.verboten.example' }, person.token), 403, 'forbidden');
  });

  it('lists domains the CLI added as verified', async () => {
    const other = await tenantWithAdmin(ctx);
    await ctx.services.catalog.addDomain(other.tenant.id, 'zeit.vom-betreiber.example');
    const list = (await call('GET', '/rest/custom-domains', undefined, other.token, other.slug)).json().data;
    expect(list).toMatchObject([{ domain: 'zeit.vom-betreiber.example', status: 'verified', verified_at: expect.stringMatching(UTC_TIMESTAMP) }]);
    expect((await viaHost('zeit.vom-betreiber.example', other.token)).statusCode).toBe(200);
  });

  it('stops serving a domain as soon as the tenant\'s module is switched off, and serves it again as soon as it is back on, as its own address does', async () => {
    const other = await tenantWithAdmin(ctx);
    const claimed = await claim('zeit.modul-aus.example', other.token, other.slug);
    records.set(claimed.verification.name, [[claimed.verification.value]]);
    expect((await call('POST', `/rest/custom-domains/${claimed.id}/verify`, undefined, other.token, other.slug)).statusCode).toBe(200);
    expect((await viaHost('zeit.modul-aus.example', other.token)).statusCode).toBe(200);

    // What `stempel tenant modules <slug> --disable custom_domain` does; with Redis every instance hears of it.
    await ctx.services.catalog.updateModules(other.slug, other.tenant.modules.filter((module) => module !== 'custom_domain'));
    expectEnvelope(await call('GET', '/rest/custom-domains', undefined, other.token, other.slug), 403, 'forbidden');
    expectEnvelope(await viaHost('zeit.modul-aus.example', other.token), 404, 'not_found');
    // Back on: the domain, cached meanwhile as serving nobody, serves again at once.
    await ctx.services.catalog.updateModules(other.slug, other.tenant.modules);
    expect((await viaHost('zeit.modul-aus.example', other.token)).statusCode).toBe(200);
  });

  it('answers 403 on every path and serves no domain while the module is off', async () => {
    const other = await tenantWithAdmin(ctx, { modules: ['departments'] });
    await ctx.services.catalog.addDomain(other.tenant.id, 'zeit.ohne-modul-api.example');
    expectEnvelope(await viaHost('zeit.ohne-modul-api.example', other.token), 404, 'not_found');
    for (const [method, url] of [
      ['GET', '/rest/custom-domains'],
      ['POST', '/rest/custom-domains'],
      ['DELETE', `/rest/custom-domains/${UNKNOWN_ID}`],
      ['POST', `/rest/custom-domains/${UNKNOWN_ID}/verify`],
    ] as const) {
      const refused = expectEnvelope(await call(method, url, method === 'POST' ? { domain: 'zeit.x.example' } : undefined, other.token, other.slug), 403, 'forbidden');
      expect(refused.errors[0]._meta.module).toBe('custom_domain');
    }
  });
});
