import { describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_PASSWORD, deploymentCheck, isLocalDatabase, loadConfig } from "./config.ts";

describe("configuration defaults that keep the server private", () => {
  it("listens on 127.0.0.1 and believes no forwarded address unless told otherwise", () => {
    const config = loadConfig({});
    expect(config.host).toBe("127.0.0.1");
    expect(config.trustProxy).toEqual([]);
    expect(config.accountRateLimit).toBe(10);
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("reads TRUST_PROXY as a list of addresses, CIDRs and named ranges", () => {
    expect(loadConfig({ TRUST_PROXY: " 10.0.0.5, 10.1.0.0/16 ,fd00::/8,loopback" }).trustProxy).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses a TRUST_PROXY that would trust everyone or is mistyped, instead of guessing", () => {
    for (const bad of ["true", "*", "10.0.0.300", "10.0.0.0/33", "10.0.0.0/8/1", "proxy.local"])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});

describe("a server with DATABASE_URL refuses the demo's settings", () => {
  const LOCAL = "postgres://postgres@127.0.0.1:5432/bourse";
  const REMOTE = "postgres://bourse@db.internal:5432/bourse";
  const STRONG = "correct-horse-battery";
  const check = (env: NodeJS.ProcessEnv) => deploymentCheck(loadConfig(env), env);

  it("checks nothing on the embedded database: the demo keeps its default login and dev outbox", () => {
    expect(check({ DEV_OUTBOX: "1", TEST_CLOCK: "1" })).toEqual({ problems: [], warnings: [] });
    expect(check({ DATABASE_URL: "", DEV_OUTBOX: "1" })).toEqual({ problems: [], warnings: [] });
  });

  it("starts with a strong operator password and no test features", () => {
    expect(check({ DATABASE_URL: REMOTE, ADMIN_PASSWORD: STRONG })).toEqual({ problems: [], warnings: [] });
    expect(check({ DATABASE_URL: LOCAL, ADMIN_PASSWORD: "x".repeat(12) }).problems).toEqual([]);
  });

  it("refuses the default operator password, set or not, and one shorter than 12 characters", () => {
    for (const password of [undefined, "", DEFAULT_ADMIN_PASSWORD]) {
      const { problems } = check({ DATABASE_URL: REMOTE, ADMIN_PASSWORD: password });
      expect(problems, String(password)).toHaveLength(1);
      expect(problems[0]).toMatch(/^ADMIN_PASSWORD .*default/);
    }
    const { problems } = check({ DATABASE_URL: REMOTE, ADMIN_PASSWORD: "x".repeat(11) });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^ADMIN_PASSWORD is shorter than 12 characters/);
    // characters, not UTF-16 units: eleven emoji are still eleven characters
    expect(check({ DATABASE_URL: REMOTE, ADMIN_PASSWORD: "🔑".repeat(11) }).problems).toHaveLength(1);
  });

  it("refuses the dev outbox and the test clock, naming each", () => {
    expect(check({ DATABASE_URL: REMOTE, ADMIN_PASSWORD: STRONG, DEV_OUTBOX: "1" }).problems).toEqual([
      expect.stringMatching(/^DEV_OUTBOX=1 .*TEST_DEPLOYMENT=1/),
    ]);
    expect(check({ DATABASE_URL: LOCAL, ADMIN_PASSWORD: STRONG, DEV_OUTBOX: "true" }).problems).toHaveLength(
      1,
    );
    // TEST_CLOCK alone does nothing without the dev outbox, and is still refused
    expect(check({ DATABASE_URL: LOCAL, ADMIN_PASSWORD: STRONG, TEST_CLOCK: "1" }).problems).toEqual([
      expect.stringMatching(/^TEST_CLOCK=1 /),
    ]);
    const both = check({ DATABASE_URL: LOCAL, ADMIN_PASSWORD: "short", DEV_OUTBOX: "1", TEST_CLOCK: "1" });
    expect(both.problems.map((p) => p.split(" ")[0])).toEqual([
      "ADMIN_PASSWORD",
      "DEV_OUTBOX=1",
      "TEST_CLOCK=1",
    ]);
    expect(both.warnings).toEqual([]);
  });

  it("allows them on a throwaway deployment on this machine (TEST_DEPLOYMENT=1), with a warning each", () => {
    const env = {
      DATABASE_URL: LOCAL,
      ADMIN_PASSWORD: STRONG,
      DEV_OUTBOX: "1",
      TEST_CLOCK: "1",
      TEST_DEPLOYMENT: "1",
    };
    const { problems, warnings } = check(env);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(/^DEV_OUTBOX=1 .*TEST_DEPLOYMENT=1/),
      expect.stringMatching(/^TEST_CLOCK=1 .*TEST_DEPLOYMENT=1/),
    ]);
    // nothing to waive: nothing to warn about
    expect(check({ DATABASE_URL: LOCAL, ADMIN_PASSWORD: STRONG, TEST_DEPLOYMENT: "1" })).toEqual({
      problems: [],
      warnings: [],
    });
  });

  it("keeps the password rule on a throwaway deployment", () => {
    const { problems } = check({ DATABASE_URL: LOCAL, TEST_DEPLOYMENT: "1", DEV_OUTBOX: "1" });
    expect(problems).toEqual([expect.stringMatching(/^ADMIN_PASSWORD /)]);
  });

  it("refuses TEST_DEPLOYMENT=1 on a database elsewhere, and the test features with it", () => {
    const { problems, warnings } = check({
      DATABASE_URL: REMOTE,
      ADMIN_PASSWORD: STRONG,
      DEV_OUTBOX: "1",
      TEST_DEPLOYMENT: "1",
    });
    expect(problems).toEqual([
      expect.stringMatching(/^TEST_DEPLOYMENT=1 .*DATABASE_URL's host is this machine/),
      expect.stringMatching(/^DEV_OUTBOX=1 /),
    ]);
    expect(warnings).toEqual([]);
  });

  it("refuses OPERATOR_2FA=seed-exempt on a database elsewhere, and takes it on this machine or the embedded one", () => {
    expect(
      check({ DATABASE_URL: REMOTE, ADMIN_PASSWORD: STRONG, OPERATOR_2FA: "seed-exempt" }).problems,
    ).toEqual([expect.stringMatching(/^OPERATOR_2FA=seed-exempt .*DATABASE_URL's host is this machine/)]);
    expect(check({ DATABASE_URL: LOCAL, ADMIN_PASSWORD: STRONG, OPERATOR_2FA: "seed-exempt" })).toEqual({
      problems: [],
      warnings: [],
    });
    expect(check({ OPERATOR_2FA: "seed-exempt" })).toEqual({ problems: [], warnings: [] });
    expect(
      check({ DATABASE_URL: REMOTE, ADMIN_PASSWORD: STRONG, OPERATOR_2FA: "required" }).problems,
    ).toEqual([]);
    expect(loadConfig({}).operator2fa).toBe("required");
    expect(() => loadConfig({ OPERATOR_2FA: "off" })).toThrow(/OPERATOR_2FA must be required or seed-exempt/);
  });

  it("tells a database on this machine from one elsewhere", () => {
    for (const url of [
      "postgres://postgres@127.0.0.1:5432/db",
      "postgresql://u:p@127.0.0.2/db",
      "postgres://u@localhost/db",
      "postgres://u@LOCALHOST:5433/db",
      "postgres://u@[::1]:5432/db",
      "postgres:///db",
      "postgres://u@%2Fvar%2Frun%2Fpostgresql/db",
      "postgres://u@/db?host=/var/run/postgresql",
      "postgres://u@db.internal/db?host=/tmp",
      "socket:/var/run/postgresql?db=bourse",
      "/var/run/postgresql bourse",
    ])
      expect(isLocalDatabase(url), url).toBe(true);
    for (const url of [
      "postgres://u@db.internal/db",
      "postgres://u@10.0.0.5/db",
      "postgres://u@127.0.0.1.example.com/db",
      "postgres://u@localhost.example.com/db",
      "postgres://u@[2001:db8::1]/db",
      "postgres://u@127.0.0.1/db?host=db.internal",
      "postgres://u@localhost/db?host=localhost,db.internal",
      "not a url",
    ])
      expect(isLocalDatabase(url), url).toBe(false);
    // no host in the URL: pg connects to PGHOST, or else to localhost
    expect(isLocalDatabase("postgres:///db", { PGHOST: "db.internal" })).toBe(false);
    expect(isLocalDatabase("postgres:///db", { PGHOST: "/tmp" })).toBe(true);
  });
});
