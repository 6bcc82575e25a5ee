import type { FastifyBaseLogger } from "fastify";
import type { Core } from "../core/core.ts";
import type { Lease } from "../core/lease.ts";
import type { Feed } from "../feed/feed.ts";
import type { Bus } from "./bus.ts";

/** Work only the writer does (the market maker, schedulers): started when it leads, stopped when not. */
export interface LeaderWork {
  start(): void | Promise<void>;
  stop(): void | Promise<void>;
}

export interface ClusterDeps {
  core: Core;
  lease: Lease;
  /** the lease's epoch when this node led from its start */
  epoch: number | undefined;
  /** absent: this node is the only writer (no broker to forward to) */
  bus?: Bus;
  feed: Feed;
  work: LeaderWork[];
  log: FastifyBaseLogger;
  /** the only writer lost its lease to another node: it cannot serve, so it stops */
  onFatal: (err: unknown) => void;
}

/**
 * Who writes, over time. The node holding the lease leads: its core commits (every commit fenced by the
 * lease's epoch), its feed steps the index and its work runs; it serves the commands other nodes forward,
 * and announces each commit and tick. Every other node follows: its core applies the journal's entries
 * (on each announcement, and at least once a beat) and forwards its commands; its feed takes the
 * announced ticks. A follower takes the lease when it runs out (the writer died or stalled) and leads; a
 * writer that loses it (paused past it, or fenced at a commit) steps down and follows.
 */
export async function runCluster(deps: ClusterDeps) {
  const { core, lease, bus, feed, work, log } = deps;
  let epoch = deps.epoch;
  let beating: Promise<void> | undefined;
  let stopped = false;

  async function startLeading(initial: boolean) {
    if (initial) feed.start();
    else await feed.resume();
    for (const w of work) await w.start();
    bus?.startServing((command) => core.send(command));
  }

  async function promote(e: number) {
    const started = Date.now();
    epoch = e;
    await core.lead(e);
    await startLeading(false);
    log.warn(
      { epoch: e, ms: Date.now() - started },
      "this node took over the money writer's lease and leads",
    );
  }

  async function stepDown(why: string) {
    if (epoch === undefined) return;
    log.warn({ epoch, why }, "this node no longer holds the money writer's lease: it follows");
    epoch = undefined;
    await bus?.stopServing();
    await feed.stop();
    for (const w of work) await w.stop();
    if (!bus) {
      deps.onFatal(new Error("another node took over the money writer's lease"));
      return;
    }
    if (core.leading) await core.follow();
  }

  core.events.on("stepped-down", () => void stepDown("a commit was fenced"));
  if (bus) {
    core.forwardWith(bus.forward);
    bus.onCommitted(() => {
      if (!core.leading) core.catchUp().catch((err) => log.error({ err }, "following the journal failed"));
    });
    bus.onTick((t) => {
      if (!core.leading) feed.receive(t);
    });
    core.events.on("committed", (records: { id: number }[]) => {
      if (core.leading && records.length > 0) bus.committed(records.at(-1)!.id);
    });
    feed.events.on("tick", (t) => {
      if (core.leading) bus.tick(t);
    });
  }

  if (epoch !== undefined) await startLeading(true);
  else await core.follow();

  async function beat() {
    try {
      if (epoch !== undefined) {
        if (!(await lease.renew(epoch))) await stepDown("the lease was taken over");
      } else if (bus) {
        const taken = await lease.acquire();
        if (taken !== undefined) await promote(taken);
        else await core.catchUp();
      }
    } catch (err) {
      log.error({ err }, "the writer's lease could not be checked");
    }
  }
  const timer = setInterval(
    () => {
      if (stopped || beating) return;
      beating = beat().finally(() => {
        beating = undefined;
      });
    },
    Math.max(50, Math.floor(lease.ttlMs / 3)),
  );
  timer.unref();

  return {
    get role(): "writer" | "follower" {
      return epoch !== undefined ? "writer" : "follower";
    },
    /** The lease's epoch this node writes at; undefined while it follows. */
    get epoch(): number | undefined {
      return epoch;
    },
    /** Stops beating; a writer gives its lease up so a standby need not wait for it to expire. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await beating;
      await bus?.stopServing();
      if (epoch !== undefined) await lease.release(epoch).catch(() => {});
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof runCluster>>;
