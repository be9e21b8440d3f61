// The part of autocannon 9's API that the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    timeout?: number;
    /** Each connection loops over these requests, in order. */
    requests?: RequestSpec[];
  }
  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send: answers the request to send (a new path, headers, body…). */
    setupRequest?: (request: RequestSpec) => RequestSpec;
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
    [percentile: string]: number;
  }
  interface Result {
    url: string;
    connections: number;
    duration: number;
    requests: Histogram & { sent: number };
    latency: Histogram & { totalCount: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, RequestSpec, Result };
}
