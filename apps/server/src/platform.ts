import { EventEmitter } from "node:events";
import { join } from "node:path";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { type Bus, createBus } from "./cluster/bus.ts";
import type { LeaderWork } from "./cluster/cluster.ts";
import type { Config } from "./config.ts";
import { type Core, createCore } from "./core/core.ts";
import { createForwardedKeyRetention } from "./core/key-retention.ts";
import { createLease, type Lease } from "./core/lease.ts";
import type { Db } from "./db/db.ts";
import { migrate } from "./db/migrate.ts";
import { createFeed, type Feed } from "./feed/feed.ts";
import { requestKey } from "./http/idempotency.ts";
import { createPublicReads, type PublicReads, topics } from "./http/public-reads.ts";
import { createScheduler, type Scheduler } from "./jobs/scheduler.ts";
import type { TestClock } from "./modules/dev/index.ts";
import { createApprovalNotices } from "./notify/approvals.ts";
import type { UserNotice } from "./notify/notice.ts";
import { outboxSender, type Sender, smtpSender } from "./notify/sender.ts";
import { openRedis, type RedisConnections } from "./redis.ts";
import { reportUnreadableSettings } from "./settings/settings.read.ts";
import { loadVenueKey, recordVenueKey, type VenueKey } from "./venue-key.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The one writer for money. */
    core: Core;
    /** The index price of every market. */
    feed: Feed;
    /** Daily jobs settled once per UTC day, on the writer (lever overnight fees, earn products). */
    scheduler: Scheduler;
    /** The public reads kept in memory (market list, candles, tick log, settings, menu, content). */
    publicReads: PublicReads;
  }
}

/**
 * What every product line is given: the database, the one writer for money, the index feed, the clock,
 * the daily jobs, the public reads kept in memory, the broker between nodes, and where a line's live
 * notices and writer-only work are handed in. A line asks for nothing else; what it needs of another
 * line it reads from that line's decoration of the app (`app.wallet`, `app.lever`, …).
 */
export interface Platform {
  config: Config;
  db: Db;
  /** The server's clock; tests move it. */
  clock: () => Date;
  testClock?: TestClock;
  core: Core;
  feed: Feed;
  /** The writer's lease and the epoch this node holds it at (undefined: it follows). */
  lease: Lease;
  epoch: number | undefined;
  /** The broker between the nodes of a cluster (absent on a single node). */
  bus?: Bus;
  redis?: RedisConnections;
  scheduler: Scheduler;
  reads: PublicReads;
  sender: Sender;
  venueKey: VenueKey;
  /** Hands a notice no command replays (a chat line, an identity decision) to every node's sockets. */
  relay: { relay?: (notice: UserNotice) => void };
  /** The emitters whose "user" events reach the users' open screens (the realtime kinds). */
  notices: EventEmitter[];
  /** What only the writer runs: started when this node leads, stopped when it stops leading. */
  writerWork: LeaderWork[];
}

export interface PlatformOptions {
  config: Config;
  db: Db;
  clock: () => Date;
  testClock?: TestClock;
  sender?: Sender;
  onFatal?: (err: unknown) => void;
  coreMaxBatch?: number;
}

/**
 * Opens what the product lines stand on, in order: the schema, the venue's signing key, the writer's
 * lease (a node that holds it loads memory from tables no one else can change), the money core, the
 * index feed, the jobs and the public reads. Closing the app closes them in reverse.
 */
export async function openPlatform(app: FastifyInstance, opts: PlatformOptions): Promise<Platform> {
  const { config, db, clock } = opts;
  await migrate(db);
  // a stored setting that is not of its declared type is read as its default: the operator hears of it
  reportUnreadableSettings((found) =>
    app.log.warn(found, "a stored setting is not of its declared type: its default is used"),
  );
  // Every node signs what the venue publishes with the one key the database recorded (the first node's):
  // a node given another refuses to start, so heads published after a failover verify as before.
  const venueKey = await loadVenueKey(config.transparencyKey, join(config.dataDir, "transparency.key"));
  await recordVenueKey(db, venueKey);
  const lease = createLease(db, { node: config.nodeName, ttlMs: config.leaseTtlMs });
  const bus =
    config.cluster && config.redisUrl
      ? createBus({
          url: config.redisUrl,
          prefix: config.clusterName,
          node: config.nodeName,
          timeoutMs: config.forwardTimeoutMs,
          onError: (err, what) => app.log.error({ err }, `cluster broker: ${what}`),
        })
      : undefined;
  // without a broker this node is the only writer by configuration: it takes the lease at once
  const epoch = await lease.acquire(!bus);
  const core = await createCore({
    db,
    clock,
    leading: epoch !== undefined,
    keyFor: requestKey,
    ...(epoch !== undefined ? { fence: epoch } : {}),
    ...(opts.coreMaxBatch ? { maxBatch: opts.coreMaxBatch } : {}),
    onRefused: ({ error, ...command }) =>
      app.log.error(
        { err: error, command },
        "the money core refused a command whose rows could not be stored",
      ),
    onFatal:
      opts.onFatal ??
      ((err) => {
        app.log.fatal(
          { err },
          "the money core could not commit: stopping; a restart recovers from the database",
        );
        process.exit(1);
      }),
  });
  app.decorate("core", core);
  const feed = await createFeed({
    db,
    clock,
    source: config.feed,
    intervalMs: config.feedIntervalMs,
    staleAfterMs: config.staleAfterMs,
    tickRetentionDays: config.tickRetentionDays,
    backfill: config.historyBackfill,
    // the tick log, the bars and the source's state are the writer's: fenced like its commits
    writerTx: core.writerTx,
    onSourceEvent: (event, detail) =>
      app.log[event === "open" ? "info" : "warn"]({ detail }, `index price source: ${event}`),
  });
  feed.events.on("feed-error", (err) => app.log.error({ err }, "the index feed could not store a tick"));
  // the writer fills the charts of markets without bars before its first tick (a new writer, on resume)
  if (epoch !== undefined) {
    const filled = await feed.fillHistory();
    if (filled?.markets.length)
      app.log.info(filled, "chart history filled before the first tick (marked synthetic)");
  }
  app.decorate("feed", feed);
  app.addHook("onClose", async () => {
    await feed.stop();
    await core.stop();
    await app.cluster?.stop();
    await bus?.close();
    await db.close();
  });

  const sender =
    opts.sender ??
    (config.smtpUrl
      ? smtpSender(config.smtpUrl, config.mailFrom, outboxSender(db, app.log, config.devOutbox))
      : outboxSender(db, app.log, config.devOutbox));

  // public reads kept in memory, built again after what changes them, on every node: index ticks (stepped
  // here or announced by the writer), the lines' own changes, operators' changes (here, or announced by
  // the node that made them)
  const reads = createPublicReads({ clock });
  app.decorate("publicReads", reads);
  feed.events.on("tick", (t: { marketId: number }) => {
    reads.changed(topics.prices);
    reads.changed(topics.market(t.marketId));
  });
  bus?.onNotice("public", () => reads.changed(topics.config));

  // notices no command replays (a chat message, an identity decision) reach the sockets of every node
  const relayed = new EventEmitter();
  bus?.onNotice("user", (json) => relayed.emit("user", JSON.parse(json) as UserNotice));
  const relay = bus ? { relay: (notice: UserNotice) => bus.notify("user", JSON.stringify(notice)) } : {};
  const approvals = createApprovalNotices({ db, ...relay });
  app.decorate("approvals", approvals);

  const scheduler = createScheduler({
    db,
    core,
    clock,
    onError: (err) => app.log.error({ err }, "a scheduled job failed"),
    everyMs: config.schedulerIntervalMs,
  });
  scheduler.due("forwarded-keys", createForwardedKeyRetention({ writerTx: core.writerTx }).due);
  app.decorate("scheduler", scheduler);

  const redis = openRedis(config.redisUrl, config.clusterName);
  if (redis) app.addHook("onClose", () => redis.close());

  return {
    config,
    db,
    clock,
    ...(opts.testClock ? { testClock: opts.testClock } : {}),
    core,
    feed,
    lease,
    epoch,
    ...(bus ? { bus } : {}),
    ...(redis ? { redis } : {}),
    scheduler,
    reads,
    sender,
    venueKey,
    relay,
    notices: [relayed, approvals.events],
    writerWork: [],
  };
}

/**
 * A product line as one Fastify plugin: given the platform, it creates its services, registers its
 * routes and console routes under `/api`, its commands (through its services), jobs, live notices and
 * writer-only work, and decorates the app with what other lines may use. `after` names the lines whose
 * decorations it reads: Fastify refuses to start when one is missing or registered later.
 */
export function productLine(
  name: string,
  setup: (app: FastifyInstance, platform: Platform) => Promise<void>,
  after: string[] = [],
): FastifyPluginAsync<Platform> {
  return fp(setup as FastifyPluginAsync<Platform>, { name, dependencies: after, fastify: "5.x" });
}
