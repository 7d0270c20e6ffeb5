import { retryAfterMs } from '../../platform/outbound/retry-after.js';

/**
 * What a provider is asked for: the certificate covering one sick absence. One provider serves
 * every tenant of the installation and personnel numbers repeat across tenants, so the query
 * names the employer (the tenant) as well as its employee.
 */
export interface EauQuery {
  /** The tenant's id: stable for its whole life (a slug can be renamed). */
  tenantId: string;
  /** The tenant's subdomain, readable in the provider's logs and set-up. */
  tenantSlug: string;
  absenceId: string;
  /** The personnel number, unique within its tenant only. */
  employeeCode: string;
  from: string;
  to: string;
}

export interface EauCertificate {
  from: string;
  to: string;
  first_certificate: boolean;
  diagnosed_on: string | null;
}

/**
 * A provider's answer: `received` with the certificate, `requested` (asked for, not there
 * yet: ask again later), `not_available` (the insurer has none), or `manual` (this provider
 * cannot fetch; HR enters the certificate).
 */
export type EauAnswer = { status: 'received'; certificate: EauCertificate } | { status: 'requested' } | { status: 'not_available' } | { status: 'manual' };

/** The provider's downstream could not be reached or answered with a temporary failure. */
export class EauUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'EauUnavailableError';
  }
}

export interface EauProvider {
  readonly name: string;
  /** Rejects with EauUnavailableError when the downstream is unreachable; that is worth a retry. */
  retrieve(query: EauQuery): Promise<EauAnswer>;
}

/** The default: nothing is fetched; HR enters the certificate with PUT /absences/{a}/eau. */
export class ManualEauProvider implements EauProvider {
  readonly name = 'manual';
  async retrieve(): Promise<EauAnswer> {
    return { status: 'manual' };
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function certificateOf(value: unknown): EauCertificate | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const c = value as Record<string, unknown>;
  if (typeof c.from !== 'string' || !DATE.test(c.from) || typeof c.to !== 'string' || !DATE.test(c.to)) return undefined;
  const diagnosed = typeof c.diagnosed_on === 'string' && DATE.test(c.diagnosed_on) ? c.diagnosed_on : null;
  return { from: c.from, to: c.to, first_certificate: c.first_certificate === true, diagnosed_on: diagnosed };
}

/**
 * Asks an eAU retrieval service over HTTP:
 * `GET {base}/certificates?tenant_id=&tenant_slug=&absence_id=&employee_code=&from=&to=`
 * answers JSON `{status, certificate?}`. 404 means the insurer has none; a network failure, a
 * timeout, 429 or 5xx mean the downstream is unavailable (retry, after Retry-After if sent).
 */
export class HttpEauProvider implements EauProvider {
  readonly name = 'http';
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 5_000,
  ) {}

  async retrieve(query: EauQuery): Promise<EauAnswer> {
    const url = new URL('certificates', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.search = new URLSearchParams({
      tenant_id: query.tenantId,
      tenant_slug: query.tenantSlug,
      absence_id: query.absenceId,
      employee_code: query.employeeCode,
      from: query.from,
      to: query.to,
    }).toString();
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new EauUnavailableError(`eAU service unreachable: ${error instanceof Error ? error.message : String(error)}`, undefined, { cause: error });
    }
    if (response.status === 404) return { status: 'not_available' };
    if (response.status === 429 || response.status >= 500) {
      throw new EauUnavailableError(`eAU service answered ${response.status}`, retryAfterMs(response.headers.get('retry-after')));
    }
    if (!response.ok) throw new Error(`eAU service refused the query with ${response.status}`);
    const body = (await response.json().catch(() => undefined)) as { status?: unknown; certificate?: unknown } | undefined;
    if (body?.status === 'requested' || body?.status === 'not_available') return { status: body.status };
    const certificate = certificateOf(body?.certificate);
    if (body?.status === 'received' && certificate) return { status: 'received', certificate };
    throw new Error('eAU service sent an answer that is not understood');
  }
}

export function eauProviderFor(config: { eauProviderUrl: string | undefined }): EauProvider {
  return config.eauProviderUrl ? new HttpEauProvider(config.eauProviderUrl) : new ManualEauProvider();
}
