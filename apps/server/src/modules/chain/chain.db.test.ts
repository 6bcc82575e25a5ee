import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChainVenue, chainVenue } from "../../testing/chain-kit.ts";
import { operatorToken } from "../../testing/harness.ts";

/**
 * Deposits and withdrawals on a local EVM chain (ganache, blocks mined when the test says), with the
 * signer running apart: the watcher and the sender are stepped by hand, one round at a time.
 */
const OUTSIDE = "0x000000000000000000000000000000000000dead";
let v: ChainVenue;
let admin: string;

beforeAll(async () => {
  v = await chainVenue({ signer: true });
  // withdrawals of up to 1,000 USDT go out by themselves
  await v.t.db.query("UPDATE currency_networks SET auto_approve_max = 1000 WHERE id = 3");
  await v.t.app.chain!.refresh();
  admin = await operatorToken(v.t);
}, 60_000);
afterAll(() => v?.close());

describe("chain deposits", () => {
  it("gives each user a permanent address of their own, derived from the venue's key, and no voucher", async () => {
    const alice = await v.user("chain-alice@bourse.test");
    const [own] = await v.t.db.query<{ idx: number }>("SELECT idx FROM chain_addresses WHERE user_id = $1", [
      alice.id,
    ]);
    expect(alice.address).toBe(v.chain.depositAddress(own!.idx));
    expect(alice.eth.address).toBe(alice.address);
    expect(alice.eth.chain).toEqual({ family: "evm", confirmations: 3, token_contract: "" });
    const again = await v.t.form("/api/wallet/get_in_address", { currency: "3", network: "3" }, alice.token);
    expect(again.message).toMatchObject({
      address: alice.address,
      chain: { confirmations: 3, token_contract: v.chain.usdt },
    });
    const claim = await v.t.form(
      "/api/wallet/charge_req",
      { currency: "3", network: "3", amount: "10", voucher: "x" },
      alice.token,
    );
    expect(claim).toMatchObject({ code: "WALLET_DEPOSIT_ON_CHAIN" });
    expect(claim.message).toContain("ERC20");
    // TRC20 keeps its vouchers
    const trc = await v.t.form("/api/wallet/get_in_address", { currency: "3", network: "4" }, alice.token);
    expect(trc.message.chain).toBeUndefined();
  });

  it("shows a USDT and an ETH deposit pending with their confirmations, and credits each once at the threshold", async () => {
    const bob = await v.user("chain-bob@bourse.test");
    await v.round(); // the watcher knows the address before the coins are sent
    await v.chain.faucet(bob.address, "250.5", "USDT");
    await v.chain.faucet(bob.address, "0.75", "ETH");
    await v.mineAndRound();
    let seen = await v.deposits(bob.token);
    expect(seen.map((d) => [d.state, d.confirmations, d.required, d.amount]).sort()).toEqual([
      ["pending", 1, 3, "0.75"],
      ["pending", 1, 3, "250.5"],
    ]);
    expect(await v.balanceOf(bob.id, 3)).toBe(0);
    await v.mineAndRound();
    expect((await v.deposits(bob.token)).map((d) => d.confirmations)).toEqual([2, 2]);
    await v.mineAndRound();
    seen = await v.deposits(bob.token);
    expect(seen.map((d) => d.state)).toEqual(["credited", "credited"]);
    expect(await v.balanceOf(bob.id, 3)).toBe(250.5);
    expect(await v.balanceOf(bob.id, 2)).toBe(0.75);
    // more rounds, more blocks: never credited twice
    await v.mineAndRound(2);
    await v.round();
    expect(await v.balanceOf(bob.id, 3)).toBe(250.5);
    const [entries] = await v.t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM chain_deposits WHERE user_id = $1 AND entry_id IS NOT NULL",
      [bob.id],
    );
    expect(entries?.n).toBe(2);
  });

  it("records a deposit under the minimum and credits nothing", async () => {
    const carol = await v.user("chain-carol@bourse.test");
    await v.round();
    await v.chain.faucet(carol.address, "0.5", "USDT");
    await v.mineAndRound(4);
    expect((await v.deposits(carol.token)).map((d) => d.state)).toEqual(["below_minimum"]);
    expect(await v.balanceOf(carol.id, 3)).toBe(0);
  });

  it("resumes from its last scanned block after a stop: nothing missed, nothing credited twice", async () => {
    const frank = await v.user("chain-frank@bourse.test");
    await v.round();
    await v.chain.faucet(frank.address, "15", "USDT");
    await v.chain.mine(1);
    await v.chain.faucet(frank.address, "16", "USDT");
    await v.chain.mine(1);
    // the server was down for these blocks: the next rounds (two asked at once) resume from the last scanned
    await Promise.all([v.round(), v.round()]);
    await v.mineAndRound(3);
    const seen = await v.deposits(frank.token);
    expect(seen.map((d) => [d.state, d.amount]).sort()).toEqual([
      ["credited", "15"],
      ["credited", "16"],
    ]);
    expect(await v.balanceOf(frank.id, 3)).toBe(31);
  });
});

describe("chain withdrawals", () => {
  const withdraw = (userId: number, number: string, destination = OUTSIDE) =>
    v.t.app.funding.requestWithdrawal(userId, {
      currency: 3,
      network: 3,
      number,
      destination,
      method: "address",
      byApiKey: true,
    });
  const request = async (id: number) =>
    (
      await v.t.db.query<{
        state: string;
        chain_state: string | null;
        txid: string | null;
        reject_reason: string | null;
      }>("SELECT state, chain_state, txid, reject_reason FROM withdrawal_requests WHERE id = $1", [id])
    )[0]!;

  let gina: Awaited<ReturnType<ChainVenue["user"]>>;
  beforeAll(async () => {
    gina = await v.user("chain-gina@bourse.test");
    await v.round();
    await v.chain.faucet(gina.address, "30000", "USDT");
    await v.mineAndRound(3);
    expect(await v.balanceOf(gina.id, 3)).toBe(30000);
  });

  it("sends one at or under the auto-approve amount by itself, and pays it out once confirmed", async () => {
    const out = await withdraw(gina.id, "100");
    expect(out.ok).toBe(true);
    const id = out.ok ? out.value.id : 0;
    const outsideBefore = await v.usdtOf(OUTSIDE);
    await v.round();
    expect(await request(id)).toMatchObject({ state: "pending", chain_state: "broadcast" });
    await v.mineAndRound();
    expect((await request(id)).chain_state).toBe("broadcast");
    await v.mineAndRound(2);
    const done = await request(id);
    expect(done).toMatchObject({ state: "approved", chain_state: "confirmed" });
    expect(done.txid).toMatch(/^0x[0-9a-f]{64}$/);
    // 100 asked, the 5 USDT fee kept: 95 arrive
    expect((await v.usdtOf(OUTSIDE)) - outsideBefore).toBe(95_000_000n);
    expect(await v.balanceOf(gina.id, 3)).toBe(29900);
    const list = (await v.t.get("/api/user/withdraw/list", gina.token)).message.data;
    expect(list[0]).toMatchObject({
      chain_state: "confirmed",
      txid: done.txid,
      explorer_url: `https://etherscan.io/tx/${done.txid}`,
    });
  });

  it("waits for an operator above it, then sends", async () => {
    const out = await withdraw(gina.id, "2000");
    const id = out.ok ? out.value.id : 0;
    await v.round();
    expect(await request(id)).toMatchObject({ state: "pending", chain_state: null });
    expect((await v.t.form(`/api/admin/withdrawals/${id}/approve`, {}, admin)).type).toBe("ok");
    await v.round();
    expect((await request(id)).chain_state).toBe("broadcast");
    // an approved one cannot be rejected any more: the chain decides
    expect(await v.t.form(`/api/admin/withdrawals/${id}/reject`, { reason: "late" }, admin)).toMatchObject({
      code: "WALLET_REQUEST_CLOSED",
    });
    await v.mineAndRound(3);
    expect((await request(id)).state).toBe("approved");
  });

  it("sends a transaction still unmined after 90 s again with the same nonce and higher fees, and pays out once", async () => {
    const before = await v.balanceOf(gina.id, 3);
    const out = await withdraw(gina.id, "300");
    const id = out.ok ? out.value.id : 0;
    await v.round();
    expect((await request(id)).chain_state).toBe("broadcast");
    const sent = async () =>
      v.t.db.query<{ id: number; nonce: number; max_fee: string; state: string; tx_hash: string }>(
        "SELECT t.id, t.nonce::int AS nonce, t.max_fee::text AS max_fee, t.state, t.tx_hash FROM chain_transfers t WHERE t.kind = 'withdrawal' AND t.to_address = $1 AND t.chain_units = $2 ORDER BY t.id",
        [OUTSIDE, "295000000"],
      );
    const [first] = await sent();
    v.t.clock.advance(91_000);
    await v.round();
    const [old, fresh] = await sent();
    expect(old).toMatchObject({ id: first!.id, state: "replaced" });
    expect(fresh).toMatchObject({ nonce: first!.nonce, state: "broadcast" });
    expect(BigInt(fresh!.max_fee) * 100n).toBeGreaterThanOrEqual(BigInt(first!.max_fee) * 110n);
    await v.mineAndRound(3);
    const done = await request(id);
    expect(done).toMatchObject({ state: "approved", chain_state: "confirmed" });
    expect([old!.tx_hash, fresh!.tx_hash]).toContain(done.txid);
    expect(await v.balanceOf(gina.id, 3)).toBe(before - 300);
  });

  it("gives the money back when the signer's policy refuses", async () => {
    const before = await v.balanceOf(gina.id, 3);
    const out = await withdraw(gina.id, "12000"); // over the signer's 10,000 USDT a transaction
    const id = out.ok ? out.value.id : 0;
    expect((await v.t.form(`/api/admin/withdrawals/${id}/approve`, {}, admin)).type).toBe("ok");
    await v.round();
    const r = await request(id);
    expect(r).toMatchObject({ state: "rejected", chain_state: "failed" });
    expect(r.reject_reason).toContain("over_tx_limit");
    expect(await v.balanceOf(gina.id, 3)).toBe(before);
  });

  it("refuses to send to a venue deposit address", async () => {
    const other = await v.user("chain-henry@bourse.test");
    const out = await withdraw(gina.id, "50", other.address);
    const id = out.ok ? out.value.id : 0;
    await v.round();
    expect(await request(id)).toMatchObject({ state: "rejected", chain_state: "failed" });
  });

  it("sweeps a credited token deposit into the hot wallet, sending its gas first", async () => {
    // the rounds above already started it: gas to the deposit address, then the token to the hot wallet
    for (let i = 0; i < 4 && (await v.usdtOf(gina.address)) > 0n; i++) await v.mineAndRound(3);
    expect(await v.usdtOf(gina.address)).toBe(0n);
    const transfers = (await v.t.get("/api/admin/chain/transfers?limit=50", admin)).message.data as {
      kind: string;
      state: string;
      from_address: string;
      to_address: string;
      amount: string;
    }[];
    const gas = transfers.find((x) => x.kind === "gas" && x.to_address === gina.address);
    const sweep = transfers.find((x) => x.kind === "sweep" && x.from_address === gina.address);
    expect(gas?.state).toBe("confirmed");
    expect(sweep).toMatchObject({ state: "confirmed", to_address: v.chain.hotAddress, amount: "30000" });
    const [swept] = await v.t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM chain_deposits WHERE user_id = $1 AND sweep_id IS NULL",
      [gina.id],
    );
    expect(swept?.n).toBe(0);
  });
});
