import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { operatorToken } from "../../apps/server/src/testing/harness.ts";
import { newUser, verified } from "./fixtures/kit.ts";
import { decimalOf, isInteger, type Operation, type Param } from "./openapi.ts";
import { LOOSE_IDS, LOOSE_NUMBERS, plausible, type RequestShape } from "./values.ts";
import { adversarialApp, NOT_ENVELOPE, refusalProblem, saveStats, send } from "./world.ts";

/**
 * Ids and amounts are plain decimal digits (PRODUCT-RULES, product-decisions): on every route, each
 * integer field (an id, a page, a count) and each decimal field refuses what only JavaScript's coercion
 * reads as a number — "1e3", "0x10", `true`, `["1"]`, " 1", "+1", full-width digits, and "1.0" for an
 * id — naming the field, as a form, as JSON, in the query string and in the path alike.
 */

let world: Awaited<ReturnType<typeof adversarialApp>>;
const stats = { requests: 0, serverErrors: 0, requestsPerRoute: {} as Record<string, number> };

beforeAll(async () => {
  world = await adversarialApp();
}, 120_000);

afterAll(async () => {
  saveStats("plain-values", { ...stats, routesCovered: Object.keys(stats.requestsPerRoute) });
  await world?.t.close();
});

/** The values a field refuses: an id's (an integer field) or an amount's (a decimal field); none for others. */
function looseFor(param: Param): readonly unknown[] {
  const schema = world.resolve(param.schema);
  if (isInteger(schema)) return LOOSE_IDS;
  if (decimalOf(schema)) return LOOSE_NUMBERS;
  return [];
}

/**
 * How a value travels in each place it can: a body as JSON and as a form (a form has no `true` nor a
 * list of one: it sends their text, or the one value); a query or a path as text.
 */
function encodings(param: Param, value: unknown): { json: boolean; value: unknown }[] {
  const text = typeof value === "string" || typeof value === "boolean";
  // a path parameter longer than the router reads (100 characters) is a path no route has: a 404 by design
  if (param.in === "path" && String(value).length > 100) return [];
  if (param.in !== "body") return text ? [{ json: false, value: String(value) }] : [];
  return [{ json: true, value }, ...(typeof value === "string" ? [{ json: false, value }] : [])];
}

describe("loose numbers, on every route", () => {
  test("each id and amount field refuses them, naming the field", async () => {
    const { t, resolve, ops } = world;
    const a = await newUser(t, "plain@example.com");
    await verified({ t, a, b: a, operator: () => operatorToken(t) }, a, 2);
    let operator = await operatorToken(t);
    const problems: string[] = [];
    let fields = 0;

    for (const op of ops) {
      if (NOT_ENVELOPE.test(op.key)) continue;
      for (const param of op.params) {
        const values = looseFor(param);
        if (values.length > 0) fields += 1;
        for (const loose of values) {
          for (const { json, value } of encodings(param, loose)) {
            const req: RequestShape = { path: {}, query: {}, body: {} };
            for (const p of op.params)
              req[p.in][p.name] = p === param ? value : plausible(resolve(p.schema), p.name);
            const res = await send(t, op, req, { token: op.admin ? operator : a.token, json });
            count(op, res.statusCode);
            const problem = refusalProblem(res, param.name);
            if (problem)
              problems.push(
                `${op.key} ${param.in} ${param.name}=${JSON.stringify(value)}${json ? " (json)" : ""}: ${problem}`,
              );
          }
        }
      }
      if (op.admin && (await t.get("/api/admin/me", operator)).type !== "ok")
        operator = await operatorToken(t);
    }
    expect(fields).toBeGreaterThan(300);
    expect(problems.slice(0, 30)).toEqual([]);
    expect(stats.serverErrors).toBe(0);
  }, 900_000);

  test("a position is not closed by `true` for its id", async () => {
    const { t } = world;
    const res = await t.raw({
      method: "POST",
      url: "/api/lever/close",
      payload: JSON.stringify({ id: true }),
      headers: {
        "content-type": "application/json",
        authorization: await newUser(t, "closer@example.com").then((u) => u.token),
      },
    });
    expect(res.json()).toMatchObject({ code: "REQUEST_INVALID_FIELD", field: "id" });
  });
});

function count(op: Operation, status: number) {
  stats.requests += 1;
  if (status >= 500) stats.serverErrors += 1;
  stats.requestsPerRoute[op.key] = (stats.requestsPerRoute[op.key] ?? 0) + 1;
}
