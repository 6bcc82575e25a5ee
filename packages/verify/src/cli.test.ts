import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  buildTree,
  type ChainEntry,
  type ChainProof,
  type ClearPosting,
  consistencyProof,
  entryHash,
  fromHex,
  generateKeyPair,
  inclusionProof,
  logLeafHash,
  logNodeHash,
  type OutcomeProof,
  proofFor,
  rootOf,
  signHead,
  signRoot,
  signTreeHead,
  toHex,
} from "@bourse/engine";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "./cli.ts";

const KEYS = generateKeyPair();
const OTHER = generateKeyPair();
const dir = mkdtempSync(join(tmpdir(), "bourse-verify-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** Writes the JSON to a fresh temporary file and answers its path. */
const file = (body: unknown): string => {
  const path = join(dir, `proof-${++files}.json`);
  writeFileSync(path, typeof body === "string" ? body : JSON.stringify(body));
  return path;
};

/** Runs the CLI in-process: its exit code and what it wrote. */
async function run(argv: string[], fetch?: (url: string) => Promise<Response>) {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, {
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
    ...(fetch ? { fetch } : {}),
  });
  return { code, stdout, stderr };
}

/** The names of the steps the text output marks failed. */
const failed = (stdout: string) =>
  stdout
    .split("\n")
    .filter((l) => l.startsWith("✗ ") && !l.startsWith("✗ not verified"))
    .map((l) => l.slice(2).split("  ")[0]);

/** Flips one bit of the byte at `byte` of a hex string. */
const flip = (hex: string, byte: number) =>
  hex.slice(0, byte * 2) +
  (Number.parseInt(hex.slice(byte * 2, byte * 2 + 2), 16) ^ 1).toString(16).padStart(2, "0") +
  hex.slice(byte * 2 + 2);

/** Three journal entries, each hashed over the one before, and the head at the last one, signed. */
function chainProof(): ChainProof & { head: { public_key: string } } {
  const postings: ClearPosting[][] = [
    [
      { account: "s:deposits", currency: 3, amount: "-100" },
      { account: "u:1:legal:available", currency: 3, amount: "100" },
    ],
    [
      { account: "u:1:legal:available", currency: 3, amount: "-10.25" },
      { account: "u:2:legal:available", currency: 3, amount: "10.25" },
    ],
    [
      { account: "s:deposits", currency: 3, amount: "-7" },
      { account: "u:1:legal:available", currency: 3, amount: "7" },
    ],
  ];
  const entries: ChainEntry[] = [];
  let prevHash = "0".repeat(64);
  for (const [i, p] of postings.entries()) {
    const fields = {
      prevHash,
      id: i + 1,
      kind: i === 1 ? "transfer" : "deposit",
      reference: `ref:${i + 1}`,
      idempotencyKey: null,
      userId: 1,
      createdAt: `2025-03-01T10:00:0${i}.000Z`,
      postings: p,
      command: null,
    };
    prevHash = entryHash(fields);
    entries.push({ ...fields, hash: prevHash });
  }
  const head = { entry_id: 3, hash: prevHash, time: "2025-03-01T10:01:00.000Z" };
  return {
    entries,
    head: { ...head, public_key: KEYS.publicKey, signature: signHead(KEYS.privateKey, head) },
  };
}

/** User 2's bundle as `GET /api/transparency/liabilities/me` answers it, for a USDT tree of four users. */
function liabilitiesBundle() {
  const secret = "5ec2e7";
  const tree = buildTree([
    { user: 1, secret: "a1", balance: 1_000_000n },
    { user: 2, secret, balance: 250_500_000n },
    { user: 3, secret: "c3", balance: 0n },
    { user: 4, secret: "d4", balance: 42n },
  ]);
  const root = {
    currency: "USDT",
    root: tree.root.hash,
    total: String(tree.root.sum),
    time: "2025-03-01T00:00:00.000Z",
    users: tree.size,
  };
  return {
    secret,
    snapshot: 1,
    proofs: [
      {
        root: {
          ...root,
          id: 1,
          snapshot: 1,
          decimals: 6,
          entry_id: 3,
          public_key: KEYS.publicKey,
          signature: signRoot(KEYS.privateKey, root),
        },
        proof: proofFor(tree, 2),
      },
    ],
  };
}

/** A 30-second "up" order: 100 USDT at 20 %, opened at 50,000.00, ended at 50,000.01, won. */
const outcomeProof = (): OutcomeProof => ({
  kind: "seconds.settle",
  rule: { name: "seconds-settlement", version: 1 },
  inputs: {
    direction: "up",
    stake: "100",
    scale: 6,
    profit_rate: "0.2",
    expires_at: 1_740_823_230_000,
    open_tick: 1001,
    end_tick: 1031,
    ticks: {
      1001: { price: "50000.00", time: 1_740_823_199_900 },
      1031: { price: "50000.01", time: 1_740_823_230_100 },
    },
  },
  result: { result: "win", payout: "120", profit: "20" },
  entry_id: 5123,
});

/** Two published heads, newest first, as `GET /api/transparency/heads` lists them. */
function headsPage() {
  const heads = [
    { entry_id: 9, hash: "9a".repeat(32), time: "2025-03-01T10:20:00.000Z" },
    { entry_id: 4, hash: "4b".repeat(32), time: "2025-03-01T10:10:00.000Z" },
  ];
  return {
    data: heads.map((h) => ({ ...h, public_key: KEYS.publicKey, signature: signHead(KEYS.privateKey, h) })),
    total: 2,
    page: 1,
    pages: 1,
  };
}

/** A log of 40 entries of scheme 3 (the first three of scheme 2, chained), its nodes and signed heads. */
function merkleLog() {
  const entries: ChainEntry[] = [];
  for (let id = 1; id <= 40; id++) {
    const fields = {
      prevHash: id <= 3 ? (entries.at(-1)?.hash ?? "0".repeat(64)) : "",
      id,
      kind: "transfer",
      reference: null,
      idempotencyKey: null,
      userId: 1,
      createdAt: "2025-03-01T10:00:00.000Z",
      postings: [
        { account: "u:1:legal:available", currency: 3, amount: `-${id}` },
        { account: "u:1:micro:available", currency: 3, amount: `${id}` },
      ],
      command: null,
      scheme: (id <= 3 ? 2 : 3) as 2 | 3,
    };
    entries.push({ ...fields, hash: entryHash(fields) });
  }
  const leaves = entries.map((e) => logLeafHash(fromHex(e.hash)));
  const node = (h: number, i: number): Uint8Array =>
    h === 0 ? leaves[i]! : logNodeHash(node(h - 1, 2 * i), node(h - 1, 2 * i + 1));
  const head = (size: number) => {
    const signed = { size, root: toHex(rootOf(size, node)), time: `2025-03-01T10:${10 + size}:00.000Z` };
    return {
      kind: "tree" as const,
      ...signed,
      entry_id: size,
      public_key: KEYS.publicKey,
      signature: signTreeHead(KEYS.privateKey, signed),
    };
  };
  const entryProof = (id: number, size: number) => ({
    entry: entries[id - 1]!,
    leaf_index: id - 1,
    proof: inclusionProof(id - 1, size, node).map(toHex),
    head: head(size),
    next_head: "2025-03-01T11:00:00.000Z",
  });
  const consistency = (from: number, to: number) => ({
    from,
    to,
    from_root: head(from).root,
    to_root: head(to).root,
    proof: consistencyProof(from, to, node).map(toHex),
    from_head: head(from),
    to_head: head(to),
  });
  const chainHead = (id: number) => {
    const h = { entry_id: id, hash: entries[id - 1]!.hash, time: "2025-03-01T10:05:00.000Z" };
    return {
      kind: "chain" as const,
      ...h,
      public_key: KEYS.publicKey,
      signature: signHead(KEYS.privateKey, h),
    };
  };
  const chainHeadProof = (id: number, size: number) => ({
    chain_head: chainHead(id),
    leaf_index: id - 1,
    proof: inclusionProof(id - 1, size, node).map(toHex),
    head: head(size),
  });
  return { entryProof, consistency, head, chainHead, chainHeadProof };
}

describe("bourse-verify: the Merkle log", () => {
  const log = merkleLog();
  const names = (stdout: string) =>
    stdout
      .split("\n")
      .filter((l) => /^[✓✗] /.test(l) && !/^[✓✗] (not )?verified/.test(l))
      .map((l) => l.slice(2).split("  ")[0]);

  it("verifies an entry's inclusion proof, and names what an altered byte breaks", async () => {
    const r = await run([file(log.entryProof(2, 40)), "--key", KEYS.publicKey]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("inclusion proof of entry 2 (leaf 1) in tree head 40");
    expect(names(r.stdout)).toEqual(["entry hash", "leaf index", "inclusion", "head signature"]);
    expect(r.stdout).toContain("✓ inclusion  6 hashes from leaf 1 to root");
    const path = log.entryProof(30, 40);
    path.proof[1] = flip(path.proof[1]!, 4);
    expect(failed((await run([file(path), "--key", KEYS.publicKey])).stdout)).toEqual(["inclusion"]);
    const signature = log.entryProof(30, 40);
    signature.head.signature = flip(signature.head.signature, 1);
    expect(failed((await run([file(signature), "--key", KEYS.publicKey])).stdout)).toEqual([
      "head signature",
    ]);
  });

  it("verifies a consistency proof between the two heads it names", async () => {
    const r = await run([file(log.consistency(13, 40)), "--key", KEYS.publicKey]);
    expect(r.code).toBe(0);
    expect(names(r.stdout)).toEqual(["old head signature", "new head signature", "consistency"]);
    const altered = log.consistency(13, 40);
    altered.proof[0] = flip(altered.proof[0]!, 0);
    expect(failed((await run([file(altered), "--key", KEYS.publicKey])).stdout)).toEqual(["consistency"]);
  });

  it("checks two saved tree heads, asking the venue for the consistency proof between them", async () => {
    const asked: string[] = [];
    const venue = async (url: string) => {
      asked.push(url);
      const message = url.endsWith("/api/transparency/key")
        ? { algorithm: "Ed25519", public_key: KEYS.publicKey, head_minutes: 10 }
        : log.consistency(13, 40);
      return new Response(JSON.stringify({ type: "ok", message }));
    };
    const older = file(log.head(13));
    const r = await run([older, file(log.head(40)), "--venue", "https://bourse.example"], venue);
    expect(r.code).toBe(0);
    expect(asked).toEqual([
      "https://bourse.example/api/transparency/consistency?from=13&to=40",
      "https://bourse.example/api/transparency/key",
    ]);
    expect(r.stdout).toContain("consistency of saved tree head 13 with saved tree head 40");
    // a saved head the venue's log does not hold fails, whatever the venue answers
    const other = { ...log.head(13), root: log.head(12).root };
    other.signature = signTreeHead(KEYS.privateKey, other);
    const forked = await run([file(other), file(log.head(40)), "--venue", "https://bourse.example"], venue);
    expect(forked.code).toBe(1);
    expect(failed(forked.stdout)).toEqual(["consistency"]);
    // the older head first; the proof is needed
    expect((await run([file(log.head(40)), older, "--key", KEYS.publicKey])).stderr).toContain(
      "older head first",
    );
    expect((await run([older, file(log.head(40)), "--key", KEYS.publicKey])).stderr).toContain(
      "--proof or --venue",
    );
  });

  it("checks a saved chain head against a saved tree head with its entry's proof", async () => {
    const proof = file(log.chainHeadProof(3, 40));
    const r = await run([
      file(log.chainHead(3)),
      file(log.head(40)),
      "--proof",
      proof,
      "--key",
      KEYS.publicKey,
    ]);
    expect(r.code).toBe(0);
    expect(names(r.stdout)).toEqual([
      "chain head signature",
      "leaf index",
      "inclusion",
      "head signature",
      "saved head",
    ]);
    // the chain head's proof on its own
    expect((await run([proof, "--key", KEYS.publicKey])).code).toBe(0);
    // a proof into another tree than the saved one
    const elsewhere = file(log.chainHeadProof(3, 39));
    const moved = await run([
      file(log.chainHead(3)),
      file(log.head(40)),
      "--proof",
      elsewhere,
      "--key",
      KEYS.publicKey,
    ]);
    expect(failed(moved.stdout)).toContain("saved head");
  });

  it("checks a list of heads of both kinds, and a single head", async () => {
    const page = { data: [log.head(40), log.chainHead(3)], total: 2, page: 1, pages: 1 };
    const r = await run([file(page), "--key", KEYS.publicKey]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("✓ head signature  tree head 40:");
    expect(r.stdout).toContain("✓ head signature  head 3:");
    expect((await run([file(log.head(7)), "--key", OTHER.publicKey])).code).toBe(1);
  });
});

describe("bourse-verify: chain proofs", () => {
  it("verifies an honest proof against the venue's key", async () => {
    const r = await run([file(chainProof()), "--key", KEYS.publicKey]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain("✗");
    expect(
      r.stdout
        .split("\n")
        .filter((l) => l.startsWith("✓ "))
        .map((l) => l.split("  ")[0]),
    ).toEqual([
      "✓ entry hash",
      "✓ link",
      "✓ link",
      "✓ head reached",
      "✓ head signature",
      "✓ verified: all 5 steps passed",
    ]);
    expect(r.stdout).toContain(`key ${KEYS.publicKey} (--key)`);
    expect(r.stdout).not.toContain("self-asserted");
  });

  it("names the entry hash when a posting amount changed", async () => {
    const proof = chainProof();
    (proof.entries[0]!.postings[1] as ClearPosting).amount = "100.01";
    const r = await run([file(proof), "--key", KEYS.publicKey]);
    expect(r.code).toBe(1);
    expect(failed(r.stdout)).toEqual(["entry hash"]);
    expect(r.stdout).toContain("✗ not verified: 1 of 5 steps failed (entry hash)");
  });

  it("names the head signature when a signature byte changed, or the key is another one", async () => {
    const proof = chainProof();
    proof.head.signature = flip(proof.head.signature, 10);
    const r = await run([file(proof), "--key", KEYS.publicKey]);
    expect(r.code).toBe(1);
    expect(failed(r.stdout)).toEqual(["head signature"]);
    const other = await run([file(chainProof()), "--key", OTHER.publicKey]);
    expect(failed(other.stdout)).toEqual(["head signature"]);
  });

  it("falls back to the key the proof states, with a warning", async () => {
    const r = await run([file(chainProof())]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`key ${KEYS.publicKey} (stated by the proof)`);
    expect(r.stdout).toContain("! the public key is the one the proof states about itself");
  });
});

describe("bourse-verify: liabilities", () => {
  it("verifies each currency's proof, warning that the key is the root's own", async () => {
    const r = await run([file(liabilitiesBundle())]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("✓ leaf hash  USDT: user 2, balance 250500000");
    expect(r.stdout).toContain("✓ root signature  USDT");
    expect(r.stdout).toContain("self-asserted");
  });

  it("a changed leaf balance fails the leaf hash, and the path and total it is summed into", async () => {
    const bundle = liabilitiesBundle();
    bundle.proofs[0]!.proof.leaf.balance = "250500001";
    const r = await run([file(bundle), "--key", KEYS.publicKey]);
    expect(r.code).toBe(1);
    expect(failed(r.stdout)).toEqual(["leaf hash", "path to root", "root total"]);
  });

  it("names the root signature when a signature byte changed", async () => {
    const bundle = liabilitiesBundle();
    bundle.proofs[0]!.root.signature = flip(bundle.proofs[0]!.root.signature, 0);
    const r = await run([file(bundle), "--key", KEYS.publicKey]);
    expect(r.code).toBe(1);
    expect(failed(r.stdout)).toEqual(["root signature"]);
  });
});

describe("bourse-verify: outcomes and heads", () => {
  it("recomputes an outcome; a changed tick price fails the result", async () => {
    expect((await run([file(outcomeProof())])).code).toBe(0);
    const proof = outcomeProof();
    (proof.inputs.ticks as Record<string, { price: string }>)["1031"]!.price = "49999.99";
    const r = await run([file(proof)]);
    expect(r.code).toBe(1);
    expect(failed(r.stdout)).toEqual(["result"]);
    expect(r.stdout).toContain('result: stated "win", recomputed loss');
  });

  it("checks every published head; --json reports {ok, steps}", async () => {
    const page = headsPage();
    expect((await run([file(page), "--key", KEYS.publicKey])).code).toBe(0);
    page.data[1]!.time = "2025-03-01T10:10:00.001Z";
    const r = await run([file(page), "--key", KEYS.publicKey, "--json"]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ ok: false, kind: "heads", keys: [KEYS.publicKey], key_source: "--key" });
    expect(report.steps.map((s: { of: string; ok: boolean }) => [s.of, s.ok])).toEqual([
      ["head 9", true],
      ["head 4", false],
    ]);
    const empty = await run([file({ data: [] })]);
    expect(empty.code).toBe(1);
    expect(empty.stdout).toContain("✗ not verified: the input holds nothing to check");
  });
});

describe("bourse-verify: inputs", () => {
  it("fetches a proof URL, unwraps the envelope and checks against the venue's key endpoint", async () => {
    const asked: string[] = [];
    const venue = async (url: string) => {
      asked.push(url);
      const message = url.endsWith("/api/transparency/key")
        ? { algorithm: "Ed25519", public_key: KEYS.publicKey, head_minutes: 10 }
        : chainProof();
      return new Response(JSON.stringify({ type: "ok", message }));
    };
    const r = await run(["https://bourse.example/api/ledger/entries/1/proof", "--token", "t"], venue);
    expect(r.code).toBe(0);
    expect(asked).toEqual([
      "https://bourse.example/api/ledger/entries/1/proof",
      "https://bourse.example/api/transparency/key",
    ]);
    expect(r.stdout).toContain("(the venue's key endpoint)");
    expect(r.stdout).not.toContain("self-asserted");
  });

  it("exits 2 with the message of an error envelope, an unreadable file or a missing key", async () => {
    const refused = await run(["https://bourse.example/api/ledger/entries/1/proof"], async () =>
      Response.json({ type: "error", message: "Please log in", code: "AUTH_NOT_LOGGED_IN" }),
    );
    expect(refused).toMatchObject({ code: 2, stdout: "" });
    expect(refused.stderr).toBe(
      "bourse-verify: https://bourse.example/api/ledger/entries/1/proof answered an error: Please log in (AUTH_NOT_LOGGED_IN)\n",
    );
    expect((await run([join(dir, "missing.json")])).stderr).toContain("no such file");
    expect((await run([file("{not json")])).stderr).toContain("is not JSON");
    expect((await run([file({ hello: 1 })])).stderr).toContain("not a proof this verifier knows");
    const { public_key: _, ...unkeyed } = chainProof().head;
    const keyless = await run([file({ ...chainProof(), head: unkeyed })]);
    expect(keyless).toMatchObject({ code: 2 });
    expect(keyless.stderr).toContain("pass --key <hex>");
    expect((await run(["--key", "abc", file(chainProof())])).code).toBe(2);
    expect((await run([])).code).toBe(2);
    for (const r of [refused, keyless]) expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("bourse-verify: the bin", () => {
  it("runs the CLI through tsx on a file", async () => {
    const bin = join(dirname(fileURLToPath(import.meta.url)), "../bin/bourse-verify.mjs");
    const { stdout } = await promisify(execFile)(process.execPath, [
      bin,
      file(chainProof()),
      "--key",
      KEYS.publicKey,
    ]);
    expect(stdout).toContain("✓ verified: all 5 steps passed");
    const tampered = chainProof();
    tampered.head.signature = flip(tampered.head.signature, 63);
    await expect(promisify(execFile)(process.execPath, [bin, file(tampered)])).rejects.toMatchObject({
      code: 1,
    });
  }, 30_000);
});
