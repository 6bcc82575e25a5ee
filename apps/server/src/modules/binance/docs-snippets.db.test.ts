import { readFileSync } from "node:fs";
import ccxt from "ccxt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundedUser } from "../../testing/funds-kit.ts";
import { type TestApp, testApp } from "../../testing/harness.ts";
import { makeKey, verifiedUser } from "../../testing/trading-api-kit.ts";

/**
 * The CCXT snippets of docs/trading-api.md, run as written against a listening server: only the host is
 * put in (`https://bourse.example` → the test server) and the key in the environment, as a reader does.
 */
const page = readFileSync(new URL("../../../../../docs/trading-api.md", import.meta.url), "utf8");
const section = page.slice(page.indexOf("## CCXT"));
const snippets = [...section.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]!);

let t: TestApp;
let base: string;
let trader: { id: number; token: string };
let maker: { id: number; token: string };
const index = () => Number(t.app.feed.lastPrice(1));
const near = (pct: number) => (Math.round(index() * (100 + pct)) / 100).toFixed(2);
const order = (token: string, body: Record<string, string>) =>
  t.form("/api/coin/trade", { currency_id: "1", legal_id: "3", ...body }, token);

beforeAll(async () => {
  t = await testApp({ apiKeyEncryptionKey: "3e".repeat(32) });
  // the snippets sign with the real time: the venue runs on it from the start (sessions included)
  t.clock.set(new Date());
  for (let i = 0; i < 3; i++) {
    t.clock.advance(500);
    await t.app.feed.step(t.clock());
  }
  const email = "docs-bot@bourse.test";
  trader = await verifiedUser(t, email, [
    [1, 1, "2"],
    [3, 4, "100000"],
  ]);
  // a book to trade against: resting orders on both sides
  maker = await fundedUser(t, "docs-maker@bourse.test", [
    [1, 1, "2"],
    [3, 4, "100000"],
  ]);
  expect((await order(maker.token, { type: "sell", amount: "0.5", target_price: near(0.3) })).type).toBe(
    "ok",
  );
  expect((await order(maker.token, { type: "buy", amount: "0.5", target_price: near(-0.3) })).type).toBe(
    "ok",
  );
  // the clock stays on the real time: the user's first code needs no wait
  const key = await makeKey(t, { ...trader, email }, { permissions: "trade" }, { first: true });
  process.env.BOURSE_API_KEY = key.api_key;
  process.env.BOURSE_API_SECRET = key.secret;
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  delete process.env.BOURSE_API_KEY;
  delete process.env.BOURSE_API_SECRET;
  await t.close();
});

describe("docs/trading-api.md", () => {
  it("has the public, the trading and the streams snippets", () => {
    expect(snippets.length).toBe(3);
  });

  it("runs its CCXT snippets as written", async () => {
    const sync = () => t.clock.set(new Date(Math.max(Date.now(), t.clock().getTime())));
    sync();
    // the market moves while the streams are read: trades, and the account's own orders coming and going
    let moving = true;
    const market = (async () => {
      while (moving) {
        await order(maker.token, { type: "sell", amount: "0.001", target_price: near(0) });
        await order(trader.token, { type: "buy", amount: "0.001", target_price: near(0.5) });
        const placed = await order(trader.token, { type: "buy", amount: "0.001", target_price: near(-5) });
        if (placed.type === "ok")
          await t.raw({
            method: "PUT",
            url: "/api/coin/trade",
            headers: { authorization: trader.token, "content-type": "application/x-www-form-urlencoded" },
            payload: `id=${placed.message.id}`,
          });
        sync();
        await t.app.feed.step(t.clock());
        await new Promise((r) => setTimeout(r, 150));
      }
    })();
    try {
      const code = snippets
        .join("\n")
        .replace(/^import ccxt from "ccxt";$/m, "")
        .replace('"https://bourse.example"', JSON.stringify(base));
      const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
      await new AsyncFunction("ccxt", code)(ccxt);
    } finally {
      moving = false;
      await market;
    }
  }, 60_000);
});
