import {
  buildTree,
  type ChainEntry,
  type EntryProof,
  entryHash,
  fromHex,
  generateKeyPair,
  inclusionProof,
  logLeafHash,
  logNodeHash,
  type OutcomeProof,
  proofFor,
  rootOf,
  signRoot,
  signTreeHead,
  toHex,
} from "@bourse/engine";
import { describe, expect, it } from "vitest";
import { lines } from "../../../app/lines/line";
import { VERIFY_ROUTE } from "../../../app/lines/transparency";
import { transparencyPaths, verifyPath } from "../../../app/lines/transparency-paths";
import type { MyLiabilities, PublishedRoot } from "../api/transparency";
import {
  allPassed,
  checkEntry,
  checkLiabilities,
  checkOutcome,
  fromUnits,
  resultRows,
  resultWord,
  STEP_KEYS,
  stepKey,
  targetOf,
} from "./verify";

const KEYS = generateKeyPair();
const failing = (steps: { name: string; ok: boolean }[]) => steps.filter((s) => !s.ok).map((s) => s.name);

describe("the verifier's links", () => {
  it("builds each kind's query and reads it back", () => {
    expect(verifyPath()).toBe("/pages/setting/verify");
    expect(verifyPath({ kind: "entry", id: 42 })).toBe("/pages/setting/verify?kind=entry&id=42");
    expect(verifyPath({ kind: "liabilities" })).toBe("/pages/setting/verify?kind=liabilities");
    expect(verifyPath({ kind: "seconds", id: "a b/c" })).toBe(
      "/pages/setting/verify?kind=seconds&id=a+b%2Fc",
    );
    expect(verifyPath({ kind: "lever", id: 7 })).toBe("/pages/setting/verify?kind=lever&id=7");
    for (const target of [
      { kind: "entry", id: 42 },
      { kind: "liabilities" },
      { kind: "seconds", id: "a b/c" },
      { kind: "lever", id: 7 },
      { kind: "dual", id: 3 },
      { kind: "ieo", id: 4 },
      { kind: "nft", id: 5 },
      { kind: "loan", id: 6 },
    ] as const)
      expect(targetOf(new URL(verifyPath(target), "http://x").searchParams)).toEqual(target);
  });

  it("the hub without a kind; an unknown kind or a missing id is invalid", () => {
    const of = (query: string) => targetOf(new URLSearchParams(query));
    expect(of("")).toBe("hub");
    expect(of("kind=")).toBe("hub");
    expect(of("kind=nope")).toBe("invalid");
    expect(of("kind=entry")).toBe("invalid");
    expect(of("kind=entry&id=-1")).toBe("invalid");
    expect(of("kind=lever&id=1.5")).toBe("invalid");
    expect(of("kind=seconds&id=%20")).toBe("invalid");
    for (const kind of ["dual", "ieo", "nft", "loan"]) {
      expect(of(`kind=${kind}`)).toBe("invalid");
      expect(of(`kind=${kind}&id=0`)).toBe("invalid");
      expect(of(`kind=${kind}&id=abc`)).toBe("invalid");
    }
  });

  it("its route table is fetched by a product line, not with the first screen", () => {
    const line = lines.find((l) => l.prefixes.some((p) => transparencyPaths.verify.startsWith(p)));
    expect(line?.prefixes).toEqual([transparencyPaths.verify]);
    expect(`/${VERIFY_ROUTE}`).toBe(transparencyPaths.verify);
  });
});

describe("a bill's entry", () => {
  /** Four entries of scheme 3: the first is the bill's; the leaves and node source of their tree. */
  const entries: ChainEntry[] = [1, 2, 3, 4].map((id) => {
    const fields = {
      prevHash: "",
      id,
      kind: "deposit",
      reference: `dep:${id}`,
      idempotencyKey: null,
      userId: 7,
      createdAt: "2025-03-01T10:00:00.000Z",
      postings: [
        { account: "s:deposits", currency: 3, amount: `-${id}00` },
        { account: "u:7:legal:available", currency: 3, amount: `${id}00` },
      ],
      command: null,
      scheme: 3 as const,
    };
    return { ...fields, hash: entryHash(fields) };
  });
  const leaves = entries.map((e) => logLeafHash(fromHex(e.hash)));
  const node = (h: number, i: number): Uint8Array =>
    h === 0 ? leaves[i]! : logNodeHash(node(h - 1, 2 * i), node(h - 1, 2 * i + 1));
  const head = { size: 4, root: toHex(rootOf(4, node)), time: "2025-03-01T10:10:00.000Z" };
  const proof: EntryProof = {
    entry: entries[0]!,
    leaf_index: 0,
    proof: inclusionProof(0, 4, node).map(toHex),
    head: { ...head, signature: signTreeHead(KEYS.privateKey, head) },
  };

  it("verifies against the venue's key and fails another key", () => {
    const steps = checkEntry(proof, KEYS.publicKey);
    expect(steps.map((s) => s.name)).toEqual(["entry hash", "leaf index", "inclusion", "head signature"]);
    expect(allPassed(steps)).toBe(true);
    expect(failing(checkEntry(proof, generateKeyPair().publicKey))).toEqual(["head signature"]);
    for (const s of steps) expect(stepKey(s.name)).not.toBeNull();
  });

  it("a changed amount fails the entry hash; garbage fails without throwing", () => {
    const changed = structuredClone(proof);
    changed.entry.postings[1] = { account: "u:7:legal:available", currency: 3, amount: "1000" };
    expect(failing(checkEntry(changed, KEYS.publicKey))).toEqual(["entry hash"]);
    const garbage = checkEntry({ nothing: true } as unknown as EntryProof, KEYS.publicKey);
    expect(allPassed(garbage)).toBe(false);
  });
});

describe("one's liabilities", () => {
  const tree = buildTree([
    { user: 7, secret: "ab12", balance: 1_234_500n },
    { user: 8, secret: "cd34", balance: 10n },
    { user: 9, secret: "ef56", balance: 0n },
  ]);
  const fields = {
    currency: "USDT",
    root: tree.root.hash,
    total: String(tree.root.sum),
    time: "2025-03-02T00:00:00.000Z",
    users: tree.size,
  };
  const root: PublishedRoot = {
    ...fields,
    id: 1,
    snapshot: 3,
    decimals: 6,
    entry_id: 99,
    public_key: KEYS.publicKey,
    signature: signRoot(KEYS.privateKey, fields),
  };
  const mine: MyLiabilities = {
    secret: "ab12",
    snapshot: 3,
    proofs: [{ root, proof: proofFor(tree, 7) }],
    next_snapshot: "2026-01-06T00:00:00.000Z",
  };

  it("shows the balance and total at the currency's scale and passes every step", () => {
    const [usdt, ...rest] = checkLiabilities(mine, KEYS.publicKey);
    expect(rest).toEqual([]);
    expect(usdt).toMatchObject({ currency: "USDT", balance: "1.2345", total: "1.23451", users: 3 });
    expect(usdt?.steps.map((s) => s.name)).toEqual([
      "leaf hash",
      "no negative sums",
      "path to root",
      "root total",
      "root signature",
    ]);
    expect(allPassed(usdt?.steps ?? [])).toBe(true);
  });

  it("names what fails: another secret, another key, a changed total", () => {
    const steps = (data: MyLiabilities, key = KEYS.publicKey) =>
      failing(checkLiabilities(data, key)[0]?.steps ?? []);
    expect(steps({ ...mine, secret: "ab13" })).toEqual(["leaf hash"]);
    expect(steps({ ...mine, secret: null })).toEqual(["leaf hash"]);
    expect(steps(mine, generateKeyPair().publicKey)).toEqual(["root signature"]);
    expect(
      steps({ ...mine, proofs: [{ root: { ...root, total: "1234511" }, proof: proofFor(tree, 7) }] }),
    ).toEqual(["root total", "root signature"]);
  });
});

describe("an outcome", () => {
  const seconds: OutcomeProof = {
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
  };

  it("recomputes the result and says when it differs", () => {
    expect(allPassed(checkOutcome(seconds))).toBe(true);
    expect(
      failing(checkOutcome({ ...seconds, result: { result: "win", payout: "121", profit: "20" } })),
    ).toEqual(["result"]);
    expect(failing(checkOutcome({ ...seconds, kind: "lever.liquidate" }))).toEqual(["known rule"]);
  });

  it("lists the known result fields first, in order", () => {
    expect(resultRows({ profit: "20", extra: 1, result: "win" })).toEqual([
      { field: "result", known: true, value: "win" },
      { field: "profit", known: true, value: "20" },
      { field: "extra", known: false, value: "1" },
    ]);
    expect(resultRows(null)).toEqual([]);
    expect(resultRows({ surplus: "1", step: "liquidate", sold: "2" }).map((r) => r.field)).toEqual([
      "step",
      "sold",
      "surplus",
    ]);
    expect(resultRows({ amount: "5", currency: "quote" }).every((r) => r.known)).toBe(true);
  });

  it("translates the words a result holds, not its amounts", () => {
    expect(resultWord("result", "win")).toBe("outcome.value.win");
    expect(resultWord("currency", "base")).toBe("outcome.value.base");
    expect(resultWord("step", "liquidate")).toBe("outcome.value.liquidate");
    expect(resultWord("step", "win")).toBeNull();
    expect(resultWord("amount", "base")).toBeNull();
    expect(resultWord("constructor", "x")).toBeNull();
  });
});

describe("plain words", () => {
  it("every step the verifiers name has a sentence", () => {
    expect(Object.keys(STEP_KEYS)).toHaveLength(15);
    expect(stepKey("commitment")).toBe("step.commitment");
    expect(stepKey("at liquidation")).toBe("step.atLiquidation");
    expect(stepKey("head signature")).toBe("step.headSignature");
    expect(stepKey("constructor")).toBeNull();
  });

  it("integer units at a scale", () => {
    expect(fromUnits("1234500", 6)).toBe("1.2345");
    expect(fromUnits("5", 6)).toBe("0.000005");
    expect(fromUnits("0", 6)).toBe("0");
    expect(fromUnits("1000000", 6)).toBe("1");
    expect(fromUnits("120", 0)).toBe("120");
    expect(fromUnits("-50", 2)).toBe("-0.5");
    expect(fromUnits("007", 1)).toBe("0.7");
    expect(fromUnits("1.5", 2)).toBe("1.5");
    expect(fromUnits(undefined, 2)).toBe("");
  });
});
