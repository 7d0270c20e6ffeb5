import type { CustomDomainsTable } from '../../db/catalog/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import type { Catalog } from '../../platform/tenancy/catalog.js';
import { customDomainProblem, newVerificationToken, normalizeDomain } from '../../platform/tenancy/domain-names.js';
import type { HostResolver } from '../../platform/tenancy/host-resolver.js';
import { challengeName, challengeValue } from './custom-domain.resource.js';
import { NO_RECORD_CODES, type TxtResolver } from './txt-resolver.js';

/**
 * Custom domains live in the catalog (one domain, one tenant, across all of them), so these
 * functions take the catalog and the host resolver whose cache must follow a change, not
 * the tenant database.
 */
export interface CustomDomainDeps {
  catalog: Catalog;
  hosts: HostResolver;
  resolver: TxtResolver;
  baseDomain: string;
}

/** Keeps the list short enough to answer unpaginated, and one workspace from squatting names. */
export const MAX_DOMAINS_PER_TENANT = 20;

const taken = (domain: string) =>
  new ConflictError(`The domain ${domain} is already verified for a workspace.`, { code: 'domain_taken', domain });
const claimedHere = (domain: string) =>
  new ConflictError(`This workspace has claimed the domain ${domain} already.`, { code: 'domain_taken', domain });

export function list(deps: CustomDomainDeps, tenantId: string): Promise<CustomDomainsTable[]> {
  return deps.catalog.domainsOf(tenantId);
}

/** Claims a domain for the tenant, pending until its TXT record is verified. */
export async function add(deps: CustomDomainDeps, tenantId: string, input: { domain: string }): Promise<CustomDomainsTable> {
  const domain = normalizeDomain(input.domain);
  const problem = customDomainProblem(domain, deps.baseDomain);
  if (problem) throw ValidationError.field('domain', `The domain ${problem}.`);
  // Another workspace's pending claim keeps the domain from nobody: only the verified one does.
  if (await deps.catalog.findVerifiedDomain(domain)) throw taken(domain);
  if (await deps.catalog.domainClaimOf(tenantId, domain)) throw claimedHere(domain);
  if ((await deps.catalog.domainsOf(tenantId)).length >= MAX_DOMAINS_PER_TENANT) {
    throw ValidationError.field('domain', `A workspace can have at most ${MAX_DOMAINS_PER_TENANT} custom domains.`);
  }
  const row: CustomDomainsTable = {
    id: uuidv7(),
    domain,
    tenant_id: tenantId,
    status: 'pending',
    verification_token: newVerificationToken(),
    verified_at: null,
    created_at: new Date().toISOString(),
  };
  await deps.catalog.insertCustomDomain(row).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw claimedHere(domain);
    throw error;
  });
  return row;
}

async function get(deps: CustomDomainDeps, tenantId: string, id: string): Promise<CustomDomainsTable> {
  const row = await deps.catalog.customDomainOf(tenantId, id);
  if (!row) throw new NotFoundError('The custom domain was not found.');
  return row;
}

/** Gives the domain up: it stops serving at once and another workspace may claim it. */
export async function remove(deps: CustomDomainDeps, tenantId: string, id: string): Promise<void> {
  const row = await get(deps, tenantId, id);
  await deps.catalog.removeDomain(tenantId, row.domain);
  deps.hosts.forget(row.domain);
}

async function txtRecords(resolver: TxtResolver, name: string): Promise<string[]> {
  try {
    // A long TXT record arrives in chunks of up to 255 characters; its value is their concatenation.
    return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
  } catch (error) {
    if (NO_RECORD_CODES.has((error as { code?: string }).code ?? '')) return [];
    throw new ServiceUnavailableError('The DNS lookup of the verification record failed. Please retry shortly.', 30);
  }
}

/**
 * Looks the TXT record up; when it carries the expected value the domain is verified and
 * serves from now on. A verified domain stays verified (checking again is a no-op).
 */
export async function verify(deps: CustomDomainDeps, tenantId: string, id: string): Promise<CustomDomainsTable> {
  const row = await get(deps, tenantId, id);
  if (row.status === 'verified') return row;
  const name = challengeName(row.domain);
  const value = challengeValue(row.verification_token);
  if (await deps.catalog.findVerifiedDomain(row.domain)) throw taken(row.domain);
  if (!(await txtRecords(deps.resolver, name)).includes(value)) {
    throw new ConflictError(`No TXT record ${name} with the expected value was found.`, { code: 'domain_not_verified', name, value });
  }
  // Two workspaces whose records both stand verify at once: the first one holds the domain.
  await deps.catalog.markDomainVerified(row, new Date().toISOString()).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw taken(row.domain);
    throw error;
  });
  deps.hosts.forget(row.domain);
  return get(deps, tenantId, id);
}
