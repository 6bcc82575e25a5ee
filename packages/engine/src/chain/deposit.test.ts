import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { confirmations, type DepositState, depositDecision, forkPoint, type StoredBlock } from "./deposit.ts";
import { referenceConfirmations, referenceDepositDecision, referenceForkPoint } from "./reference.ts";

const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;

/**
 * A run of stored blocks (heights base..base+length−1, in shuffled order, some heights missing) and the
 * chain's hashes now: each height kept, changed (a reorg) or unknown to the node.
 */
const arbReorg = fc
  .record({
    base: fc.bigInt({ min: 0n, max: 30_000_000n }),
    heights: fc.array(
      fc.record({
        kept: fc.boolean(),
        fate: fc.constantFrom("same", "changed", "absent", "same-other-case"),
        id: fc.nat({ max: 1_000_000 }),
      }),
      { maxLength: 40 },
    ),
    order: fc.array(fc.nat(), { maxLength: 40 }),
  })
  .map(({ base, heights, order }) => {
    const stored: StoredBlock[] = [];
    const canonical = new Map<bigint, string>();
    heights.forEach((h, i) => {
      const number = base + BigInt(i);
      if (!h.kept) return;
      const storedHash = hash(h.id);
      stored.push({ number, hash: storedHash });
      if (h.fate === "same") canonical.set(number, storedHash);
      else if (h.fate === "same-other-case")
        canonical.set(number, storedHash.toUpperCase().replace("0X", "0x"));
      else if (h.fate === "changed") canonical.set(number, hash(h.id + 1));
    });
    // shuffle by the drawn keys
    const keyed = stored.map((b, i) => ({ b, k: order[i] ?? i }));
    keyed.sort((x, y) => x.k - y.k);
    return { stored: keyed.map((x) => x.b), canonical };
  });

describe("fork point", () => {
  it("is the highest stored height whose hash the chain still has", () => {
    const stored = [100n, 101n, 102n, 103n].map((number) => ({ number, hash: hash(Number(number)) }));
    const chain = new Map([
      [100n, hash(100)],
      [101n, hash(101)],
      [102n, hash(9999)],
      [103n, hash(9998)],
    ]);
    expect(forkPoint(stored, chain)).toBe(101n);
    // any order of the stored blocks
    expect(forkPoint([...stored].reverse(), chain)).toBe(101n);
    // nothing reorganised: the top
    expect(forkPoint(stored, new Map(stored.map((b) => [b.number, b.hash])))).toBe(103n);
  });

  it("is undefined when the reorganisation is deeper than what was kept, or nothing was kept", () => {
    const stored = [5n, 6n].map((number) => ({ number, hash: hash(Number(number)) }));
    expect(forkPoint(stored, new Map([[5n, hash(1)]]))).toBeUndefined();
    expect(forkPoint([], new Map())).toBeUndefined();
  });

  it("counts a height the node does not answer for as changed, and compares hashes without regard to case", () => {
    const stored = [
      { number: 7n, hash: "0xabcdef" },
      { number: 8n, hash: "0x0102" },
    ];
    expect(forkPoint(stored, new Map([[7n, "0xABCDEF"]]))).toBe(7n);
  });

  it("equals the walk down every height, matches there, and mismatches at every stored height above", () => {
    fc.assert(
      fc.property(arbReorg, ({ stored, canonical }) => {
        const point = forkPoint(stored, canonical);
        expect(point).toBe(referenceForkPoint(stored, canonical));
        const matches = (b: StoredBlock) => canonical.get(b.number)?.toLowerCase() === b.hash.toLowerCase();
        if (point === undefined) {
          expect(stored.some(matches)).toBe(false);
        } else {
          expect(stored.some((b) => b.number === point && matches(b))).toBe(true);
          for (const b of stored) if (b.number > point) expect(matches(b)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("confirmations", () => {
  it("counts the block itself, and nothing above the head", () => {
    expect(confirmations(100n, 100n)).toBe(1);
    expect(confirmations(100n, 111n)).toBe(12);
    expect(confirmations(101n, 100n)).toBe(0);
    expect(confirmations(0n, 0n)).toBe(1);
  });

  it("equals counting the blocks one by one", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: -50n, max: 200n }),
        (block, ahead) => {
          expect(confirmations(block, block + ahead)).toBe(referenceConfirmations(block, block + ahead));
        },
      ),
    );
  });
});

describe("deposit decision", () => {
  const at = (state: DepositState, head: bigint, stillCanonical = true) =>
    depositDecision({ state, blockNumber: 100n, head, required: 12, stillCanonical });

  it("credits a pending deposit at the required confirmations, waits before, drops it off the chain", () => {
    expect(at("pending", 110n)).toBe("wait");
    expect(at("pending", 111n)).toBe("credit");
    expect(at("pending", 500n)).toBe("credit");
    expect(at("pending", 99n)).toBe("wait");
    expect(at("pending", 111n, false)).toBe("drop");
    expect(at("pending", 105n, false)).toBe("drop");
  });

  it("never reverses a credit: a credited deposit off the chain is an alert", () => {
    expect(at("credited", 111n)).toBe("none");
    expect(at("credited", 111n, false)).toBe("alert");
    for (const state of ["dropped", "below_minimum"] as const) {
      expect(at(state, 111n)).toBe("none");
      expect(at(state, 111n, false)).toBe("none");
    }
  });

  it("refuses a required count below 1 or not whole", () => {
    for (const required of [0, -1, 1.5, Number.NaN]) {
      expect(() =>
        depositDecision({ state: "pending", blockNumber: 1n, head: 1n, required, stillCanonical: true }),
      ).toThrow(RangeError);
    }
  });

  it("equals the full table of states", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<DepositState>("pending", "credited", "dropped", "below_minimum"),
        fc.bigInt({ min: 0n, max: 10n ** 8n }),
        fc.bigInt({ min: -5n, max: 80n }),
        fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: -2, max: 0 })),
        fc.boolean(),
        (state, blockNumber, ahead, required, stillCanonical) => {
          const check = { state, blockNumber, head: blockNumber + ahead, required, stillCanonical };
          const expected = referenceDepositDecision(check);
          if (expected === "invalid") expect(() => depositDecision(check)).toThrow(RangeError);
          else expect(depositDecision(check)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
