import { readFileSync } from "node:fs";
import { leverNotional } from "@bourse/engine";
import parse, { type Family, type Sample } from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGES, operatorToken, signUp, type TestApp, testApp, upload } from "../testing/harness.ts";
import { BTC_TERMS, leverKit, usdt } from "../testing/lever-kit.ts";

const OPS = new URL("../../../../ops/", import.meta.url);

/** Every `bourse_…` name the dashboard's queries use. */
function dashboardNames(): Set<string> {
  const dashboard = JSON.parse(readFileSync(new URL("grafana/bourse-dashboard.json", OPS), "utf8")) as {
    panels: { targets?: { expr: string }[] }[];
  };
  const exprs = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));
  return namesIn(exprs);
}

/** Every `bourse_…` name the alert rules' expressions use (`expr:` on one line or a folded block). */
function alertNames(): Set<string> {
  const lines = readFileSync(new URL("prometheus/alerts.yml", OPS), "utf8").split("\n");
  const exprs: string[] = [];
  lines.forEach((line, i) => {
    const m = /^(\s*)expr:\s*(.*)$/.exec(line);
    if (!m) return;
    const [, indent = "", value = ""] = m;
    if (!/^[>|]/.test(value)) {
      exprs.push(value);
      return;
    }
    for (let j = i + 1; j < lines.length; j++) {
      const next = lines[j]!;
      if (next.trim() !== "" && next.search(/\S/) <= indent.length) break;
      exprs.push(next);
    }
  });
  return namesIn(exprs);
}

function namesIn(exprs: string[]): Set<string> {
  return new Set(exprs.flatMap((e) => e.match(/\bbourse_[a-z0-9_]+/g) ?? []));
}

/** The families a scrape exposes, a histogram also under its series' names (`_bucket`, `_sum`, `_count`). */
function exposedNames(families: Family[]): Set<string> {
  return new Set(
    families.flatMap((f) =>
      f.type === "HISTOGRAM" || f.type === "SUMMARY"
        ? [f.name, `${f.name}_bucket`, `${f.name}_sum`, `${f.name}_count`]
        : [f.name],
    ),
  );
}

const family = (families: Family[], name: string) => {
  const f = families.find((x) => x.name === name);
  if (!f) throw new Error(`${name} is not exposed`);
  return f;
};
const sample = (f: Family, labels: Record<string, string>): Sample | undefined =>
  f.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
const value = (f: Family, labels: Record<string, string> = {}) => Number(sample(f, labels)?.value);

/**
 * One series' value read from the text itself: the parser keeps a histogram's buckets but loses its
 * labels, `_count` and `_sum` when the bucket label comes first, as prom-client writes it.
 */
function series(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const m = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries(
      [...(m[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(m[3]);
  }
  return undefined;
}

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // a user's deposit claim waits for an operator's review (before any scrape: the counts are cached)
  const token = await signUp(t, "metrics-claim@bourse.test");
  const voucher = (await upload(t, token, IMAGES.png)).message;
  const claim = await t.form("/api/wallet/charge_req", { currency: "3", amount: "25", voucher }, token);
  if (claim.type !== "ok") throw new Error(`deposit claim refused: ${claim.message}`);
});
afterAll(async () => {
  await t.close();
});

async function scrape(app = t, remoteAddress?: string) {
  const res = await app.raw({ method: "GET", url: "/metrics", ...(remoteAddress ? { remoteAddress } : {}) });
  return { res, text: res.body, families: res.statusCode === 200 ? parse(res.body) : [] };
}

describe("GET /metrics", () => {
  it("exposes every name the dashboard and the alert rules read, in Prometheus text format", async () => {
    const wanted = new Set([...dashboardNames(), ...alertNames()]);
    // the panels and rules the operators rely on are there (the extraction itself found them)
    for (const name of ["bourse_writer_role", "bourse_feed_staleness_seconds", "bourse_http_requests_total"])
      expect(wanted).toContain(name);
    expect(wanted.size).toBeGreaterThan(20);

    const { res, families } = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const exposed = exposedNames(families);
    expect([...wanted].filter((name) => !exposed.has(name))).toEqual([]);
    // Node's own metrics carry the prefix too, and nothing is exposed without it
    expect(exposed).toContain("bourse_process_cpu_seconds_total");
    expect(families.filter((f) => !f.name.startsWith("bourse_")).map((f) => f.name)).toEqual([]);
  });

  it("counts requests by route pattern, method and status, and times them", async () => {
    const before = value(family((await scrape()).families, "bourse_http_requests_total"), {
      route: "/api/health",
      method: "GET",
      status: "200",
    });
    for (let i = 0; i < 3; i++) expect((await t.get("/api/health")).statusCode).toBe(200);
    await t.raw({ method: "GET", url: "/api/no-such-call/12345" });
    const { families, text } = await scrape();
    const requests = family(families, "bourse_http_requests_total");
    expect(value(requests, { route: "/api/health", method: "GET", status: "200" })).toBe(
      (Number.isNaN(before) ? 0 : before) + 3,
    );
    // a path no route has is one series, whatever the path
    expect(value(requests, { route: "unmatched", method: "GET", status: "404" })).toBeGreaterThanOrEqual(1);
    expect(requests.metrics.some((m) => m.labels?.route?.includes("12345"))).toBe(false);
    const latency = family(families, "bourse_http_request_duration_seconds");
    expect(latency.type).toBe("HISTOGRAM");
    const timed = { route: "/api/health", method: "GET" };
    expect(series(text, "bourse_http_request_duration_seconds_count", timed)).toBeGreaterThanOrEqual(3);
    expect(series(text, "bourse_http_request_duration_seconds_bucket", { ...timed, le: "+Inf" })).toBe(
      series(text, "bourse_http_request_duration_seconds_count", timed),
    );
  });

  it("reports the writer, the core's batches, the journal, the feed and what waits for an operator", async () => {
    await t.app.core.flush();
    const { families, text } = await scrape();
    expect((await t.get("/api/health")).message.role).toBe("writer");
    const role = family(families, "bourse_writer_role");
    expect(role.metrics).toHaveLength(1);
    expect(Number(role.metrics[0]!.value)).toBe(1);
    expect(Number(family(families, "bourse_lease_epoch").metrics[0]!.value)).toBeGreaterThanOrEqual(1);

    const batches = series(text, "bourse_core_batch_commands_count");
    expect(batches).toBeGreaterThanOrEqual(1);
    expect(series(text, "bourse_core_batch_commands_sum")).toBeGreaterThanOrEqual(batches!);
    expect(series(text, "bourse_core_commit_seconds_count")).toBe(batches);
    expect(value(family(families, "bourse_core_queue_depth"))).toBe(0);

    const lastEntry = value(family(families, "bourse_journal_last_entry_id"));
    expect(lastEntry).toBe(t.app.core.lastEntryId());
    expect(value(family(families, "bourse_journal_entries_total"))).toBeGreaterThanOrEqual(1);

    // the feed is off in tests: every listed market is as stale as the server is old
    const staleness = family(families, "bourse_feed_staleness_seconds");
    expect(staleness.metrics.length).toBe(t.app.feed.markets().length);
    expect(sample(staleness, { market: "BTC/USDT" })).toBeDefined();

    expect(value(family(families, "bourse_deposits_waiting"))).toBe(1);
    expect(value(family(families, "bourse_withdrawals_waiting"))).toBe(0);
    expect(value(family(families, "bourse_socket_clients"))).toBe(0);
    // no chain is watched: its gauges are declared, without samples
    expect(family(families, "bourse_chain_watcher_lag_blocks").metrics).toEqual([]);
  });

  it("counts a scheduled job's runs and failures by job", async () => {
    let fail = true;
    t.app.scheduler.due("metrics-probe", async () => {
      if (fail) throw new Error("the probe fails once");
      return 1;
    });
    await t.app.scheduler.check();
    fail = false;
    await t.app.scheduler.check();
    const { families } = await scrape();
    expect(value(family(families, "bourse_scheduler_runs_total"), { job: "metrics-probe" })).toBe(2);
    expect(value(family(families, "bourse_scheduler_failures_total"), { job: "metrics-probe" })).toBe(1);
  });

  it("reads the house's exposure per market from the risk module, and its share of the limit", async () => {
    const admin = await operatorToken(t);
    const { step, trader, submit, indexCents } = leverKit(() => t);
    await step();
    const ann = await trader("metrics-ann@example.com");
    // a long of one lot: the house is short one lot; its limit is four lots' worth
    expect((await submit(ann.token, { share: "1", type: "1" })).type).toBe("ok");
    const limit = usdt(leverNotional(indexCents(), 400n, BTC_TERMS));
    const set = await t.json("/api/admin/exposure/limits", { market_id: 1, max_net_quote: limit }, admin);
    expect(set.type).toBe("ok");
    const btc = t.app.risk.exposureSnapshot().find((e) => e.marketId === 1)!;
    expect(Number(btc.netQuote)).toBeLessThan(0);

    const { families } = await scrape();
    const net = family(families, "bourse_house_net_exposure_quote");
    expect(value(net, { market: btc.symbol })).toBe(Number(btc.netQuote));
    expect(
      value(family(families, "bourse_house_exposure_limit_use_ratio"), { market: btc.symbol }),
    ).toBeCloseTo(0.25, 3);
  });

  it("exposes the house's exposure from another source handed in", async () => {
    t.app.metrics.houseExposureFrom(() => [
      { market: "BTC/USDT", netQuote: "-1250.5", limitUseRatio: 0.85 },
      { market: "ETH/USDT", netQuote: "300", limitUseRatio: null },
    ]);
    const { families } = await scrape();
    const net = family(families, "bourse_house_net_exposure_quote");
    expect(value(net, { market: "BTC/USDT" })).toBe(-1250.5);
    expect(value(net, { market: "ETH/USDT" })).toBe(300);
    const use = family(families, "bourse_house_exposure_limit_use_ratio");
    expect(value(use, { market: "BTC/USDT" })).toBe(0.85);
    // a market without a limit has no share of it
    expect(sample(use, { market: "ETH/USDT" })).toBeUndefined();
  });

  it("answers 403 and nothing else to an address METRICS_ALLOW does not list", async () => {
    const { res } = await scrape(t, "203.0.113.9");
    expect(res.statusCode).toBe(403);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).not.toMatch(/bourse_/);
  });
});

describe("METRICS_ALLOW and TRUST_PROXY", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await testApp({ metricsAllow: ["198.51.100.0/24"], trustProxy: ["127.0.0.1"] });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it("reads the client's address as forwarded by a trusted proxy, and only by one", async () => {
    const via = (remoteAddress: string, forwarded?: string) =>
      proxied.raw({
        method: "GET",
        url: "/metrics",
        remoteAddress,
        ...(forwarded ? { headers: { "x-forwarded-for": forwarded } } : {}),
      });
    // the loopback default is replaced by the configured list
    expect((await via("127.0.0.1")).statusCode).toBe(403);
    expect((await via("127.0.0.1", "198.51.100.7")).statusCode).toBe(200);
    expect((await via("127.0.0.1", "203.0.113.9")).statusCode).toBe(403);
    // an untrusted sender cannot claim an allowed address
    expect((await via("203.0.113.9", "198.51.100.7")).statusCode).toBe(403);
    expect((await via("198.51.100.7")).statusCode).toBe(200);
  });
});
