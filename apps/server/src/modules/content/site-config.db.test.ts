import { PublicSettings } from "@bourse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAnswer } from "../../testing/answers.ts";
import { type TestApp, testApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe("GET /api/getSiteConfig", () => {
  it("answers the public settings, as /getSetting without a keyword does", async () => {
    const config = await t.get("/api/getSiteConfig");
    expect(config.type).toBe("ok");
    expectAnswer(PublicSettings, config);
    expect(config).toEqual(await t.get("/api/getSetting"));
    expect(config.message).toMatchObject({ nft_currencies: "USDT" });
    // only public settings
    const [secret] = await t.db.query<{ key: string }>("SELECT key FROM settings WHERE NOT public LIMIT 1");
    if (secret) expect(config.message).not.toHaveProperty(secret.key);
  });

  it("takes a keyword the same way", async () => {
    expect(await t.get("/api/getSiteConfig?keyword=nft_currencies")).toEqual(
      await t.get("/api/getSetting?keyword=nft_currencies"),
    );
    expect(await t.get("/api/getSiteConfig?keyword=nope")).toEqual(
      await t.get("/api/getSetting?keyword=nope"),
    );
  });
});
