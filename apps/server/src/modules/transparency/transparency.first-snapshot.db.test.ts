import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundedUser, USDT_TRC20 } from "../../testing/funds-kit.ts";
import {
  operatorToken,
  TEST_TRANSPARENCY_KEY,
  type TestApp,
  testApp,
  testDb,
} from "../../testing/harness.ts";
import { loadVenueKey, type VenueKey } from "../../venue-key.ts";
import { createTransparencyService } from "./transparency.service.ts";

let t: TestApp;
let KEY: VenueKey;
beforeAll(async () => {
  t = await testApp();
  KEY = await loadVenueKey(TEST_TRANSPARENCY_KEY, "/nonexistent/transparency.key");
});
afterAll(() => t.close());

const roots = async () =>
  (await t.get("/api/transparency/liabilities")).message as unknown as {
    snapshot: number;
    currency: string;
  }[];

describe("the first proof of liabilities", () => {
  it("waits for a balance: on a venue where no user holds any, nothing is published", async () => {
    const db = await testDb();
    try {
      const service = createTransparencyService({ db, clock: t.clock, key: KEY, log: t.app.core.log });
      expect(await service.firstSnapshot()).toBe(0);
      expect(await service.liabilities()).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it("is published at the next check once a user holds a balance, once, and the answer says when the next is due", async () => {
    // a venue whose daily run came before any balance: no snapshot yet
    await t.db.query("DELETE FROM liability_leaves");
    await t.db.query("DELETE FROM liability_roots");
    const user = await fundedUser(t, "first-snap@example.com", [[...USDT_TRC20, "250"]]);
    const none = (await t.get("/api/transparency/liabilities/me", user.token)).message as {
      snapshot: number | null;
      next_snapshot: string;
    };
    expect(none.snapshot).toBeNull();
    // the next daily run: the next 00:00 UTC after the clock's now (2026-01-05T08:00Z)
    expect(none.next_snapshot).toBe("2026-01-06T00:00:00.000Z");

    // a node that starts now (or the writer at its next check)
    const service = createTransparencyService({ db: t.db, clock: t.clock, key: KEY, log: t.app.core.log });
    expect(await service.firstSnapshot()).toBe(1);
    const published = await roots();
    expect(published.find((r) => r.currency === "USDT")).toMatchObject({ snapshot: 1 });
    const mine = (await t.get("/api/transparency/liabilities/me", user.token)).message as {
      snapshot: number;
      proofs: unknown[];
    };
    expect(mine.snapshot).toBe(1);
    expect(mine.proofs).toHaveLength(1);

    // once one exists, the checks publish no more: the next one is the daily run's
    await fundedUser(t, "first-snap-2@example.com", [[...USDT_TRC20, "5"]]);
    expect(await service.firstSnapshot()).toBe(0);
    expect(
      await createTransparencyService({
        db: t.db,
        clock: t.clock,
        key: KEY,
        log: t.app.core.log,
      }).firstSnapshot(),
    ).toBe(0);
    expect((await roots())[0]?.snapshot).toBe(1);
  });

  it("is published now by an admin, audited, and refused to another role", async () => {
    const reviewer = await operatorToken(t, "reviewer");
    expect(await t.form("/api/admin/transparency/liabilities", {}, reviewer)).toMatchObject({
      code: "ADMIN_FORBIDDEN",
    });
    const admin = await operatorToken(t);
    const done = await t.form("/api/admin/transparency/liabilities", {}, admin);
    expect(done.type).toBe("ok");
    const snapshot = (done.message as { snapshot: number }).snapshot;
    expect(snapshot).toBe(2);
    const [audit] = await t.db.query<{ action: string; target_id: string }>(
      "SELECT action, target_id::text FROM audit_log WHERE action = 'transparency.liabilities' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toEqual({ action: "transparency.liabilities", target_id: String(snapshot) });
  });
});
