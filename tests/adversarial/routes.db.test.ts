import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fundedUser, USDT_TRC20 } from "../../apps/server/src/testing/funds-kit.ts";
import { operatorToken, seededAdminAgain, signUp } from "../../apps/server/src/testing/harness.ts";
import { changedTables, fingerprint } from "./fingerprint.ts";
import type { Operation } from "./openapi.ts";
import { plausible, type RequestShape, requestArbitrary, shape } from "./values.ts";
import {
  adversarialApp,
  answerProblem,
  BINANCE,
  binanceProblem,
  NOT_ENVELOPE,
  type Stats,
  saveStats,
  send,
} from "./world.ts";

/**
 * Every route of the OpenAPI document, attacked as an outsider would: the console's routes without
 * the right operator, and every route with generated and hostile parameters. A new route is attacked
 * by default, because the list comes from the document.
 */

/** Generated requests per route, and the seed they come from: fixed, so a run is repeatable; set another to explore. */
const RUNS = Number(process.env.ADVERSARIAL_RUNS ?? 12);
const SEED = Number(process.env.ADVERSARIAL_SEED ?? 20261127);
/** Console routes anyone may call: signing in. */
const OPEN_CONSOLE_ROUTES = new Set(["POST /api/admin/login"]);

let world: Awaited<ReturnType<typeof adversarialApp>>;
const stats: Stats & { requestsPerRoute: Record<string, number> } = {
  requests: 0,
  serverErrors: 0,
  requestsPerRoute: {},
  adminRefusals: 0,
};

beforeAll(async () => {
  world = await adversarialApp();
}, 120_000);

afterAll(async () => {
  saveStats("routes", {
    ...stats,
    routesInSchema: world.ops.length,
    routesCovered: Object.keys(stats.requestsPerRoute),
  });
  await world?.t.close();
});

describe("console routes", () => {
  test("every console route says which operators it admits", () => {
    const undocumented = world.ops
      .filter((op) => op.admin && !OPEN_CONSOLE_ROUTES.has(op.key) && op.roles === undefined)
      .map((op) => op.key);
    expect(undocumented, "console routes without an operator guard").toEqual([]);
  });

  test("without a token, with a user's token and with an operator of another role, each is refused and nothing changes", async () => {
    const { t, ops } = world;
    const user = await signUp(t, "outsider@example.com");
    const roles = ["admin", "reviewer", "support"] as const;
    const operators = Object.fromEntries(
      await Promise.all(roles.map(async (r) => [r, await operatorToken(t, r)] as const)),
    );
    const before = await fingerprint(t.db);
    const accepted: string[] = [];
    for (const op of ops.filter((o) => o.admin && !OPEN_CONSOLE_ROUTES.has(o.key))) {
      const req = shape(op, (p) => plausible(world.resolve(p.schema), p.name));
      const wrongRole = roles.find((r) => op.roles?.length && !op.roles.includes(r));
      const callers: [string, string | undefined][] = [
        ["no token", undefined],
        ["a user's token", user],
        ...(wrongRole ? [[`a ${wrongRole}`, operators[wrongRole]] as [string, string]] : []),
      ];
      for (const [who, token] of callers) {
        const res = await send(t, op, req, token ? { token } : {});
        count(op);
        const body = res.json() as { type: unknown; code?: string };
        const refused =
          body.type === "999" ||
          body.type === 999 ||
          body.code === "AUTH_NOT_LOGGED_IN" ||
          body.code === "ADMIN_FORBIDDEN";
        if (!refused) accepted.push(`${op.key} with ${who}: ${res.body.slice(0, 160)}`);
        else stats.adminRefusals = (stats.adminRefusals ?? 0) + 1;
      }
    }
    expect(accepted).toEqual([]);
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
  }, 300_000);
});

describe("schema fuzzing", () => {
  test("generated and hostile parameters on every route: never a 5xx, a trace or a broken envelope", async () => {
    const { t, ops, resolve } = world;
    let user = (await fundedUser(t, "fuzz@example.com", [[...USDT_TRC20, "5000"]])).token;
    let operator = await operatorToken(t);
    const problems: string[] = [];
    let users = 0;

    for (const op of ops) {
      const token = () => (op.admin ? operator : user);
      const check = async (label: string, req: RequestShape, opts: Parameters<typeof send>[3] = {}) => {
        const res = await send(t, op, req, { token: token(), ...opts });
        count(op);
        if (res.statusCode >= 500) stats.serverErrors = (stats.serverErrors ?? 0) + 1;
        const problem = BINANCE.test(op.key)
          ? binanceProblem(res)
          : NOT_ENVELOPE.test(op.key) && res.statusCode < 500
            ? undefined
            : answerProblem(res);
        if (problem) problems.push(`${op.key} (${label}) ${JSON.stringify(req).slice(0, 200)} → ${problem}`);
        return !problem;
      };

      // generated requests, as forms and as JSON
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(op, resolve), fc.boolean(), (req, json) =>
            check(json ? "json" : "form", req, { json }),
          ),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch(() => {});

      // the classics, once per route
      const valid = shape(op, (p) => plausible(resolve(p.schema), p.name));
      const everyField = (v: unknown) => shape(op, () => v);
      await check("1 MB strings", everyField("9".repeat(1_000_000)));
      await check("arrays for scalars", everyField(["1", "2"]));
      await check("objects for scalars", everyField({ $ne: null }), { json: true });
      for (const word of ["1; DROP TABLE users; --", "valueOf", "__proto__"])
        await check(`"${word}" everywhere`, everyField(word));
      if (op.method !== "GET") {
        const nested = `${"[".repeat(5000)}${"]".repeat(5000)}`;
        await check("deep JSON", valid, { rawBody: `{"a":${nested}}`, contentType: "application/json" });
        const firstBody = op.params.find((p) => p.in === "body")?.name ?? "id";
        await check("duplicated keys", valid, {
          rawBody: `{"${firstBody}":1,"${firstBody}":"x","${firstBody}":[1]}`,
          contentType: "application/json",
        });
        await check("unreadable JSON", valid, { rawBody: '{"a":', contentType: "application/json" });
      }

      // a route that signed the caller out (logout, password change, …) leaves a fresh caller for the next
      if (!op.admin && (await t.get("/api/user/info", user)).type !== "ok") {
        users += 1;
        user = await signUp(t, `fuzz-${users}@example.com`);
      }
      if (op.admin && (await t.get("/api/admin/me", operator)).type !== "ok")
        operator = await seededAdminAgain(t);
    }

    expect(problems.slice(0, 20), `ADVERSARIAL_SEED=${SEED}`).toEqual([]);
    expect(stats.serverErrors).toBe(0);
  }, 1_200_000);
});

function count(op: Operation) {
  stats.requests = (stats.requests ?? 0) + 1;
  stats.requestsPerRoute[op.key] = (stats.requestsPerRoute[op.key] ?? 0) + 1;
}
