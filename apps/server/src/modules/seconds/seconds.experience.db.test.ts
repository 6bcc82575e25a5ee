import { userAccount } from "@bourse/engine";
import { money } from "@bourse/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../core/checker.ts";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";
import { leverKit } from "../../testing/lever-kit.ts";
import { secondsTester, USDT } from "../../testing/seconds-kit.ts";

let t: TestApp;
const kit = leverKit(() => t);

beforeAll(async () => {
  t = await testApp();
  await t.app.feed.step(t.clock());
  // the first tier of experience funds within reach of a small first contract
  await t.db.query("UPDATE bonus_rules SET min = 1 WHERE task = 'contract_tier' AND min = 100000");
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const units = (text: string) => money(text, 6).units;
const balance = (id: number, kind: "micro" | "experience") => t.app.core.balance(userAccount(id, kind), USDT);
/** The user's identity document approved at level 1. */
async function verify(id: number, doc: string) {
  await t.db.query(
    `INSERT INTO kyc_applications (user_id, level, state, name, doc_type, doc_number, reviewed_at, created_at)
     VALUES ($1, 1, 'approved', 'A Person', 'passport', $2, $3, $3)`,
    [id, doc, t.clock()],
  );
}
const claim = (token: string, key: string) => t.json("/api/growth/bonus/claim", { key }, token);

describe("experience funds in a seconds contract", () => {
  it("stakes them first and gives back what a loss did not take, with a profit as real money", async () => {
    const s = secondsTester(t, await operatorToken(t));
    const u = await kit.trader("bonus-seconds@example.com", "1000");
    await verify(u.id, "SEC-1");
    expect((await kit.submit(u.token, {})).type).toBe("ok");
    expect((await claim(u.token, "contract_tier:1")).type).toBe("ok");
    const micro = () => balance(u.id, "micro");
    expect(micro()).toBe(0n);
    // the whole stake comes from experience funds: the micro account holds nothing
    const placed = await s.submit(u.token, { number: "100" });
    expect(placed.type, JSON.stringify(placed.message)).toBe("ok");
    expect(balance(u.id, "experience")).toBe(units("1400"));
    await s.step(31_000);
    const outcome = (await s.result(u.token, placed.message.id)).result as "win" | "loss" | "tie";
    expect(["win", "loss", "tie"]).toContain(outcome);
    // a loss took the experience stake; a tie or a win gave it back, a win's 20 % is real money
    expect(balance(u.id, "experience")).toBe(units(outcome === "loss" ? "1400" : "1500"));
    expect(micro()).toBe(outcome === "win" ? units("20") : 0n);
  });
});
