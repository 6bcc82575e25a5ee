import { MetricsExposition, MetricsRefused } from "@bourse/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { Core } from "../core/core.ts";
import type { Db } from "../db/db.ts";
import type { Feed } from "../feed/feed.ts";
import type { Scheduler } from "../jobs/scheduler.ts";
import { addressAllowed } from "./allow.ts";
import {
  clusterCollectors,
  coreCollectors,
  feedCollectors,
  schedulerCollectors,
  socketCollectors,
} from "./collectors.ts";
import { exposureOfRisk, type HouseExposureSource, houseExposureCollectors } from "./house.ts";
import { createMetrics, type Metrics } from "./registry.ts";
import { databaseCollectors } from "./waiting.ts";

export type { HouseExposure, HouseExposureSource } from "./house.ts";

/** The server's metrics (`GET /metrics`), and where a module registers its own collectors. */
export interface ServerMetrics extends Metrics {
  /**
   * Hands in the read of the house's exposure per market (`bourse_house_net_exposure_quote` and
   * `bourse_house_exposure_limit_use_ratio`): called at each scrape, from memory.
   */
  houseExposureFrom(source: HouseExposureSource): void;
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: ServerMetrics;
  }
}

/** Seconds a request took, from its arrival to the last byte of its answer. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsOptions {
  config: Config;
  db: Db;
  clock: () => Date;
  core: Core;
  feed: Feed;
  scheduler: Scheduler;
}

/**
 * Prometheus metrics, named `bourse_…`: every HTTP request by route pattern, method and status, and its
 * latency; the money core, the writer's lease, the journal, the index feed, realtime clients, the
 * scheduler, what waits for an operator, the chain watcher, the house's exposure, and Node's own. Served
 * at `GET /metrics` on the server's port to the addresses METRICS_ALLOW lists (loopback by default),
 * the client's address read as every route reads it (the socket's, or the one TRUST_PROXY's proxies
 * forward); anyone else gets 403 and nothing more. Registered before every other route, so its request
 * hooks see them all. A scrape reads memory and at most one small cached query (`waiting.ts`).
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app: FastifyInstance, { config, db, clock, core, feed, scheduler }) => {
    const base = createMetrics();
    const onError = (err: unknown) =>
      app.log.warn({ err }, "metrics: a reading failed; its gauges stay empty");
    const metrics: ServerMetrics = {
      ...base,
      houseExposureFrom: houseExposureCollectors(base, onError),
    };
    app.decorate("metrics", metrics);
    // the risk module's figures, once it is registered (after this plugin); replaceable by another source
    metrics.houseExposureFrom(() =>
      app.hasDecorator("risk") ? exposureOfRisk(app.risk.exposureSnapshot()) : [],
    );

    const requests = metrics.counter({
      name: "bourse_http_requests_total",
      help: "HTTP requests answered, by route pattern (unmatched: no route), method and status",
      labelNames: ["route", "method", "status"],
    });
    const latency = metrics.histogram({
      name: "bourse_http_request_duration_seconds",
      help: "HTTP request latency, by route pattern and method",
      labelNames: ["route", "method"],
      buckets: LATENCY_BUCKETS,
    });
    app.addHook("onResponse", async (request, reply) => {
      // the route's pattern, never the raw URL: one series per route whatever the ids in it
      const route = request.routeOptions.url ?? "unmatched";
      const method = request.method;
      requests.inc({ route, method, status: String(reply.statusCode) });
      latency.observe({ route, method }, reply.elapsedTime / 1000);
    });

    coreCollectors(metrics, core);
    clusterCollectors(metrics, config.nodeName, () =>
      app.hasDecorator("cluster") ? app.cluster : undefined,
    );
    feedCollectors(metrics, feed, clock);
    socketCollectors(metrics, () => (app.hasDecorator("io") ? app.io.of("/").sockets.size : undefined));
    schedulerCollectors(metrics, scheduler);
    databaseCollectors(metrics, {
      db,
      clock,
      chain: () => (app.hasDecorator("chain") ? app.chain : undefined),
      onError,
    });

    const allowed = addressAllowed(config.metricsAllow);
    app.get(
      "/metrics",
      {
        schema: {
          tags: ["cluster"],
          summary: "Prometheus metrics of this node (METRICS_ALLOW addresses only)",
          response: { 200: MetricsExposition, 403: MetricsRefused },
        },
      },
      async (request, reply) => {
        if (!allowed(request.ip))
          return reply.code(403).type("text/plain; charset=utf-8").send("Forbidden\n");
        return reply
          .type(metrics.contentType)
          .header("cache-control", "no-store")
          .send(await metrics.text());
      },
    );
  },
  { name: "metrics", fastify: "5.x" },
);
