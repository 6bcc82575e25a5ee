import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seedCommitment } from "../nft/blindbox.ts";
import { referenceDrawBoxes } from "../nft/reference.ts";
import { type OutcomeProof, verifyOutcome } from "./outcome.ts";
import type { VerifyStep } from "./steps.ts";

const failing = (steps: VerifyStep[]) => steps.filter((s) => !s.ok).map((s) => s.name);

const SEED = "0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0";
const TABLE = [
  { artwork: 11, count: 3 },
  { artwork: 12, count: 2 },
  { artwork: 13, count: 1 },
];

/** Box `n` of a 6-box series, with the artwork the reference draw gives it. */
const draw = (n: number): OutcomeProof => ({
  kind: "nft.draw",
  rule: { name: "blind-box-draw", version: 1 },
  inputs: {
    series: 7,
    commitment: seedCommitment(SEED),
    seed: SEED,
    box: n,
    table: TABLE.map((s) => ({ ...s })),
  },
  result: { artwork: String(referenceDrawBoxes(SEED, TABLE, 6)[n - 1]) },
  entry_id: 42,
});

describe("verifyOutcome: nft.draw", () => {
  it("recomputes every box of a series, checking the seed against its commitment", () => {
    expect(verifyOutcome(draw(1)).map((s) => [s.name, s.ok])).toEqual([
      ["known rule", true],
      ["inputs", true],
      ["commitment", true],
      ["result", true],
    ]);
    for (let n = 1; n <= 6; n++) expect(failing(verifyOutcome(draw(n)))).toEqual([]);
    // the six boxes use the table exactly
    const drawn = referenceDrawBoxes(SEED, TABLE, 6).sort();
    expect(drawn).toEqual([11, 11, 11, 12, 12, 13]);
  });

  it("another stated artwork fails the result, naming it", () => {
    const p = draw(2);
    const other = p.result.artwork === "13" ? "11" : "13";
    p.result = { artwork: other };
    const steps = verifyOutcome(p);
    expect(failing(steps)).toEqual(["result"]);
    expect(steps.at(-1)!.detail).toMatch(new RegExp(`^artwork: stated "${other}", recomputed 1[123]$`));
  });

  it("another box number or table fails the result when the draw changes", () => {
    const boxes = referenceDrawBoxes(SEED, TABLE, 6);
    const n = boxes.findIndex((a, i) => a !== boxes[0] && i > 0) + 1;
    const box = draw(1);
    box.inputs.box = n;
    expect(failing(verifyOutcome(box))).toEqual(["result"]);
    // the same slots in another order: the rule counts through the table in its order
    const order = draw(1);
    const reordered = [...TABLE].reverse();
    order.inputs.table = reordered;
    const stillSame = String(referenceDrawBoxes(SEED, reordered, 1)[0]) === order.result.artwork;
    expect(failing(verifyOutcome(order))).toEqual(stillSame ? [] : ["result"]);
    const counts = draw(1);
    (counts.inputs.table as { count: number }[])[0]!.count = 1;
    const sameAfter = String(referenceDrawBoxes(SEED, counts.inputs.table as typeof TABLE, 1)[0]);
    expect(failing(verifyOutcome(counts))).toEqual(sameAfter === counts.result.artwork ? [] : ["result"]);
  });

  it("a changed commitment fails the commitment only; another seed fails it too", () => {
    const p = draw(3);
    p.inputs.commitment = seedCommitment("aa".repeat(32));
    const steps = verifyOutcome(p);
    expect(failing(steps)).toEqual(["commitment"]);
    expect(steps[2]!.detail).toMatch(/^sha256\(seed\) is [0-9a-f]{12}…, the commitment [0-9a-f]{12}…$/);
    const seed = draw(3);
    seed.inputs.seed = "bb".repeat(32);
    expect(failing(verifyOutcome(seed))).toContain("commitment");
  });

  it("names the input that is wrong", () => {
    const short = draw(1);
    short.inputs.seed = "abc";
    expect(verifyOutcome(short).slice(1)).toEqual([
      { name: "inputs", ok: false, detail: 'seed "abc" is not 64 hex characters' },
      { name: "result", ok: false, detail: "not recomputed: the inputs are wrong" },
    ]);
    const beyond = draw(1);
    beyond.inputs.box = 7;
    expect(verifyOutcome(beyond)[1]!.detail).toBe("box 7 is not a whole number from 1 to 6");
    const empty = draw(1);
    empty.inputs.table = [];
    expect(verifyOutcome(empty)[1]!.detail).toBe("table is not a list of { artwork, count }");
    const zero = draw(1);
    zero.inputs.table = [{ artwork: 11, count: 0 }];
    expect(verifyOutcome(zero)[1]!.detail).toBe("count 0 is not a whole number from 1 to 1000000");
    expect(failing(verifyOutcome({ ...draw(1), rule: { name: "blind-box-draw", version: 2 } }))).toEqual([
      "known rule",
    ]);
  });

  it("agrees with the reference draw on random series", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 5 }),
        fc.nat(),
        (bytes, counts, pick) => {
          const seed = Buffer.from(bytes).toString("hex");
          const table = counts.map((count, i) => ({ artwork: 100 + i, count }));
          const total = counts.reduce((a, b) => a + b, 0);
          const n = (pick % total) + 1;
          const p: OutcomeProof = {
            kind: "nft.draw",
            rule: { name: "blind-box-draw", version: 1 },
            inputs: { commitment: seedCommitment(seed), seed, box: n, table },
            result: { artwork: String(referenceDrawBoxes(seed, table, total)[n - 1]) },
            entry_id: null,
          };
          expect(failing(verifyOutcome(p))).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
