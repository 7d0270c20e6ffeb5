import { describe, expect, it } from 'vitest';
import { endpointProblem, type Resolve } from './outbound.js';

// A stub resolver: the check never asks a real name server and never connects anywhere.
const resolver = (table: Record<string, string[]>): Resolve => async (host) => {
  const addresses = table[host];
  if (!addresses) throw new Error(`ENOTFOUND ${host}`);
  return addresses;
};
const resolve = resolver({
  'payroll.example': ['93.184.215.14'],
  'intranet.example': ['10.0.0.7'],
  'mixed.example': ['93.184.215.14', '127.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'v6.example': ['fd12::1'],
});

describe('payroll endpoint check', () => {
  it('accepts http(s) endpoints that resolve only to public addresses', async () => {
    expect(await endpointProblem('https://payroll.example/import', { allowPrivate: false, resolve })).toBeUndefined();
    expect(await endpointProblem('http://93.184.215.14:8080/in', { allowPrivate: false, resolve })).toBeUndefined();
  });

  it.each([
    ['https://intranet.example/', 'public address'],
    ['https://mixed.example/', 'public address'],
    ['https://metadata.example/', 'public address'],
    ['https://v6.example/', 'public address'],
    ['http://127.0.0.1:9000/', 'public address'],
    ['http://[::1]/', 'public address'],
    ['http://192.168.1.10/', 'public address'],
    ['https://unknown.example/', 'cannot be resolved'],
    ['ftp://payroll.example/', 'https:// or http://'],
    ['https://user:secret@payroll.example/', 'credentials'],
    ['not a url', 'valid URL'],
  ])('refuses %s', async (url, reason) => {
    expect(await endpointProblem(url, { allowPrivate: false, resolve })).toContain(reason);
  });

  it('lets an installation that allows private addresses use them, but never other schemes', async () => {
    expect(await endpointProblem('http://127.0.0.1:9000/', { allowPrivate: true, resolve })).toBeUndefined();
    expect(await endpointProblem('file:///etc/passwd', { allowPrivate: true, resolve })).toContain('https:// or http://');
  });
});
