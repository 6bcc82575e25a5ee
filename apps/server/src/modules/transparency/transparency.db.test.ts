import { LiabilitiesRoot, MyLiabilities, Page, PublishedHead, VenueKey } from "@bourse/contract";
import {
  type ChainHeadProof,
  type ConsistencyAnswer,
  type EntryProof,
  type LiabilityProof,
  type SignedRoot,
  type SignedTreeHead,
  signHead,
  userAccount,
  verified,
  verifyChainHeadProof,
  verifyConsistencyAnswer,
  verifyConsistencyProof,
  verifyEntryProof,
  verifyHead,
  verifyLiabilities,
  verifyTreeHead,
} from "@bourse/engine";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAnswer } from "../../testing/answers.ts";
import { fundedUser, USDT_TRC20 } from "../../testing/funds-kit.ts";
import { operatorToken, TEST_TRANSPARENCY_KEY, type TestApp, testApp } from "../../testing/harness.ts";

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
/** The newest published head. */
const newestHead = async () => (await t.get("/api/transparency/heads?page=1&limit=1")).message.data[0];
const names = (steps: { name: string; ok: boolean }[]) => steps.filter((s) => !s.ok).map((s) => s.name);
const proofOf = async (entry: number, token: string) => {
  const answer = await t.get(`/api/ledger/entries/${entry}/proof`, token);
  expect(answer.type, JSON.stringify(answer)).toBe("ok");
  return answer.message as EntryProof;
};
/** `count` transfers of 1 USDT between the user's spot and seconds accounts: entries of the log. */
async function transfers(token: string, count: number) {
  for (let i = 0; i < count; i++) {
    const to = i % 2 ? "change" : "micro";
    const from = i % 2 ? "micro" : "change";
    const moved = await t.form(
      "/api/wallet/change",
      { currency_id: "3", number: "1", from_field: from, to_field: to },
      token,
    );
    expect(moved.type).toBe("ok");
  }
}
/** Flips one bit of the byte at `byte` of a hex string. */
const flip = (hex: string, byte = 0) =>
  hex.slice(0, byte * 2) +
  (Number.parseInt(hex.slice(byte * 2, byte * 2 + 2), 16) ^ 1).toString(16).padStart(2, "0") +
  hex.slice(byte * 2 + 2);

describe("signed tree heads", () => {
  it("signs the log's size and root with the time, anyone can check it with the venue's key", async () => {
    await fundedUser(t, "tr-heads@example.com", [[...USDT_TRC20, "10"]]);
    await publish();
    const head = await newestHead();
    const log = t.app.core.log;
    expect(head).toMatchObject({
      kind: "tree",
      size: log.size(),
      entry_id: log.size(),
      root: Buffer.from(log.root()).toString("hex"),
      public_key: key,
    });
    expect(verifyTreeHead(key, head, head.signature)).toBe(true);
    expect(verifyTreeHead(key, { ...head, size: head.size - 1 }, head.signature)).toBe(false);
    // nothing new: nothing published
    const total = (await t.get("/api/transparency/heads?page=1&limit=10")).message.total;
    await publish();
    expect((await t.get("/api/transparency/heads?page=1&limit=10")).message.total).toBe(total);
  });

  it("answers how many minutes until the next head while none covers the entry", async () => {
    await publish();
    t.clock.advance(3 * 60_000);
    const alice = await fundedUser(t, "tr-early@example.com", [[...USDT_TRC20, "100"]]);
    const entry = await lastEntryOf(alice.id);
    const early = await t.get(`/api/ledger/entries/${entry}/proof`, alice.token);
    expect(early).toMatchObject({ type: "error", code: "TRANSPARENCY_NOT_PUBLISHED_YET" });
    // heads every 10 minutes (the setting's default), the last one 3 minutes ago
    expect(early.message).toContain("7 min");
    t.clock.advance(7 * 60_000);
    await t.app.scheduler.check();
    expect((await newestHead()).size).toBeGreaterThanOrEqual(entry);
    expect(verified(verifyEntryProof(await proofOf(entry, alice.token), key))).toBe(true);
  });
});

describe("an entry's inclusion proof", () => {
  it("proves an entry of any age against the newest head, with a path of O(log n) hashes", async () => {
    const alice = await fundedUser(t, "tr-alice@example.com", [[...USDT_TRC20, "100"]]);
    const entry = await lastEntryOf(alice.id);
    await publish();
    const first = await newestHead();
    // someone else's money moves, and alice's, over two more heads
    const bob = await fundedUser(t, "tr-bob@example.com", [[...USDT_TRC20, "70"]]);
    await transfers(bob.token, 20);
    await publish();
    await transfers(alice.token, 20);
    await publish();
    const proof = await proofOf(entry, alice.token);
    const newest = await newestHead();
    expect(newest.size).toBeGreaterThan(first.size);
    expect(proof).toMatchObject({ leaf_index: entry - 1, head: { kind: "tree", size: newest.size } });
    expect(proof.entry).toMatchObject({ id: entry, scheme: 3 });
    expect(proof.proof.length).toBeLessThanOrEqual(Math.ceil(Math.log2(proof.head.size)));
    expect(Date.parse(proof.next_head!)).toBe(Date.parse(newest.time) + 10 * 60_000);
    const steps = verifyEntryProof(proof, key);
    expect(steps.map((s) => s.name)).toEqual(["entry hash", "leaf index", "inclusion", "head signature"]);
    expect(verified(steps)).toBe(true);
    expect(JSON.stringify(proof)).not.toContain(`u:${bob.id}:`);

    // any altered byte of the answer is caught, and named
    const amount = structuredClone(proof);
    const posting = amount.entry.postings.find((p) => "amount" in p) as { amount: string };
    posting.amount = `${posting.amount}1`;
    expect(names(verifyEntryProof(amount, key))).toEqual(["entry hash"]);
    for (let i = 0; i < proof.proof.length; i++) {
      const path = structuredClone(proof);
      path.proof[i] = flip(path.proof[i]!, i);
      expect(names(verifyEntryProof(path, key))).toEqual(["inclusion"]);
    }
    const root = structuredClone(proof);
    root.head.root = flip(root.head.root, 31);
    expect(names(verifyEntryProof(root, key))).toEqual(["inclusion", "head signature"]);
    const signature = structuredClone(proof);
    signature.head.signature = flip(signature.head.signature, 5);
    expect(names(verifyEntryProof(signature, key))).toEqual(["head signature"]);
    const digest = structuredClone(proof);
    digest.entry.hash = flip(digest.entry.hash, 3);
    expect(names(verifyEntryProof(digest, key))).toEqual(["entry hash", "inclusion"]);

    // bob cannot ask for alice's entry
    expect(await t.get(`/api/ledger/entries/${entry}/proof`, bob.token)).toMatchObject({
      type: "error",
      code: "TRANSPARENCY_ENTRY_NOT_FOUND",
    });
  });

  it("shows the other side of a trade only as digests and still recomputes the entry", async () => {
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
    const proof = await proofOf(fill, seller.token);
    const proven = proof.entry;
    expect(proven).toMatchObject({ id: fill, kind: "spot_order" });
    // the buyer's postings and command are digests; the seller's own are in clear
    expect(JSON.stringify(proof)).not.toContain(`u:${buyer.id}:`);
    expect(proven.postings.some((p) => "redacted" in p)).toBe(true);
    expect(proven.postings.some((p) => "account" in p && p.account.startsWith(`u:${seller.id}:`))).toBe(true);
    expect(proven.command).toBeUndefined();
    expect(proven.commandDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(verified(verifyEntryProof(proof, key))).toBe(true);
  });
});

describe("heads published before the log", () => {
  it("an old chain head still verifies, and its entry is in a new tree head; two tree heads are consistent", async () => {
    const carl = await fundedUser(t, "tr-chain@example.com", [[...USDT_TRC20, "10"]]);
    const entry = await lastEntryOf(carl.id);
    // a chain head as the venue published them before: the entry's id and hash, signed
    const [row] = await t.db.query<{ hash: string }>("SELECT hash FROM journal_entries WHERE id = $1", [
      entry,
    ]);
    const chain = { entry_id: entry, hash: row!.hash, time: t.clock().toISOString() };
    await t.db.query(
      `INSERT INTO transparency_heads (entry_id, hash, published_at, public_key, signature)
       VALUES ($1, $2, $3, $4, $5)`,
      [entry, chain.hash, t.clock(), key, signHead(TEST_TRANSPARENCY_KEY, chain)],
    );
    const listed = await newestHead();
    expect(listed).toMatchObject({ kind: "chain", entry_id: entry, hash: chain.hash });
    expect(verifyHead(key, listed, listed.signature)).toBe(true);
    // no tree head covers it yet
    await transfers(carl.token, 3);
    const none = await t.get(`/api/transparency/chain-heads/${entry}/proof`);
    const older = (await t.get("/api/transparency/heads?page=1&limit=100")).message.data.find(
      (h: { kind: string }) => h.kind === "tree",
    ) as SignedTreeHead;
    expect(none).toMatchObject({ type: "error", code: "TRANSPARENCY_NOT_PUBLISHED_YET" });
    await publish();
    const proof = (await t.get(`/api/transparency/chain-heads/${entry}/proof`)).message as ChainHeadProof;
    expect(proof).toMatchObject({ chain_head: { kind: "chain", entry_id: entry }, leaf_index: entry - 1 });
    expect(names(verifyChainHeadProof(proof, key))).toEqual([]);
    // a saved copy of the head checks the same way; a forged one does not
    expect(names(verifyChainHeadProof(proof, key, { ...chain, signature: listed.signature }))).toEqual([]);
    const forged = { ...chain, hash: flip(chain.hash) };
    expect(
      names(
        verifyChainHeadProof(proof, key, { ...forged, signature: signHead(TEST_TRANSPARENCY_KEY, forged) }),
      ),
    ).toEqual(["inclusion"]);
    expect(await t.get(`/api/transparency/chain-heads/${entry + 1}/proof`)).toMatchObject({
      type: "error",
      code: "TRANSPARENCY_HEAD_NOT_FOUND",
    });

    // the newest tree head holds the older one's tree unchanged
    const newer = await newestHead();
    const answer = await t.get(`/api/transparency/consistency?from=${older.size}&to=${newer.size}`);
    expect(answer.type, JSON.stringify(answer)).toBe("ok");
    const consistency = answer.message as ConsistencyAnswer;
    expect(consistency).toMatchObject({ from_root: older.root, to_root: newer.root });
    expect(names(verifyConsistencyAnswer(consistency, key))).toEqual([]);
    expect(names(verifyConsistencyProof(older, newer, consistency.proof, key))).toEqual([]);
    const altered = consistency.proof.map((h, i) => (i === 0 ? flip(h, 7) : h));
    expect(names(verifyConsistencyProof(older, newer, altered, key))).toEqual(["consistency"]);
    expect(await t.get(`/api/transparency/consistency?from=${newer.size}&to=${older.size}`)).toMatchObject({
      type: "error",
      code: "TRANSPARENCY_TREE_SIZE",
    });
    expect(await t.get(`/api/transparency/consistency?from=1&to=${newer.size + 1}`)).toMatchObject({
      type: "error",
      code: "TRANSPARENCY_TREE_SIZE",
    });
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

describe("the answers", () => {
  it("answers the key, the heads and the liabilities in the shapes the contract declares", async () => {
    const dave = await fundedUser(t, "tr-dave@example.com", [[...USDT_TRC20, "12.5"]]);
    const nobody = await fundedUser(t, "tr-nobody@example.com", []);
    await publish();
    expect((await t.form("/api/admin/transparency/liabilities", {}, await operatorToken(t))).type).toBe("ok");
    expectAnswer(VenueKey, await t.get("/api/transparency/key"));
    // tree heads and, once the log began, the chain heads published before it
    expectAnswer(Page(PublishedHead), await t.get("/api/transparency/heads?page=1&limit=100"));
    expectAnswer(Type.Array(LiabilitiesRoot), await t.get("/api/transparency/liabilities"));
    const mine = await t.get("/api/transparency/liabilities/me", dave.token);
    expectAnswer(MyLiabilities, mine);
    expect(mine.message.proofs.length).toBeGreaterThan(0);
    // one who holds nothing: no proofs
    expectAnswer(MyLiabilities, await t.get("/api/transparency/liabilities/me", nobody.token));
  });
});
