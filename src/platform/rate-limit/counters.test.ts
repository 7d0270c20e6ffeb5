import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCounterStore, MemoryCounterStore, RedisCounterStore } from './counters.js';

describe('MemoryCounterStore', () => {
  let store: MemoryCounterStore;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-29T06:00:00Z'));
    store = new MemoryCounterStore(60_000);
  });

  afterEach(async () => {
    await store.close();
    vi.useRealTimers();
  });

  describe('hit', () => {
    it('counts hits within one window', async () => {
      expect(await store.hit('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
      expect(await store.hit('k', 1000)).toEqual({ count: 2, resetInMs: 1000 });
      expect(await store.hit('k', 1000)).toEqual({ count: 3, resetInMs: 1000 });
    });

    it('reports the time left in the window', async () => {
      await store.hit('k', 1000);
      vi.advanceTimersByTime(250);
      expect(await store.hit('k', 1000)).toEqual({ count: 2, resetInMs: 750 });
      vi.advanceTimersByTime(749);
      expect(await store.hit('k', 1000)).toEqual({ count: 3, resetInMs: 1 });
    });

    it('starts a new window once windowMs has passed', async () => {
      await store.hit('k', 1000);
      await store.hit('k', 1000);
      vi.advanceTimersByTime(1000);
      expect(await store.hit('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    });

    it('is a fixed window: later hits do not extend it', async () => {
      await store.hit('k', 1000);
      vi.advanceTimersByTime(900);
      await store.hit('k', 1000);
      vi.advanceTimersByTime(100);
      expect(await store.hit('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    });

    it('keeps the window length of the first hit', async () => {
      await store.hit('k', 1000);
      expect(await store.hit('k', 60_000)).toEqual({ count: 2, resetInMs: 1000 });
    });

    it('keeps keys apart', async () => {
      await store.hit('a', 1000);
      await store.hit('a', 1000);
      expect(await store.hit('b', 1000)).toEqual({ count: 1, resetInMs: 1000 });
      expect((await store.peek('a')).count).toBe(2);
    });
  });

  describe('peek', () => {
    it('reports zero for an unknown key', async () => {
      expect(await store.peek('nothing')).toEqual({ count: 0, resetInMs: 0 });
    });

    it('reports the current count and time left without counting', async () => {
      await store.hit('k', 1000);
      await store.hit('k', 1000);
      vi.advanceTimersByTime(400);
      expect(await store.peek('k')).toEqual({ count: 2, resetInMs: 600 });
      expect(await store.peek('k')).toEqual({ count: 2, resetInMs: 600 });
      expect(await store.hit('k', 1000)).toEqual({ count: 3, resetInMs: 600 });
    });

    it('reports zero once the window is over', async () => {
      await store.hit('k', 1000);
      vi.advanceTimersByTime(999);
      expect(await store.peek('k')).toEqual({ count: 1, resetInMs: 1 });
      vi.advanceTimersByTime(1);
      expect(await store.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    });
  });

  describe('reset', () => {
    it('forgets a key', async () => {
      await store.hit('k', 1000);
      await store.hit('k', 1000);
      await store.reset('k');
      expect(await store.peek('k')).toEqual({ count: 0, resetInMs: 0 });
      expect(await store.hit('k', 5000)).toEqual({ count: 1, resetInMs: 5000 });
    });

    it('leaves other keys alone', async () => {
      await store.hit('a', 1000);
      await store.hit('b', 1000);
      await store.reset('a');
      expect((await store.peek('b')).count).toBe(1);
    });

    it('is harmless for an unknown key', async () => {
      await expect(store.reset('nothing')).resolves.toBeUndefined();
    });
  });

  it('drops expired windows when it sweeps', async () => {
    const windows = (store as unknown as { windows: Map<string, unknown> }).windows;
    await store.hit('short', 1000);
    await store.hit('long', 120_000);
    expect(windows.size).toBe(2);
    vi.advanceTimersByTime(59_999);
    expect(windows.size).toBe(2);
    vi.advanceTimersByTime(1);
    expect([...windows.keys()]).toEqual(['long']);
    vi.advanceTimersByTime(60_000);
    expect(windows.size).toBe(0);
  });

  it('stops sweeping and forgets everything on close', async () => {
    await store.hit('k', 1000);
    expect(vi.getTimerCount()).toBe(1);
    await store.close();
    expect(vi.getTimerCount()).toBe(0);
    expect(await store.peek('k')).toEqual({ count: 0, resetInMs: 0 });
  });

  it('answers ping', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
});

describe('RedisCounterStore without a reachable Redis', () => {
  it('answers from memory at once, counts the outage and warns once', async () => {
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args), info: () => undefined };
    // Port 9 (discard) on loopback: nothing listens there, so every connection attempt is refused.
    const store = new RedisCounterStore('redis://127.0.0.1:9', logger, { commandTimeoutMs: 100 });
    try {
      expect(await store.connected(300)).toBe(false);
      const started = performance.now();
      expect(await store.hit('k', 60_000)).toMatchObject({ count: 1 });
      expect(await store.hit('k', 60_000)).toMatchObject({ count: 2 });
      expect(await store.peek('k')).toMatchObject({ count: 2 });
      await store.reset('k');
      expect(await store.peek('k')).toEqual({ count: 0, resetInMs: 0 });
      expect(performance.now() - started).toBeLessThan(50);
      await expect(store.ping()).rejects.toThrow();
      expect(store.status()).toMatchObject({ store: 'redis', degraded: true, outages: 1, localOperations: 5 });
      expect(warnings).toHaveLength(1);
    } finally {
      await store.close();
    }
  });
});

describe('RedisCounterStore whose Redis refuses the password', () => {
  it('warns with what Redis answered, never with the password it was sent', async () => {
    // A Redis on loopback that refuses whatever it is asked, as one does a wrong password.
    const refusing = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.on('data', () => socket.write('-WRONGPASS invalid username-password pair or user is disabled.\r\n'));
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.address() as net.AddressInfo;
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args), info: () => undefined };
    const store = new RedisCounterStore(`redis://:s3cret-redis-pw@127.0.0.1:${port}`, logger, { commandTimeoutMs: 100 });
    try {
      expect(await store.connected(500)).toBe(false);
      expect(warnings).toHaveLength(1);
      const logged = JSON.stringify(warnings);
      expect(logged).toContain('WRONGPASS');
      expect(logged).not.toContain('s3cret-redis-pw');
    } finally {
      await store.close();
      await new Promise((resolve) => refusing.close(resolve));
    }
  });
});

describe('createCounterStore', () => {
  it('keeps counters in memory without a Redis URL', async () => {
    const store = createCounterStore(undefined, { warn: () => undefined, info: () => undefined });
    expect(store).toBeInstanceOf(MemoryCounterStore);
    expect(store).not.toBeInstanceOf(RedisCounterStore);
    await store.close();
  });
});
