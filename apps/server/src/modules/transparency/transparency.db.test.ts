import {
  type ChainProof,
  type LiabilityProof,
  type SignedRoot,
  userAccount,
  verified,
  verifyChain,
  verifyHead,
  verifyLiabilities,
} from "@bourse/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundedUser, USDT_TRC20 } from "../../testing/funds-kit.ts";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await testApp();
  key = (await t.get("/api/transparency/key")).message.public_key;
});
afterAll(() => t.close());

const USDT = 3;
/** The user's latest journal entry. */
const lastEntryOf = async (user: number) =>
  (
    await t.db.query<{ id: number }>("SELECT max(entry_id)::int AS id FROM postings WHERE user_id = $1", [
      user,
    ])
  )[0]!.id;
const publish = async () =>
  expect((await t.form("/api/admin/transparency/heads", {}, await operatorToken(t))).type).toBe("ok");
const names = (steps: { name: string; ok: boolean }[]) => steps.filter((s) => !s.ok).map((s) => s.name);

describe("journal heads and entry proofs", () => {
  it("publishes signed heads anyone can check with the venue's key", async () => {
    await fundedUser(t, "tr-heads@example.com", [[...USDT_TRC20, "10"]]);
    await publish();
    const heads = (await t.get("/api/transparency/heads?page=1&limit=10")).message;
    const head = heads.data[0];
    const [last] = await t.db.query<{ id: number; hash: string }>(
      "SELECT id::int AS id, hash FROM journal_entries ORDER BY id DESC LIMIT 1",
    );
    expect(head).toMatchObject({ entry_id: last!.id, hash: last!.hash, public_key: key });
    expect(verifyHead(key, head, head.signature)).toBe(true);
    expect(verifyHead(key, { ...head, entry_id: head.entry_id - 1 }, head.signature)).toBe(false);
    // nothing new: nothing published
    await publish();
    expect((await t.get("/api/transparency/heads?page=1&limit=10")).message.total).toBe(heads.total);
  });

  it("proves a user's entry up to the next head, others' postings redacted, and names the check a tamper breaks", async () => {
    const alice = await fundedUser(t, "tr-alice@example.com", [[...USDT_TRC20, "100"]]);
    const entry = await lastEntryOf(alice.id);
    expect(await t.get(`/api/ledger/entries/${entry}/proof`, alice.token)).toMatchObject({
      type: "error",
      code: "TRANSPARENCY_NOT_PUBLISHED_YET",
    });
    // someone else's money moves before the next head
    const bob = await fundedUser(t, "tr-bob@example.com", [[...USDT_TRC20, "7"]]);
    await publish();
    const answer = await t.get(`/api/ledger/entries/${entry}/proof`, alice.token);
    expect(answer.type).toBe("ok");
    const proof = answer.message as unknown as ChainProof;
    expect(proof.entries[0]!.id).toBe(entry);
    expect(proof.entries.at(-1)!.id).toBe(proof.head.entry_id);
    const bobs = proof.entries
      .flatMap((e) => e.postings)
      .filter((p) => "account" in p && p.account.startsWith(`u:${bob.id}:`));
    expect(bobs).toEqual([]);
    expect(proof.entries.some((e) => e.postings.some((p) => "redacted" in p))).toBe(true);
    const steps = verifyChain(proof, key);
    expect(verified(steps)).toBe(true);

    // one posting changed, one signature byte changed: each is named
    const tampered = structuredClone(proof);
    const posting = tampered.entries[0]!.postings.find((p) => "amount" in p) as { amount: string };
    posting.amount = `${posting.amount}1`;
    expect(names(verifyChain(tampered, key))).toEqual(["entry hash"]);
    const forged = structuredClone(proof);
    forged.head.signature = `${forged.head.signature.slice(0, -2)}${forged.head.signature.endsWith("00") ? "01" : "00"}`;
    expect(names(verifyChain(forged, key))).toEqual(["head signature"]);

    // bob cannot ask for alice's entry
    expect(await t.get(`/api/ledger/entries/${entry}/proof`, bob.token)).toMatchObject({
      type: "error",
      code: "TRANSPARENCY_ENTRY_NOT_FOUND",
    });
  });
});

describe("a trade proven by one side", () => {
  it("shows the other side only as digests and still recomputes every entry to the signed head", async () => {
    const seller = await fundedUser(t, "tr-seller@example.com", [[1, 1, "1"]]);
    const buyer = await fundedUser(t, "tr-buyer@example.com", [[...USDT_TRC20, "100000"]]);
    t.clock.advance(500);
    await t.app.feed.step(t.clock());
    const price = (Math.round(Number(t.app.feed.lastPrice(1)) * 100) / 100).toFixed(2);
    const order = (token: string, type: string) =>
      t.form(
        "/api/coin/trade",
        { currency_id: "1", legal_id: "3", type, amount: "0.01", target_price: price },
        token,
      );
    expect((await order(seller.token, "sell")).message).toMatchObject({ status: "open" });
    expect((await order(buyer.token, "buy")).message).toMatchObject({ status: "filled" });
    const fill = await lastEntryOf(seller.id);
    await publish();
    const proof = (await t.get(`/api/ledger/entries/${fill}/proof`, seller.token))
      .message as unknown as ChainProof;
    const proven = proof.entries[0]!;
    expect(proven).toMatchObject({ id: fill, kind: "spot_order", scheme: 2 });
    // the buyer's postings and command are digests; the seller's own are in clear
    expect(JSON.stringify(proof.entries)).not.toContain(`u:${buyer.id}:`);
    expect(proven.postings.some((p) => "redacted" in p)).toBe(true);
    expect(proven.postings.some((p) => "account" in p && p.account.startsWith(`u:${seller.id}:`))).toBe(true);
    expect(proven.command).toBeUndefined();
    expect(proven.commandDigest).toMatch(/^[0-9a-f]{64}$/);
    const steps = verifyChain(proof, key);
    expect(verified(steps)).toBe(true);
    expect(steps.filter((s) => s.name === "link").every((s) => s.detail?.endsWith("recomputed"))).toBe(true);
  });
});

describe("proof of liabilities", () => {
  it("publishes per-currency roots whose total is what the ledger owes users, and each user's inclusion proof verifies", async () => {
    const carol = await fundedUser(t, "tr-carol@example.com", [[...USDT_TRC20, "55.5"]]);
    // a demo account is not a liability
    const demo = (await t.form("/api/user/demo_account", {}, carol.token)).message.user_id as number;
    expect(t.app.core.balance(userAccount(demo, "change"), USDT)).toBe(100_000_000_000n);
    const done = await t.form("/api/admin/transparency/liabilities", {}, await operatorToken(t));
    expect(done).toMatchObject({ type: "ok", message: { roots: expect.any(Number) } });
    const roots = (await t.get("/api/transparency/liabilities")).message as unknown as (SignedRoot & {
      id: number;
      snapshot: number;
    })[];
    const usdt = roots.find((r) => r.currency === "USDT")!;
    // what the ledger owes its (real) users in USDT, every account and bucket
    const [owed] = await t.db.query<{ total: string }>(
      `SELECT (sum(amount) * 1e6)::numeric(40, 0)::text AS total FROM ledger_balances
       WHERE account LIKE 'u:%' AND currency_id = $1
         AND split_part(account, ':', 2)::bigint NOT IN (SELECT id FROM users WHERE demo_of IS NOT NULL)`,
      [USDT],
    );
    expect(usdt.total).toBe(owed!.total);
    expect(BigInt(usdt.total)).toBeGreaterThanOrEqual(55_500_000n);

    const mine = (await t.get("/api/transparency/liabilities/me", carol.token)).message as unknown as {
      secret: string;
      proofs: { root: SignedRoot; proof: LiabilityProof }[];
    };
    const usdtProof = mine.proofs.find((p) => p.root.currency === "USDT")!;
    expect(usdtProof.proof.leaf).toMatchObject({
      user: carol.id,
      balance: String(t.app.core.balance(userAccount(carol.id, "change"), USDT)),
    });
    expect(verified(verifyLiabilities(usdtProof.proof, mine.secret, usdtProof.root, key))).toBe(true);

    const lowered = structuredClone(usdtProof.proof);
    lowered.leaf.balance = String(BigInt(lowered.leaf.balance) - 1n);
    expect(names(verifyLiabilities(lowered, mine.secret, usdtProof.root, key))).toContain("leaf hash");
    const otherRoot = { ...usdtProof.root, total: String(BigInt(usdtProof.root.total) + 1n) };
    expect(names(verifyLiabilities(usdtProof.proof, mine.secret, otherRoot, key))).toEqual([
      "root total",
      "root signature",
    ]);
  });
});
