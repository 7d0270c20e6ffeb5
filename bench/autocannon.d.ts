// autocannon ships no types and @types/autocannon is not installed; this covers what the harness uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** One request as a setupRequest hook sees and returns it. */
  interface RequestParams {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  /**
   * Per connection, autocannon hands each request a fresh context object: with pipelining 1,
   * onResponse receives the context that setupRequest filled for the same request.
   */
  interface RequestSpec extends RequestParams {
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Send exactly this many requests in total instead of running for a duration. */
    amount?: number;
    /** Cycled through per connection; each entry may rebuild its request with setupRequest. */
    requests?: RequestSpec[];
    pipelining?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    /** Seconds actually run. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    /** Whole milliseconds only, too coarse for sub-millisecond endpoints. */
    latency: Histogram;
    /** Requests per second sample; total is every completed request. */
    requests: Histogram & { sent: number };
  }

  /** The running benchmark: awaitable for the result, and it emits 'response' for every response. */
  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): this;
  }

  export default function autocannon(options: Options): Instance;
  export type { Instance, Options, RequestParams, RequestSpec, Result };
}
