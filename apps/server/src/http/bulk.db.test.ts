import { BulkDecisionResult } from "@bourse/contract";
import { tronAddress } from "@bourse/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAnswer } from "../testing/answers.ts";
import {
  bindMobile,
  IMAGES,
  latestCode,
  operatorToken,
  signUp,
  type TestApp,
  testApp,
  upload,
} from "../testing/harness.ts";

let t: TestApp;
let admin: string;
let reviewer: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
  reviewer = await operatorToken(t, "reviewer");
});
afterAll(() => t.close());

const USDT = 3;
const audit = (action: string) =>
  t.db.query<{ target_id: string | null; after: Record<string, unknown> }>(
    "SELECT target_id, after FROM audit_log WHERE action = $1 ORDER BY id",
    [action],
  );
const userIdOf = async (email: string) =>
  (await t.db.query<{ id: number }>("SELECT id::int AS id FROM users WHERE email = $1", [email]))[0]!.id;

async function kycApplication(email: string, mobile: string): Promise<number> {
  const token = await signUp(t, email);
  await bindMobile(t, token, mobile);
  const front_pic = (await upload(t, token, IMAGES.jpg)).message;
  const reverse_pic = (await upload(t, token, IMAGES.png)).message;
  const body = {
    type: "1",
    name: "Bulk Person",
    doc_type: "passport",
    card_id: `p${mobile}`,
    nationality: "gb",
  };
  expect((await t.form("/api/user/real", { ...body, front_pic, reverse_pic }, token)).type).toBe("ok");
  const [row] = await t.db.query<{ id: number }>(
    "SELECT k.id::int AS id FROM kyc_applications k JOIN users u ON u.id = k.user_id WHERE u.email = $1",
    [email],
  );
  return row!.id;
}

async function depositClaim(token: string, amount: string): Promise<number> {
  const voucher = (await upload(t, token, IMAGES.png)).message;
  const claim = await t.form(
    "/api/wallet/charge_req",
    { currency: "3", network: "4", amount, voucher },
    token,
  );
  expect(claim.type).toBe("ok");
  return claim.message.id;
}

describe("bulk decisions on the review queues", () => {
  it("KYC: rejects many with one reason; one already decided is refused and the others stand", async () => {
    const ids = [
      await kycApplication("bulk-k1@bourse.test", "7700200001"),
      await kycApplication("bulk-k2@bourse.test", "7700200002"),
      await kycApplication("bulk-k3@bourse.test", "7700200003"),
    ];
    expect((await t.form(`/api/admin/kyc/${ids[1]}/approve`, {}, reviewer)).type).toBe("ok");
    const res = await t.json(
      "/api/admin/kyc/bulk",
      { ids: [...ids, 999_999], action: "reject", reason: "Blurred photo" },
      reviewer,
    );
    expectAnswer(BulkDecisionResult, res);
    expect(res.message.decided).toBe(2);
    expect(res.message.failed).toBe(2);
    expect(res.message.results.map((r: { id: number; ok: boolean }) => [r.id, r.ok])).toEqual([
      [ids[0], true],
      [ids[1], false],
      [ids[2], true],
      [999_999, false],
    ]);
    expect(res.message.results[1]).toMatchObject({ code: "KYC_NOT_IN_REVIEW" });
    expect(res.message.results[1].message).toEqual(expect.any(String));
    const states = await t.db.query<{ id: number; state: string; reject_reason: string | null }>(
      "SELECT id::int AS id, state, reject_reason FROM kyc_applications WHERE id = ANY($1) ORDER BY id",
      [ids],
    );
    expect(states).toEqual([
      { id: ids[0], state: "rejected", reject_reason: "Blurred photo" },
      { id: ids[1], state: "approved", reject_reason: null },
      { id: ids[2], state: "rejected", reject_reason: "Blurred photo" },
    ]);
    // each decision audited as the single decision is, and the call once
    const rejects = await audit("kyc.reject");
    expect(rejects.map((r) => Number(r.target_id))).toEqual([ids[0], ids[2]]);
    const [bulk] = await audit("kyc.bulk");
    expect(bulk?.after).toMatchObject({
      action: "reject",
      reason: "Blurred photo",
      decided: [ids[0], ids[2]],
    });
  });

  it("KYC: a rejection needs its reason; more than 100 ids and other roles are refused", async () => {
    const id = await kycApplication("bulk-k4@bourse.test", "7700200004");
    expect(await t.json("/api/admin/kyc/bulk", { ids: [id], action: "reject" }, reviewer)).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "reason",
    });
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(
      await t.json("/api/admin/kyc/bulk", { ids: many, action: "reject", reason: "x" }, reviewer),
    ).toMatchObject({ code: "REQUEST_INVALID_FIELD", field: "ids" });
    const support = await operatorToken(t, "support");
    expect(await t.json("/api/admin/kyc/bulk", { ids: [id], action: "approve" }, support)).toMatchObject({
      code: "ADMIN_FORBIDDEN",
    });
    const approved = await t.json(
      "/api/admin/kyc/bulk",
      { ids: [id], action: "approve", note: "ok" },
      reviewer,
    );
    expect(approved.message).toMatchObject({ decided: 1, failed: 0 });
    expect((await audit("kyc.approve")).map((r) => Number(r.target_id))).toContain(id);
  });

  it("deposits: credits each claimed amount through the money path, once; a repeat is refused", async () => {
    const token = await signUp(t, "bulk-d@bourse.test");
    const user = await userIdOf("bulk-d@bourse.test");
    const ids = [await depositClaim(token, "10.5"), await depositClaim(token, "1.000001")];
    const rejected = await depositClaim(token, "7");
    const res = await t.json(
      "/api/admin/deposits/bulk",
      { ids, action: "approve", note: "bank batch 12" },
      admin,
    );
    expect(res.message).toMatchObject({ decided: 2, failed: 0 });
    const again = await t.json(
      "/api/admin/deposits/bulk",
      { ids: [ids[0], rejected], action: "reject", reason: "dup" },
      admin,
    );
    expect(again.message.results).toEqual([
      expect.objectContaining({ id: ids[0], ok: false, code: "WALLET_REQUEST_CLOSED" }),
      { id: rejected, ok: true },
    ]);
    const [balance] = await t.db.query<{ amount: string }>(
      "SELECT amount::text AS amount FROM ledger_balances WHERE account LIKE $1 AND currency_id = $2",
      [`%${user}%change%`, USDT],
    );
    expect(Number(balance?.amount)).toBeCloseTo(11.500001, 6);
    expect((await audit("deposit.approve")).map((r) => Number(r.target_id))).toEqual(
      expect.arrayContaining(ids),
    );
    expect((await audit("deposit.reject")).map((r) => Number(r.target_id))).toEqual([rejected]);
    const bulks = await audit("deposit.bulk");
    expect(bulks[0]?.after).toMatchObject({ action: "approve", note: "bank batch 12", decided: ids });
    expect(bulks[1]?.after).toMatchObject({
      action: "reject",
      failed: [{ id: ids[0], code: "WALLET_REQUEST_CLOSED" }],
    });
  });

  it("withdrawals: rejects with one reason (the hold is given back); an off-chain approval needs its txid", async () => {
    const email = "bulk-w@bourse.test";
    const token = await signUp(t, email);
    const user = await userIdOf(email);
    const claim = await depositClaim(token, "100");
    expect((await t.form(`/api/admin/deposits/${claim}/approve`, {}, admin)).type).toBe("ok");
    await t.db.query("UPDATE users SET kyc_level = 1 WHERE id = $1", [user]);
    await t.form("/api/sms_mail", { scene: "security" }, token);
    const code = await latestCode(t, email);
    await t.form("/api/safe/update_password", { password: "2580", re_password: "2580", code }, token);
    t.clock.advance(24 * 3600_000 + 1000);
    admin = await operatorToken(t);
    await t.form(
      "/api/user/wallet/save",
      {
        currency: "3",
        network: "4",
        name: "cold",
        address: tronAddress(new TextEncoder().encode("bulk-w-address-00001")),
      },
      token,
    );
    const address = String((await t.get("/api/user/wallet/list", token)).message.data[0].id);
    const out = async (number: string) => {
      const res = await t.form(
        "/api/wallet/out",
        { currency: "3", number, address_id: address, pay_password: "2580" },
        token,
      );
      expect(res.type, JSON.stringify(res)).toBe("ok");
      return res.message.id as number;
    };
    const ids = [await out("20"), await out("30")];
    const approve = await t.json("/api/admin/withdrawals/bulk", { ids: [ids[0]], action: "approve" }, admin);
    expect(approve.message.results[0]).toMatchObject({ ok: false, code: "WALLET_TXID_REQUIRED" });
    const reject = await t.json(
      "/api/admin/withdrawals/bulk",
      { ids, action: "reject", reason: "Address on hold" },
      admin,
    );
    expect(reject.message).toMatchObject({ decided: 2, failed: 0 });
    const rows = await t.db.query<{ state: string; reject_reason: string }>(
      "SELECT state, reject_reason FROM withdrawal_requests WHERE id = ANY($1)",
      [ids],
    );
    expect(rows.every((r) => r.state === "rejected" && r.reject_reason === "Address on hold")).toBe(true);
    const holds = await t.db.query(
      "SELECT 1 FROM ledger_holds h JOIN withdrawal_requests w ON w.hold_id = h.id WHERE w.id = ANY($1) AND h.state = 'open'",
      [ids],
    );
    expect(holds).toEqual([]);
  });
});
