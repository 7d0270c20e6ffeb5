import net from 'node:net';
import { isPublicAddress } from '../payroll/outbound-address.js';

/**
 * Where the server may send a tenant's webhooks. A tenant names the URL; without these rules
 * it could aim the server at the server's own network (SSRF): loopback, private ranges,
 * link-local addresses (cloud metadata at 169.254.169.254), unique-local IPv6 and the like.
 * The URL is checked when it is saved, and every address its host resolves to is checked
 * again before each delivery (src/platform/outbound/checked-post.ts), since a name can point elsewhere later.
 */
export interface TargetRules {
  /** Development and tests: http:// and non-public addresses are allowed. */
  allowPrivate: boolean;
}

// Names that resolve to the machine itself without asking any name server.
const LOCAL_NAMES = /(^|\.)(localhost|localdomain)$/i;

/** Why the URL may not be a webhook target, or undefined when it may. */
export function targetUrlProblem(url: string, rules: TargetRules): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The url must be a valid absolute URL.';
  }
  if (parsed.protocol !== 'https:' && !(rules.allowPrivate && parsed.protocol === 'http:')) {
    return rules.allowPrivate ? 'The url must start with https:// or http://.' : 'The url must start with https://.';
  }
  if (parsed.username || parsed.password) return 'The url must not carry credentials.';
  if (parsed.hash) return 'The url must not have a fragment.';
  if (rules.allowPrivate) return undefined;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) ? !isPublicAddress(host) : LOCAL_NAMES.test(host.replace(/\.$/, ''))) {
    return 'The url must point to a public address, not to a loopback, private, link-local or metadata one.';
  }
  return undefined;
}
