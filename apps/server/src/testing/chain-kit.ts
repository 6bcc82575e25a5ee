import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ChainDepositPage } from "@bourse/contract";
import { Value } from "typebox/value";
import { createPublicClient, erc20Abi, http } from "viem";
import { expect } from "vitest";
import { type DevChain, startDevChain } from "../dev-chain/dev-chain.ts";
import { type RunningSigner, startSigner } from "../signer/index.ts";
import { signUp, type TestApp, testApp } from "./harness.ts";

const SECRET = "s".repeat(40);

/**
 * A venue on a local EVM chain (ganache, a block only when the test mines one), with the signer running
 * apart when `signer` is asked for; the watcher and the sender run one round when the test says.
 * Deposits wait three confirmations here.
 */
export async function chainVenue(opts: { signer: boolean }) {
  const chain: DevChain = await startDevChain({ port: 0 });
  const signer: RunningSigner | undefined = opts.signer
    ? await startSigner({
        mnemonic: chain.venueMnemonic,
        secret: SECRET,
        dataDir: mkdtempSync(join(tmpdir(), "signer-")),
        port: 0,
        chainId: chain.chainId,
        // the test venue has few users: the first few hundred addresses are the venue's
        addressScan: 300,
        addressMargin: 100,
      })
    : undefined;
  const t: TestApp = await testApp({
    chain: {
      rpcUrl: chain.rpcUrl,
      xpub: chain.xpub,
      usdtContract: chain.usdt,
      signerUrl: signer?.url,
      signerSecret: signer ? SECRET : undefined,
      pollMs: 3_600_000,
      stuckMs: 90_000,
    },
  });
  const rpc = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 });
  await t.db.query("UPDATE currency_networks SET confirmations = 3 WHERE id IN (2, 3)");
  await t.app.chain!.refresh();

  const round = () => t.app.chain!.tick();
  const mineAndRound = async (blocks = 1) => {
    await chain.mine(blocks);
    await round();
  };
  return {
    chain,
    signer,
    t,
    rpc,
    round,
    mineAndRound,
    /** Back to a snapshot, later in time: the blocks mined next differ from those they replace. */
    async reorgTo(snapshot: string) {
      await chain.revert(snapshot);
      await rpc.request({ method: "evm_increaseTime", params: [60] } as never);
    },
    /** A verified user with their deposit address (and the ETH network's answer, the same address). */
    async user(email: string) {
      const token = await signUp(t, email);
      const [u] = await t.db.query<{ id: number }>("SELECT id::int AS id FROM users WHERE email = $1", [
        email,
      ]);
      await t.db.query("UPDATE users SET kyc_level = 1 WHERE id = $1", [u!.id]);
      const usdt = await t.form("/api/wallet/get_in_address", { currency: "3", network: "3" }, token);
      const eth = await t.form("/api/wallet/get_in_address", { currency: "2", network: "2" }, token);
      return { id: u!.id, token, address: usdt.message.address as string, eth: eth.message };
    },
    /** The user's chain deposits as the app lists them, checked against their schema. */
    async deposits(token: string) {
      const page = (await t.get("/api/wallet/chain_deposits", token)).message;
      expect(
        Value.Check(ChainDepositPage, page),
        JSON.stringify([...Value.Errors(ChainDepositPage, page)][0]),
      ).toBe(true);
      return page.data as {
        id: number;
        state: string;
        confirmations: number;
        required: number;
        amount: string;
      }[];
    },
    /** The user's spot balance (available and frozen) in a currency, as a number for comparisons. */
    async balanceOf(userId: number, currency: number) {
      const [row] = await t.db.query<{ amount: string }>(
        "SELECT COALESCE(sum(amount), 0)::text AS amount FROM ledger_balances WHERE user_id = $1 AND currency_id = $2 AND account LIKE '%:change:%'",
        [userId, currency],
      );
      return Number(row?.amount ?? 0);
    },
    usdtOf: (address: string) =>
      rpc.readContract({
        address: chain.usdt as `0x${string}`,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [address as `0x${string}`],
      }),
    async close() {
      await t.close();
      await signer?.close();
      await chain.close();
    },
  };
}

export type ChainVenue = Awaited<ReturnType<typeof chainVenue>>;
