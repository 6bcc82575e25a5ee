import { ChainStatus } from "@bourse/contract";
import { Value } from "typebox/value";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChainVenue, chainVenue } from "../../testing/chain-kit.ts";
import { operatorToken } from "../../testing/harness.ts";

/**
 * Reorganisations of a local EVM chain (snapshot, then revert and other blocks), watched without a
 * signer, so that nothing the venue sends is lost with the blocks taken back.
 */
let v: ChainVenue;
let admin: string;

beforeAll(async () => {
  v = await chainVenue({ signer: false });
  admin = await operatorToken(v.t);
}, 60_000);
afterAll(() => v?.close());

describe("a reorganisation of the chain", () => {
  it("drops a pending deposit a reorganisation removed, or counts its confirmations again in the new chain's block", async () => {
    const dave = await v.user("chain-dave@bourse.test");
    await v.round();
    const before = await v.chain.snapshot();
    await v.chain.faucet(dave.address, "40", "USDT");
    await v.mineAndRound();
    const seenIn = async () =>
      (
        await v.t.db.query<{ state: string; block_hash: string; confirmations: number }>(
          "SELECT state, block_hash, confirmations FROM chain_deposits WHERE user_id = $1",
          [dave.id],
        )
      )[0]!;
    const first = await seenIn();
    expect(first).toMatchObject({ state: "pending", confirmations: 1 });
    await v.reorgTo(before);
    await v.mineAndRound(2); // other blocks at the same heights
    const after = await seenIn();
    // the old block is gone: dropped, or found again in its new block (the node put it back in its pool)
    if (after.state === "pending") {
      expect(after.block_hash).not.toBe(first.block_hash);
      expect(after.confirmations).toBe(2);
    } else expect(after.state).toBe("dropped");
    expect(await v.balanceOf(dave.id, 3)).toBe(0);
    await v.mineAndRound(3);
    expect(await v.balanceOf(dave.id, 3)).toBe(after.state === "pending" ? 40 : 0);
  });

  it("never reverses a credited deposit: a deeper reorganisation raises an alert for an operator", async () => {
    const erin = await v.user("chain-erin@bourse.test");
    await v.round();
    const before = await v.chain.snapshot();
    await v.chain.faucet(erin.address, "60", "USDT");
    await v.mineAndRound(3);
    expect((await v.deposits(erin.token)).map((d) => d.state)).toEqual(["credited"]);
    await v.reorgTo(before);
    await v.mineAndRound(5);
    expect((await v.deposits(erin.token)).map((d) => d.state)).toEqual(["credited"]);
    expect(await v.balanceOf(erin.id, 3)).toBe(60);
    const status = (await v.t.get("/api/admin/chain", admin)).message;
    expect(Value.Check(ChainStatus, status)).toBe(true);
    expect(status.alerts.map((a: { kind: string }) => a.kind)).toContain("deep_reorg");
  });
});
