import { randomBytes } from "node:crypto";
import { generateKeyPair } from "@bourse/engine";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "../app.ts";
import { loadConfig } from "../config.ts";
import { checkLedger } from "../core/checker.ts";
import { createCore } from "../core/core.ts";
import { createLease, Fenced } from "../core/lease.ts";
import type { Db } from "../db/db.ts";
import { backfillHistory } from "../feed/backfill.ts";
import { createFeed } from "../feed/feed.ts";
import { createScheduler } from "../jobs/scheduler.ts";
import { createTransparencyService } from "../modules/transparency/index.ts";
import { TEST_TRANSPARENCY_KEY, testClock, testDb } from "../testing/harness.ts";

// A writer paused past its lease comes back still believing it leads: whatever it writes besides its
// commits (the public tick log, bars, the feed's state, job runs, published heads) must be refused as its
// commits are, and it must stop leading work. Here the lease is taken from it (another node acquires it,
// bumping the epoch) and then its writes are driven.

let db: Db;
const clock = testClock();
beforeAll(async () => {
  db = await testDb();
});
afterAll(async () => {
  expect(await checkLedger(db)).toEqual([]);
  await db.close();
});

/** A whole node on the shared database, the only writer by configuration (no broker): it takes the lease. */
async function node(name: string) {
  const fatal: unknown[] = [];
  const app: FastifyInstance = await build({
    config: {
      ...loadConfig({}),
      dataDir: `/tmp/bourse-test-${randomBytes(4).toString("hex")}`,
      passwordCost: 1024,
      feed: { kind: "off" },
      historyBackfill: false,
      marketMaker: false,
      schedulerIntervalMs: 24 * 3600_000,
      nodeName: name,
      transparencyKey: TEST_TRANSPARENCY_KEY,
    },
    db: { ...db, close: async () => {} },
    clock,
    logger: false,
    // a sole writer whose lease another node took stops: recorded here instead of exiting
    onFatal: (err) => fatal.push(err),
  });
  return { app, fatal };
}

/** What the writer's own writes have put in the tables. */
async function writerRows() {
  const [row] = await db.query(
    `SELECT (SELECT count(*)::int FROM ticks) AS ticks,
       (SELECT coalesce(sum(ticks), 0)::int FROM candles) AS bar_ticks,
       (SELECT count(*)::int FROM candles) AS bars,
       (SELECT string_agg(market_id || ':' || coalesce(rng::text, '') || ':' || coalesce(vol_ppm::text, ''), ',' ORDER BY market_id) FROM feed_state) AS feed_state,
       (SELECT count(*)::int FROM job_runs) AS job_runs,
       (SELECT string_agg(job || ':' || done_through, ',' ORDER BY job) FROM job_days) AS job_days,
       (SELECT count(*)::int FROM spot_orders) AS spot_orders,
       (SELECT count(*)::int FROM transparency_heads) AS heads,
       (SELECT count(*)::int FROM liability_roots) AS roots,
       (SELECT count(*)::int FROM candle_backfills) AS backfills`,
  );
  return row;
}

/** Waits (up to a second) until `predicate` holds. */
async function until(predicate: () => boolean) {
  for (let i = 0; i < 100 && !predicate(); i++) await new Promise((r) => setTimeout(r, 10));
}

/** The lease's epoch now, after another node takes it (as one does when the writer is paused past it). */
const takeOver = async (by: string) => (await createLease(db, { node: by, ttlMs: 3000 }).acquire(true))!;

describe("a writer deposed while it believed it led", () => {
  it("stores no tick after the new writer took the lease, and the new writer's tick of that sequence stores", async () => {
    const a = await node("a");
    try {
      for (let i = 0; i < 3; i++) {
        clock.advance(500);
        await a.app.feed.step(clock());
      }
      await a.app.scheduler.check();
      const seq = a.app.feed.lastTick(1)!.seq;

      // another node takes the lease (a pause of the writer past it) and resumes the feed from the log
      const b = await node("b");
      try {
        // what it runs at its start is done
        await b.app.scheduler.check();
        const before = await writerRows();
        a.app.scheduler.daily("fence-test", async () => {});
        clock.advance(500);
        // the old writer wakes up: its step is refused and it stops leading, as at a fenced commit
        await expect(a.app.feed.step(clock())).rejects.toBeInstanceOf(Fenced);
        expect(a.app.core.leading).toBe(false);
        expect(a.app.cluster.role).toBe("follower");
        // with no broker to follow through, the node stops, as on a fenced commit (its exit, here recorded)
        await until(() => a.fatal.length > 0);
        expect(a.fatal).toHaveLength(1);
        // its memory stays at the last stored tick
        expect(a.app.feed.lastTick(1)!.seq).toBe(seq);
        // and nothing else it would do as the writer lands: the scheduler's runs, the maker's quotes
        await a.app.scheduler.check();
        await a.app.maker.requote();
        expect(await writerRows()).toEqual(before);

        // the new writer's tick of that sequence number is the one the log keeps
        const [tick] = (await b.app.feed.step(clock())).filter((t) => t.marketId === 1);
        expect(tick!.seq).toBe(seq + 1);
        const stored = await db.query<{ same: boolean }>(
          "SELECT price = $2::numeric AS same FROM ticks WHERE market_id = 1 AND seq = $1",
          [seq + 1, tick!.price],
        );
        expect(stored).toEqual([{ same: true }]);
        expect(b.fatal).toEqual([]);
      } finally {
        await b.app.close();
      }
    } finally {
      await a.app.close();
    }
  }, 120_000);

  /** A core that believes it leads at `epoch`, which another node has since taken over. */
  async function staleWriter() {
    const epoch = await takeOver("stale");
    await takeOver("usurper");
    const core = await createCore({
      db,
      clock,
      leading: true,
      fence: epoch,
      onFatal: (err) => {
        throw err;
      },
    });
    const steppedDown: unknown[] = [];
    core.events.on("stepped-down", () => steppedDown.push(1));
    return { core, steppedDown };
  }

  it("fences the feed's step, pruning and filled history by the database, and stops stepping", async () => {
    const before = await writerRows();
    const { core, steppedDown } = await staleWriter();
    const feedOf = (writerTx: typeof core.writerTx) =>
      createFeed({
        db,
        clock,
        source: { kind: "simulated" },
        intervalMs: 10,
        staleAfterMs: 10_000,
        tickRetentionDays: 1,
        writerTx,
      });
    const feed = await feedOf(core.writerTx);
    const errors: unknown[] = [];
    feed.events.on("feed-error", (err) => errors.push(err));
    feed.start();
    await until(() => !core.leading);
    expect(core.leading).toBe(false);
    expect(steppedDown).toHaveLength(1);
    // it stopped stepping on its own: no error beat after beat
    await new Promise((r) => setTimeout(r, 100));
    expect(errors).toEqual([]);
    await feed.stop();
    await core.stop();

    const pruning = await staleWriter();
    await expect((await feedOf(pruning.core.writerTx)).prune(clock())).rejects.toBeInstanceOf(Fenced);
    expect(pruning.core.leading).toBe(false);
    await pruning.core.stop();
    const filling = await staleWriter();
    await expect(
      backfillHistory({ db, clock, source: { kind: "simulated" }, tx: filling.core.writerTx }),
    ).rejects.toBeInstanceOf(Fenced);
    expect(filling.core.leading).toBe(false);
    await filling.core.stop();
    expect(await writerRows()).toEqual(before);
  });

  it("fences the scheduler's records: a deposed writer records no run and no day, and reports no failure", async () => {
    const before = await writerRows();
    const { core, steppedDown } = await staleWriter();
    const errors: unknown[] = [];
    const ran: string[] = [];
    const scheduler = createScheduler({ db, core, clock, onError: (err) => errors.push(err) });
    scheduler.daily("fenced-daily", async (day) => {
      ran.push(day);
    });
    scheduler.due("fenced-due", async () => 1);
    await scheduler.check();
    expect(ran).toHaveLength(1);
    expect(core.leading).toBe(false);
    expect(steppedDown).toHaveLength(1);
    expect(errors).toEqual([]);
    // a check after stepping down does nothing at all
    await scheduler.check();
    expect(ran).toHaveLength(1);
    expect(await writerRows()).toEqual(before);
    await core.stop();
  });

  it("fences the scheduled publications: no head and no liabilities root from a deposed writer", async () => {
    const before = await writerRows();
    for (const publish of ["due", "daily"] as const) {
      const { core } = await staleWriter();
      const transparency = createTransparencyService({
        db,
        clock,
        key: generateKeyPair(),
        log: core.log,
        writerTx: core.writerTx,
      });
      clock.advance(3600_000);
      await expect(
        publish === "due" ? transparency.due(clock()) : transparency.daily(),
      ).rejects.toBeInstanceOf(Fenced);
      expect(core.leading).toBe(false);
      await core.stop();
    }
    expect(await writerRows()).toEqual(before);
  });
});
