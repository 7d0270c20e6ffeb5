import { retryAfterMs } from '../../platform/outbound/retry-after.js';
import { checkedAddresses, hostOf, postToCheckedAddress, type AddressRules } from '../../platform/outbound/checked-post.js';

export { systemResolve, type Resolve } from '../../platform/outbound/checked-post.js';

/**
 * Sending a payroll file to the endpoint a tenant configured. The endpoint must be http(s) and
 * resolve only to public addresses (unless the installation allows private ones, as the tests
 * do): a tenant must not reach the server's own network through it. The delivery connects to
 * the very address it checked (src/platform/outbound/checked-post.ts), so a name that resolves
 * differently a moment later (DNS rebinding) cannot redirect it.
 */

export interface OutboundPolicy extends AddressRules {
  /** How long one delivery may take before it counts as failed. */
  timeoutMs: number;
}

/** What is wrong with the URL itself, before any name is resolved. */
function urlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The endpoint_url must be a valid URL.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The endpoint_url must start with https:// or http://.';
  if (parsed.username || parsed.password) return 'The endpoint_url must not carry credentials.';
  return undefined;
}

const NOT_PUBLIC = 'The endpoint_url must point to a public address, not to a loopback, private or link-local one.';

/** Why the endpoint may not be used, or undefined when it may. */
export async function endpointProblem(url: string, policy: AddressRules): Promise<string | undefined> {
  const problem = urlProblem(url);
  if (problem || policy.allowPrivate) return problem;
  const checked = await checkedAddresses(hostOf(new URL(url)), policy);
  if (checked.ok) return undefined;
  return checked.reason === 'refused' ? NOT_PUBLIC : `The host ${checked.host} of the endpoint_url cannot be resolved.`;
}

/** The downstream did not take the file; `retryAfterMs` when it said how long to wait. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/**
 * POSTs the file. 2xx: delivered. 4xx other than 408/429: the downstream refuses this file,
 * permanently. Anything else (5xx, 408, 429, a refused or timed-out connection): try again.
 * The transfer id goes along as Idempotency-Key, so a downstream can drop a repeated delivery.
 */
export async function deliverFile(url: string, file: Buffer, headers: { transferId: string; fileName: string }, policy: OutboundPolicy): Promise<void> {
  const problem = urlProblem(url);
  if (problem) throw new DeliveryError(problem, true);
  const outcome = await postToCheckedAddress(
    url,
    {
      headers: {
        'content-type': 'text/plain; charset=windows-1252',
        'content-disposition': `attachment; filename="${headers.fileName}"`,
        'idempotency-key': headers.transferId,
      },
      body: file,
      timeoutMs: policy.timeoutMs,
      keepText: 0,
    },
    policy,
  );
  switch (outcome.kind) {
    case 'refused':
      // Not which address: a tenant must not learn the server's network through its transfers.
      throw new DeliveryError(`${NOT_PUBLIC} ${outcome.host} resolves to one that is not public.`, true);
    case 'unresolved':
      // A name server that fails now may answer later; the runner's attempts are limited.
      throw new DeliveryError(`The host ${outcome.host} of the endpoint_url cannot be resolved.`, false);
    case 'failed':
      throw new DeliveryError(`The payroll endpoint is unreachable: ${outcome.error}`, false);
    case 'answered': {
      if (outcome.status >= 200 && outcome.status < 300) return;
      const permanent = outcome.status >= 400 && outcome.status < 500 && outcome.status !== 408 && outcome.status !== 429;
      throw new DeliveryError(`The payroll endpoint answered ${outcome.status}.`, permanent, retryAfterMs(outcome.headers['retry-after']));
    }
  }
}
