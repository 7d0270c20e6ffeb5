import { describe, expect, it, vi } from 'vitest';
import { ConnectionBudget, ConnectionBudgetExhausted, derivedBudget } from './connection-budget.js';

function budget(limit: number, queueTimeoutMs = 1_000, reclaim?: () => boolean) {
  return new ConnectionBudget({ server: 'db:5432', limit, queueTimeoutMs, ...(reclaim ? { reclaim } : {}) });
}

describe('connection budget', () => {
  it('hands out slots up to its limit and counts them per owner', async () => {
    const b = budget(3);
    const a1 = await b.acquire('a');
    await b.acquire('a');
    await b.acquire('b');
    expect(b.stats).toMatchObject({ limit: 3, inUse: 3, waiting: 0 });
    expect(b.heldBy('a')).toBe(2);
    expect(b.heldBy('b')).toBe(1);
    a1.release();
    a1.release();
    expect(b.heldBy('a')).toBe(1);
    expect(b.stats.inUse).toBe(2);
  });

  it('queues when full and gives a freed slot to the longest waiter first', async () => {
    const b = budget(1);
    const held = await b.acquire('a');
    const order: string[] = [];
    const second = b.acquire('b').then((slot) => (order.push('b'), slot));
    const third = b.acquire('c').then((slot) => (order.push('c'), slot));
    expect(b.stats.waiting).toBe(2);
    held.release();
    const slotB = await second;
    expect(order).toEqual(['b']);
    expect(b.heldBy('b')).toBe(1);
    expect(b.stats.inUse).toBe(1);
    slotB.release();
    await third;
    expect(order).toEqual(['b', 'c']);
    expect(b.stats).toMatchObject({ inUse: 1, waiting: 0 });
  });

  it('does not let a newcomer take a slot ahead of someone already waiting', async () => {
    const b = budget(1);
    const held = await b.acquire('a');
    const waiting = b.acquire('b');
    held.release();
    // The slot went to b during release; a newcomer has to queue.
    let newcomerServed = false;
    const newcomer = b.acquire('c').then((slot) => {
      newcomerServed = true;
      return slot;
    });
    const slotB = await waiting;
    expect(newcomerServed).toBe(false);
    slotB.release();
    await newcomer;
    expect(newcomerServed).toBe(true);
  });

  it('gives up after the queue timeout with an error that names the server', async () => {
    vi.useFakeTimers();
    try {
      const b = budget(1, 500);
      await b.acquire('a');
      const waiting = b.acquire('b');
      const failed = expect(waiting).rejects.toBeInstanceOf(ConnectionBudgetExhausted);
      await vi.advanceTimersByTimeAsync(499);
      expect(b.stats.waiting).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await failed;
      await expect(waiting).rejects.toThrow(/db:5432/);
      expect(b.stats).toMatchObject({ inUse: 1, waiting: 0, exhausted: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks its owner to close an idle pool whenever someone has to wait', async () => {
    const reclaim = vi.fn(() => false);
    const b = budget(1, 1_000, reclaim);
    const held = await b.acquire('a');
    expect(reclaim).not.toHaveBeenCalled();
    const waiting = b.acquire('b');
    expect(reclaim).toHaveBeenCalledTimes(1);
    held.release();
    await waiting;
  });

  it('closes one idle connection of a held pool when no idle pool can be closed as a whole', async () => {
    let reclaimable = true;
    const reclaim = vi.fn(() => reclaimable);
    const b = budget(1, 1_000, reclaim);
    const busy = vi.fn(() => false);
    const idle = vi.fn(() => true);
    const withdrawn = vi.fn(() => true);
    const all = vi.fn(() => 0);
    b.offerIdle('a', { closeOne: busy, closeAll: all });
    b.offerIdle('b', { closeOne: idle, closeAll: all });
    b.offerIdle('c', { closeOne: withdrawn, closeAll: all })();
    const held = await b.acquire('a');
    // A whole pool was closed: nobody's idle connection is touched.
    const first = b.acquire('b');
    expect(idle).not.toHaveBeenCalled();
    reclaimable = false;
    const second = b.acquire('c');
    // Not at once: the held pool's request may need its connection for its next query.
    expect(idle).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(idle).toHaveBeenCalledTimes(1), { timeout: 500, interval: 10 });
    expect(busy).toHaveBeenCalledTimes(1);
    expect(withdrawn).not.toHaveBeenCalled();
    held.release();
    (await first).release();
    await second;
  });

  it("closes every idle connection of one owner's pools, and only of that owner", () => {
    const b = budget(4, 1_000);
    const first = { closeOne: vi.fn(() => true), closeAll: vi.fn(() => 2) };
    const second = { closeOne: vi.fn(() => true), closeAll: vi.fn(() => 0) };
    const other = { closeOne: vi.fn(() => true), closeAll: vi.fn(() => 3) };
    b.offerIdle('a', first);
    b.offerIdle('a', second);
    b.offerIdle('b', other);
    expect(b.closeIdleOf('a')).toBe(true);
    expect(first.closeAll).toHaveBeenCalledTimes(1);
    expect(second.closeAll).toHaveBeenCalledTimes(1);
    expect(other.closeAll).not.toHaveBeenCalled();
    first.closeAll.mockReturnValue(0);
    expect(b.closeIdleOf('a')).toBe(false);
    expect(b.closeIdleOf('nobody')).toBe(false);
  });

  it('derives the default from max_connections, the reserve and the number of instances', () => {
    expect(derivedBudget(100, 10, 1)).toBe(90);
    expect(derivedBudget(100, 10, 2)).toBe(45);
    expect(derivedBudget(100, 10, 4)).toBe(22);
    expect(derivedBudget(10, 20, 1)).toBe(1);
  });
});
