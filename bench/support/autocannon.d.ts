// autocannon ships no types and @types/autocannon is not a dependency: only what the bench uses.
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    method?: string;
    requests?: { setupRequest?: (request: Request) => Request }[];
  }

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    /** Per-second request counts; total is every completed request. */
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  /** The run, awaited for its result; it emits "response" as each answer arrives. */
  interface Run extends Promise<Result> {
    on(event: "response", listener: () => void): Run;
  }

  function autocannon(options: Options): Run;
  export default autocannon;
}
