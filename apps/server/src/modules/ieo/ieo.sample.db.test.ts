import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../core/checker.ts";
import { financialUser, USDT_TRC20 } from "../../testing/funds-kit.ts";
import { type TestApp, testApp, testClock, testDb } from "../../testing/harness.ts";

let t: TestApp;
/** The sample's window as the installation wrote it (epoch ms). */
let window: { start: number; end: number; unlock: number };

beforeAll(async () => {
  const db = await testDb();
  const [row] = await db.query<{ start: string; end: string; unlock: string }>(
    `SELECT (extract(epoch FROM start_at) * 1000)::bigint::text AS start,
       (extract(epoch FROM end_at) * 1000)::bigint::text AS end,
       (extract(epoch FROM unlock_at) * 1000)::bigint::text AS unlock
     FROM ieo_projects`,
  );
  if (!row) throw new Error("no sample project");
  window = { start: Number(row.start), end: Number(row.end), unlock: Number(row.unlock) };
  t = await testApp({}, { db, clock: testClock(new Date(window.start + 60_000)) });
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
  await t.db.close();
});

describe("a new venue's sample IEO project", () => {
  it("is open for subscription from installation for a week, its tokens unlocking 3 days later", async () => {
    expect(window.end - window.start).toBe(7 * 86_400_000);
    expect(window.unlock - window.end).toBe(3 * 86_400_000);
    const list = (await t.get("/api/project")).message.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      name: "Aurora Network",
      token: "AURA",
      status: "active",
      price: "0.05",
      pay_currency_name: "USDT",
    });
    const [currency] = await t.db.query("SELECT name, decimals, image FROM currencies WHERE id = $1", [
      list[0].currency_id,
    ]);
    expect(currency).toEqual({ name: "AURA", decimals: 4, image: "/uploads/seed/ieo-1.svg" });
  });

  it("takes a subscription end to end: allocated when the window ends, released at the unlock", async () => {
    const [project] = (await t.get("/api/project")).message.data;
    const ann = await financialUser(t, "ann@ieo-sample.test", [[...USDT_TRC20, "100"]]);
    const ordered = await t.form(
      "/api/project/order",
      { project_id: String(project.id), amount: "50" },
      ann.token,
    );
    expect(ordered.type, JSON.stringify(ordered)).toBe("ok");

    t.clock.set(new Date(window.end + 1_000));
    await t.app.scheduler.check();
    const [mine] = (await t.get(`/api/user/project/order?project_id=${project.id}`, ann.token)).message.data;
    // 50 USDT at 0.05 is 1,000 AURA, well within the supply
    expect(mine).toMatchObject({
      status: "allocated",
      tokens: "1000",
      paid: "50",
      refund: "0",
      released: false,
    });

    t.clock.set(new Date(window.unlock + 1_000));
    await t.app.scheduler.check();
    const [after] = (await t.get(`/api/user/project/order?project_id=${project.id}`, ann.token)).message.data;
    expect(after.released).toBe(true);
  });
});
