import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';

export interface LatencySummary {
  count: number;
  average: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/**
 * Latencies in milliseconds with sub-millisecond precision: recorded as whole microseconds,
 * because autocannon's own histogram has whole-millisecond buckets.
 */
export class Latencies {
  private readonly histogram: RecordableHistogram = createHistogram();

  record(milliseconds: number): void {
    this.histogram.record(Math.max(1, Math.round(milliseconds * 1000)));
  }

  summary(): LatencySummary {
    const h = this.histogram;
    const ms = (microseconds: number) => microseconds / 1000;
    if (h.count === 0) return { count: 0, average: 0, p50: 0, p90: 0, p99: 0, max: 0 };
    return { count: h.count, average: ms(h.mean), p50: ms(h.percentile(50)), p90: ms(h.percentile(90)), p99: ms(h.percentile(99)), max: ms(h.max) };
  }
}
