import { randomBytes } from "node:crypto";
import { compare, money } from "@bourse/money";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { build } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { checkLedger } from "../../core/checker.ts";
import type { Db } from "../../db/db.ts";
import { createFeed } from "../../feed/feed.ts";
import {
  type Envelope,
  operatorToken,
  TEST_TRANSPARENCY_KEY,
  type TestApp,
  testClock,
  testDb,
} from "../../testing/harness.ts";
import { secondsTester } from "../../testing/seconds-kit.ts";

/**
 * A server over a database that outlives it: closing the app leaves the database open, so a second
 * server can start on it, as after a restart. The ledger is checked at each close.
 */
async function serverOn(db: Db, clock: ReturnType<typeof testClock>): Promise<TestApp> {
  const app = await build({
    config: {
      ...loadConfig({}),
      dataDir: `/tmp/bourse-test-${randomBytes(4).toString("hex")}`,
      devOutbox: true,
      authRateLimit: 0,
      passwordCost: 1024,
      feed: { kind: "off" },
      historyBackfill: false,
      marketMaker: false,
      transparencyKey: TEST_TRANSPARENCY_KEY,
      // the seeded operator signs in without an authenticator, as in every database test
      operator2fa: "seed-exempt",
    },
    db: { ...db, close: async () => {} },
    clock,
    logger: false,
  });
  const parse = (res: LightMyRequestResponse) => ({ ...res.json(), statusCode: res.statusCode }) as Envelope;
  const auth = (token?: string) => (token ? { authorization: token } : {});
  return {
    app,
    db,
    clock,
    form: async (url, body = {}, token) =>
      parse(
        await app.inject({
          method: "POST",
          url,
          payload: new URLSearchParams(body).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded", ...auth(token) },
        }),
      ),
    json: async (url, body, token) =>
      parse(await app.inject({ method: "POST", url, payload: body as object, headers: auth(token) })),
    get: async (url, token) => parse(await app.inject({ method: "GET", url, headers: auth(token) })),
    raw: (opts) => app.inject(opts),
    async close() {
      await app.core.stop();
      const violations = await checkLedger(db);
      await app.close();
      expect(violations).toEqual([]);
    },
  };
}

describe("seconds contracts across a restart", () => {
  it("settles an order whose end tick was recorded while it was down on that tick, the others on live ticks; a repeated settlement answers its first reply", async () => {
    const db = await testDb();
    const clock = testClock();
    const first = await serverOn(db, clock);
    const admin = await operatorToken(first);
    const a = secondsTester(first, admin);
    await a.step(500);
    const lee = await a.user("restart-lee@example.com");
    const short = (await a.submit(lee.token, { type: "1", seconds: "30", number: "100" })).message;
    const long = (await a.submit(lee.token, { type: "2", seconds: "120", number: "50" })).message;
    expect(a.micro(lee.id, "frozen")).toBe(150_000_000n);
    await first.close();

    // The server went down after the index log recorded ticks past the short order's expiry and before
    // anything settled on them: a feed without the seconds service records those ticks here.
    const feed = await createFeed({
      db,
      clock,
      source: { kind: "off" },
      intervalMs: 500,
      staleAfterMs: 10_000,
    });
    const btc = async (ms: number) => {
      clock.advance(ms);
      return (await feed.step(clock())).find((x) => x.marketId === 1)!;
    };
    const recorded = await btc(30_000);
    expect(recorded.ts).toBe(Date.parse(short.expires_at));
    const later = [await btc(500), await btc(500)];

    const second = await serverOn(db, clock);
    const b = secondsTester(second, admin);
    // settled while the server started, on the first recorded tick at or after expiry, not the latest
    const settled = await b.result(lee.token, short.id);
    expect(settled).toMatchObject({ status: 3, end_price: recorded.price });
    expect(settled.end_tick).toEqual({ seq: recorded.seq, time: recorded.ts, price: recorded.price });
    expect(later.map((x) => x.seq)).not.toContain(settled.end_tick.seq);
    const move = compare(money(recorded.price, 18), money(short.open_price, 18));
    expect(settled.result).toBe(move === 0 ? "tie" : move > 0 ? "win" : "loss");
    const back = { win: 120_000_000n, tie: 100_000_000n, loss: 0n }[settled.result as "win" | "tie" | "loss"];
    expect(b.micro(lee.id)).toBe(1000_000_000n - 150_000_000n + back);
    expect(b.micro(lee.id, "frozen")).toBe(50_000_000n);

    // the long order had no tick at its expiry yet: it settles on the first live one
    expect((await b.result(lee.token, long.id)).status).toBe(1);
    const elapsed = clock().getTime() - Date.parse(long.created_at);
    const live = await b.step(120_000 - elapsed);
    const closed = await b.result(lee.token, long.id);
    expect(closed.status).toBe(3);
    expect(closed.end_tick).toEqual({ seq: live.seq, time: live.ts, price: live.price });
    expect(b.micro(lee.id, "frozen")).toBe(0n);

    const balance = b.micro(lee.id);
    await second.close();

    // the short order's settlement repeated after another restart: the first reply, read from the
    // journal, and nothing moves
    const key = `seconds-settle:${short.id}`;
    const [settlement] = await db.query<{ id: string; reply: unknown }>(
      "SELECT id::text AS id, reply FROM journal_entries WHERE idempotency_key = $1",
      [key],
    );
    const third = await serverOn(db, clock);
    const repeat = await third.app.core.send({
      kind: "seconds.settle",
      args: { orderId: short.id, endTick: { seq: later[1]!.seq, ts: later[1]!.ts, price: later[1]!.price } },
      caller: { system: "seconds-settlement" },
      idempotencyKey: key,
    });
    expect(repeat).toEqual({
      ok: true,
      entryId: Number(settlement!.id),
      reply: settlement!.reply,
      duplicate: true,
    });
    expect(settlement!.reply).toMatchObject({
      id: short.id,
      result: settled.result,
      end_tick: settled.end_tick,
    });
    expect(secondsTester(third, admin).micro(lee.id)).toBe(balance);
    await third.close();
    await db.close();
  });
});
