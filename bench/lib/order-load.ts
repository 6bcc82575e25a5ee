import autocannon from "autocannon";

/** One load's figures: requests per second, p50/p99 latency (ms), requests unanswered after 10 s. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  timeouts: number;
}

/**
 * The order-entry workloads' orders: the i-th is a 0.001 BTC limit on BTC/USDT, buys and sells in turn,
 * priced within ±0.5 % of the index (`index`: its text, read as a number to price the workload only), so
 * about half of them trade.
 */
export function orderAt(index: string, i: number): { side: "buy" | "sell"; price: string } {
  const offset = ((i * 7919) % 101) - 50; // -50 … 50 basis points / 10
  return { side: i % 2 === 0 ? "buy" : "sell", price: (Number(index) * (1 + offset / 10_000)).toFixed(2) };
}

/**
 * `connections` connections POSTing to `path` for `seconds`, each request's form body and headers made
 * by `request(i)` for the i-th request. Fails when more than `maxNon2xx` (a share of the answers) are not
 * 2xx, or on errors other than timeouts; a request unanswered after autocannon's 10 s is counted, not
 * hidden (p99 covers answered ones only).
 */
export async function loadOrders(
  port: number,
  path: string,
  connections: number,
  seconds: number,
  request: (i: number) => { headers: Record<string, string>; body: string },
  maxNon2xx = 0,
): Promise<LoadResult> {
  let n = 0;
  /** the first few non-2xx answers, for the failure's message */
  const refused: string[] = [];
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        path,
        onResponse(status: number, body: string) {
          if ((status < 200 || status > 299) && refused.length < 3) refused.push(`${status} ${body}`);
        },
        setupRequest(req) {
          const { headers, body } = request(n++);
          return {
            ...req,
            headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
            body,
          };
        },
      },
    ],
  });
  const answered = result.requests.total;
  if (result.non2xx > maxNon2xx * answered || result.errors > result.timeouts)
    throw new Error(
      `${path}: ${result.non2xx} non-2xx answers of ${answered}, ${result.errors} errors (${result.timeouts} timeouts)${refused.length ? `; ${refused.join("; ")}` : ""}`,
    );
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
  };
}

export const formatLoad = (x: LoadResult) =>
  `${Math.round(x.rps)} req/s  p50 ${x.p50} ms  p99 ${x.p99} ms${x.timeouts ? `  ${x.timeouts} unanswered after 10 s` : ""}`;
