import { randomBytes } from "node:crypto";
import { verifyTreeHead } from "@bourse/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../core/checker.ts";
import {
  clusterDatabase,
  type Envelope,
  fundedUser,
  operatorLogin,
  outboxCode,
  type ServerNode,
  startNode,
  until,
} from "../testing/nodes.ts";
import { sharedNodeEnv } from "./local.ts";

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

type Wallets = Record<string, { balance: Record<string, string>[] }>;

// Real processes on a real PostgreSQL and Redis: one writer, two fronts, and what happens when the
// writer dies or stalls. Runs in the PostgreSQL suite (CI gives it both).
describe.runIf(databaseUrl && redisUrl)("three server processes on one database", () => {
  let database: Awaited<ReturnType<typeof clusterDatabase>>;
  const cluster = `n${randomBytes(4).toString("hex")}`;
  const nodes: ServerNode[] = [];
  let admin: string;
  const start = (name: string) =>
    startNode({
      name,
      cluster,
      databaseUrl: database.url,
      redisUrl: redisUrl!,
      // as `npm run cluster` starts them: one data folder, one signing key, one operator password
      shared: sharedNodeEnv(database.local),
      env: { LEASE_TTL_MS: "2000" },
    });

  beforeAll(async () => {
    database = await clusterDatabase(databaseUrl!);
    // the first applies the migrations and takes the lease; the others start as fronts
    nodes.push(await start("n1"));
    nodes.push(...(await Promise.all([start("n2"), start("n3")])));
    admin = await operatorLogin(nodes[1]!);
  }, 120_000);

  afterAll(async () => {
    for (const n of nodes) {
      n.process.kill("SIGCONT");
      n.process.kill("SIGKILL");
    }
    await Promise.all(nodes.map((n) => n.exited));
    await database?.drop();
  });

  const live = () => nodes.filter((n) => n.process.exitCode === null && n.process.signalCode === null);
  const writerOf = async (among: ServerNode[]) => {
    for (const n of among) if ((await n.role()) === "writer") return n;
    return undefined;
  };
  const balance = async (node: ServerNode, token: string, kind: string) => {
    const w = (await node.call("/wallet/list", {}, token)).message as Wallets;
    return w[`${kind}_wallet`]!.balance.find((b) => b.currency_name === "USDT")![`${kind}_balance`];
  };
  const userId = async (node: ServerNode, token: string) =>
    (
      (await (await fetch(`${node.base}/user/info`, { headers: { authorization: token } })).json()) as {
        message: { id: number };
      }
    ).message.id;

  it("has one writer and two fronts", async () => {
    expect(await Promise.all(nodes.map((n) => n.role()))).toEqual(["writer", "follower", "follower"]);
  });

  it("accepts exactly one of 200 parallel whole-balance withdrawals spread over all nodes", async () => {
    const email = `race-${cluster}@bourse.test`;
    const token = await fundedUser(nodes[2]!, email, "50", admin);
    await database.db.query("UPDATE users SET kyc_level = 1 WHERE email = $1", [email]);
    await nodes[0]!.call("/sms_mail", { scene: "security" }, token);
    const code = await outboxCode(nodes[0]!, email);
    const set = await nodes[0]!.call(
      "/safe/update_password",
      { password: "2580", re_password: "2580", code },
      token,
    );
    expect(set.type).toBe("ok");
    // past the 24 h lock a new fund password sets
    await database.db.query("UPDATE users SET withdraw_locked_until = NULL WHERE email = $1", [email]);
    const saved = await nodes[1]!.call(
      "/user/wallet/save",
      { currency: "3", network: "4", name: "cold", address: "TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA" },
      token,
    );
    expect(saved.type).toBe("ok");
    const list = await fetch(`${nodes[1]!.base}/user/wallet/list`, { headers: { authorization: token } });
    const address = ((await list.json()) as { message: { data: { id: number }[] } }).message.data[0]!.id;
    const body = { currency: "3", number: "50", address_id: String(address), pay_password: "2580" };
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => nodes[i % 3]!.call("/wallet/out", body, token)),
    );
    expect(results.filter((r) => r.type === "ok")).toHaveLength(1);
    expect(results.filter((r) => r.code === "WALLET_INSUFFICIENT_BALANCE")).toHaveLength(199);
    for (const n of nodes) expect(await balance(n, token, "change")).toBe("0");
  }, 60_000);

  it("runs 1,000 mixed transfers and orders over all nodes: each acknowledged one is stored once", async () => {
    const token = await fundedUser(nodes[0]!, `mixed-${cluster}@bourse.test`, "100000", admin);
    const id = await userId(nodes[0]!, token);
    const [tick] = await database.db.query<{ price: string }>(
      "SELECT price::text AS price FROM ticks WHERE market_id = 1 ORDER BY seq DESC LIMIT 1",
    );
    const bid = (Number(tick!.price) * 0.995).toFixed(2);
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => {
        const node = nodes[i % 3]!;
        return i % 2
          ? node.call(
              "/wallet/change",
              { currency_id: "3", number: "1", from_field: "change", to_field: "micro" },
              token,
              `mixed-${i}`,
            )
          : node.call(
              "/coin/trade",
              { type: "buy", amount: "0.001", target_price: bid, currency_id: "1", legal_id: "3" },
              token,
              `mixed-${i}`,
            );
      }),
    );
    const ok = (odd: number) => results.filter((r, i) => i % 2 === odd && r.type === "ok").length;
    expect(ok(1) + ok(0)).toBe(1000);
    // each request's key once: transfers in the journal, resting orders (order events) beside the log
    const stored = await database.db.query<{ key: string; n: number }>(
      `SELECT key, count(*)::int AS n FROM (
         SELECT idempotency_key AS key FROM journal_entries WHERE user_id = $1 AND idempotency_key LIKE 'client:%'
         UNION ALL SELECT key FROM command_keys WHERE key LIKE $2) k GROUP BY 1`,
      [id, `client:u${id}:%`],
    );
    expect(stored).toHaveLength(1000);
    expect(stored.every((s) => s.n === 1)).toBe(true);
    const [orders] = await database.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM spot_orders WHERE user_id = $1",
      [id],
    );
    expect(orders!.n).toBe(ok(0));
    expect(await balance(nodes[2]!, token, "micro")).toBe(String(ok(1)));
    expect(await checkLedger(database.db)).toEqual([]);
  }, 120_000);

  it("survives the writer's SIGKILL mid-burst: a standby leads within 10 s and retried keys apply once", async () => {
    const token = await fundedUser(nodes[1]!, `kill-${cluster}@bourse.test`, "1000", admin);
    const id = await userId(nodes[1]!, token);
    const old = (await writerOf(nodes))!;
    const survivors = () => live().filter((n) => n !== old);
    const transfer = (node: ServerNode, i: number): Promise<Envelope | undefined> =>
      node
        .call(
          "/wallet/change",
          { currency_id: "3", number: "1", from_field: "change", to_field: "micro" },
          token,
          `kill-${i}`,
        )
        .catch(() => undefined);
    let acknowledged = 0;
    const burst = Array.from({ length: 300 }, (_, i) =>
      transfer(nodes[i % 3]!, i).then((r) => {
        if (r?.type === "ok") acknowledged++;
        return r;
      }),
    );
    while (acknowledged < 50) await new Promise((r) => setTimeout(r, 5));
    old.process.kill("SIGKILL");
    const killedAt = Date.now();
    const first = await Promise.all(burst);
    const failover = await until(
      async () => (await writerOf(survivors())) !== undefined,
      10_000,
      "a new writer",
    );
    expect(failover).toBeLessThan(10_000);
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    // every request that did not hear ok is sent again with its key to a node still up, until it does
    const answers = [...first];
    for (let round = 0; round < 20 && answers.some((a) => a?.type !== "ok"); round++) {
      await Promise.all(
        answers.map(async (a, i) => {
          if (a?.type === "ok") return;
          answers[i] = await transfer(survivors()[i % 2]!, i);
        }),
      );
      if (answers.some((a) => a?.type !== "ok")) await new Promise((r) => setTimeout(r, 250));
    }
    expect(answers.filter((a) => a?.type === "ok")).toHaveLength(300);
    // a retry of a command that had committed answers its first reply: each key is stored once
    const [row] = await database.db.query<{ n: number; keys: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys FROM journal_entries
       WHERE user_id = $1 AND idempotency_key LIKE 'client:%kill-%'`,
      [id],
    );
    expect(row).toEqual({ n: 300, keys: 300 });
    expect(await balance(survivors()[0]!, token, "micro")).toBe("300");
    expect(await checkLedger(database.db)).toEqual([]);
    // the killed node comes back as a front
    const back = await start(`${old.name}r`);
    nodes.splice(nodes.indexOf(old), 1, back);
    expect(await back.role()).toBe("follower");
  }, 120_000);

  it("fences a writer paused past its lease: a standby leads, and the old one, resumed, follows", async () => {
    const token = await fundedUser(nodes[0]!, `pause-${cluster}@bourse.test`, "100", admin);
    const old = (await writerOf(nodes))!;
    const others = nodes.filter((n) => n !== old);
    old.process.kill("SIGSTOP");
    try {
      await until(async () => (await writerOf(others)) !== undefined, 10_000, "a new writer");
      const body = { currency_id: "3", number: "10", from_field: "change", to_field: "micro" };
      expect((await others[0]!.call("/wallet/change", body, token)).type).toBe("ok");
    } finally {
      old.process.kill("SIGCONT");
    }
    // resumed, it may still think it leads: its next commit is fenced, and that command goes over
    const body = { currency_id: "3", number: "10", from_field: "change", to_field: "micro" };
    expect((await old.call("/wallet/change", body, token)).type).toBe("ok");
    await until(async () => (await old.role()) === "follower", 10_000, "the old writer to follow");
    expect(await balance(old, token, "micro")).toBe("20");
    const [lease] = await database.db.query<{ holder: string }>("SELECT holder FROM writer_lease");
    expect(lease!.holder).toBe((await writerOf(others))!.name);
    expect(await checkLedger(database.db)).toEqual([]);
  }, 60_000);

  it("signs every head with the venue's one key: on any node, before and after a failover", async () => {
    const token = await fundedUser(nodes[0]!, `heads-${cluster}@bourse.test`, "100", admin);
    const [last] = await database.db.query<{ id: number | null }>(
      "SELECT max(entry_id)::int AS id FROM transparency_heads",
    );
    const body = { currency_id: "3", number: "1", from_field: "change", to_field: "micro" };
    // an operator's publication is signed by the node it reaches: a new entry, then a head, on each
    const publishOn = async (among: ServerNode[]) => {
      for (const node of among) {
        expect((await node.call("/wallet/change", body, token)).type).toBe("ok");
        expect((await node.call("/admin/transparency/heads", {}, admin)).type).toBe("ok");
      }
    };
    await publishOn(live());
    const old = (await writerOf(nodes))!;
    old.process.kill("SIGKILL");
    await old.exited;
    const survivors = nodes.filter((n) => n !== old);
    await until(async () => (await writerOf(survivors)) !== undefined, 10_000, "a new writer");
    await publishOn(survivors);
    // the dead writer comes back (as a front) with the cluster's settings, and signs with the same key
    const back = await start(`${old.name}b`);
    nodes.splice(nodes.indexOf(old), 1, back);
    await publishOn([back]);

    const get = async (node: ServerNode, path: string) =>
      // biome-ignore lint/suspicious/noExplicitAny: the envelope is read loosely, as a client does
      ((await (await fetch(`${node.base}${path}`)).json()) as { message: any }).message;
    const keys = await Promise.all(nodes.map(async (n) => (await get(n, "/transparency/key")).public_key));
    expect(new Set(keys).size).toBe(1);
    const heads = (
      (await get(back, "/transparency/heads?limit=100")).data as {
        kind: "tree";
        entry_id: number;
        size: number;
        root: string;
        time: string;
        public_key: string;
        signature: string;
      }[]
    ).filter((h) => h.entry_id > (last?.id ?? 0));
    expect(heads.length).toBeGreaterThanOrEqual(6);
    for (const h of heads) {
      expect(h.public_key).toBe(keys[0]);
      expect(verifyTreeHead(keys[0], { size: h.size, root: h.root, time: h.time }, h.signature)).toBe(true);
    }
  }, 90_000);
});
