import dns from 'node:dns';
import net from 'node:net';
import { isPublicAddress } from '../../domain/payroll/outbound-address.js';

/**
 * Sending a payroll file to the endpoint a tenant configured. The endpoint must be http(s) and
 * resolve only to public addresses (unless the installation allows private ones, as the tests
 * do): a tenant must not reach the server's own network through it.
 */

export type Resolve = (host: string) => Promise<string[]>;

export const systemResolve: Resolve = async (host) => (await dns.promises.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

export interface OutboundPolicy {
  allowPrivate: boolean;
  resolve: Resolve;
  /** How long one delivery may take before it counts as failed. */
  timeoutMs: number;
}

/** Why the endpoint may not be used, or undefined when it may. */
export async function endpointProblem(url: string, policy: Pick<OutboundPolicy, 'allowPrivate' | 'resolve'>): Promise<string | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The endpoint_url must be a valid URL.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The endpoint_url must start with https:// or http://.';
  if (parsed.username || parsed.password) return 'The endpoint_url must not carry credentials.';
  if (policy.allowPrivate) return undefined;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : await policy.resolve(host);
  } catch {
    return `The host ${host} of the endpoint_url cannot be resolved.`;
  }
  if (addresses.length === 0) return `The host ${host} of the endpoint_url cannot be resolved.`;
  if (addresses.some((address) => !isPublicAddress(address))) {
    return 'The endpoint_url must point to a public address, not to a loopback, private or link-local one.';
  }
  return undefined;
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

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * POSTs the file. 2xx: delivered. 4xx other than 408/429: the downstream refuses this file,
 * permanently. Anything else (5xx, 408, 429, a refused or timed-out connection): try again.
 * The transfer id goes along as Idempotency-Key, so a downstream can drop a repeated delivery.
 */
export async function deliverFile(url: string, file: Buffer, headers: { transferId: string; fileName: string }, policy: OutboundPolicy): Promise<void> {
  const problem = await endpointProblem(url, policy);
  if (problem) throw new DeliveryError(problem, true);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body: new Uint8Array(file),
      redirect: 'error',
      signal: AbortSignal.timeout(policy.timeoutMs),
      headers: {
        'content-type': 'text/plain; charset=windows-1252',
        'content-disposition': `attachment; filename="${headers.fileName}"`,
        'idempotency-key': headers.transferId,
      },
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new DeliveryError(`The payroll endpoint is unreachable${cause}`, false);
  }
  await response.body?.cancel();
  if (response.ok) return;
  const permanent = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
  throw new DeliveryError(`The payroll endpoint answered ${response.status}.`, permanent, retryAfterMs(response.headers.get('retry-after')));
}
