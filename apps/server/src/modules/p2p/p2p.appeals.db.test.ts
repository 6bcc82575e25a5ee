import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGES, operatorToken, type TestApp, testApp, upload } from "../../testing/harness.ts";
import { p2pKit } from "../../testing/p2p-kit.ts";

/** Appeals of P2P orders: who may appeal and when, the operator's rulings with their reason, its chat lines. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

const { user, merchant, legal, sellAd } = p2pKit(
  () => t,
  () => admin,
);

describe("appeals", () => {
  async function paidOrder(tag: string) {
    const m = await merchant(`am${tag}@p2p.test`, "100");
    const ad = await t.form("/api/legal_send", sellAd({ total_number: "100", max_number: "100" }), m);
    const buyer = await user(`ab${tag}@p2p.test`, 1);
    const o = await t.form(
      "/api/do_legal_deal",
      { id: String(ad.message.id), value: "51", password: "2580" },
      buyer,
    );
    const id = String(o.message.id);
    const proof = (await upload(t, buyer, IMAGES.png)).message;
    expect((await t.form("/api/user_legal_pay", { id, pay_orders_img: proof }, buyer)).type).toBe("ok");
    return { m, buyer, id, adId: ad.message.id as number };
  }

  it("lets a party appeal a paid order after the wait, and an operator refund it once, audited", async () => {
    const { m, buyer, id, adId } = await paidOrder("1");
    expect(await t.form("/api/fpay", { id, reason: "no money arrived" }, m)).toMatchObject({
      code: "P2P_APPEAL_TOO_EARLY",
    });
    const seen = (await t.get(`/api/legal_deal?id=${id}`, m)).message;
    expect(Date.parse(seen.appeal_after) - Date.parse(seen.paid_at)).toBe(10 * 60_000);
    t.clock.advance(11 * 60_000);
    admin = await operatorToken(t);
    const stranger = await user("as1@p2p.test", 1);
    expect(await t.form("/api/fpay", { id }, stranger)).toMatchObject({ code: "P2P_ORDER_NOT_FOUND" });
    expect((await t.form("/api/fpay", { id, reason: "no money arrived" }, m)).type).toBe("ok");
    expect(await t.form("/api/user_legal_pay_cancel", { id }, buyer)).toMatchObject({
      code: "P2P_ORDER_STATE",
    });
    const listed = (await t.get("/api/admin/p2p/orders?status=appeal", admin)).message;
    const mine = listed.find((o: { id: number }) => String(o.id) === id);
    expect(mine).toMatchObject({ status: "appeal", appeal_reason: "no money arrived", number: "50" });
    expect(mine.events.map((e: { status: string }) => e.status)).toEqual(["unpaid", "paid", "appeal"]);
    expect((await t.json("/api/p2p/chat", { id: Number(id), text: "Here is my receipt" }, buyer)).type).toBe(
      "ok",
    );
    const chat = (await t.get(`/api/admin/p2p/orders/${id}/chat`, admin)).message;
    expect(
      chat.filter((l: { from: string }) => l.from === "buyer").map((l: { body: string }) => l.body),
    ).toEqual(["Here is my receipt"]);
    const ruling = { outcome: "refund", reason: "  No transfer reached the seller's bank account.  " };
    expect(
      await t.form(`/api/admin/p2p/orders/${id}/decide`, ruling, await operatorToken(t, "support")),
    ).toMatchObject({ code: "ADMIN_FORBIDDEN" });
    // a ruling without a reason, or with a reason too short, is refused naming the field; nothing moves
    const refused: Record<string, string>[] = [
      { outcome: "refund" },
      { outcome: "refund", reason: "   no proof   " },
    ];
    for (const body of refused)
      expect(await t.form(`/api/admin/p2p/orders/${id}/decide`, body, admin)).toMatchObject({
        code: "P2P_RULING_REASON",
        field: "reason",
      });
    expect(
      await t.form(
        `/api/admin/p2p/orders/${id}/decide`,
        { outcome: "refund", reason: "x".repeat(501) },
        admin,
      ),
    ).toMatchObject({ field: "reason" });
    expect((await t.get(`/api/legal_deal?id=${id}`, buyer)).message).toMatchObject({
      status: "appeal",
      ruling: null,
    });
    expect((await t.get(`/api/legal_deal_info?id=${adId}`)).message.surplus_number).toBe("50");
    const [first, again] = await Promise.all([
      t.form(`/api/admin/p2p/orders/${id}/decide`, ruling, admin),
      t.form(`/api/admin/p2p/orders/${id}/decide`, ruling, admin),
    ]);
    expect(first.type).toBe("ok");
    expect(again).toEqual(first);
    // both parties read the ruling and its reason on the order
    const reason = "No transfer reached the seller's bank account.";
    for (const party of [buyer, m])
      expect((await t.get(`/api/legal_deal?id=${id}`, party)).message).toMatchObject({
        status: "cancelled",
        cancel_reason: "appeal",
        ruling: { outcome: "refund", reason },
      });
    // the ruling is a system line of the chat, with its reason, for both parties and the console
    for (const party of [buyer, m]) {
      const lines = (await t.get(`/api/p2p/chat?id=${id}`, party)).message.lines;
      expect(lines.filter((l: { status: string | null }) => l.status === "cancelled")).toMatchObject([
        { kind: "system", from: "system", body: reason },
      ]);
    }
    const ruled = (await t.get("/api/admin/p2p/orders?status=cancelled", admin)).message;
    expect(ruled.find((o: { id: number }) => String(o.id) === id).ruling).toMatchObject({
      outcome: "refund",
      reason,
    });
    // each party's notices tell the ruling with its reason
    for (const party of [buyer, m])
      expect(
        (await t.get("/api/p2p/notices", party)).message.filter((n: { kind: string }) =>
          n.kind.startsWith("ruling"),
        ),
      ).toMatchObject([{ kind: "ruling_refund", body: reason }]);
    expect(await legal(buyer)).toEqual({ available: "0", frozen: "0" });
    expect((await t.get(`/api/legal_deal_info?id=${adId}`)).message.surplus_number).toBe("100");
    const audits = await t.db.query<{
      user_id: string | null;
      amount: string;
      currency: string;
      after: { reason: string };
    }>(
      "SELECT user_id::text, trim_scale(amount)::text AS amount, currency, after FROM audit_log WHERE action = 'p2p.order.refund' AND target_id = $1",
      [id],
    );
    expect(audits).toHaveLength(1);
    // the ruling names the party that appealed, the order's coin amount and the operator's reason
    expect(audits[0]).toMatchObject({ amount: "50", currency: "USDT", after: { reason } });
    expect(audits[0]!.user_id).not.toBeNull();
  });

  it("ends an appealed order once when the seller releases as the operator decides", async () => {
    const { m, buyer, id } = await paidOrder("2");
    t.clock.advance(11 * 60_000);
    admin = await operatorToken(t);
    expect((await t.form("/api/fpay", { id, reason: "slow" }, buyer)).type).toBe("ok");
    const [released, decided] = await Promise.all([
      t.form("/api/ipay", { id, password: "2580" }, m),
      t.form(
        `/api/admin/p2p/orders/${id}/decide`,
        { outcome: "refund", reason: "The buyer's transfer never arrived." },
        admin,
      ),
    ]);
    expect([released.type, decided.type].filter((x) => x === "ok")).toHaveLength(1);
    expect((await legal(buyer)).available).toBe(released.type === "ok" ? "50" : "0");
  });

  it("releases an appealed order to the buyer with the operator's reason, as before", async () => {
    const { m, buyer, id } = await paidOrder("3");
    t.clock.advance(11 * 60_000);
    admin = await operatorToken(t);
    expect((await t.form("/api/fpay", { id, reason: "seller is silent" }, buyer)).type).toBe("ok");
    const reason = "The bank statement shows the full payment on time.";
    expect(
      (await t.form(`/api/admin/p2p/orders/${id}/decide`, { outcome: "release", reason }, admin)).type,
    ).toBe("ok");
    expect(await legal(buyer)).toEqual({ available: "50", frozen: "0" });
    for (const party of [buyer, m])
      expect((await t.get(`/api/legal_deal?id=${id}`, party)).message).toMatchObject({
        status: "completed",
        ruling: { outcome: "release", reason },
      });
    const [order] = await t.db.query<{ ruling_reason: string; ruled_by: string; ruled_at: Date | null }>(
      "SELECT ruling_reason, decided_by::text AS ruled_by, ruled_at FROM p2p_orders WHERE id = $1",
      [id],
    );
    expect(order).toMatchObject({ ruling_reason: reason });
    expect(order!.ruled_at).not.toBeNull();
    expect(order!.ruled_by).not.toBeNull();
  });

  it("lets an operator write in an appealed order's chat as the platform, heard by both parties", async () => {
    const { m, buyer, id } = await paidOrder("4");
    const content = "Please upload the bank receipt showing the transfer.";
    // not yet in appeal: operators do not write in it
    expect(await t.json(`/api/admin/p2p/orders/${id}/chat`, { content }, admin)).toMatchObject({
      code: "P2P_ORDER_STATE",
    });
    t.clock.advance(11 * 60_000);
    admin = await operatorToken(t);
    expect((await t.form("/api/fpay", { id, reason: "seller is silent" }, buyer)).type).toBe("ok");
    const pushed: { userId: number; kind: string; order: { id: number; message_id?: number } }[] = [];
    const listen = (n: (typeof pushed)[number]) => pushed.push(n);
    t.app.p2p.events.on("user", listen);
    const support = await operatorToken(t, "support");
    const sent = await t.json(`/api/admin/p2p/orders/${id}/chat`, { content: `  ${content} ` }, support);
    t.app.p2p.events.off("user", listen);
    expect(sent.type).toBe("ok");
    // both parties' sockets hear of the line
    expect(
      pushed.filter((n) => n.kind === "p2p_chat" && n.order.message_id === sent.message.id),
    ).toHaveLength(2);
    for (const party of [buyer, m]) {
      const lines = (await t.get(`/api/p2p/chat?id=${id}`, party)).message.lines;
      expect(lines.filter((l: { from: string }) => l.from === "platform")).toMatchObject([
        { kind: "text", body: content },
      ]);
    }
    const operatorView = (await t.get(`/api/admin/p2p/orders/${id}/chat`, admin)).message;
    expect(operatorView.filter((l: { from: string }) => l.from === "platform")).toHaveLength(1);
    const [audit] = await t.db.query<{ after: { content: string } }>(
      "SELECT after FROM audit_log WHERE action = 'p2p.order.chat' AND target_id = $1",
      [id],
    );
    expect(audit?.after.content).toBe(content);
    // a party cannot write as the platform: not on the console's call, and its own line stays its own
    expect((await t.json(`/api/admin/p2p/orders/${id}/chat`, { content }, buyer)).type).not.toBe("ok");
    await t.json("/api/p2p/chat", { id: Number(id), text: "I am the platform", from: "platform" }, buyer);
    const seen = (await t.get(`/api/p2p/chat?id=${id}`, m)).message.lines;
    expect(seen.filter((l: { from: string }) => l.from === "platform")).toHaveLength(1);
    // an empty line is refused naming the field
    expect(await t.json(`/api/admin/p2p/orders/${id}/chat`, { content: "   " }, admin)).toMatchObject({
      field: "content",
    });
    // once ruled, the order is no longer in appeal: the platform's chat is closed
    const reason = "The seller confirmed the payment in the chat.";
    expect(
      (await t.form(`/api/admin/p2p/orders/${id}/decide`, { outcome: "release", reason }, admin)).type,
    ).toBe("ok");
    expect(await t.json(`/api/admin/p2p/orders/${id}/chat`, { content }, admin)).toMatchObject({
      code: "P2P_ORDER_STATE",
    });
  });
});
