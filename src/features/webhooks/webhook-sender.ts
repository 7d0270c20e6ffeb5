import type { TargetRules } from '../../domain/webhooks/webhook-target.js';
import { postToCheckedAddress, type Resolve } from '../../platform/outbound/checked-post.js';
import { retryAfterMs } from '../../platform/outbound/retry-after.js';

export { systemResolve, type Resolve } from '../../platform/outbound/checked-post.js';

export interface SenderOptions extends TargetRules {
  resolve: Resolve;
  /** How long one attempt may take, connecting and answering together. */
  timeoutMs: number;
}

export type SendOutcome =
  | { ok: true; status: number }
  /** retryAfterMs: how long the receiver asked to wait (its Retry-After), if it did. */
  | { ok: false; status: number | null; error: string; refused?: boolean; retryAfterMs?: number };

// Enough to say what went wrong; the rest of an answer is not kept.
const MAX_ERROR_TEXT = 200;

/**
 * POSTs one signed webhook through the checked address (src/platform/outbound/checked-post.ts:
 * resolved once, every address allowed, TLS verified against the host name). Redirects are not
 * followed: a 3xx counts as a failure.
 */
export async function sendWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: SenderOptions,
  signal: AbortSignal,
): Promise<SendOutcome> {
  const outcome = await postToCheckedAddress(
    target,
    { headers: { 'content-type': 'application/json', 'user-agent': 'Stempel-Webhooks/1', ...headers }, body, timeoutMs: options.timeoutMs, signal, keepText: MAX_ERROR_TEXT },
    options,
  );
  switch (outcome.kind) {
    // Neither the address a name resolves to nor the resolver's own words: a tenant must not
    // learn the server's network through its subscription's log.
    case 'unresolved':
      return { ok: false, status: null, error: `The host ${outcome.host} cannot be resolved.` };
    case 'refused':
      return { ok: false, status: null, refused: true, error: `Refused: ${outcome.host} resolves to an address that is not public.` };
    case 'failed':
      if (outcome.timedOut) return { ok: false, status: null, error: `The receiver did not answer within ${options.timeoutMs} ms.` };
      return { ok: false, status: outcome.status, error: outcome.status === null ? `The receiver is unreachable: ${outcome.error}` : outcome.error };
    case 'answered':
      if (outcome.status >= 200 && outcome.status < 300) return { ok: true, status: outcome.status };
      return {
        ok: false,
        status: outcome.status,
        error: `The receiver answered ${outcome.status}${outcome.text ? `: ${outcome.text}` : ''}`,
        retryAfterMs: retryAfterMs(outcome.headers['retry-after']),
      };
  }
}
