import { type OutcomeProof, type VerifyStep, verified, verifyOutcome } from "@bourse/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialUser, USDT_TRC20 } from "../../testing/funds-kit.ts";
import { operatorToken, type TestApp, testApp, testClock, testDb } from "../../testing/harness.ts";

const MARKET = 1;
let t: TestApp;

beforeAll(async () => {
  t = await testApp({}, { db: await testDb(), clock: testClock(new Date("2026-03-01T10:00:00Z")) });
});
afterAll(async () => {
  await t.close();
  await t.db.close();
});

const failing = (steps: VerifyStep[]) => steps.filter((x) => !x.ok).map((x) => x.name);
type Ticks = Record<string, { price: string; time: number }>;

/** Records an index tick of BTC/USDT at `at` (the tick log is append-only); answers its id. */
async function tick(price: string, at: string) {
  const [last] = await t.db.query<{ seq: number }>(
    "SELECT coalesce(max(seq), 0)::int AS seq FROM ticks WHERE market_id = $1",
    [MARKET],
  );
  const seq = (last?.seq ?? 0) + 1;
  await t.db.query("INSERT INTO ticks (market_id, seq, price, ts) VALUES ($1, $2, $3, $4)", [
    MARKET,
    seq,
    price,
    new Date(at),
  ]);
  return seq;
}

const entryKind = async (id: number) =>
  (await t.db.query<{ kind: string }>("SELECT kind FROM journal_entries WHERE id = $1", [id]))[0]?.kind;

const dualProof = (id: number, token?: string) => t.get(`/api/transparency/outcomes/dual/${id}`, token);
const ieoProof = (id: number, token?: string) => t.get(`/api/transparency/outcomes/ieo/${id}`, token);

describe("dual outcomes", () => {
  it("proves the owner's settled order; before settlement it is open, to anyone else not found", async () => {
    const ann = await financialUser(t, "ann@earn-outcome.test", [[...USDT_TRC20, "1000"]]);
    const put = (await t.get("/api/dual/index?type=put")).message.data[0];
    expect(put).toMatchObject({ symbol: "BTC/USDT", linked_price: "60000", apr: "0.35", days: 7 });
    const bought = await t.form("/api/dual/buyDual", { id: String(put.id), num: "2" }, ann.token);
    expect(bought.type, JSON.stringify(bought)).toBe("ok");
    const order = bought.message as { id: number; maturity_at: string };
    expect(order.maturity_at).toBe("2026-03-08T08:00:00.000Z");
    expect(await dualProof(order.id, ann.token)).toMatchObject({ code: "TRANSPARENCY_OUTCOME_OPEN" });

    // matured: settled on the first tick at or after maturity
    t.clock.set(new Date("2026-03-08T08:00:00Z"));
    const before = await tick("61000", "2026-03-08T07:59:59.900Z");
    const used = await tick("59000.5", "2026-03-08T08:00:00.250Z");
    await tick("75000", "2026-03-08T08:00:01Z");
    await t.app.scheduler.check();
    const [listed] = (await t.json("/api/dual/dual_list", { status: "completed" }, ann.token)).message.data;
    expect(listed).toMatchObject({ id: order.id, settle_seq: used, payout_currency_name: "BTC" });

    // it shows the money: not to a guest, nor to anyone else
    expect((await dualProof(order.id)).type).toBe(999);
    const bob = await financialUser(t, "bob@earn-outcome.test", []);
    expect(await dualProof(order.id, bob.token)).toMatchObject({ code: "TRANSPARENCY_OUTCOME_NOT_FOUND" });
    expect(await dualProof(999_999, ann.token)).toMatchObject({ code: "TRANSPARENCY_OUTCOME_NOT_FOUND" });

    const answer = await dualProof(order.id, ann.token);
    expect(answer.type, JSON.stringify(answer)).toBe("ok");
    const proof = answer.message as OutcomeProof;
    const [row] = await t.db.query<{ entry: number }>(
      "SELECT settled_entry::int AS entry FROM dual_orders WHERE id = $1",
      [order.id],
    );
    expect(proof).toEqual({
      kind: "dual.settle",
      rule: { name: "dual-settlement", version: 1 },
      inputs: {
        symbol: "BTC/USDT",
        type: "put",
        base_scale: 8,
        quote_scale: 6,
        linked_price: "60000",
        apr: "0.35",
        days: 7,
        investment: "200",
        maturity_at: Date.parse("2026-03-08T08:00:00Z"),
        settle_tick: used,
        previous_tick: before,
        ticks: {
          [before]: { price: "61000", time: Date.parse("2026-03-08T07:59:59.900Z") },
          [used]: { price: "59000.5", time: Date.parse("2026-03-08T08:00:00.250Z") },
        },
      },
      // 200 USDT at 59,000.5 ≤ 60,000: converted to BTC at the linked price, with the interest
      result: { currency: "base", amount: listed.payout },
      entry_id: row!.entry,
    });
    expect(listed.payout).toBe("0.0033557");
    expect(await entryKind(proof.entry_id!)).toBe("dual_settle");
    const steps = verifyOutcome(proof);
    expect(steps.map((x) => [x.name, x.ok])).toEqual([
      ["known rule", true],
      ["inputs", true],
      ["tick times", true],
      ["result", true],
    ]);
    expect(verified(steps)).toBe(true);

    // the settlement tick a cent above the linked price: the put is kept in USDT, so the result fails
    const tampered = structuredClone(proof);
    (tampered.inputs.ticks as Ticks)[String(used)]!.price = "60000.01";
    expect(failing(verifyOutcome(tampered))).toEqual(["result"]);
  });
});

describe("IEO outcomes", () => {
  it("proves the owner's allocation over the published list; open before it, not found to anyone else", async () => {
    const users = {
      ann: await financialUser(t, "ann@ieo-outcome.test", [[...USDT_TRC20, "500"]]),
      bob: await financialUser(t, "bob@ieo-outcome.test", [[...USDT_TRC20, "500"]]),
      cat: await financialUser(t, "cat@ieo-outcome.test", [[...USDT_TRC20, "100"]]),
    };
    const created = await t.json(
      "/api/admin/ieo/projects",
      {
        name: "Nova Network",
        token: "NOVA",
        token_decimals: 4,
        intro: "A test project.",
        pay_currency_id: 3,
        price: "0.5",
        supply: "1000",
        min_amount: "10",
        max_amount: "400",
        kyc_level: 0,
        warmup_at: "2026-03-09T00:00:00Z",
        start_at: "2026-03-09T00:00:00Z",
        end_at: "2026-03-10T00:00:00Z",
        unlock_at: "2026-03-20T00:00:00Z",
      },
      await operatorToken(t),
    );
    expect(created.type, JSON.stringify(created)).toBe("ok");
    const project = created.message.id as number;

    t.clock.set(new Date("2026-03-09T01:00:00Z"));
    const order = (amount: string, token: string) =>
      t.form("/api/project/order", { project_id: String(project), amount }, token);
    const first = await order("300", users.ann.token);
    expect(first.type, JSON.stringify(first)).toBe("ok");
    const subscription = first.message.subscription as number;
    expect((await order("300", users.bob.token)).type).toBe("ok");
    expect((await order("33.333333", users.cat.token)).type).toBe("ok");
    expect(await ieoProof(subscription, users.ann.token)).toMatchObject({
      code: "TRANSPARENCY_OUTCOME_OPEN",
    });

    // the window ends: allocated pro-rata (oversubscribed)
    t.clock.set(new Date("2026-03-10T00:00:00Z"));
    await t.app.scheduler.check();
    const [mine] = (await t.get(`/api/user/project/order?project_id=${project}`, users.ann.token)).message
      .data;
    expect(mine).toMatchObject({
      id: subscription,
      status: "allocated",
      tokens: "473.6842",
      paid: "236.8421",
      refund: "63.1579",
    });

    expect((await ieoProof(subscription)).type).toBe(999);
    expect(await ieoProof(subscription, users.bob.token)).toMatchObject({
      code: "TRANSPARENCY_OUTCOME_NOT_FOUND",
    });
    expect(await ieoProof(999_999, users.ann.token)).toMatchObject({
      code: "TRANSPARENCY_OUTCOME_NOT_FOUND",
    });

    const answer = await ieoProof(subscription, users.ann.token);
    expect(answer.type, JSON.stringify(answer)).toBe("ok");
    const proof = answer.message as OutcomeProof;
    // the list is the one the public allocation publishes
    const published = (await t.get(`/api/ieo/${project}/allocation`)).message;
    const [row] = await t.db.query<{ entry: number }>(
      "SELECT settled_entry::int AS entry FROM ieo_projects WHERE id = $1",
      [project],
    );
    expect(proof).toEqual({
      kind: "ieo.allocate",
      rule: { name: "ieo-allocation", version: 1 },
      inputs: {
        project,
        token: "NOVA",
        pay_currency: "USDT",
        terms: { price: "0.5", pay_scale: 6, supply: "1000", token_scale: 4 },
        subscriptions: published.subscriptions.map((s: { hashed_id: string; amount: string }) => ({
          hashed_id: s.hashed_id,
          amount: s.amount,
        })),
        subscriber: mine.hashed_id,
      },
      result: { tokens: "473.6842", paid: "236.8421", refund: "63.1579" },
      entry_id: row!.entry,
    });
    expect(published.subscriptions).toHaveLength(3);
    expect(await entryKind(proof.entry_id!)).toBe("ieo_settle");
    const steps = verifyOutcome(proof);
    expect(steps.map((x) => [x.name, x.ok])).toEqual([
      ["known rule", true],
      ["inputs", true],
      ["result", true],
    ]);
    expect(verified(steps)).toBe(true);

    // another subscriber's amount changed: the pro-rata share changes, so the result fails
    const tampered = structuredClone(proof);
    const lines = tampered.inputs.subscriptions as { hashed_id: string; amount: string }[];
    const other = lines.find((l) => l.hashed_id !== mine.hashed_id && l.amount === "300")!;
    other.amount = "200";
    expect(failing(verifyOutcome(tampered))).toEqual(["result"]);
  });
});
