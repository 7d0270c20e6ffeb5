import { describe, expect, it } from 'vitest';
import { BackgroundLane } from './background-lane.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('background lane', () => {
  it('runs at most its limit at once and the rest in the order they came', async () => {
    const lane = new BackgroundLane(2);
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const work = async (n: number) => {
      const giveBack = await lane.take();
      started.push(n);
      running++;
      peak = Math.max(peak, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running--;
      giveBack();
    };
    const all = [1, 2, 3, 4, 5].map(work);
    await tick();
    expect(started).toEqual([1, 2]);
    expect(lane.stats).toEqual({ active: 2, waiting: 3 });
    releases.shift()!();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    while (releases.length > 0 || started.length < 5) {
      releases.shift()?.();
      await tick();
    }
    await Promise.all(all);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(lane.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('takes a place back only once when it is given back twice', async () => {
    const lane = new BackgroundLane(1);
    const giveBack = await lane.take();
    giveBack();
    giveBack();
    expect(lane.stats).toEqual({ active: 0, waiting: 0 });
    const a = await lane.take();
    const b = lane.take();
    await tick();
    expect(lane.stats).toEqual({ active: 1, waiting: 1 });
    a();
    (await b)();
    expect(lane.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses a lane without places', () => {
    expect(() => new BackgroundLane(0)).toThrow('at least one place');
  });
});
