import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorToken, type TestApp, testApp } from "../testing/harness.ts";

// Two nodes over one database and one Redis: what one node changes shows in the other's public reads
// once the change is announced (runs where a Redis is given, as the cluster tests do).
describe.runIf(process.env.REDIS_URL)("public reads on a writer and a front node", () => {
  const clusterName = `t${randomBytes(5).toString("hex")}`;
  let writer: TestApp;
  let front: TestApp;
  beforeAll(async () => {
    const cluster = { redisUrl: process.env.REDIS_URL!, cluster: true, clusterName, leaseTtlMs: 15_000 };
    writer = await testApp({ ...cluster, nodeName: "writer" });
    front = await testApp({ ...cluster, nodeName: "front" }, writer);
  });
  afterAll(async () => {
    await front.close();
    await writer.close();
  });

  it("shows a setting saved on the writer in the front's next read once announced", async () => {
    const url = "/api/getSetting?keyword=customer_service_url";
    const before = (await front.get(url)).message;
    const admin = await operatorToken(writer);
    const saved = await writer.form(
      "/api/admin/settings",
      { key: "customer_service_url", value: "https://t.me/bourse_front" },
      admin,
    );
    expect(saved.type).toBe("ok");
    expect(before).not.toBe("https://t.me/bourse_front");
    await expect
      .poll(async () => (await front.get(url)).message, { timeout: 5000 })
      .toBe("https://t.me/bourse_front");
  });

  it("shows the writer's ticks in the front's market list and tick log once announced", async () => {
    await front.get("/api/currency/quotation_new");
    await front.get("/api/ticks?symbol=BTC/USDT&limit=1000");
    writer.clock.advance(500);
    const [tick] = (await writer.app.feed.step(writer.clock())).filter((x) => x.marketId === 1);
    await expect
      .poll(async () => (await front.get("/api/currency/quotation_new")).message[0].quotation[0].now_price, {
        timeout: 5000,
      })
      .toBe(tick!.price);
    const log = (await front.get("/api/ticks?symbol=BTC/USDT&limit=1000")).message.data;
    expect(log.at(-1)).toMatchObject({ seq: tick!.seq });
  });
});
