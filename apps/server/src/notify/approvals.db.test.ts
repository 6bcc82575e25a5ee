import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../modules/auth/index.ts";
import { BTC_NETWORK, financialUser } from "../testing/funds-kit.ts";
import { IMAGES, operatorToken, signUp, type TestApp, testApp, upload } from "../testing/harness.ts";
import { leverKit } from "../testing/lever-kit.ts";
import type { UserNotice } from "./notice.ts";

let t: TestApp;
let admin: string;
/** every notice the console's decisions told, in order */
const told: UserNotice[] = [];
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
  await t.app.feed.step(t.clock());
  await t.db.query("UPDATE settings SET value = '5000' WHERE key = 'copy_trader_min_assets'");
  t.app.approvals.events.on("user", (n: UserNotice) => told.push(n));
});
afterAll(() => t.close());

const { trader } = leverKit(() => t);
const idOf = async (email: string) =>
  (await t.db.query<{ id: number }>("SELECT id::int AS id FROM users WHERE email = $1", [email]))[0]!.id;
/** the notices told since `from`, for user `id` */
const noticesFor = (id: number, from: number) => told.slice(from).filter((n) => n.userId === id);

/** A user at verification level 2 with `usdt` in the fiat (legal) account. */
async function merchantApplicant(email: string): Promise<{ id: number; token: string }> {
  const token = await signUp(t, email);
  await t.db.query("UPDATE users SET kyc_level = 2, pay_password_hash = $2 WHERE email = $1", [
    email,
    await hashPassword("2580", 1024),
  ]);
  const voucher = (await upload(t, token, IMAGES.png)).message;
  const claim = await t.form(
    "/api/wallet/charge_req",
    { currency: "3", network: "4", amount: "2000", voucher },
    token,
  );
  expect((await t.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, admin)).type).toBe("ok");
  const moved = await t.form(
    "/api/wallet/change",
    { currency_id: "3", number: "2000", from_field: "change", to_field: "legal" },
    token,
  );
  expect(moved.type).toBe("ok");
  expect((await t.form("/api/p2p/merchant/apply", { store_name: `Store ${email}` }, token)).type).toBe("ok");
  return { id: await idOf(email), token };
}

describe("a console decision on an application is told to the user at once", () => {
  it("a merchant store: approved, or rejected with the reason", async () => {
    const ann = await merchantApplicant("ann@approvals.test");
    const from = told.length;
    expect((await t.form(`/api/admin/p2p/merchants/${ann.id}/approve`, {}, admin)).type).toBe("ok");
    expect(noticesFor(ann.id, from)).toEqual([
      {
        userId: ann.id,
        kind: "approval",
        approval: { line: "merchant", id: ann.id, state: "approved", reason: null },
      },
    ]);
    const bob = await merchantApplicant("bob@approvals.test");
    const next = told.length;
    const rejected = await t.form(
      `/api/admin/p2p/merchants/${bob.id}/reject`,
      { reason: "Store name unclear" },
      admin,
    );
    expect(rejected.type).toBe("ok");
    expect(noticesFor(bob.id, next).map((n) => n.kind === "approval" && n.approval)).toEqual([
      { line: "merchant", id: bob.id, state: "rejected", reason: "Store name unclear" },
    ]);
  });

  it("a copy trader", async () => {
    const gus = await trader("gus@approvals.test", "1000");
    const joined = await t.form(
      "/api/follow/join",
      { name: "Gus Macro", share_rate: "0.05", agreement: "1" },
      gus.token,
    );
    expect(joined.type, JSON.stringify(joined)).toBe("ok");
    const from = told.length;
    expect((await t.form(`/api/admin/copy/traders/${gus.id}/approve`, {}, admin)).type).toBe("ok");
    expect(noticesFor(gus.id, from).map((n) => n.kind === "approval" && n.approval)).toEqual([
      { line: "trader", id: gus.id, state: "approved", reason: null },
    ]);
    // a suspension is not an application's decision: no approval notice
    const later = told.length;
    expect((await t.form(`/api/admin/copy/traders/${gus.id}/suspend`, {}, admin)).type).toBe("ok");
    expect(noticesFor(gus.id, later)).toEqual([]);
  });

  it("a king manager", async () => {
    await signUp(t, "kim@approvals.test");
    const kimId = await idOf("kim@approvals.test");
    const [app] = await t.db.query<{ id: number }>(
      `INSERT INTO king_applications (user_id, note, direct_traded, team_traded, created_at)
       VALUES ($1, '', 100, 0, $2) RETURNING id::int AS id`,
      [kimId, t.clock()],
    );
    const from = told.length;
    const decided = await t.json(
      `/api/admin/growth/king/${app!.id}`,
      { decision: "reject", reason: "Too soon" },
      admin,
    );
    expect(decided.type, JSON.stringify(decided)).toBe("ok");
    expect(noticesFor(kimId, from).map((n) => n.kind === "approval" && n.approval)).toEqual([
      { line: "king", id: app!.id, state: "rejected", reason: "Too soon" },
    ]);
  });

  it("a loan under review", async () => {
    const lee = await financialUser(t, "lee@approvals.test", [[...BTC_NETWORK, "0.1"]]);
    const [offer] = (await t.get("/api/loan/config")).message as { id: number }[];
    const applied = await t.form(
      "/api/loan/add",
      { config_id: String(offer!.id), amount: "1500", collateral: "0.05" },
      lee.token,
    );
    expect(applied.message, JSON.stringify(applied)).toMatchObject({ state: "review" });
    const from = told.length;
    expect((await t.form(`/api/admin/loan/loans/${applied.message.id}/approve`, {}, admin)).type).toBe("ok");
    expect(noticesFor(lee.id, from).map((n) => n.kind === "approval" && n.approval)).toEqual([
      { line: "loan", id: applied.message.id, state: "approved", reason: null },
    ]);
  });
});
