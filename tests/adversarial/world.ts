import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { type TestApp, testApp } from "../../apps/server/src/testing/harness.ts";
import { type Operation, operations } from "./openapi.ts";
import { type RequestShape, resolver } from "./values.ts";

/** An app over a clean database, with its OpenAPI document read into operations. */
export async function adversarialApp() {
  const t = await testApp();
  await t.app.ready();
  // biome-ignore lint/suspicious/noExplicitAny: the generated document is read loosely
  const doc = t.app.swagger() as any;
  return { t, doc, ops: operations(doc), resolve: resolver(doc) };
}

/** `/api/x/{id}` with `{id: 5}` → `/api/x/5`. */
export function urlOf(op: Operation, path: Record<string, unknown>, query: Record<string, unknown>) {
  const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(path[name] ?? "1")),
  );
  const q = formEncode(query);
  return q ? `${url}?${q}` : url;
}

/** Fields as a form: arrays repeat their key, objects and null become JSON text. */
export function formEncode(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      params.append(k, typeof item === "object" && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return params.toString();
}

/** Sends one request the way the legacy clients do: a form body, or JSON when `json`. */
export function send(
  t: TestApp,
  op: Operation,
  req: RequestShape,
  opts: { token?: string; json?: boolean; rawBody?: string; contentType?: string } = {},
): Promise<LightMyRequestResponse> {
  const hasBody = op.method !== "GET";
  const payload = opts.rawBody ?? (opts.json ? JSON.stringify(req.body) : formEncode(req.body));
  return t.raw({
    method: op.method,
    url: urlOf(op, req.path, req.query),
    ...(hasBody ? { payload } : {}),
    headers: {
      ...(hasBody
        ? {
            "content-type":
              opts.contentType ?? (opts.json ? "application/json" : "application/x-www-form-urlencoded"),
          }
        : {}),
      ...(opts.token ? { authorization: opts.token } : {}),
    },
  });
}

/** Traces and internals an answer must never show. */
const LEAKS = [
  /\n\s+at [\w.<>]+ \(/,
  /\bat (async )?[\w.]+ \(\/[\w/.-]+:\d+:\d+\)/,
  /node_modules\//,
  /\/apps\/server\/src\//,
  /syntax error at or near/i,
  /duplicate key value/i,
  /violates (check|foreign key|not-null|unique) constraint/i,
  /TypeError|ReferenceError|RangeError/,
];

/**
 * What is wrong with an answer, if anything: a 5xx, a leaked trace or database error, or a JSON
 * answer without the envelope, or a refused parameter that names no field.
 */
export function answerProblem(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const leak = LEAKS.find((re) => re.test(res.body));
  if (leak) return `leaks ${leak}: ${res.body.slice(0, 300)}`;
  if (!String(res.headers["content-type"] ?? "").includes("application/json")) return undefined;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `unparseable JSON: ${res.body.slice(0, 200)}`;
  }
  if (typeof body !== "object" || body === null || !("type" in body) || !("message" in body))
    return `not the envelope: ${res.body.slice(0, 200)}`;
  const envelope = body as { type: unknown; message: unknown; code?: string; field?: string };
  if (envelope.code === "REQUEST_INVALID_FIELD" && !envelope.field)
    return `a refused parameter without its field: ${res.body.slice(0, 200)}`;
  return undefined;
}

/** The Binance-compatible API answers Binance's shapes, its refusals `{code, msg}` (docs/trading-api.md). */
export const BINANCE = /^[A-Z]+ \/(api\/v3|sapi\/v1)\//;
/**
 * Routes whose answer is not the envelope by design: the API's documentation, the K-line feeds
 * (API-COMPAT.md) and the Binance-compatible API.
 */
export const NOT_ENVELOPE =
  /^(GET \/api\/(docs|currency\/new_timeshar|market\/history)|[A-Z]+ \/(api\/v3|sapi\/v1)\/)/;

/**
 * What is wrong with an answer of the Binance-compatible API (`/api/v3`, `/sapi/v1`, docs/trading-api.md): a refusal
 * is Binance's body `{code, msg}` (a negative code) with a 4xx status; a success is any JSON; never a
 * 5xx, a trace or a leak.
 */
export function binanceProblem(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const leak = LEAKS.find((re) => re.test(res.body));
  if (leak) return `leaks ${leak}: ${res.body.slice(0, 300)}`;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `unparseable JSON: ${res.body.slice(0, 200)}`;
  }
  if (res.statusCode < 400) return undefined;
  const refusal = body as { code?: unknown; msg?: unknown };
  if (typeof refusal.code !== "number" || refusal.code >= 0 || typeof refusal.msg !== "string")
    return `not Binance's refusal body: ${res.body.slice(0, 200)}`;
  return undefined;
}

/**
 * What is wrong with the answer to a request whose `field` holds a value the API refuses: anything but
 * the validation error naming that field (`REQUEST_INVALID_FIELD`, `field`).
 */
export function refusalProblem(res: LightMyRequestResponse, field: string): string | undefined {
  const problem = answerProblem(res);
  if (problem) return problem;
  const body = res.json() as { code?: string; field?: string };
  return body.code === "REQUEST_INVALID_FIELD" && body.field === field
    ? undefined
    : `not refused naming ${field}: ${res.body.slice(0, 200)}`;
}

/** Counts each part of the suite reports; the summary line adds up every file's. */
export interface Stats {
  routesInSchema?: number;
  routesCovered?: string[];
  requests?: number;
  serverErrors?: number;
  requestsPerRoute?: Record<string, number>;
  bolaAttempts?: number;
  bolaSucceeded?: number;
  massAssignmentAttempts?: number;
  massAssignmentApplied?: number;
  adminRefusals?: number;
}

/** Each file's counts go where the global setup (summary.ts) reads them; run alone, nowhere. */
export function saveStats(part: string, stats: Stats) {
  const dir = process.env.ADVERSARIAL_STATS_DIR;
  if (dir) writeFileSync(join(dir, `${part}.json`), JSON.stringify(stats));
}

export function readAllStats(dir: string): Stats[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as Stats);
}
