import { Envelope, Health } from "@bourse/contract";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import Fastify, { type FastifyInstance } from "fastify";
import { type Cluster, runCluster } from "./cluster/cluster.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/db.ts";
import { AJV_OPTIONS } from "./http/conventions.ts";
import { unreadablePath } from "./http/errors.ts";
import { registerHttp } from "./http/http.ts";
import { registerStatic } from "./http/static.ts";
import { jobsRoutes } from "./jobs/jobs.routes.ts";
import { metricsPlugin } from "./metrics/metrics.plugin.ts";
import { adminLine } from "./modules/admin/index.ts";
import { apiKeysLine } from "./modules/apikeys/index.ts";
import { approvalsLine } from "./modules/approvals/index.ts";
import { authLine } from "./modules/auth/index.ts";
import { binanceLine } from "./modules/binance/index.ts";
import { chainLine } from "./modules/chain/index.ts";
import { cockpitLine } from "./modules/cockpit/index.ts";
import { contentLine } from "./modules/content/index.ts";
import { copyLine } from "./modules/copy/index.ts";
import { demoLine } from "./modules/demo/index.ts";
import { devRoutes, type TestClock } from "./modules/dev/index.ts";
import { dualLine } from "./modules/dual/index.ts";
import { filesLine } from "./modules/files/index.ts";
import { financialLine } from "./modules/financial/index.ts";
import { growthLine } from "./modules/growth/index.ts";
import { hedgeLine } from "./modules/hedge/index.ts";
import { ieoLine } from "./modules/ieo/index.ts";
import { leverLine } from "./modules/lever/index.ts";
import { loanLine } from "./modules/loan/index.ts";
import { lockMiningLine } from "./modules/lockmining/index.ts";
import { marketLine } from "./modules/market/index.ts";
import { nftLine } from "./modules/nft/index.ts";
import { p2pLine } from "./modules/p2p/index.ts";
import { riskLine } from "./modules/risk/index.ts";
import { secondsLine } from "./modules/seconds/index.ts";
import { spotLine } from "./modules/spot/index.ts";
import { supportLine } from "./modules/support/index.ts";
import { transparencyLine } from "./modules/transparency/index.ts";
import { userLine } from "./modules/user/index.ts";
import { walletLine } from "./modules/wallet/index.ts";
import type { Sender } from "./notify/sender.ts";
import { openPlatform } from "./platform.ts";
import { attachSocket } from "./socket/gateway.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Whether this node writes or follows, over time. */
    cluster: Cluster;
  }
}

/**
 * The product lines, in the order they are registered: each one Fastify plugin (`modules/<line>/index.ts`)
 * given the platform; a line comes after the lines whose decorations it reads.
 */
const LINES = [
  authLine,
  adminLine,
  approvalsLine,
  filesLine,
  userLine,
  demoLine,
  contentLine,
  walletLine,
  chainLine,
  marketLine,
  growthLine,
  spotLine,
  leverLine,
  secondsLine,
  riskLine,
  hedgeLine,
  p2pLine,
  supportLine,
  copyLine,
  lockMiningLine,
  ieoLine,
  dualLine,
  loanLine,
  nftLine,
  transparencyLine,
  financialLine,
  apiKeysLine,
  binanceLine,
  cockpitLine,
];

export interface BuildOptions {
  config: Config;
  db: Db;
  /** The server's clock; tests move it to check expiries. */
  clock?: () => Date;
  /** TEST_CLOCK=1: a clock `POST /api/dev/clock` moves forward (with the dev outbox on, loopback only). */
  testClock?: TestClock;
  /** Replaces the configured sender (tests). */
  sender?: Sender;
  /** What happens when the money core cannot commit; the default logs and exits (a restart recovers). */
  onFatal?: (err: unknown) => void;
  logger?: boolean;
  /** Largest group commit of the money core (1 commits each command alone: the benchmark's control). */
  coreMaxBatch?: number;
}

/** Builds the whole app without listening: main.ts listens, tests use `app.inject()`. */
export async function build(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const clock = opts.testClock ?? opts.clock ?? (() => new Date());
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    // Off unless TRUST_PROXY names the proxies: a forwarded address from anyone else is ignored.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true },
    // a path the router cannot read (bad escapes, an over-long parameter) answers the envelope too
    frameworkErrors: unreadablePath,
    // Legacy clients join base and path without a slash ("/apilever/submit").
    rewriteUrl: (req) => (req.url ?? "/").replace(/^\/api(?=[a-z])/i, "/api/"),
    ajv: AJV_OPTIONS,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const platform = await openPlatform(app, { ...opts, clock });
  const { core, feed, scheduler } = platform;
  // first, so that its request hooks see every route; `app.metrics` is where lines add their collectors
  await app.register(metricsPlugin, platform);
  await registerHttp(app, platform);
  for (const line of LINES) await app.register(line, platform);
  await app.register(jobsRoutes, { prefix: "/api", scheduler });
  if (config.devOutbox) await app.register(devRoutes, { prefix: "/api", db, clock: opts.testClock });
  // for load balancers and the cluster's scripts: this node serves, and whether it writes or follows
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["cluster"],
        summary: "Whether this node writes or follows",
        response: { 200: Envelope(Health) },
      },
    },
    async () => ({ type: "ok" as const, message: { role: app.cluster.role } }),
  );

  await registerStatic(app, config, app.files.publicDir);
  attachSocket(app, {
    feed,
    core,
    stats: app.marketStats,
    spot: app.spot,
    notices: platform.notices,
    sessions: app.auth.events,
    userOfToken: app.auth.authenticate,
    clock,
    ...(platform.redis ? { redis: platform.redis } : {}),
  });
  app.addHook("onClose", () => scheduler.stop());
  scheduler.start();
  // a moved test clock runs at once what the move made due
  if (opts.testClock) opts.testClock.moved = () => scheduler.check();
  const fatal =
    opts.onFatal ??
    ((err: unknown) => {
      app.log.fatal({ err }, "stopping");
      process.exit(1);
    });
  app.decorate(
    "cluster",
    await runCluster({
      core,
      lease: platform.lease,
      epoch: platform.epoch,
      ...(platform.bus ? { bus: platform.bus } : {}),
      feed,
      work: platform.writerWork,
      log: app.log,
      onFatal: fatal,
    }),
  );
  return app;
}
