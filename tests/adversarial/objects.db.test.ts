import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { operatorToken } from "../../apps/server/src/testing/harness.ts";
import { rowsOf } from "./fingerprint.ts";
import { fixtures } from "./fixtures/index.ts";
import { newUser } from "./fixtures/kit.ts";
import type { Owned, Party, World } from "./fixtures/types.ts";
import { isIdName, isPublic, type Operation, ownerOf, type Param } from "./openapi.ts";
import { plausible, type RequestShape, shape } from "./values.ts";
import { adversarialApp, saveStats, send } from "./world.ts";

/**
 * The objects users own, attacked by another user: every user route with an id parameter is
 * classified in the schema (`OwnedId(kind)` or `PublicId`), and for each owned kind user B sends
 * user A's id. The answer must be exactly the answer to an id that does not exist, and A's object must
 * not change. Then every write route gets fields it does not declare (another user's id, a KYC level,
 * a balance, a role), which must change nothing.
 */

let world: Awaited<ReturnType<typeof adversarialApp>>;
let people: World;
let owned: Record<string, Owned>;
const stats = { bolaAttempts: 0, bolaSucceeded: 0, massAssignmentAttempts: 0, massAssignmentApplied: 0 };
const covered = new Set<string>();

beforeAll(async () => {
  world = await adversarialApp();
  const { t } = world;
  people = {
    t,
    a: await newUser(t, "owner@example.com"),
    b: await newUser(t, "intruder@example.com"),
    operator: () => operatorToken(t),
  };
  owned = {};
  for (const make of fixtures) {
    for (const [kind, object] of Object.entries(await make(people))) {
      if (owned[kind]) throw new Error(`two fixtures make the kind "${kind}"`);
      owned[kind] = object;
    }
  }
}, 600_000);

afterAll(async () => {
  saveStats("objects", { ...stats, routesCovered: [...covered] });
  await world?.t.close();
});

/** The id parameters of the user routes (console routes are the operators', who see every user's). */
function idParams(op: Operation): Param[] {
  return op.params.filter((p) => isIdName(p.name) || ownerOf(world.resolve(p.schema)) !== undefined);
}

describe("object-level authorization", () => {
  test("every id parameter of a user route says whose object it names", () => {
    const unclassified = world.ops
      .filter((op) => !op.admin)
      .flatMap((op) =>
        idParams(op)
          .filter((p) => !ownerOf(world.resolve(p.schema)))
          .map((p) => `${op.key} ${p.name}`),
      );
    expect(unclassified, "classify each with OwnedId(kind) or PublicId(kind) in packages/contract").toEqual(
      [],
    );
  });

  test("every owned kind has an object of user A to attack", () => {
    const kinds = new Set(
      world.ops
        .filter((op) => !op.admin)
        .flatMap((op) => idParams(op).map((p) => ownerOf(world.resolve(p.schema))))
        .filter((owner): owner is string => owner !== undefined && !isPublic(owner)),
    );
    expect(
      [...kinds].filter((kind) => !owned[kind]),
      "add a fixture in tests/adversarial/fixtures",
    ).toEqual([]);
  });

  test("user B naming user A's objects gets the answer of an id that does not exist, and nothing of A's changes", async () => {
    const { t, ops, resolve } = world;
    const leaks: string[] = [];
    for (const op of ops.filter((o) => !o.admin)) {
      for (const param of idParams(op)) {
        const kind = ownerOf(resolve(param.schema));
        const object = kind && !isPublic(kind) ? owned[kind] : undefined;
        if (!object) continue;
        const request = (id: number | string): RequestShape =>
          shape(op, (p) => {
            if (p === param) return /ids$/.test(p.name) ? [id] : id;
            return (
              object.with?.[p.name] ??
              (p.required || p.in === "path" ? plausible(resolve(p.schema), p.name) : undefined)
            );
          });
        const missing = object.missing ?? 900_000_000_000 + Math.floor(Math.random() * 1000);
        const before = JSON.stringify(await object.state());
        const theirs = await send(t, op, request(object.id), { token: people.b.token });
        const nobodys = await send(t, op, request(missing), { token: people.b.token });
        const after = JSON.stringify(await object.state());
        stats.bolaAttempts += 1;
        covered.add(op.key);
        // the same bytes, or the same once each names its own id (a message may quote the id it was given)
        const normalize = (body: string, id: number | string) => body.replaceAll(String(id), "<id>");
        const answeredAlike =
          theirs.statusCode === nobodys.statusCode &&
          (theirs.body === nobodys.body ||
            normalize(theirs.body, object.id) === normalize(nobodys.body, missing));
        if (!answeredAlike || before !== after) {
          stats.bolaSucceeded += 1;
          leaks.push(
            `${op.key} ${param.name}=${kind}: ${before !== after ? "changed A's object; " : ""}` +
              `A's id → ${theirs.body.slice(0, 160)} | missing id → ${nobodys.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(stats.bolaAttempts).toBeGreaterThan(0);
  }, 600_000);
});

/** Fields a write route never declares, as an attacker adds them: someone else's id, privileges, money. */
const EXTRA_FIELDS = (victim: Party): Record<string, unknown> => ({
  user_id: victim.id,
  uid: victim.id,
  owner_id: victim.id,
  inviter_id: victim.id,
  demo_of: victim.id,
  kyc_level: 2,
  real_state: 2,
  level: 2,
  status: "locked",
  role: "admin",
  is_admin: 1,
  king: true,
  balance: "1000000000",
  available: "1000000000",
  frozen: "0",
  fee: "0",
  amount_received: "1000000000",
});

describe("mass assignment", () => {
  test("fields a write route does not declare are ignored: no privilege, no money, nothing of another user's", async () => {
    const { t, ops, resolve } = world;
    const victim = await newUser(t, "victim@example.com");
    const victimBefore = await rowsOf(t.db, victim.id);
    const callers: Party[] = [];
    const newCaller = async () => {
      callers.push(await newUser(t, `assigner-${callers.length}@example.com`));
      return callers.at(-1)!;
    };
    let caller = await newCaller();
    const privileges = (id: number) =>
      t.db.query("SELECT kyc_level, real_state, status, king, demo_of, inviter_id FROM users WHERE id = $1", [
        id,
      ]);
    const privilegesBefore = JSON.stringify(await privileges(caller.id));

    for (const op of ops.filter((o) => !o.admin && o.method !== "GET")) {
      const declared = new Set(op.params.map((p) => p.name));
      const extras = Object.fromEntries(
        Object.entries(EXTRA_FIELDS(victim)).filter(([k]) => !declared.has(k)),
      );
      const req = shape(op, (p) => plausible(resolve(p.schema), p.name));
      req.body = { ...req.body, ...extras };
      await send(t, op, req, { token: caller.token });
      stats.massAssignmentAttempts += 1;
      covered.add(op.key);
      if ((await t.get("/api/user/info", caller.token)).type !== "ok") caller = await newCaller();
    }

    const applied: string[] = [];
    for (const c of callers) {
      if (JSON.stringify(await privileges(c.id)) !== privilegesBefore)
        applied.push(`user ${c.id}'s privileges: ${JSON.stringify(await privileges(c.id))}`);
      const money = await t.db.query<{ currency_id: number; amount: string }>(
        "SELECT currency_id, sum(amount)::text AS amount FROM ledger_balances WHERE user_id = $1 GROUP BY 1 HAVING sum(amount) > 0",
        [c.id],
      );
      if (money.length > 0)
        applied.push(`user ${c.id} holds money it never deposited: ${JSON.stringify(money)}`);
    }
    const victimAfter = await rowsOf(t.db, victim.id);
    for (const [table, digest] of victimAfter)
      if (victimBefore.get(table) !== digest) applied.push(`the victim's ${table} changed`);
    stats.massAssignmentApplied = applied.length;
    expect(applied).toEqual([]);
  }, 600_000);
});
