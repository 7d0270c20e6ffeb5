import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isPublicAddress } from '../../domain/payroll/outbound-address.js';

/**
 * POSTs to a URL a tenant chose (a webhook receiver, the payroll partner's endpoint) without
 * letting the tenant reach the server's own network. The host is resolved once; every address
 * must be public (unless the installation allows private ones), and the connection goes to the
 * address that was checked, never to a second lookup that a hostile name server could answer
 * differently (DNS rebinding). The Host header and, for https, the TLS server name and the
 * certificate check stay those of the URL's host name.
 */

/** Resolves a host name to all of its addresses. Replaceable, so tests never ask a real name server. */
export type Resolve = (host: string) => Promise<string[]>;

export const systemResolve: Resolve = async (host) => (await dns.promises.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

export interface AddressRules {
  /** Development and tests: loopback, private and link-local addresses are allowed. */
  allowPrivate: boolean;
  resolve: Resolve;
}

/** The URL's host without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

export type AddressCheck =
  | { ok: true; addresses: string[] }
  | { ok: false; reason: 'unresolved'; host: string; error?: string }
  | { ok: false; reason: 'refused'; host: string; address: string };

/** Every address the host resolves to (an IP literal is its own), and whether all of them may be used. */
export async function checkedAddresses(host: string, rules: AddressRules): Promise<AddressCheck> {
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : await rules.resolve(host);
  } catch (error) {
    return { ok: false, reason: 'unresolved', host, error: messageOf(error) };
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved', host };
  const refused = rules.allowPrivate ? undefined : addresses.find((address) => !isPublicAddress(address));
  if (refused !== undefined) return { ok: false, reason: 'refused', host, address: refused };
  return { ok: true, addresses };
}

export interface CheckedPost {
  headers: Record<string, string | number>;
  body: string | Buffer;
  /** One limit for resolving, connecting, sending and the whole answer, so a receiver that trickles cannot hold the caller. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** How much of the answer's body is kept (for an error message); the rest is read and dropped. */
  keepText?: number;
}

export type CheckedPostOutcome =
  /** The receiver answered; `status` may be any. */
  | { kind: 'answered'; status: number; headers: http.IncomingHttpHeaders; text: string }
  /** The host resolved to an address the server may not connect to: nothing was sent. */
  | { kind: 'refused'; host: string; address: string }
  | { kind: 'unresolved'; host: string; error?: string }
  /** Unreachable, timed out, or the answer broke off (`status` when it had begun). */
  | { kind: 'failed'; error: string; status: number | null; timedOut?: boolean };

/** POSTs `body` to `target` through the address that was checked (see above); redirects are not followed. */
export async function postToCheckedAddress(target: string, post: CheckedPost, rules: AddressRules): Promise<CheckedPostOutcome> {
  const url = new URL(target);
  const started = Date.now();
  const timedOut: CheckedPostOutcome = { kind: 'failed', status: null, timedOut: true, error: `No answer within ${post.timeoutMs} ms.` };
  // The limit counts from here: a name server that never answers must not hold the caller either.
  // (The system resolver's own lookup goes on in the background until it gives up.)
  const checked = await beforeDeadline(checkedAddresses(hostOf(url), rules), post.timeoutMs, post.signal);
  if (checked === 'timeout') return timedOut;
  if (checked === 'aborted') return { kind: 'failed', status: null, error: 'The request was cancelled.' };
  if (!checked.ok) return checked.reason === 'refused' ? { kind: 'refused', host: checked.host, address: checked.address } : { kind: 'unresolved', host: checked.host, error: checked.error };
  const address = checked.addresses[0]!;
  const family = net.isIP(address);
  const client = url.protocol === 'https:' ? https : http;
  const keepText = post.keepText ?? 200;
  return new Promise<CheckedPostOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: CheckedPostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        signal: post.signal,
        headers: { 'content-length': Buffer.byteLength(post.body), ...post.headers },
        // The connection goes to the checked address; the URL's host name stays the Host header and the TLS server name.
        lookup: (_hostname, lookupOptions, callback) => {
          if (lookupOptions.all) (callback as (error: null, all: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
          else callback(null, address, family);
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < keepText) text += chunk;
        });
        response.on('end', () => finish({ kind: 'answered', status, headers: response.headers, text: readable(text.slice(0, keepText)) }));
        response.on('error', (error) => finish({ kind: 'failed', status, error: `The answer broke off: ${messageOf(error)}` }));
        response.on('close', () => finish({ kind: 'failed', status, error: 'The answer broke off.' }));
      },
    );
    const timer = setTimeout(
      () => {
        finish(timedOut);
        request.destroy();
      },
      Math.max(0, post.timeoutMs - (Date.now() - started)),
    );
    request.on('error', (error) => finish({ kind: 'failed', status: null, error: messageOf(error) }));
    request.end(post.body);
  });
}

/** What the work answers, or 'timeout' once `ms` have passed, or 'aborted' when the signal is; whichever comes first. */
function beforeDeadline<T>(work: Promise<T>, ms: number, signal: AbortSignal | undefined): Promise<T | 'timeout' | 'aborted'> {
  return new Promise((resolve) => {
    const done = (value: T | 'timeout' | 'aborted') => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', aborted);
      resolve(value);
    };
    const aborted = () => done('aborted');
    const timer = setTimeout(() => done('timeout'), ms);
    if (signal?.aborted) return done('aborted');
    signal?.addEventListener('abort', aborted, { once: true });
    void work.then(done);
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * An answer's text as it can be kept and shown: without the control characters of a binary
 * answer (a gzip-encoded error page), whose NUL PostgreSQL cannot store in text. Tabs and line
 * breaks stay.
 */
function readable(text: string): string {
  return text.replace(/\p{Cc}/gu, (control) => (control === '\t' || control === '\n' || control === '\r' ? control : ''));
}
