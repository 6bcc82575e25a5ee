import { SupportInbox, SupportSaved, SupportStatusChanged } from "@bourse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserNotice } from "../../socket/gateway.ts";
import { expectAnswer } from "../../testing/answers.ts";
import { IMAGES, operatorToken, signUp, type TestApp, testApp, upload } from "../../testing/harness.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

const idOf = async (email: string) =>
  Number((await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [email]))[0]!.id);
const conversationOf = async (email: string) =>
  Number(
    (
      await t.db.query<{ id: number }>(
        "SELECT c.id FROM support_conversations c JOIN users u ON u.id = c.user_id WHERE u.email = $1",
        [email],
      )
    )[0]!.id,
  );

describe("the support chat", () => {
  it("carries a user's lines to operators and their answers back, with read marks on both sides", async () => {
    const ann = await signUp(t, "ann@support.example");
    const notices: UserNotice[] = [];
    const listen = (n: UserNotice) => notices.push(n);
    t.app.support.events.on("user", listen);

    // before the first line: an empty thread
    expect((await t.get("/api/support/chat", ann)).message).toEqual({
      status: null,
      lines: [],
      read_by_support: 0,
      has_more: false,
    });
    const first = await t.form("/api/support/chat", { text: "  My deposit has not arrived  " }, ann);
    expect(first.type).toBe("ok");
    const picture = (await upload(t, ann, IMAGES.png)).message as string;
    expect((await t.json("/api/support/chat", { image: picture }, ann)).type).toBe("ok");

    // the inbox: one conversation, two unread lines, waiting since the first
    const inboxAnswer = await t.get("/api/admin/support/conversations", admin);
    expectAnswer(SupportInbox, inboxAnswer);
    const inbox = inboxAnswer.message;
    expect(inbox.unread_conversations).toBe(1);
    expect(inbox.data[0]).toMatchObject({
      user_id: await idOf("ann@support.example"),
      account: "ann@support.example",
      kyc_level: 0,
      status: "open",
      unread: 2,
      waiting_since: "2026-01-05T08:00:00.000Z",
      last_text: "",
    });
    const id = inbox.data[0].id as number;

    // the user's lines are not read yet
    expect((await t.get("/api/support/chat", ann)).message.read_by_support).toBe(0);

    // an operator opens it: the user's lines are read, and the user hears it
    const opened = (await t.get(`/api/admin/support/conversations/${id}`, admin)).message;
    expect(opened.user).toMatchObject({ account: "ann@support.example", kyc_level: 0 });
    expect(
      opened.lines.map((l: { from: string; kind: string; body: string }) => [l.from, l.kind, l.body]),
    ).toEqual([
      ["user", "text", "My deposit has not arrived"],
      ["user", "image", ""],
    ]);
    expect(opened.lines[1].image).toBe(picture);
    const mine = (await t.get("/api/support/chat", ann)).message;
    expect(mine.read_by_support).toBe(mine.lines[1].id);
    expect(notices.at(-1)).toMatchObject({
      userId: await idOf("ann@support.example"),
      kind: "support_chat",
      chat: { read_by_support: mine.lines[1].id },
    });
    expect((await t.get("/api/admin/support/conversations", admin)).message.data[0].unread).toBe(0);

    // the operator answers with text and a picture uploaded for the conversation
    const sent = await t.form(
      `/api/admin/support/conversations/${id}/reply`,
      { text: "Checking it now" },
      admin,
    );
    expect(sent.type).toBe("ok");
    expectAnswer(SupportSaved, sent);
    expect(notices.at(-1)).toMatchObject({ kind: "support_chat", chat: { message_id: sent.message.id } });
    const screenshot = (
      await upload(t, admin, IMAGES.jpg, "a.jpg", "file", `/api/admin/support/conversations/${id}/upload`)
    ).message as string;
    expect(screenshot).toMatch(/^\/api\/files\/[0-9a-f]{32}\.jpg$/);
    expect(
      (await t.json(`/api/admin/support/conversations/${id}/reply`, { image: screenshot }, admin)).type,
    ).toBe("ok");
    // the user reads the operator's picture; another user does not
    const bob = await signUp(t, "bob@support.example");
    const name = screenshot.split("/").pop();
    expect(
      (await t.raw({ method: "GET", url: `/api/files/${name}`, headers: { authorization: ann } })).statusCode,
    ).toBe(200);
    expect(
      (await t.raw({ method: "GET", url: `/api/files/${name}`, headers: { authorization: bob } })).statusCode,
    ).toBe(404);

    // the user's unread count, then the thread (which marks it read)
    expect((await t.get("/api/support/unread", ann)).message).toEqual({ unread: 2 });
    const thread = (await t.get("/api/support/chat", ann)).message;
    expect(thread.lines.map((l: { from: string }) => l.from)).toEqual(["me", "me", "support", "support"]);
    expect((await t.get("/api/support/unread", ann)).message).toEqual({ unread: 0 });
    const seen = (await t.get(`/api/admin/support/conversations/${id}`, admin)).message;
    expect(seen.read_by_user).toBe(seen.lines.at(-1).id);
    // support spoke last: nobody waits
    expect(seen.waiting_since).toBeNull();
    t.app.support.events.off("user", listen);
  });

  it("keeps each user to their own conversation", async () => {
    const cat = await signUp(t, "cat@support.example");
    const dan = await signUp(t, "dan@support.example");
    expect((await t.form("/api/support/chat", { text: "Cat's secret question" }, cat)).type).toBe("ok");
    // Dan's calls name no conversation: Dan sees only his own, empty one
    expect((await t.get("/api/support/chat", dan)).message.lines).toEqual([]);
    // ids in the body or query are not read
    const catId = await conversationOf("cat@support.example");
    expect(
      (await t.get(`/api/support/chat?id=${catId}&user_id=${await idOf("cat@support.example")}`, dan)).message
        .lines,
    ).toEqual([]);
    // another user's upload cannot be sent as one's own picture
    const catsPicture = (await upload(t, cat, IMAGES.png)).message;
    expect(await t.json("/api/support/chat", { image: catsPicture }, dan)).toMatchObject({
      type: "error",
      field: "image",
    });
    // guests are asked to log in
    expect((await t.get("/api/support/chat")).type).toBe(999);
    // users cannot reach the console's calls
    expect((await t.get(`/api/admin/support/conversations/${catId}`, dan)).type).toBe(999);
  });

  it("bounds what a line carries", async () => {
    const eve = await signUp(t, "eve@support.example");
    expect(await t.form("/api/support/chat", { text: "   " }, eve)).toMatchObject({
      type: "error",
      code: "SUPPORT_MESSAGE_EMPTY",
      message: "text: write a message or attach a picture",
    });
    expect(await t.form("/api/support/chat", { text: "x".repeat(1001) }, eve)).toMatchObject({
      type: "error",
      field: "text",
    });
    expect((await t.form("/api/support/chat", { text: "x".repeat(1000) }, eve)).type).toBe("ok");
    // the empty-line refusal in the user's language
    expect(await t.form("/api/support/chat", { text: "", lang: "de" }, eve)).toMatchObject({
      message: "text: Schreiben Sie eine Nachricht oder hängen Sie ein Bild an",
    });
  });

  it("sends canned replies in the user's language, in English when it has none", async () => {
    const support = await operatorToken(t, "support");
    const reviewer = await operatorToken(t, "reviewer");
    const saved = await t.json(
      "/api/admin/support/canned",
      {
        title: "Deposit delay",
        texts: { en: "Deposits need 12 confirmations.", jp: "入金には12回の承認が必要です。" },
      },
      admin,
    );
    expect(saved.type).toBe("ok");
    expectAnswer(SupportSaved, saved);
    const canned = saved.message.id as number;
    // support answers with canned replies but does not edit them; reviewers do not answer
    expect(
      (await t.json("/api/admin/support/canned", { title: "x", texts: { en: "y" } }, support)).code,
    ).toBe("ADMIN_FORBIDDEN");
    expect((await t.get("/api/admin/support/conversations", reviewer)).code).toBe("ADMIN_FORBIDDEN");
    // English is required
    expect(
      await t.json("/api/admin/support/canned", { title: "No English", texts: { jp: "はい" } }, admin),
    ).toMatchObject({
      type: "error",
      field: "texts.en",
    });
    expect((await t.get("/api/admin/support/canned", support)).message).toContainEqual(
      expect.objectContaining({
        id: canned,
        title: "Deposit delay",
        texts: { en: "Deposits need 12 confirmations.", jp: "入金には12回の承認が必要です。" },
      }),
    );

    const jp = await signUp(t, "jp@support.example");
    const fr = await signUp(t, "fr@support.example");
    expect((await t.form("/api/support/chat", { text: "入金が反映されません", lang: "jp" }, jp)).type).toBe(
      "ok",
    );
    expect((await t.form("/api/support/chat", { text: "Mon dépôt ?", lang: "fra" }, fr)).type).toBe("ok");
    const jpId = await conversationOf("jp@support.example");
    const frId = await conversationOf("fr@support.example");
    for (const id of [jpId, frId])
      expect(
        (await t.form(`/api/admin/support/conversations/${id}/reply`, { canned_id: String(canned) }, support))
          .type,
      ).toBe("ok");
    expect((await t.get("/api/support/chat", jp)).message.lines.at(-1).body).toBe(
      "入金には12回の承認が必要です。",
    );
    expect((await t.get("/api/support/chat", fr)).message.lines.at(-1).body).toBe(
      "Deposits need 12 confirmations.",
    );

    // an unknown or removed canned reply is refused by name
    expect((await t.form(`/api/admin/support/canned/${canned}/remove`, {}, admin)).type).toBe("ok");
    expect(
      await t.form(`/api/admin/support/conversations/${jpId}/reply`, { canned_id: String(canned) }, support),
    ).toMatchObject({ code: "SUPPORT_CANNED_NOT_FOUND", field: "canned_id" });
    // every change of a canned reply is audited
    const audited = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target_type = 'support_canned_reply' AND target_id = $1 ORDER BY id",
      [String(canned)],
    );
    expect(audited.map((a) => a.action)).toEqual(["support.canned.add", "support.canned.remove"]);
  });

  it("closes and reopens conversations; a user's line reopens a closed one", async () => {
    const fay = await signUp(t, "fay@support.example");
    expect((await t.form("/api/support/chat", { text: "Hello?" }, fay)).type).toBe("ok");
    const id = await conversationOf("fay@support.example");
    const closing = await t.form(`/api/admin/support/conversations/${id}/close`, {}, admin);
    expectAnswer(SupportStatusChanged, closing);
    expect(closing.message).toEqual({
      status: "closed",
    });
    expect(
      await t.form(`/api/admin/support/conversations/${id}/reply`, { text: "late" }, admin),
    ).toMatchObject({
      code: "SUPPORT_CONVERSATION_CLOSED",
    });
    const closed = (await t.get("/api/support/chat", fay)).message;
    expect(closed.status).toBe("closed");
    expect(closed.lines.at(-1)).toMatchObject({ kind: "system", event: "closed" });
    expect(
      (await t.get("/api/admin/support/conversations?status=closed", admin)).message.data.map(
        (c: { id: number }) => c.id,
      ),
    ).toContain(id);

    expect((await t.form("/api/support/chat", { text: "One more thing" }, fay)).type).toBe("ok");
    const reopened = (await t.get("/api/support/chat", fay)).message;
    expect(reopened.status).toBe("open");
    expect(
      reopened.lines.slice(-2).map((l: { kind: string; event: string | null }) => l.event ?? l.kind),
    ).toEqual(["reopened", "text"]);
    expect((await t.form(`/api/admin/support/conversations/${id}/close`, {}, admin)).type).toBe("ok");
    expect((await t.form(`/api/admin/support/conversations/${id}/reopen`, {}, admin)).message).toEqual({
      status: "open",
    });
    expect(await t.form("/api/admin/support/conversations/999999/close", {}, admin)).toMatchObject({
      code: "SUPPORT_CONVERSATION_NOT_FOUND",
    });
  });

  it("pages back through a long thread", async () => {
    const gus = await signUp(t, "gus@support.example");
    for (let i = 1; i <= 5; i++)
      expect((await t.form("/api/support/chat", { text: `line ${i}` }, gus)).type).toBe("ok");
    const last = (await t.get("/api/support/chat?limit=2", gus)).message;
    expect(last.lines.map((l: { body: string }) => l.body)).toEqual(["line 4", "line 5"]);
    expect(last.has_more).toBe(true);
    const before = (await t.get(`/api/support/chat?limit=10&before=${last.lines[0].id}`, gus)).message;
    expect(before.lines.map((l: { body: string }) => l.body)).toEqual(["line 1", "line 2", "line 3"]);
    expect(before.has_more).toBe(false);
  });
});

describe("the support chat's limits", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await testApp({ accountRateLimit: 10 });
  });
  afterAll(() => limited.close());

  it("holds a user to a conversation's pace", async () => {
    const hal = await signUp(limited, "hal@support.example");
    const ivy = await signUp(limited, "ivy@support.example");
    for (let i = 0; i < 30; i++)
      expect(
        (await limited.form("/api/support/chat", { text: `ping ${i}` }, hal)).type,
        `line ${i + 1}`,
      ).toBe("ok");
    expect(await limited.form("/api/support/chat", { text: "ping" }, hal)).toMatchObject({
      type: "error",
      code: "REQUEST_TOO_MANY",
      message: "Too many requests, please try again in 60 s",
    });
    // another user's budget is their own, and the window passes
    expect((await limited.form("/api/support/chat", { text: "hello" }, ivy)).type).toBe("ok");
    limited.clock.advance(60_000);
    expect((await limited.form("/api/support/chat", { text: "ping again" }, hal)).type).toBe("ok");
  });
});
