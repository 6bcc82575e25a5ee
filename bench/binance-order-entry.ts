/**
 * Signed order entry through the Binance-compatible API: `POST /api/v3/order` (an HMAC-signed LIMIT GTC,
 * its parameters in the form body, a fresh `timestamp` and signature on every request) from 50
 * connections, beside the app's own `POST /api/coin/trade` from 50 connections against the same server in
 * the same run: the whole app on embedded PGlite (bench/lib/order-entry-server.ts), 50 funded users, each
 * with a session and an API key with trading permission. Requests go round the users; each user's signed
 * calls come from an address of its own (X-Forwarded-For through the server's trusted loopback proxy), as
 * request weights (6,000 a minute) are counted per address, and carry CCXT's recvWindow (10 s). Both
 * sides send the same orders (bench/lib/order-load.ts: 0.001 BTC limits on BTC/USDT, buys and sells within
 * ±0.5 % of the index). The two alternate for ROUNDS (4) rounds of BENCH_SECONDS (10) each, each side
 * first in every other round (the book grows as orders rest, so a side always second would meet a
 * deeper book); the figures are each side's medians. Any non-2xx answer beyond one in 10,000 fails the run.
 * Prints requests per second, p50/p99 latency, the ratio API / app and the goal: ≥ 90 % of /coin/trade.
 */
import { createHmac } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startChildServer } from "./lib/child-server.ts";
import { formatLoad, type LoadResult, loadOrders, orderAt } from "./lib/order-load.ts";

const here = dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
/** the share of non-2xx answers tolerated */
const MAX_NON2XX = 1e-4;
/**
 * The signed calls' recvWindow, ms: CCXT's for Binance (the default 5,000 refuses the few calls that wait
 * longer than that in the server's queue under this load, before their signature is even checked).
 */
const RECV_WINDOW = 10_000;
/** BENCH_ORDER_RESP_TYPE=ACK|RESULT: the signed orders ask for that answer instead of Binance's default (FULL) */
const RESP_TYPE = process.env.BENCH_ORDER_RESP_TYPE;

const server = await startChildServer<{
  port: number;
  index: string;
  tokens: string[];
  keys: { api_key: string; secret: string }[];
}>(join(here, "lib/order-entry-server.ts"), [], { ...process.env, BENCH_API_KEYS: "1", DATABASE_URL: "" });

const sides = {
  app: () =>
    loadOrders(server.port, "/api/coin/trade", CONNECTIONS, DURATION, (i) => {
      const { side, price } = orderAt(server.index, i);
      return {
        headers: { authorization: server.tokens[i % server.tokens.length]! },
        body: `type=${side}&amount=0.001&target_price=${price}&currency_id=1&legal_id=3`,
      };
    }),
  api: () =>
    loadOrders(
      server.port,
      "/api/v3/order",
      CONNECTIONS,
      DURATION,
      (i) => {
        const { side, price } = orderAt(server.index, i);
        const key = server.keys[i % server.keys.length]!;
        const text =
          `symbol=BTCUSDT&side=${side.toUpperCase()}&type=LIMIT&timeInForce=GTC&quantity=0.001` +
          `&price=${price}${RESP_TYPE ? `&newOrderRespType=${RESP_TYPE}` : ""}` +
          `&recvWindow=${RECV_WINDOW}&timestamp=${Date.now()}`;
        const signature = createHmac("sha256", key.secret).update(text).digest("hex");
        // each user's bot on its own address: Binance's request weights are counted per address and minute
        const address = `10.0.${Math.floor((i % server.keys.length) / 250)}.${(i % server.keys.length) + 1}`;
        return {
          headers: { "x-mbx-apikey": key.api_key, "x-forwarded-for": address },
          body: `${text}&signature=${signature}`,
        };
      },
      MAX_NON2XX,
    ),
};

const results: Record<keyof typeof sides, LoadResult[]> = { app: [], api: [] };
try {
  for (let r = 0; r < ROUNDS; r++)
    for (const side of r % 2 === 0 ? (["app", "api"] as const) : (["api", "app"] as const)) {
      const result = await sides[side]();
      results[side].push(result);
      if (process.env.BENCH_VERBOSE)
        console.error(`binance order entry: round ${r + 1} ${side}  ${formatLoad(result)}`);
    }
} finally {
  server.child.kill("SIGTERM");
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const med = (list: LoadResult[]): LoadResult => ({
  rps: median(list.map((x) => x.rps)),
  p50: median(list.map((x) => x.p50)),
  p99: median(list.map((x) => x.p99)),
  timeouts: list.reduce((sum, x) => sum + x.timeouts, 0),
});
const app = med(results.app);
const api = med(results.api);
const ratio = api.rps / app.rps;
const label = `binance order entry (PGlite, ${CONNECTIONS} connections, median of ${ROUNDS}${RESP_TYPE ? `, ${RESP_TYPE} answers` : ""})`;
console.log(`${label}: POST /api/v3/order, signed  ${formatLoad(api)}`);
console.log(`${label}: POST /coin/trade (reference)  ${formatLoad(app)}`);
console.log(
  `${label}: ratio ${ratio.toFixed(2)}  (goal: ≥ 90 % of /coin/trade: ${Math.round(ratio * 100)} %, ${ratio >= 0.9 ? "met" : "NOT met"})`,
);
