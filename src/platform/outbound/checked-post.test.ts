import { describe, expect, it } from 'vitest';
import { checkedAddresses, postToCheckedAddress, type Resolve } from './checked-post.js';

// A stub resolver: nothing asks a real name server, nothing connects anywhere.
const resolve: Resolve = async (host) => {
  const table: Record<string, string[]> = {
    'hooks.example': ['93.184.215.14'],
    'mixed.example': ['93.184.215.14', '10.0.0.7'],
    'v6.example': ['fd00:ec2::254'],
    'empty.example': [],
  };
  const addresses = table[host];
  if (!addresses) throw new Error(`ENOTFOUND ${host}`);
  return addresses;
};

describe('the addresses an outbound POST may use', () => {
  it('allows a host whose every address is public, and an IP literal without asking the resolver', async () => {
    expect(await checkedAddresses('hooks.example', { allowPrivate: false, resolve })).toEqual({ ok: true, addresses: ['93.184.215.14'] });
    const never: Resolve = () => Promise.reject(new Error('asked'));
    expect(await checkedAddresses('93.184.215.14', { allowPrivate: false, resolve: never })).toEqual({ ok: true, addresses: ['93.184.215.14'] });
  });

  it('refuses a resolution with any non-public address', async () => {
    expect(await checkedAddresses('mixed.example', { allowPrivate: false, resolve })).toEqual({ ok: false, reason: 'refused', host: 'mixed.example', address: '10.0.0.7' });
    expect(await checkedAddresses('v6.example', { allowPrivate: false, resolve })).toMatchObject({ ok: false, reason: 'refused', address: 'fd00:ec2::254' });
    expect(await checkedAddresses('127.0.0.1', { allowPrivate: false, resolve })).toMatchObject({ ok: false, reason: 'refused', address: '127.0.0.1' });
    expect(await checkedAddresses('mixed.example', { allowPrivate: true, resolve })).toEqual({ ok: true, addresses: ['93.184.215.14', '10.0.0.7'] });
  });

  it('answers unresolved for an unknown host or an empty answer', async () => {
    expect(await checkedAddresses('unknown.example', { allowPrivate: false, resolve })).toMatchObject({ ok: false, reason: 'unresolved', error: 'ENOTFOUND unknown.example' });
    expect(await checkedAddresses('empty.example', { allowPrivate: true, resolve })).toMatchObject({ ok: false, reason: 'unresolved' });
  });
});

describe('an outbound POST whose name server does not answer', () => {
  // Answers after 1.5 s, long after the POST has given up. Should it not give up, it would try
  // loopback's port 9, where nothing listens: never an address beyond this machine.
  const slow: Resolve = () => new Promise((resolve) => setTimeout(() => resolve(['127.0.0.1']), 1_500));
  const post = { headers: {}, body: '{}', timeoutMs: 200 };

  it('gives up within its time limit, the lookup included', async () => {
    const started = performance.now();
    const outcome = await postToCheckedAddress('http://slow.example:9/hook', post, { allowPrivate: true, resolve: slow });
    expect(outcome).toMatchObject({ kind: 'failed', timedOut: true, status: null });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('stops at once when it is cancelled during the lookup', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = performance.now();
    const outcome = await postToCheckedAddress('http://slow.example:9/hook', { ...post, timeoutMs: 10_000, signal: controller.signal }, { allowPrivate: true, resolve: slow });
    expect(outcome).toMatchObject({ kind: 'failed', status: null });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
