import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { addressAllowed, DEFAULT_METRICS_ALLOW, parseMetricsAllow } from "./allow.ts";
import { createMetrics } from "./registry.ts";

describe("METRICS_ALLOW", () => {
  it("unset or blank: loopback only, v4 and v6", () => {
    expect(parseMetricsAllow(undefined)).toEqual(DEFAULT_METRICS_ALLOW);
    expect(parseMetricsAllow(" , ")).toEqual(DEFAULT_METRICS_ALLOW);
    const allowed = addressAllowed(parseMetricsAllow(undefined));
    expect(allowed("127.0.0.1")).toBe(true);
    expect(allowed("127.3.2.1")).toBe(true);
    expect(allowed("::1")).toBe(true);
    expect(allowed("::ffff:127.0.0.1")).toBe(true);
    expect(allowed("10.0.0.1")).toBe(false);
    expect(allowed("::2")).toBe(false);
    expect(allowed("203.0.113.9")).toBe(false);
  });

  it("IPv4 addresses and CIDRs, on plain and IPv4-mapped sockets", () => {
    const allowed = addressAllowed(parseMetricsAllow("10.1.0.0/16, 192.0.2.7"));
    expect(allowed("10.1.255.3")).toBe(true);
    expect(allowed("::ffff:10.1.0.9")).toBe(true);
    expect(allowed("10.2.0.1")).toBe(false);
    expect(allowed("192.0.2.7")).toBe(true);
    expect(allowed("192.0.2.8")).toBe(false);
    // the loopback default is replaced, not added to
    expect(allowed("127.0.0.1")).toBe(false);
  });

  it("IPv6 CIDRs and addresses", () => {
    const allowed = addressAllowed(parseMetricsAllow("fd00::/8,2001:db8::1"));
    expect(allowed("fd12:3456::1")).toBe(true);
    expect(allowed("fe80::1")).toBe(false);
    expect(allowed("2001:db8::1")).toBe(true);
    expect(allowed("2001:db8::2")).toBe(false);
    // an IPv4 client never matches an IPv6 range
    expect(allowed("10.0.0.1")).toBe(false);
  });

  it("an IPv4-mapped IPv6 range admits the IPv4 clients it maps", () => {
    const allowed = addressAllowed(parseMetricsAllow("::ffff:10.0.0.0/104"));
    expect(allowed("10.9.8.7")).toBe(true);
    expect(allowed("11.0.0.1")).toBe(false);
  });

  it("0.0.0.0/0 admits every IPv4 client, and nothing else", () => {
    const allowed = addressAllowed(parseMetricsAllow("0.0.0.0/0"));
    expect(allowed("203.0.113.9")).toBe(true);
    expect(allowed("2001:db8::1")).toBe(false);
  });

  it("refuses what is not an address or a CIDR, at start", () => {
    for (const bad of [
      "10.0.0.0/33",
      "::/129",
      "10.0.0",
      "example.com",
      "10.0.0.0/8/1",
      "10.0.0.0/x",
      "127.1",
    ])
      expect(() => parseMetricsAllow(bad), bad).toThrow(/METRICS_ALLOW/);
  });

  it("refuses unreadable client addresses", () => {
    const allowed = addressAllowed(["0.0.0.0/0", "::/0"]);
    expect(allowed(undefined)).toBe(false);
    expect(allowed("")).toBe(false);
    expect(allowed("not-an-ip")).toBe(false);
    expect(allowed("127.1")).toBe(false);
  });

  it("is read from the environment at start, and a typo stops the server", () => {
    expect(loadConfig({}).metricsAllow).toEqual(["127.0.0.1/8", "::1"]);
    expect(loadConfig({ METRICS_ALLOW: "10.0.0.0/8, fd00::/8" }).metricsAllow).toEqual([
      "10.0.0.0/8",
      "fd00::/8",
    ]);
    expect(() => loadConfig({ METRICS_ALLOW: "10.0.0.0/8,10.0.0.300" })).toThrow(
      /METRICS_ALLOW.*10\.0\.0\.300/,
    );
  });
});

describe("app.metrics", () => {
  it("accepts only names starting bourse_", () => {
    const metrics = createMetrics();
    expect(() => metrics.counter({ name: "http_requests_total", help: "x" })).toThrow(/bourse_/);
    expect(() => metrics.gauge({ name: "bourse_probe", help: "x" })).not.toThrow();
  });
});
