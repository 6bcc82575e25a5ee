import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../db/db.ts";
import { type DevChain, startDevChain } from "../../dev-chain/dev-chain.ts";
import { signUp, type TestApp, testApp, testClock, testDb } from "../../testing/harness.ts";

/**
 * The watcher's cursor is the database's: a server stopped in the middle of a range of blocks and
 * started again over the same database misses no deposit and credits none twice.
 */
let chain: DevChain;
let db: Db;
let t: TestApp;
const clock = testClock();
const start = async () => {
  const app = await testApp(
    {
      chain: {
        rpcUrl: chain.rpcUrl,
        xpub: chain.xpub,
        usdtContract: chain.usdt,
        signerUrl: undefined,
        signerSecret: undefined,
        pollMs: 3_600_000,
        stuckMs: 90_000,
      },
    },
    { db, clock },
  );
  await db.query("UPDATE currency_networks SET confirmations = 3 WHERE id = 3");
  await app.app.chain!.refresh();
  return app;
};

beforeAll(async () => {
  chain = await startDevChain({ port: 0 });
  db = await testDb();
  t = await start();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await db?.close();
  await chain?.close();
});

it("resumes after a restart from its last scanned block: nothing missed, nothing credited twice", async () => {
  const token = await signUp(t, "chain-restart@bourse.test");
  const address = (await t.form("/api/wallet/get_in_address", { currency: "3", network: "3" }, token)).message
    .address as string;
  const [u] = await db.query<{ id: number }>("SELECT id::int AS id FROM users WHERE email = $1", [
    "chain-restart@bourse.test",
  ]);
  await t.app.chain!.tick();
  await chain.faucet(address, "15", "USDT");
  await chain.mine(1);
  await t.app.chain!.tick();
  await chain.faucet(address, "16", "USDT");
  await chain.mine(2);
  await chain.faucet(address, "17", "USDT");
  // the server stops with one deposit seen and two more on the chain it never scanned
  await t.app.close();
  await chain.mine(3);
  t = await start();
  await t.app.chain!.tick();
  await chain.mine(2);
  await t.app.chain!.tick();
  const rows = await db.query<{ amount: string; state: string }>(
    "SELECT amount::text AS amount, state FROM chain_deposits WHERE user_id = $1 ORDER BY amount",
    [u!.id],
  );
  expect(rows.map((r) => [Number(r.amount), r.state])).toEqual([
    [15, "credited"],
    [16, "credited"],
    [17, "credited"],
  ]);
  const [balance] = await db.query<{ amount: string }>(
    "SELECT COALESCE(sum(amount), 0)::text AS amount FROM ledger_balances WHERE user_id = $1 AND currency_id = 3",
    [u!.id],
  );
  expect(Number(balance?.amount)).toBe(48);
});
