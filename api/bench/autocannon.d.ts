// autocannon ships no types: the part of its API the API load bench uses.
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }
  interface Result {
    '2xx': number;
    non2xx: number;
    /** Socket errors and timeouts: a timeout counts here too. */
    errors: number;
    timeouts: number;
    latency: { p50: number; p99: number; max: number };
  }
  export default function autocannon(options: { url: string; connections: number; duration: number; requests?: Request[] }): Promise<Result>;
}
