import { randomBytes } from 'node:crypto';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Lowercase and without the trailing dot of a fully qualified name, as the Host header is
 * compared. Unicode names must be given in their ASCII (punycode, xn--) form.
 */
export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * Why a (normalised) name cannot be a custom domain, or undefined when it can: a host name of
 * at least two labels, letters, digits and inner hyphens, not all-numeric at the top (no IP
 * address), at most 253 characters, and outside the service's own base domain, whose
 * subdomains are the tenants' own addresses.
 */
export function customDomainProblem(domain: string, baseDomain: string): string | undefined {
  const labels = domain.split('.');
  if (domain.length > 253 || labels.length < 2 || !labels.every((label) => LABEL.test(label)) || /^\d+$/.test(labels.at(-1)!)) {
    return 'must be a host name such as zeit.example.com (letters, digits and hyphens; unicode names in their xn-- form)';
  }
  if (domain === baseDomain || domain.endsWith(`.${baseDomain}`)) return `must lie outside ${baseDomain}`;
  return undefined;
}

/** The secret a tenant publishes in DNS to prove it controls a domain. */
export function newVerificationToken(): string {
  return randomBytes(24).toString('base64url');
}
