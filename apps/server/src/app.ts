import { join } from "node:path";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import Fastify, { type FastifyInstance } from "fastify";
import { createBus } from "./cluster/bus.ts";
import { type Cluster, runCluster } from "./cluster/cluster.ts";
import type { Config } from "./config.ts";
import { type Core, createCore } from "./core/core.ts";
import { createForwardedKeyRetention } from "./core/key-retention.ts";
import { createLease } from "./core/lease.ts";
import { unitsToDecimal } from "./core/units.ts";
import type { Db } from "./db/db.ts";
import { migrate } from "./db/migrate.ts";
import { createFeed, type Feed } from "./feed/feed.ts";
import {
  createAuthGuard,
  createKycGuard,
  createOperatorGuard,
  registerAccountMarker,
  registerGuards,
} from "./http/auth.ts";
import { registerCompression } from "./http/compression.ts";
import { AJV_OPTIONS, registerRequestConventions } from "./http/conventions.ts";
import { registerErrorHandling, unreadablePath } from "./http/errors.ts";
import { registerIdempotencyKeys, requestKey } from "./http/idempotency.ts";
import { clockStore, registerUserLimits } from "./http/limits.ts";
import {
  createPublicReads,
  onOperatorWrite,
  openApiFromMemory,
  type PublicReads,
  topics,
} from "./http/public-reads.ts";
import { registerSecurityHeaders } from "./http/security.ts";
import { registerStatic } from "./http/static.ts";
import { jobsRoutes } from "./jobs/jobs.routes.ts";
import { createScheduler, type Scheduler } from "./jobs/scheduler.ts";
import { adminRoutes, createAdminService } from "./modules/admin/index.ts";
import { authRoutes, createAuthService } from "./modules/auth/index.ts";
import { contentRoutes, createContentService } from "./modules/content/index.ts";
import {
  type CopyService,
  copyAdminRoutes,
  copyRoutes,
  createCopyQueries,
  createCopyService,
} from "./modules/copy/index.ts";
import { createDemoService, demoRoutes } from "./modules/demo/index.ts";
import { devRoutes, type TestClock } from "./modules/dev/index.ts";
import { createDualService, type DualService, dualAdminRoutes, dualRoutes } from "./modules/dual/index.ts";
import { createFilesService, filesRoutes } from "./modules/files/index.ts";
import { financialRoutes } from "./modules/financial/index.ts";
import {
  createCouponBook,
  createGrowthService,
  growthAdminRoutes,
  growthRoutes,
} from "./modules/growth/index.ts";
import { createIeoService, type IeoService, ieoAdminRoutes, ieoRoutes } from "./modules/ieo/index.ts";
import {
  createLeverService,
  createLeverViews,
  type LeverService,
  type LeverWatch,
  leverAdminRoutes,
  leverRoutes,
  watchLever,
} from "./modules/lever/index.ts";
import { createLoanService, type LoanService, loanAdminRoutes, loanRoutes } from "./modules/loan/index.ts";
import {
  createLockService,
  type LockService,
  lockAdminRoutes,
  lockRoutes,
} from "./modules/lockmining/index.ts";
import { createFavouritesService, createMarketStats, marketRoutes } from "./modules/market/index.ts";
import {
  createNftConsole,
  createNftMedia,
  createNftService,
  type NftService,
  nftAdminRoutes,
  nftRoutes,
} from "./modules/nft/index.ts";
import {
  createP2pQueries,
  createP2pService,
  type P2pService,
  p2pAdminRoutes,
  p2pRoutes,
} from "./modules/p2p/index.ts";
import { createSecondsService, secondsAdminRoutes, secondsRoutes } from "./modules/seconds/index.ts";
import type { MarketMaker } from "./modules/spot/index.ts";
import {
  createMarketMaker,
  createOrderRetention,
  createSpotService,
  spotRoutes,
} from "./modules/spot/index.ts";
import {
  createSupportService,
  type SupportService,
  supportAdminRoutes,
  supportRoutes,
} from "./modules/support/index.ts";
import {
  createTransparencyService,
  loadVenueKey,
  recordVenueKey,
  transparencyAdminRoutes,
  transparencyRoutes,
} from "./modules/transparency/index.ts";
import {
  createKycService,
  createProfileService,
  createSecurityService,
  createUsersAdminService,
  kycRoutes,
  userRoutes,
  usersAdminRoutes,
} from "./modules/user/index.ts";
import {
  createFundingService,
  createWalletConfigService,
  createWalletService,
  walletAdminRoutes,
  walletRoutes,
} from "./modules/wallet/index.ts";
import { createApprovalNotices } from "./notify/approvals.ts";
import { outboxSender, type Sender, smtpSender } from "./notify/sender.ts";
import { openRedis } from "./redis.ts";
import { readSetting, reportUnreadableSettings } from "./settings/settings.read.ts";
import { attachSocket, type UserNotice } from "./socket/gateway.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The one writer for money. */
    core: Core;
    /** The index price of every market. */
    feed: Feed;
    /** The house market maker (spot). */
    maker: MarketMaker;
    /** Leveraged contracts and their tick triggers. */
    lever: LeverService;
    leverWatch: LeverWatch;
    /** Daily jobs settled once per UTC day, on the writer (lever overnight fees, earn products). */
    scheduler: Scheduler;
    /** Lock mining: plans, orders locked in the financial account, daily yield. */
    lockMining: LockService;
    /** IEO launchpad: projects, subscriptions held in the financial account, allocation, token release. */
    ieo: IeoService;
    /** Dual investment: products, purchases held in the financial account, settlement on the tick log. */
    dual: DualService;
    /** Collateral loans: offers, collateral held in the financial account, interest, LTV watch. */
    loan: LoanService;
    /** The NFT market: catalogue, fixed sales, auctions, blind boxes, resales, messages. */
    nft: NftService;
    /** Whether this node writes or follows, over time. */
    cluster: Cluster;
    /** Fiat P2P ads and orders. */
    p2p: P2pService;
    /** The live support chat between users and operators. */
    support: SupportService;
    /** Copy trading: traders, followers and their mirrored contracts. */
    copyTrading: CopyService;
    /** The public reads kept in memory (market list, candles, tick log, settings, menu, content). */
    publicReads: PublicReads;
  }
}

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

  await migrate(db);
  // a stored setting that is not of its declared type is read as its default: the operator hears of it
  reportUnreadableSettings((found) =>
    app.log.warn(found, "a stored setting is not of its declared type: its default is used"),
  );
  // Every node signs what the venue publishes with the one key the database recorded (the first node's):
  // a node given another refuses to start, so heads published after a failover verify as before.
  const venueKey = await loadVenueKey(config.transparencyKey, join(config.dataDir, "transparency.key"));
  await recordVenueKey(db, venueKey);
  // The writer's lease first: a node that holds it loads memory from tables no one else can change.
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
  // notices no command replays (a chat line, an identity decision) reach the user's sockets on every node
  const userRelay = bus ? { relay: (notice: UserNotice) => bus.notify("user", JSON.stringify(notice)) } : {};
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
  const auth = createAuthService({ db, sender, clock, passwordCost: config.passwordCost });
  const admin = createAdminService({ db, clock, passwordCost: config.passwordCost });
  const files = createFilesService({ db, dataDir: config.dataDir });
  const kyc = createKycService({ db, files, clock, ...userRelay });
  const profile = createProfileService({ db, files });
  const security = createSecurityService({ db, auth, clock, passwordCost: config.passwordCost });
  const usersAdmin = createUsersAdminService({ db, kyc, clock, sessionsEnded: auth.sessionsEnded });
  const content = createContentService({ db, clock });
  const livePrice = (name: string) => {
    const market = feed.bySymbol(`${name}/USDT`);
    return market && feed.lastPrice(market.id);
  };
  let lever: LeverService | undefined;
  const wallet = createWalletService({
    db,
    core,
    livePrice,
    leverBusy: (userId, currencyId, account) =>
      lever?.book.busy(account === "copy" ? -userId : userId, currencyId) ?? false,
  });
  const funding = await createFundingService({ db, core, files, clock, livePrice });
  const walletConfig = createWalletConfigService({ db });
  const stats = createMarketStats({ db, feed, clock });
  const favourites = createFavouritesService({ db, clock });
  // which fee coupons are used: read and changed by the spot and lever commands that use them
  const coupons = createCouponBook(db);
  await coupons.load();
  core.onReload((q) => coupons.load(q));
  const spot = await createSpotService({ db, core, feed, coupons });
  const seconds = await createSecondsService({
    db,
    core,
    feed,
    clock,
    onError: (err) => app.log.error({ err }, "a seconds order could not be settled"),
  });
  app.addHook("onClose", () => seconds.stop());
  const demo = await createDemoService({
    db,
    core,
    actAs: auth.actAs,
    closers: {
      spot: spot.cancelAll,
      lever: (user) => lever?.endAll(user) ?? Promise.resolve(0),
      seconds: seconds.voidAll,
    },
  });
  const maker = await createMarketMaker({
    db,
    core,
    feed,
    spot,
    demo,
    intervalMs: config.makerIntervalMs,
    onError: (err) => app.log.error({ err }, "the market maker could not re-quote"),
  });
  app.decorate("maker", maker);
  lever = await createLeverService({ db, core, feed, coupons });
  const leverViews = createLeverViews({ db, core, feed, lever });
  const leverWatch = watchLever({
    lever,
    core,
    feed,
    clock,
    onError: (err) => app.log.error({ err }, "a lever trigger failed"),
  });
  // the console's settings page changes the liquidation threshold; every node reads it again
  content.events.on("setting", (key: string, value: string) => {
    if (key === "lever_liquidation_risk_rate") {
      lever?.setThreshold(value);
      bus?.notify("config");
    }
  });
  bus?.onNotice("config", () => {
    lever?.reload().catch((err) => app.log.error({ err }, "the lever terms could not be read again"));
  });
  // public reads kept in memory, built again after what changes them, on every node: index ticks (stepped
  // here or announced by the writer), spot trades (the candles' volume), operators' changes (here, or
  // announced by the node that made them)
  const reads = createPublicReads({ clock });
  app.decorate("publicReads", reads);
  feed.events.on("tick", (t: { marketId: number }) => {
    reads.changed(topics.prices);
    reads.changed(topics.market(t.marketId));
  });
  spot.events.on("trades", ({ market, demo }: { market: { id: number }; demo: boolean }) => {
    if (!demo) reads.changed(topics.market(market.id));
  });
  // every operator's change is a console write (`onOperatorWrite` below): this node's and the others'
  bus?.onNotice("public", () => reads.changed(topics.config));
  // a session ended, or switched to another account, on one node is forgotten by every node's short
  // session cache at once
  auth.events.on("ended", ({ userId }: { userId: number }) => bus?.notify("sessions", String(userId)));
  auth.events.on("switched", ({ userId }: { userId: number }) => bus?.notify("sessions", String(userId)));
  bus?.onNotice("sessions", (userId) => auth.forgetSessions(Number(userId)));
  const p2p = await createP2pService({
    db,
    core,
    clock,
    files,
    feed,
    ...userRelay,
    onError: (err) => app.log.error({ err }, "unpaid P2P orders could not be cancelled"),
  });
  app.addHook("onClose", () => p2p.stop());
  // notices no command replays (a chat message, an identity decision) reach the sockets of every node
  bus?.onNotice("user", (json) => p2p.events.emit("user", JSON.parse(json) as UserNotice));
  app.decorate("p2p", p2p);
  const approvals = createApprovalNotices({ db, ...userRelay });
  app.decorate("approvals", approvals);
  const support = createSupportService({ db, files, clock, ...userRelay });
  app.decorate("support", support);
  const copy = await createCopyService({
    db,
    core,
    lever,
    feed,
    availableUsdt: wallet.availableUsdt,
    onError: (err) => app.log.error({ err }, "a copy trade could not be mirrored"),
  });
  app.addHook("onClose", () => copy.stop());
  app.decorate("copyTrading", copy);
  app.decorate("lever", lever);
  app.decorate("leverWatch", leverWatch);
  const scheduler = createScheduler({
    db,
    core,
    clock,
    onError: (err) => app.log.error({ err }, "a scheduled job failed"),
    everyMs: config.schedulerIntervalMs,
  });
  scheduler.daily("lever-overnight", leverWatch.overnightFor);
  scheduler.due(
    "spot-order-history",
    createOrderRetention({ writerTx: core.writerTx, days: config.orderHistoryDays }).due,
  );
  scheduler.due("forwarded-keys", createForwardedKeyRetention({ writerTx: core.writerTx }).due);
  const lockMining = await createLockService({ db, core });
  scheduler.daily("lock-yield", lockMining.payDay);
  app.decorate("lockMining", lockMining);
  const ieo = await createIeoService({ db, core, clock, kycLevel: kyc.levelOf });
  scheduler.due("ieo", ieo.due);
  app.decorate("ieo", ieo);
  const dual = await createDualService({ db, core, clock, lastPrice: (id) => feed.lastPrice(id) });
  scheduler.due("dual", dual.due);
  app.decorate("dual", dual);
  const loan = await createLoanService({
    db,
    core,
    clock,
    lastPrice: (id) => feed.lastPrice(id),
    isStale: (id) => feed.isStale(id),
    availableUsdt: wallet.availableUsdt,
    onError: (err) => app.log.error({ err }, "the loan watch failed"),
  });
  scheduler.daily("loan-interest", loan.interestDay);
  feed.events.on("tick", loan.onTick);
  app.addHook("onClose", async () => {
    feed.events.off("tick", loan.onTick);
    await loan.settled();
  });
  app.decorate("loan", loan);
  const nft = await createNftService({ db, core, clock, media: createNftMedia(files.publicDir) });
  scheduler.due("nft", nft.due);
  const growth = await createGrowthService({ db, core, clock, coupons });
  scheduler.due("rebates", growth.due);
  scheduler.due("experience", growth.bonus.due);
  const transparency = createTransparencyService({
    db,
    clock,
    key: venueKey,
    log: core.log,
    writerTx: core.writerTx,
  });
  scheduler.due("transparency-heads", transparency.due);
  scheduler.daily("liabilities", transparency.daily);
  scheduler.due("liabilities-first", transparency.firstSnapshot);
  app.decorate("nft", nft);
  app.decorate("scheduler", scheduler);
  app.addHook("onClose", () => scheduler.stop());
  app.addHook("onClose", async () => {
    leverWatch.stop();
    await leverWatch.settled();
  });
  await content.installSeedAssets(files.publicDir);
  if (await admin.seedOperator(config.adminUser, config.adminPassword))
    app.log.info({ username: config.adminUser }, "seeded the first operator");

  app.decorate("authenticate", createAuthGuard(auth.authenticate));
  app.decorate("operatorWith", createOperatorGuard(admin.authenticate));
  app.decorate("requireKyc", createKycGuard(kyc.levelOf));
  await registerSecurityHeaders(app, { hsts: config.hsts });
  await registerCompression(app);
  onOperatorWrite(app, () => {
    reads.changed(topics.config);
    bus?.notify("public");
  });
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 11 },
  });
  registerRequestConventions(app);
  registerAccountMarker(app);
  registerGuards(app);
  registerErrorHandling(app);
  registerIdempotencyKeys(app);
  const redis = openRedis(config.redisUrl, config.clusterName);
  if (redis) app.addHook("onClose", () => redis.close());
  await app.register(rateLimit, {
    global: false,
    // in memory without Redis, on the app's clock; in Redis, on Redis's, under the cluster's name
    ...(redis ? { redis: redis.client, nameSpace: redis.names.rateLimit } : { store: clockStore(clock) }),
  });
  registerUserLimits(app, config.accountRateLimit);

  await app.register(swagger, {
    openapi: {
      info: {
        title: "Bourse API",
        version: "1.1.3",
        description:
          "Envelope: {type, message}. Bodies: form, JSON or none. Token raw in Authorization. " +
          "Idempotency-Key (optional, up to 64 of A-Z a-z 0-9 _ . : -) on any call: the money it moves " +
          "moves once, and the same call sent again with the same key answers what the first came to.",
      },
      components: { securitySchemes: { token: { type: "apiKey", in: "header", name: "Authorization" } } },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiHooks: { onRequest: openApiFromMemory(app, reads) },
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes, {
        auth,
        rateLimit: config.authRateLimit,
        accountRateLimit: config.accountRateLimit,
      });
      await api.register(adminRoutes, { admin, db, rateLimit: config.authRateLimit });
      await api.register(filesRoutes, {
        files,
        maxBytes: config.uploadMaxBytes,
        userOfToken: auth.authenticate,
        operatorOfToken: admin.authenticate,
      });
      await api.register(userRoutes, { auth, profile, security });
      await api.register(demoRoutes, { demo });
      await api.register(kycRoutes, { kyc });
      await api.register(usersAdminRoutes, { users: usersAdmin });
      await api.register(contentRoutes, { db, content, reads });
      await api.register(walletRoutes, { wallet, funding, config: walletConfig, db });
      await api.register(walletAdminRoutes, { wallet, funding, config: walletConfig, db });
      await api.register(marketRoutes, {
        db,
        feed,
        stats,
        favourites,
        tickerSnapshot: () => app.tickerSnapshot(),
        reads,
      });
      await api.register(spotRoutes, { spot, channelSeq: (channel) => app.channelSeq(channel) });
      await api.register(leverRoutes, { lever, views: leverViews });
      await api.register(leverAdminRoutes, {
        lever,
        db,
        ...(bus ? { changed: () => bus.notify("config") } : {}),
      });
      await api.register(secondsRoutes, { seconds, userOfToken: auth.authenticate });
      await api.register(secondsAdminRoutes, { seconds });
      const copyQueries = createCopyQueries(db, clock);
      const p2pQueries = createP2pQueries(db, async (ad) => {
        const now = await p2p.priceNow({
          price: 0n,
          margin: ad.margin_rate,
          side: ad.type,
          currencyId: ad.currency_id,
          fiatId: ad.fiat_id,
        });
        return now && unitsToDecimal(now.price, 2);
      });
      await api.register(p2pRoutes, {
        p2p,
        queries: p2pQueries,
        clock,
        legalBills: (userId, currencyId, page, limit) =>
          wallet.bills(userId, { kind: "legal", ...(currencyId ? { currencyId } : {}) }, page, limit),
      });
      await api.register(p2pAdminRoutes, { db, p2p, queries: p2pQueries });
      await api.register(supportRoutes, { support });
      await api.register(supportAdminRoutes, { support, maxBytes: config.uploadMaxBytes });
      await api.register(copyRoutes, {
        copy,
        queries: copyQueries,
        setting: (key) => readSetting(db, key),
        availableUsdt: wallet.availableUsdt,
        kycLevel: async (userId) =>
          (await db.query<{ kyc_level: number }>("SELECT kyc_level FROM users WHERE id = $1", [userId]))[0]
            ?.kyc_level ?? 0,
      });
      await api.register(copyAdminRoutes, { db, copy, queries: copyQueries });
      await api.register(jobsRoutes, { scheduler });
      await api.register(lockRoutes, { lock: lockMining });
      await api.register(lockAdminRoutes, { lock: lockMining });
      await api.register(ieoRoutes, { ieo });
      await api.register(ieoAdminRoutes, { ieo });
      await api.register(dualRoutes, { dual });
      await api.register(dualAdminRoutes, { dual });
      await api.register(loanRoutes, { loan });
      await api.register(loanAdminRoutes, { loan });
      await api.register(nftRoutes, { nft, userOfToken: auth.authenticate });
      await api.register(growthRoutes, { growth });
      await api.register(growthAdminRoutes, { growth });
      await api.register(nftAdminRoutes, { console: createNftConsole(nft, core) });
      await api.register(transparencyRoutes, { transparency });
      await api.register(transparencyAdminRoutes, { transparency, clock });
      await api.register(financialRoutes, {
        lock: lockMining.summary,
        ieo: ieo.summary,
        dual: dual.summary,
        loan: loan.summary,
      });
      if (config.devOutbox) await api.register(devRoutes, { db, clock: opts.testClock });
      // for load balancers and the cluster's scripts: this node serves, and whether it writes or follows
      api.get("/health", async () => ({ type: "ok", message: { role: app.cluster.role } }));
    },
    { prefix: "/api" },
  );

  await registerStatic(app, config, files.publicDir);
  attachSocket(app, {
    feed,
    core,
    stats,
    spot,
    notices: [
      lever.events,
      seconds.events,
      p2p.events,
      support.events,
      copy.events,
      loan.events,
      nft.events,
      kyc.events,
      approvals.events,
    ],
    sessions: auth.events,
    userOfToken: auth.authenticate,
    clock,
    ...(redis ? { redis } : {}),
  });
  app.addHook("onClose", () => maker.stop());
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
      lease,
      epoch,
      ...(bus ? { bus } : {}),
      feed,
      work: [
        {
          // the house market maker's own funds, then its quotes
          start: async () => {
            await maker.fund();
            if (config.marketMaker) maker.start();
          },
          stop: () => maker.stop(),
        },
      ],
      log: app.log,
      onFatal: fatal,
    }),
  );
  return app;
}
