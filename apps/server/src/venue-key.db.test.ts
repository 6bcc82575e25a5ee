import { generateKeyPair, publicKeyOf } from "@bourse/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "./db/db.ts";
import { TEST_TRANSPARENCY_KEY, type TestApp, testApp, testClock, testDb } from "./testing/harness.ts";
import { ForeignVenueKey, recordVenueKey } from "./venue-key.ts";

let db: Db;
beforeAll(async () => {
  db = await testDb();
});
afterAll(() => db.close());

describe("the venue's one signing key", () => {
  it("is recorded by the first node; a node with another key may not start on the database", async () => {
    const first = generateKeyPair();
    const other = generateKeyPair();
    await recordVenueKey(db, first);
    // a restart, or another node given the same key
    await recordVenueKey(db, first);
    const refused = await recordVenueKey(db, other).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ForeignVenueKey);
    expect((refused as ForeignVenueKey).message).toContain(first.publicKey);
    expect(await db.query("SELECT public_key FROM venue_key")).toEqual([{ public_key: first.publicKey }]);
  });

  it("makes a whole node refuse to start with another key than its database's, and serve with the same", async () => {
    const shared = await testDb();
    const clock = testClock();
    let t: TestApp | undefined;
    try {
      t = await testApp({}, { db: shared, clock });
      const shown = (await t.get("/api/transparency/key")).message.public_key;
      expect(shown).toBe(publicKeyOf(TEST_TRANSPARENCY_KEY));
      await expect(
        testApp({ transparencyKey: generateKeyPair().privateKey }, { db: shared, clock }),
      ).rejects.toBeInstanceOf(ForeignVenueKey);
      const again = await testApp({}, { db: shared, clock });
      expect((await again.get("/api/transparency/key")).message.public_key).toBe(shown);
      await again.close();
    } finally {
      await t?.close();
      await shared.close();
    }
  }, 120_000);
});
