import type { Core } from "../core/core.ts";
import type { Feed } from "../feed/feed.ts";
import type { Scheduler } from "../jobs/scheduler.ts";
import type { Metrics } from "./registry.ts";

/** Commands per batch of the money writer (group commit). */
const BATCH_BUCKETS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
/** Seconds one batch's transaction takes, from the first statement to the answers. */
const COMMIT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * The money core: batch sizes and commit times as the writer commits, the queue's depth, and the journal
 * (entries this node committed or applied, and the last one its memory reflects).
 */
export function coreCollectors(metrics: Metrics, core: Core) {
  const batch = metrics.histogram({
    name: "bourse_core_batch_commands",
    help: "Commands per batch the money writer committed in one transaction",
    buckets: BATCH_BUCKETS,
  });
  const commit = metrics.histogram({
    name: "bourse_core_commit_seconds",
    help: "Time to make one batch durable and answer its commands",
    buckets: COMMIT_BUCKETS,
  });
  core.observe({
    batchCommitted(commands, seconds) {
      batch.observe(commands);
      commit.observe(seconds);
    },
  });
  metrics.gauge({
    name: "bourse_core_queue_depth",
    help: "Commands waiting for the money writer's next batch",
    collect: (g) => g.set(core.queueDepth()),
  });
  const entries = metrics.counter({
    name: "bourse_journal_entries_total",
    help: "Journal entries this node committed (writer) or applied (follower)",
  });
  core.events.on("committed", (records: unknown[]) => entries.inc(records.length));
  metrics.gauge({
    name: "bourse_journal_last_entry_id",
    help: "The last journal entry this node's memory reflects (the journal's length)",
    collect: (g) => g.set(core.lastEntryId()),
  });
}

/** Who writes: 1 on the writer, 0 on a follower, by node; and the lease's epoch the writer holds. */
export function clusterCollectors(
  metrics: Metrics,
  node: string,
  cluster: () => { role: "writer" | "follower"; epoch: number | undefined } | undefined,
) {
  metrics.gauge({
    name: "bourse_writer_role",
    help: "1 while this node holds the money writer's lease, 0 while it follows",
    labelNames: ["node"],
    collect: (g) => {
      const c = cluster();
      if (c) g.set({ node }, c.role === "writer" ? 1 : 0);
    },
  });
  metrics.gauge({
    name: "bourse_lease_epoch",
    help: "The writer's lease epoch this node holds (0 while it follows); it grows at each takeover",
    labelNames: ["node"],
    collect: (g) => {
      const c = cluster();
      if (c) g.set({ node }, c.epoch ?? 0);
    },
  });
}

/**
 * Seconds since each market's last index tick (since this server started, before its first one): on
 * every node, the writer's ticks as the followers received them.
 */
export function feedCollectors(metrics: Metrics, feed: Feed, clock: () => Date) {
  const started = clock().getTime();
  metrics.gauge({
    name: "bourse_feed_staleness_seconds",
    help: "Seconds since the market's last index tick",
    labelNames: ["market"],
    collect: (g) => {
      const now = clock().getTime();
      for (const m of feed.markets())
        g.set({ market: m.symbol }, Math.max(0, now - (feed.lastTick(m.id)?.ts ?? started)) / 1000);
    },
  });
}

/** Realtime clients connected to this node (socket.io). */
export function socketCollectors(metrics: Metrics, connected: () => number | undefined) {
  metrics.gauge({
    name: "bourse_socket_clients",
    help: "socket.io clients connected to this node",
    collect: (g) => g.set(connected() ?? 0),
  });
}

/** Runs of the scheduled jobs this node recorded (on the writer), and those that failed, by job. */
export function schedulerCollectors(metrics: Metrics, scheduler: Scheduler) {
  const runs = metrics.counter({
    name: "bourse_scheduler_runs_total",
    help: "Recorded runs of a scheduled job (a run that found nothing due is not recorded)",
    labelNames: ["job"],
  });
  const failures = metrics.counter({
    name: "bourse_scheduler_failures_total",
    help: "Runs of a scheduled job that failed (the same work is tried again at the next check)",
    labelNames: ["job"],
  });
  scheduler.observe((job, failed) => {
    runs.inc({ job });
    if (failed) failures.inc({ job });
  });
}
