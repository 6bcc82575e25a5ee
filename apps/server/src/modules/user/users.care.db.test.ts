import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorToken, signUp, type TestApp, testApp } from "../../testing/harness.ts";

let t: TestApp;
let admin: string;
let alice: number;

const userId = async (email: string) =>
  Number((await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [email]))[0]?.id);
const audit = (action: string, user: number) =>
  t.db.query<{ before: unknown; after: Record<string, unknown>; user_id: string }>(
    "SELECT before, after, user_id FROM audit_log WHERE action = $1 AND user_id = $2 ORDER BY id",
    [action, user],
  );

beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
  await signUp(t, "care-alice@example.com");
  alice = await userId("care-alice@example.com");
});
afterAll(() => t.close());

describe("notes on a user", () => {
  it("keeps each note with its operator, newest first, audited, and never for a reviewer to write", async () => {
    expect((await t.get(`/api/admin/users/${alice}/notes`, admin)).message).toEqual([]);
    await t.form(`/api/admin/users/${alice}/notes`, { body: "Called about a late deposit" }, admin);
    const added = await t.form(`/api/admin/users/${alice}/notes`, { body: "Asked for a statement" }, admin);
    expect(added.type).toBe("ok");
    expect(added.message.map((n: { body: string }) => n.body)).toEqual([
      "Asked for a statement",
      "Called about a late deposit",
    ]);
    expect(added.message[0]).toMatchObject({ operator: "admin" });
    expect(await audit("user.note", alice)).toHaveLength(2);

    const reviewer = await operatorToken(t, "reviewer");
    expect((await t.get(`/api/admin/users/${alice}/notes`, reviewer)).message).toHaveLength(2);
    const refused = await t.form(`/api/admin/users/${alice}/notes`, { body: "x" }, reviewer);
    expect(refused.type).toBe("error");
    expect((await t.get(`/api/admin/users/${alice}/notes`, admin)).message).toHaveLength(2);
  });

  it("refuses an empty note by field, and an unknown user", async () => {
    expect(await t.form(`/api/admin/users/${alice}/notes`, { body: "   " }, admin)).toMatchObject({
      type: "error",
      message: "Write the note",
    });
    expect(await t.form(`/api/admin/users/${alice}/notes`, {}, admin)).toMatchObject({
      type: "error",
      field: "body",
    });
    const unknown = await t.form("/api/admin/users/987654/notes", { body: "x" }, admin);
    expect(unknown).toMatchObject({ type: "error", message: "User not found" });
  });
});

describe("tags", () => {
  it("replaces the set, lower-cased and without repeats, shows it on the user and finds users by it", async () => {
    const set = await t.form(`/api/admin/users/${alice}/tags`, { tags: "VIP, market-maker, vip" }, admin);
    expect(set).toMatchObject({ type: "ok", message: ["market-maker", "vip"] });
    expect((await t.get(`/api/admin/users/${alice}`, admin)).message.user.tags).toEqual([
      "market-maker",
      "vip",
    ]);
    const found = await t.get("/api/admin/users?tag=VIP", admin);
    expect(found.message.data.map((u: { id: number }) => u.id)).toEqual([alice]);
    expect((await t.get("/api/admin/users?tag=vip&q=care-alice", admin)).message.total).toBe(1);
    expect((await t.get("/api/admin/users?tag=watch", admin)).message.total).toBe(0);

    const cleared = await t.form(`/api/admin/users/${alice}/tags`, { tags: "" }, admin);
    expect(cleared.message).toEqual([]);
    const [first, second] = await audit("user.tags", alice);
    expect(first?.after).toEqual({ tags: ["market-maker", "vip"] });
    expect(second).toMatchObject({ before: { tags: ["market-maker", "vip"] }, after: { tags: [] } });
  });

  it("refuses a malformed tag or too many, and changes nothing", async () => {
    await t.form(`/api/admin/users/${alice}/tags`, { tags: "vip" }, admin);
    for (const tags of [
      "vip, not ok",
      "a;b",
      "x".repeat(25),
      Array.from({ length: 11 }, (_, i) => `t${i}`).join(","),
    ]) {
      const bad = await t.form(`/api/admin/users/${alice}/tags`, { tags }, admin);
      expect(bad, tags).toMatchObject({ type: "error" });
      expect(bad.message).toMatch(/comma-separated/);
    }
    expect((await t.get(`/api/admin/users/${alice}`, admin)).message.user.tags).toEqual(["vip"]);
  });
});

describe("removing a user's authenticator", () => {
  it("removes it with a reason, locks withdrawals for 24 hours from now, tells the user and audits", async () => {
    await t.db.query(
      "UPDATE users SET google_secret = 'JBSWY3DPEHPK3PXP', withdraw_locked_until = NULL WHERE id = $1",
      [alice],
    );
    const now = t.clock();
    const reset = await t.form(
      `/api/admin/users/${alice}/authenticator/reset`,
      { reason: "Lost phone, identity checked by video call" },
      admin,
    );
    expect(reset.type).toBe("ok");
    const until = new Date(reset.message.withdraw_locked_until);
    expect(until.getTime() - now.getTime()).toBe(24 * 3600_000);

    const [row] = await t.db.query<{ google_secret: string | null; withdraw_locked_until: Date }>(
      "SELECT google_secret, withdraw_locked_until FROM users WHERE id = $1",
      [alice],
    );
    expect(row?.google_secret).toBeNull();
    expect(row?.withdraw_locked_until.toISOString()).toBe(until.toISOString());
    expect((await t.get(`/api/admin/users/${alice}`, admin)).message.user.google_bound).toBe(false);

    const [mail] = await t.db.query<{ subject: string; body: string }>(
      "SELECT subject, body FROM outbox WHERE recipient = 'care-alice@example.com' ORDER BY id DESC LIMIT 1",
    );
    expect(mail?.subject).toBe("Your authenticator was removed from your Bourse account");
    expect(mail?.body).toContain("Lost phone, identity checked by video call");
    expect(mail?.body).toContain(`${until.toISOString().slice(0, 10)}`);

    const [entry] = await audit("user.authenticator_reset", alice);
    expect(entry?.after).toMatchObject({
      authenticator: false,
      reason: "Lost phone, identity checked by video call",
    });
  });

  it("refuses a user without an authenticator, a missing reason by field, and a reviewer", async () => {
    const none = await t.form(`/api/admin/users/${alice}/authenticator/reset`, { reason: "again" }, admin);
    expect(none).toMatchObject({ type: "error", message: "This user has no authenticator to reset" });
    const noReason = await t.form(`/api/admin/users/${alice}/authenticator/reset`, {}, admin);
    expect(noReason).toMatchObject({ type: "error", field: "reason" });
    await t.db.query("UPDATE users SET google_secret = 'JBSWY3DPEHPK3PXP' WHERE id = $1", [alice]);
    const reviewer = await operatorToken(t, "reviewer");
    const refused = await t.form(`/api/admin/users/${alice}/authenticator/reset`, { reason: "x" }, reviewer);
    expect(refused.type).toBe("error");
    expect((await t.get(`/api/admin/users/${alice}`, admin)).message.user.google_bound).toBe(true);
  });
});
