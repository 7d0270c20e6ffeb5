import { LruMap } from '../lru.js';
import type { Catalog } from './catalog.js';

/**
 * Host header -> tenant slug. `acme.<base domain>` is tenant acme (the port is
 * ignored); any other host is looked up as a custom domain in the catalog,
 * with a short cache so each request does not ask the catalog. Custom domains
 * serve only once verified and only tenants with the custom_domain module.
 */
export class HostResolver {
  private readonly domains = new LruMap<string, { slug: string | undefined; at: number }>(10_000);

  constructor(
    private readonly catalog: Catalog,
    private readonly baseDomain: string,
    private readonly ttlMs: number,
  ) {}

  /**
   * Drops what the cache knows about a domain, so a verified or deleted domain takes effect
   * in this process at once (other processes follow within the cache lifetime).
   */
  forget(domain: string): void {
    this.domains.delete(domain);
  }

  /**
   * Drops the cached domains of one tenant: a change of its record (its modules, custom_domain
   * switched off or on) takes effect on its domains as on its own address. Domains cached as
   * serving nobody go too: one of them may be this tenant's, refused while its module was off.
   */
  forgetTenant(slug: string): void {
    for (const [domain, cached] of [...this.domains.entries()]) if (cached.slug === slug || cached.slug === undefined) this.domains.delete(domain);
  }

  /** Drops every cached domain, e.g. after announcements of changes may have been missed. */
  forgetAll(): void {
    this.domains.clear();
  }

  async slugFor(hostname: string): Promise<string | undefined> {
    const host = hostname.toLowerCase().replace(/\.$/, '');
    const suffix = `.${this.baseDomain}`;
    if (host.endsWith(suffix)) {
      const label = host.slice(0, -suffix.length);
      return label && !label.includes('.') ? label : undefined;
    }
    if (host === this.baseDomain || host === '' || /^[\d.]+$/.test(host) || host.startsWith('[')) return undefined;
    const cached = this.domains.get(host);
    if (cached && Date.now() - cached.at < this.ttlMs) return cached.slug;
    const tenant = await this.catalog.findByDomain(host);
    // A custom domain serves only while the tenant has the custom_domain module.
    const slug = tenant?.modules.includes('custom_domain') ? tenant.slug : undefined;
    this.domains.set(host, { slug, at: Date.now() });
    return slug;
  }
}
