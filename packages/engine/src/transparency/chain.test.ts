import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ChainEntry, type ChainProof, postingDigest, redactPosting, verifyChain } from "./chain.ts";
import { type ClearPosting, canonicalJson, entryHash, sha256Hex } from "./hash.ts";
import { generateKeyPair, signHead } from "./sign.ts";
import type { VerifyStep } from "./steps.ts";

const KEYS = generateKeyPair();

interface Draft {
  kind: string;
  userId: number | null;
  postings: ClearPosting[];
  command?: unknown;
}

/** A journal as the server writes it: ids from 1, each entry chained to the one before. */
function journal(drafts: readonly Draft[]): ChainEntry[] {
  const entries: ChainEntry[] = [];
  let prevHash = "0".repeat(64);
  for (const [i, d] of drafts.entries()) {
    const fields = {
      prevHash,
      id: i + 1,
      kind: d.kind,
      reference: `ref:${i + 1}`,
      idempotencyKey: null,
      userId: d.userId,
      createdAt: `2025-03-01T10:00:${String(i % 60).padStart(2, "0")}.000Z`,
      postings: d.postings,
      command: d.command ?? null,
    };
    const hash = entryHash(fields);
    entries.push({ ...fields, hash });
    prevHash = hash;
  }
  return entries;
}

const mine = (viewer: number, account: string) =>
  account.startsWith("s:") || account.startsWith(`u:${viewer}:`);

/**
 * What the server sends `viewer` for the entry at `index`, up to the head at `headIndex`: the entry in
 * clear, later entries in clear when every posting is the viewer's or the venue's, else redacted.
 */
function proofOf(
  entries: readonly ChainEntry[],
  index: number,
  headIndex: number,
  viewer: number,
): ChainProof {
  const segment = entries.slice(index, headIndex + 1).map((e, i) => {
    if (i === 0 || e.postings.every((p) => "account" in p && mine(viewer, p.account))) return e;
    return {
      ...e,
      command: null,
      postings: e.postings.map((p) => ("account" in p && !mine(viewer, p.account) ? redactPosting(p) : p)),
    };
  });
  const last = entries[headIndex]!;
  const head = { entry_id: last.id, hash: last.hash, time: "2025-03-01T10:01:00.000Z" };
  return { entries: segment, head: { ...head, signature: signHead(KEYS.privateKey, head) } };
}

const transfer = (from: number, to: number, amount: string): Draft => ({
  kind: "transfer",
  userId: from,
  postings: [
    { account: `u:${from}:legal:available`, currency: 3, amount: `-${amount}` },
    { account: `u:${to}:legal:available`, currency: 3, amount },
  ],
  command: { kind: "wallet.transfer", caller: { user: from }, args: { to, amount } },
});
const deposit = (user: number, amount: string): Draft => ({
  kind: "deposit",
  userId: user,
  postings: [
    { account: "s:deposits", currency: 3, amount: `-${amount}` },
    { account: `u:${user}:legal:available`, currency: 3, amount },
  ],
});

const JOURNAL = journal([
  deposit(1, "100"),
  deposit(2, "50.5"),
  transfer(1, 2, "10.25"),
  deposit(1, "7"),
  transfer(2, 3, "1"),
  deposit(3, "0.000001"),
]);

const failing = (steps: VerifyStep[]) => steps.filter((s) => !s.ok).map((s) => s.name);

describe("verifyChain", () => {
  it("proves an entry up to a signed head, recomputing every entry in clear", () => {
    const proof = proofOf(JOURNAL, 2, 5, 1);
    const steps = verifyChain(proof, KEYS.publicKey);
    expect(steps.map((s) => s.name)).toEqual([
      "entry hash",
      "link",
      "link",
      "link",
      "head reached",
      "head signature",
    ]);
    expect(failing(steps)).toEqual([]);
    // entries 5 and 6 are other users' only: linked by their stated hash; entry 4 is user 1's, recomputed
    expect(proof.entries[2]!.postings.every((p) => "redacted" in p)).toBe(true);
    expect(steps.map((s) => s.detail)).toEqual([
      `entry 3: ${JOURNAL[2]!.hash.slice(0, 12)}…`,
      "entry 4: recomputed",
      "entry 5: linked by its stated hash, not recomputed (2 redacted postings)",
      "entry 6: linked by its stated hash, not recomputed (1 redacted posting)",
      "entry 6; 1 of 3 links recomputed",
      undefined,
    ]);
  });

  it("proves the head entry by itself", () => {
    const steps = verifyChain(proofOf(JOURNAL, 5, 5, 3), KEYS.publicKey);
    expect(steps.map((s) => s.name)).toEqual(["entry hash", "head reached", "head signature"]);
    expect(failing(steps)).toEqual([]);
  });

  it("names the step a change breaks", () => {
    const proof = proofOf(JOURNAL, 2, 5, 1);
    const edit = (change: (p: ChainProof) => void) => {
      const copy: ChainProof = structuredClone(proof);
      change(copy);
      return failing(verifyChain(copy, KEYS.publicKey));
    };
    const amount = (e: ChainEntry, text: string) => {
      e.postings[1] = { ...(e.postings[1] as ClearPosting), amount: text };
    };
    expect(edit((p) => amount(p.entries[0]!, "10.26"))).toEqual(["entry hash"]);
    expect(edit((p) => amount(p.entries[0]!, "10.2500"))).toEqual([]); // the same amount
    expect(
      edit((p) => (p.entries[0]!.postings[0] = redactPosting(p.entries[0]!.postings[0] as ClearPosting))),
    ).toEqual(["entry hash"]);
    expect(edit((p) => (p.entries[0]!.createdAt = "2025-03-01T10:00:02Z"))).toEqual(["entry hash"]);
    expect(edit((p) => (p.entries[0]!.command = null))).toEqual(["entry hash"]);
    // the stated hash of the proven entry no longer matches it, nor the next entry's prevHash
    expect(edit((p) => (p.entries[0]!.hash = sha256Hex("forged")))).toEqual(["entry hash", "link"]);
    expect(edit((p) => amount(p.entries[1]!, "7.01"))).toEqual(["link"]);
    expect(edit((p) => (p.entries[2]!.prevHash = sha256Hex("forged")))).toEqual(["link"]);
    expect(edit((p) => p.entries.splice(2, 1))).toEqual(["link"]);
    expect(edit((p) => p.entries.pop())).toEqual(["head reached"]);
    expect(edit((p) => (p.head.hash = sha256Hex("forged")))).toEqual(["head reached", "head signature"]);
    expect(edit((p) => (p.head.time = "2025-03-01T10:02:00.000Z"))).toEqual(["head signature"]);
    // the signature's last byte changed (to another value than the one it has: keys are drawn per run)
    const lastByte = (signature: string) => (signature.endsWith("00") ? "01" : "00");
    expect(
      edit((p) => (p.head.signature = `${p.head.signature.slice(0, -2)}${lastByte(p.head.signature)}`)),
    ).toEqual(["head signature"]);
    expect(failing(verifyChain(proof, generateKeyPair().publicKey))).toEqual(["head signature"]);
  });

  it("says what failed", () => {
    const proof: ChainProof = structuredClone(proofOf(JOURNAL, 2, 5, 1));
    proof.entries[1]!.prevHash = "ab".repeat(32);
    const link = verifyChain(proof, KEYS.publicKey).find((s) => !s.ok);
    expect(link?.detail).toBe(
      `entry 4: prevHash abababababab… ≠ hash of entry 3 ${JOURNAL[2]!.hash.slice(0, 12)}…`,
    );
    const empty = verifyChain({ entries: [], head: proof.head }, KEYS.publicKey);
    expect(failing(empty)).toEqual(["entry hash", "head reached"]);
    const malformed: ChainProof = structuredClone(proofOf(JOURNAL, 2, 3, 1));
    malformed.entries[1]!.postings = null as unknown as ChainEntry["postings"];
    expect(verifyChain(malformed, KEYS.publicKey)[1]).toMatchObject({ name: "link", ok: false });
    const garbage = verifyChain(
      { entries: [{ id: 1 }], head: null } as unknown as ChainProof,
      KEYS.publicKey,
    );
    expect(failing(garbage)).toEqual(["entry hash", "head reached", "head signature"]);
  });

  it("digests a posting as sha256 of its text, with the canonical amount", () => {
    const p = { account: "u:2:legal:available", currency: 3, amount: "10.2500" };
    expect(postingDigest(p)).toBe(sha256Hex("u:2:legal:available,3,10.25"));
  });

  const arbDraft = fc
    .tuple(
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 1, max: 4 }),
      fc.bigInt({ min: 1n, max: 10n ** 12n }),
      fc.boolean(),
    )
    .map(([a, b, units, isDeposit]) => {
      const amount = `${units / 1000000n}.${String(units % 1000000n).padStart(6, "0")}`;
      return isDeposit || a === b ? deposit(a, amount) : transfer(a, b, amount);
    });
  const arbCase = fc.array(arbDraft, { minLength: 1, maxLength: 12 }).chain((drafts) =>
    fc.record({
      entries: fc.constant(journal(drafts)),
      index: fc.nat(drafts.length - 1),
      head: fc.nat(drafts.length - 1),
      viewer: fc.integer({ min: 1, max: 4 }),
    }),
  );

  it("every honest proof verifies, in clear or redacted", () => {
    fc.assert(
      fc.property(arbCase, ({ entries, index, head, viewer }) => {
        const [from, to] = index <= head ? [index, head] : [head, index];
        const steps = verifyChain(proofOf(entries, from, to, viewer), KEYS.publicKey);
        expect(failing(steps)).toEqual([]);
        expect(steps).toHaveLength(to - from + 3);
      }),
    );
  });

  it("a changed amount in any entry given in clear is caught", () => {
    fc.assert(
      fc.property(
        arbCase,
        fc.nat(),
        fc.integer({ min: 1, max: 4 }),
        ({ entries, index, head }, pick, viewer) => {
          const [from, to] = index <= head ? [index, head] : [head, index];
          const proof: ChainProof = structuredClone(proofOf(entries, from, to, viewer));
          const clear = proof.entries.flatMap((e, i) =>
            e.postings.every((p) => "account" in p) ? e.postings.map((_, j) => [i, j] as const) : [],
          );
          const [i, j] = clear[pick % clear.length]!;
          const p = proof.entries[i]!.postings[j] as ClearPosting;
          proof.entries[i]!.postings[j] = { ...p, amount: `${p.amount}1` };
          expect(failing(verifyChain(proof, KEYS.publicKey))).toEqual([i === 0 ? "entry hash" : "link"]);
        },
      ),
    );
  });

  it("does not vouch for what a redacted entry leaves in clear", () => {
    // entry 5 moves money from user 2 to user 3: shown to user 3, user 2's posting is redacted
    const proof: ChainProof = structuredClone(proofOf(JOURNAL, 3, 5, 3));
    expect("redacted" in proof.entries[1]!.postings[0]!).toBe(true);
    proof.entries[1]!.postings[1] = { account: "u:3:legal:available", currency: 3, amount: "1000" };
    const steps = verifyChain(proof, KEYS.publicKey);
    expect(failing(steps)).toEqual([]);
    expect(steps[1]!.detail).toBe("entry 5: linked by its stated hash, not recomputed (1 redacted posting)");
  });
});

describe("entries of scheme 2", () => {
  /** A scheme-2 journal: each posting and the command hashed by its own digest. */
  function journal2(drafts: readonly Draft[]): ChainEntry[] {
    const entries: ChainEntry[] = [];
    let prevHash = "0".repeat(64);
    for (const [i, d] of drafts.entries()) {
      const fields = {
        prevHash,
        id: i + 1,
        kind: d.kind,
        reference: null,
        idempotencyKey: null,
        userId: d.userId,
        createdAt: `2025-03-01T10:00:${String(i % 60).padStart(2, "0")}.000Z`,
        postings: d.postings,
        command: d.command ?? null,
        scheme: 2 as const,
      };
      const hash = entryHash(fields);
      entries.push({ ...fields, hash });
      prevHash = hash;
    }
    return entries;
  }
  const trade = (buyer: number, seller: number, n: number): Draft => ({
    kind: "spot_order",
    userId: buyer,
    command: { kind: "spot.place", args: { n }, caller: { user: buyer } },
    postings: [
      { account: `u:${buyer}:change:frozen`, currency: 3, amount: `-${n}` },
      { account: `u:${seller}:change:available`, currency: 3, amount: `${n}` },
    ],
  });
  /** Only the viewer's and the venue's postings in clear, others' and others' commands as digests. */
  const redactFor = (viewer: number, e: ChainEntry): ChainEntry => ({
    ...e,
    postings: e.postings.map((p) => ("account" in p && !mine(viewer, p.account) ? redactPosting(p) : p)),
    ...(e.userId === viewer || !e.command
      ? {}
      : { command: undefined, commandDigest: sha256Hex(canonicalJson(e.command)) }),
  });

  it("recomputes every entry, the proven one included, with other users' postings and commands as digests", () => {
    const entries = journal2([trade(1, 2, 5), trade(3, 4, 7), trade(4, 1, 9)]);
    const head = { entry_id: 3, hash: entries[2]!.hash, time: "2025-03-01T10:10:00.000Z" };
    const proof: ChainProof = {
      entries: entries.map((e) => redactFor(2, e)),
      head: { ...head, signature: signHead(KEYS.privateKey, head) },
    };
    // seller 2 sees neither buyer 1's posting of the entry it proves nor anything of users 3 and 4
    expect(JSON.stringify(proof.entries)).not.toMatch(/u:[134]:/);
    const steps = verifyChain(proof, KEYS.publicKey);
    expect(steps.every((s) => s.ok)).toBe(true);
    expect(steps.filter((s) => s.name === "link").map((s) => s.detail)).toEqual([
      "entry 2: recomputed",
      "entry 3: recomputed",
    ]);
    // a digest changed in a later entry breaks that link, by name
    const tampered = structuredClone(proof);
    tampered.entries[1]!.postings[0] = {
      redacted: postingDigest({ account: "u:3:change:frozen", currency: 3, amount: "-8" }),
    };
    expect(
      verifyChain(tampered, KEYS.publicKey)
        .filter((s) => !s.ok)
        .map((s) => s.name),
    ).toEqual(["link"]);
  });
});

describe("entries of scheme 3 (the Merkle log's)", () => {
  const entry = (prevHash: string): ChainEntry => {
    const fields = {
      prevHash,
      id: 12,
      kind: "spot_fill",
      reference: null,
      idempotencyKey: null,
      userId: 1,
      createdAt: "2025-03-01T10:00:12.000Z",
      postings: [
        { account: "u:1:change:frozen", currency: 3, amount: "-5" },
        { account: "u:2:change:available", currency: 3, amount: "5" },
      ],
      command: { kind: "spot.place", args: { n: 5 }, caller: { user: 1 } },
      scheme: 3 as const,
    };
    return { ...fields, hash: entryHash(fields) };
  };
  const signed = (e: ChainEntry): ChainProof => {
    const head = { entry_id: e.id, hash: e.hash, time: "2025-03-01T10:01:00.000Z" };
    return { entries: [e], head: { ...head, signature: signHead(KEYS.privateKey, head) } };
  };

  it("is recomputed with other users' postings and the command as digests, whatever prevHash it shows", () => {
    const e = entry("0".repeat(64));
    expect(entry(sha256Hex("anything")).hash).toBe(e.hash);
    const shown: ChainEntry = {
      ...e,
      prevHash: "",
      postings: [e.postings[0]!, redactPosting(e.postings[1] as ClearPosting)],
      command: undefined,
      commandDigest: sha256Hex(canonicalJson(e.command)),
    };
    const steps = verifyChain(signed(shown), KEYS.publicKey);
    expect(failing(steps)).toEqual([]);
    expect(steps[0]).toEqual({ name: "entry hash", ok: true, detail: `entry 12: ${e.hash.slice(0, 12)}…` });
    // a changed amount in clear, or a changed digest, breaks it
    const changed = structuredClone(shown);
    changed.postings[0] = { account: "u:1:change:frozen", currency: 3, amount: "-6" };
    expect(failing(verifyChain(signed({ ...changed, hash: e.hash }), KEYS.publicKey))).toEqual([
      "entry hash",
    ]);
    const digest = structuredClone(shown);
    digest.postings[1] = { redacted: sha256Hex("u:3:change:available,3,5") };
    expect(failing(verifyChain(signed(digest), KEYS.publicKey))).toEqual(["entry hash"]);
    // as scheme 2 the same fields hash otherwise
    expect(failing(verifyChain(signed({ ...shown, scheme: 2 }), KEYS.publicKey))).toEqual(["entry hash"]);
  });
});
