import { channels, type UserMessage } from "@bourse/contract/realtime";
import Fastify from "fastify";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthGuard, createKycGuard } from "../../http/auth.ts";
import {
  bindMobile,
  IMAGES,
  operatorToken,
  signUp,
  type TestApp,
  testApp,
  upload,
} from "../../testing/harness.ts";

let t: TestApp;
let reviewer: string;
beforeAll(async () => {
  t = await testApp();
  reviewer = await operatorToken(t, "reviewer");
});
afterAll(() => t.close());

async function levelOneBody(token: string) {
  const front_pic = (await upload(t, token, IMAGES.jpg)).message;
  const reverse_pic = (await upload(t, token, IMAGES.png)).message;
  return {
    type: "1",
    name: "Ada Lovelace",
    doc_type: "passport",
    card_id: "p1234567",
    nationality: "gb",
    front_pic,
    reverse_pic,
  };
}

const state = async (token: string) => (await t.get("/api/real/state", token)).message;
const queued = async (email: string) => {
  const rows = (await t.get("/api/admin/kyc?state=review&limit=100", reviewer)).message.data;
  return rows.find((r: { account: string }) => r.account === email);
};

describe("KYC level 1", () => {
  it("needs email and mobile bound, valid fields and the user's own pictures", async () => {
    const token = await signUp(t, "kyc1@bourse.test");
    const body = await levelOneBody(token);
    expect(await t.form("/api/user/real", body, token)).toMatchObject({ code: "KYC_CONTACTS_REQUIRED" });
    await bindMobile(t, token, "7700100001");
    expect(await t.form("/api/user/real", { ...body, name: "" }, token)).toMatchObject({
      code: "KYC_INVALID_NAME",
    });
    expect(await t.form("/api/user/real", { ...body, doc_type: "library_card" }, token)).toMatchObject({
      code: "KYC_INVALID_DOC_TYPE",
    });
    expect(await t.form("/api/user/real", { ...body, card_id: "x" }, token)).toMatchObject({
      code: "KYC_INVALID_DOC_NUMBER",
    });
    expect(await t.form("/api/user/real", { ...body, reverse_pic: "" }, token)).toMatchObject({
      message: "Please upload the back of the document",
    });
    const stranger = await signUp(t, "kyc1-stranger@bourse.test");
    const theirs = (await upload(t, stranger, IMAGES.png)).message;
    expect(await t.form("/api/user/real", { ...body, front_pic: theirs }, token)).toMatchObject({
      code: "KYC_MISSING_PICTURE",
    });
    expect((await state(token)).level1.state).toBe("none");
  });

  it("goes none → review → rejected → review → certified, and never skips or repeats", async () => {
    const token = await signUp(t, "kyc2@bourse.test");
    await bindMobile(t, token, "7700100002");
    const body = await levelOneBody(token);
    expect(await t.form("/api/user/real", body, token)).toMatchObject({ type: "ok" });
    expect(await state(token)).toMatchObject({ kyc_level: 0, real_state: 1, level1: { state: "review" } });
    expect(await t.form("/api/user/real", body, token)).toMatchObject({ code: "KYC_ALREADY_IN_REVIEW" });
    expect(await t.form("/api/user/real", { type: "2" }, token)).toMatchObject({
      code: "KYC_LEVEL1_REQUIRED",
    });

    const first = await queued("kyc2@bourse.test");
    expect(first).toMatchObject({
      level: 1,
      state: "review",
      name: "Ada Lovelace",
      doc_number: "P1234567",
      nationality: "GB",
    });
    expect(await t.form(`/api/admin/kyc/${first.id}/reject`, { reason: "" }, reviewer)).toMatchObject({
      code: "KYC_REJECT_REASON_REQUIRED",
    });
    expect(
      await t.form(`/api/admin/kyc/${first.id}/reject`, { reason: "Photo is blurred" }, reviewer),
    ).toMatchObject({ type: "ok" });
    expect(await state(token)).toMatchObject({
      real_state: 3,
      level1: { state: "rejected", reject_reason: "Photo is blurred" },
    });
    expect(await t.form(`/api/admin/kyc/${first.id}/approve`, {}, reviewer)).toMatchObject({
      code: "KYC_NOT_IN_REVIEW",
    });

    expect(await t.form("/api/user/real", body, token)).toMatchObject({ type: "ok" });
    const second = await queued("kyc2@bourse.test");
    expect(await t.form(`/api/admin/kyc/${second.id}/approve`, {}, reviewer)).toMatchObject({ type: "ok" });
    expect(await state(token)).toMatchObject({ kyc_level: 1, real_state: 2, level1: { state: "certified" } });
    expect((await t.get("/api/user/info", token)).message).toMatchObject({ kyc_level: 1, real_state: 2 });
    expect(await t.form("/api/user/real", body, token)).toMatchObject({ code: "KYC_ALREADY_CERTIFIED" });

    const audit = (await t.get("/api/admin/audit?target_type=kyc_application", await operatorToken(t)))
      .message.data;
    const actions = audit.map((a: { action: string }) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["kyc.reject", "kyc.approve"]));
    expect(audit.find((a: { action: string }) => a.action === "kyc.reject")).toMatchObject({
      before: { state: "review" },
      after: { state: "rejected", reject_reason: "Photo is blurred" },
    });
  });

  it("level 2 takes the hand-held photo and an emergency contact once level 1 is certified", async () => {
    const token = await signUp(t, "kyc3@bourse.test");
    await bindMobile(t, token, "7700100003");
    await t.form("/api/user/real", await levelOneBody(token), token);
    await t.form(`/api/admin/kyc/${(await queued("kyc3@bourse.test")).id}/approve`, {}, reviewer);
    const hand_pic = (await upload(t, token, IMAGES.jpg)).message;
    const body = {
      type: "2",
      hand_pic,
      relatives: "Byron",
      relationship: "parent",
      relatives_phone: "+44 7700 100009",
      relatives_address: "London",
    };
    expect(await t.form("/api/user/real", { ...body, relatives_phone: "call me" }, token)).toMatchObject({
      code: "KYC_INVALID_RELATIVE",
    });
    expect(await t.form("/api/user/real", body, token)).toMatchObject({ type: "ok" });
    const app = await queued("kyc3@bourse.test");
    expect(app).toMatchObject({ level: 2, relatives_phone: "+447700100009" });
    await t.form(`/api/admin/kyc/${app.id}/approve`, {}, reviewer);
    expect(await state(token)).toMatchObject({ kyc_level: 2, level2: { state: "certified" } });
  });

  it("keeps review to reviewers and admins, and each user's state to that user", async () => {
    const support = await operatorToken(t, "support");
    expect(await t.get("/api/admin/kyc", support)).toMatchObject({ code: "ADMIN_FORBIDDEN" });
    const user = await signUp(t, "kyc4@bourse.test");
    expect((await t.get("/api/admin/kyc", user)).type).toBe(999);
    expect((await state(user)).level1.state).toBe("none");
  });
});

describe("a decision reaches the user at once", () => {
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const s of sockets) s.close();
  });
  /** A socket signed in with `token`, and the messages of its user channel. */
  async function follow(address: string, token: string) {
    const socket = connect(address, { path: "/socket.io", transports: ["websocket"] });
    sockets.push(socket);
    await new Promise((r) => socket.once("hello", r));
    const heard: UserMessage[] = [];
    socket.on("user", (m: UserMessage) => heard.push(m));
    expect(await socket.emitWithAck("auth", token)).toMatchObject({ ok: true });
    return heard;
  }
  const until = async (check: () => boolean) => {
    const end = Date.now() + 5000;
    while (!check()) {
      if (Date.now() > end) throw new Error("timed out");
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const kycOf = (heard: UserMessage[]) => heard.filter((m) => m.kind === "kyc");

  it("rejecting and approving each tell the user's channel (and their demo account's), committed, and nobody else's", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const token = await signUp(t, "kyc-live@bourse.test");
    const other = await signUp(t, "kyc-live-other@bourse.test");
    const userId = (await t.get("/api/user/info", token)).message.id as number;
    // a second session of the same person acting as their demo account follows the demo channel
    const demoSession = (
      await t.form("/api/user/login", {
        user_string: "kyc-live@bourse.test",
        password: "secret123",
        type: "email",
      })
    ).message as string;
    const demoId = (await t.form("/api/user/demo_account", {}, demoSession)).message.user_id as number;
    await t.form("/api/user/change_account", { account: "demo" }, demoSession);
    const mine = await follow(address, token);
    const demo = await follow(address, demoSession);
    const theirs = await follow(address, other);

    await bindMobile(t, token, "7700100005");
    await bindMobile(t, other, "7700100006");
    await t.form("/api/user/real", await levelOneBody(token), token);
    await t.form("/api/user/real", await levelOneBody(other), other);
    const first = await queued("kyc-live@bourse.test");
    expect(
      await t.form(`/api/admin/kyc/${first.id}/reject`, { reason: "  Photo is blurred " }, reviewer),
    ).toMatchObject({ type: "ok" });
    await until(() => kycOf(mine).length === 1 && kycOf(demo).length === 1);
    expect(kycOf(mine)[0]).toMatchObject({
      channel: channels.user(userId),
      account: "real",
      kind: "kyc",
      kyc: { level: 1, state: "rejected", reason: "Photo is blurred" },
    });
    expect(kycOf(demo)[0]).toMatchObject({
      channel: channels.user(demoId),
      account: "demo",
      kyc: { level: 1, state: "rejected", reason: "Photo is blurred" },
    });

    await t.form("/api/user/real", await levelOneBody(token), token);
    const second = await queued("kyc-live@bourse.test");
    // what the message announces is already what the user's state reads
    let stateWhenHeard: unknown;
    const socket = sockets[0]!;
    socket.once("user", () => {
      void state(token).then((s) => {
        stateWhenHeard = s;
      });
    });
    expect(await t.form(`/api/admin/kyc/${second.id}/approve`, {}, reviewer)).toMatchObject({ type: "ok" });
    await until(() => kycOf(mine).length === 2 && kycOf(demo).length === 2 && stateWhenHeard !== undefined);
    expect(kycOf(mine)[1]).toMatchObject({ kyc: { level: 1, state: "certified", reason: null } });
    expect(kycOf(demo)[1]).toMatchObject({ kyc: { level: 1, state: "certified", reason: null } });
    expect(stateWhenHeard).toMatchObject({ kyc_level: 1, level1: { state: "certified" } });
    // the sequence numbers of each channel follow on without a gap
    expect(mine.map((m) => m.seq)).toEqual(mine.map((_, i) => i + 1));

    // a refused decision tells nobody; the other user heard nothing of all this
    expect(await t.form(`/api/admin/kyc/${second.id}/approve`, {}, reviewer)).toMatchObject({
      code: "KYC_NOT_IN_REVIEW",
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(kycOf(mine)).toHaveLength(2);
    expect(theirs).toEqual([]);
  });
});

describe("the 998 guard", () => {
  it("answers 998 until the user's verified level reaches the route's", async () => {
    const token = await signUp(t, "guard@bourse.test");
    const userId = (await t.get("/api/user/info", token)).message.id;
    let level = 0;
    const app = Fastify();
    app.decorate(
      "authenticate",
      createAuthGuard(async () => ({ id: userId, sessionId: 1 })),
    );
    app.decorate(
      "requireKyc",
      createKycGuard(async () => level),
    );
    app.get("/needs-kyc", { preHandler: [app.authenticate, app.requireKyc(1)] }, async () => ({
      type: "ok",
      message: "in",
    }));
    const call = () =>
      app
        .inject({ method: "GET", url: "/needs-kyc", headers: { authorization: token } })
        .then((r) => r.json());
    expect(await call()).toMatchObject({
      type: 998,
      message: "Please complete real-name verification first",
    });
    level = 1;
    expect(await call()).toEqual({ type: "ok", message: "in" });
    await app.close();
  });
});
