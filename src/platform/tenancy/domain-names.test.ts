import { describe, expect, it } from 'vitest';
import { customDomainProblem, normalizeDomain } from './domain-names.js';

describe('custom domain names', () => {
  it('accepts host names outside the base domain', () => {
    for (const name of ['zeit.example.com', 'a.b', 'xn--mnchen-3ya.example', 'stempel-1.kunde.de']) {
      expect(customDomainProblem(name, 'stempel.app'), name).toBeUndefined();
    }
  });

  it('refuses what is no host name, an IP address, or the base domain and its subdomains', () => {
    for (const name of ['localhost', 'example', '-a.example', 'a-.example', 'a..example', 'zeit.münchen.de', 'a_b.example', '10.0.0.1', `${'a'.repeat(64)}.example`, 'a b.example', '']) {
      expect(customDomainProblem(name, 'stempel.app'), name).toMatch(/host name/);
    }
    expect(customDomainProblem('stempel.app', 'stempel.app')).toMatch(/outside/);
    expect(customDomainProblem('acme.stempel.app', 'stempel.app')).toMatch(/outside/);
    expect(customDomainProblem('notstempel.app', 'stempel.app')).toBeUndefined();
  });

  it('compares names lowercase and without the root dot', () => {
    expect(normalizeDomain(' Zeit.Example.COM. ')).toBe('zeit.example.com');
  });
});
