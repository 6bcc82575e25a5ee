import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { drawBox, drawBoxes, drawValue, type RaritySlot, seedCommitment } from "./blindbox.ts";
import { referenceDrawBoxes, referenceDrawValue } from "./reference.ts";

const ZERO_SEED = "00".repeat(32);
/** 1 rare, 3 uncommon, 6 common: 10 boxes */
const TABLE: RaritySlot[] = [
  { artwork: 1, count: 1 },
  { artwork: 2, count: 3 },
  { artwork: 3, count: 6 },
];

const total = (table: readonly RaritySlot[]) => table.reduce((n, s) => n + s.count, 0);

/** How many boxes hold each artwork. */
function tally(artworks: readonly number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const a of artworks) m.set(a, (m.get(a) ?? 0) + 1);
  return m;
}

const arbSeed = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString("hex"));
const arbTable: fc.Arbitrary<RaritySlot[]> = fc
  .array(
    fc.record({
      artwork: fc.integer({ min: 1, max: 12 }), // small range: the same artwork may sit in two slots
      count: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 40 })),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .filter((t) => total(t) <= 200);

describe("NFT blind boxes", () => {
  it("commits to sha256 of the seed bytes", () => {
    expect(seedCommitment(ZERO_SEED)).toBe(
      "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925",
    );
  });

  it("draws a pinned vector for the zero seed (checked against an independent implementation)", () => {
    expect(drawBoxes(ZERO_SEED, TABLE, 10)).toEqual([3, 1, 3, 3, 2, 3, 3, 3, 2, 2]);
    expect(drawBoxes("ff".repeat(32), TABLE, 10)).toEqual([2, 1, 3, 2, 3, 3, 3, 3, 3, 2]);
    expect(drawValue(ZERO_SEED, 1)).toBe(0xe42fdd8b8102e3af333ed85d914ddd22c1ec20a55f939e9c47de2ec136f67d0bn);
    expect(drawBox(ZERO_SEED, TABLE, 2)).toBe(1);
    expect(drawBoxes(ZERO_SEED, TABLE, 0)).toEqual([]);
  });

  it("accepts upper-case hex as the same seed", () => {
    const seed = "ab".repeat(32);
    expect(drawBoxes(seed.toUpperCase(), TABLE, 10)).toEqual(drawBoxes(seed, TABLE, 10));
    expect(seedCommitment(seed.toUpperCase())).toBe(seedCommitment(seed));
  });

  it("rejects bad input", () => {
    expect(() => seedCommitment("00".repeat(31))).toThrow(RangeError);
    expect(() => seedCommitment(`${"00".repeat(31)}zz`)).toThrow(RangeError);
    expect(() => seedCommitment(`0x${"00".repeat(31)}`)).toThrow(RangeError);
    expect(() => drawBoxes(ZERO_SEED, [], 0)).toThrow(RangeError);
    expect(() => drawBoxes(ZERO_SEED, [{ artwork: 1, count: 0 }], 0)).toThrow(RangeError);
    expect(() => drawBoxes(ZERO_SEED, [{ artwork: 1, count: 1.5 }], 1)).toThrow(RangeError);
    expect(() => drawBoxes(ZERO_SEED, TABLE, 11)).toThrow(RangeError);
    expect(() => drawBoxes(ZERO_SEED, TABLE, -1)).toThrow(RangeError);
    expect(() => drawBox(ZERO_SEED, TABLE, 0)).toThrow(RangeError);
    expect(() => drawBox(ZERO_SEED, TABLE, 11)).toThrow(RangeError);
    expect(() => drawBox(ZERO_SEED, TABLE, 2.5)).toThrow(RangeError);
    expect(() => drawValue(ZERO_SEED, 0)).toThrow(RangeError);
  });

  it("commits with sha256 and draws with HMAC-SHA256 (vectors from Python's hashlib and hmac)", () => {
    const vectors = {
      ["00".repeat(32)]: {
        commitment: "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925",
        1: "e42fdd8b8102e3af333ed85d914ddd22c1ec20a55f939e9c47de2ec136f67d0b",
        2: "df2120cc2ed7f33df3deea59987ad5eeb5f4f17934a0a246754e86ed24c05a7f",
        1000: "296b6b2e61a4e453ea111cf4aa45c16a2ad3c72339eba16e9dd01d35b3fe0ae6",
      },
      ["ff".repeat(32)]: {
        commitment: "af9613760f72635fbdb44a5a0a63c39f12af30f950a6ee5c971be188e89c4051",
        1: "314a4dfa09b26a46edb70a983cf5377a45f895cd0ebd86c558f1f8c9eb1e35eb",
        2: "062414bc09b787fab99dddd9486710f2342fbbd86a0819c8817647fedc00c2ba",
        1000: "58df8cc631e48b6ffa450ae49e0aa735833669381d3f802c09b34112f3b1dd4b",
      },
    };
    for (const [seed, v] of Object.entries(vectors)) {
      expect(seedCommitment(seed)).toBe(v.commitment);
      for (const box of [1, 2, 1000] as const) expect(drawValue(seed, box)).toBe(BigInt(`0x${v[box]}`));
    }
    fc.assert(
      fc.property(arbSeed, fc.integer({ min: 1, max: 10_000 }), (seed, box) => {
        expect(drawValue(seed, box)).toBe(referenceDrawValue(seed, box));
      }),
    );
  });

  it("equals the naive reference (expanded list + splice)", () => {
    fc.assert(
      fc.property(arbSeed, arbTable, (seed, table) => {
        const n = total(table);
        expect(drawBoxes(seed, table, n)).toEqual(referenceDrawBoxes(seed, table, n));
      }),
      { numRuns: 150 },
    );
  });

  it("uses every slot exactly as often as the table says, and never more in any prefix", () => {
    fc.assert(
      fc.property(arbSeed, arbTable, (seed, table) => {
        const drawn = drawBoxes(seed, table, total(table));
        const expected = tally(table.flatMap((s) => Array<number>(s.count).fill(s.artwork)));
        expect(tally(drawn)).toEqual(expected);
        const sofar = new Map<number, number>();
        for (const a of drawn) {
          sofar.set(a, (sofar.get(a) ?? 0) + 1);
          expect(sofar.get(a)!).toBeLessThanOrEqual(expected.get(a)!);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("draws each box on its own the same as in the run, and every prefix is a prefix", () => {
    fc.assert(
      fc.property(
        arbSeed,
        arbTable.chain((table) => fc.tuple(fc.constant(table), fc.integer({ min: 1, max: total(table) }))),
        (seed, [table, box]) => {
          const all = drawBoxes(seed, table, total(table));
          expect(drawBox(seed, table, box)).toBe(all[box - 1]);
          expect(drawBoxes(seed, table, box)).toEqual(all.slice(0, box));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("changes some draw when the seed changes", () => {
    // 10 artworks × 10 boxes: two seeds drawing the same 100 boxes is astronomically unlikely
    const table = Array.from({ length: 10 }, (_, i) => ({ artwork: i + 1, count: 10 }));
    fc.assert(
      fc.property(arbSeed, arbSeed, (a, b) => {
        fc.pre(a !== b);
        expect(drawBoxes(a, table, 100)).not.toEqual(drawBoxes(b, table, 100));
      }),
      { numRuns: 50 },
    );
  });
});
