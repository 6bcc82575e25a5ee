import { drawBox, type RaritySlot, seedCommitment } from "../nft/blindbox.ts";
import { fail, int, type OutcomeRule, type Recomputed, record } from "./inputs.ts";
import { short, step } from "./steps.ts";

/**
 * NFT outcomes in the one proof format.
 *
 * `nft.draw`, rule `blind-box-draw` v1 (commit-reveal, {@link drawBox}, {@link seedCommitment}):
 *   inputs  { commitment (sha256 of the seed's 32 bytes, published before the sale, 64 hex), seed (the
 *             revealed seed, 64 hex), box (n, the box's number in its series, 1..N),
 *             table: [{ artwork, count }] (the series' rarity table in its order, N = the counts' sum) }
 *   result  { artwork } (the artwork id box n holds, as a decimal string)
 *   also checked ("commitment"): sha256(seed) equals the committed hash.
 */

const HEX64 = /^[0-9a-fA-F]{64}$/;

function hex64(inputs: Record<string, unknown>, name: string): string {
  const v = inputs[name];
  return typeof v === "string" && HEX64.test(v)
    ? v.toLowerCase()
    : fail(`${name} ${JSON.stringify(v)} is not 64 hex characters`);
}

function rarityTable(inputs: Record<string, unknown>): RaritySlot[] {
  const t = inputs.table;
  if (!Array.isArray(t) || t.length === 0) return fail("table is not a list of { artwork, count }");
  const table = t.map((slot, i) => {
    const s = record(slot, `table[${i}]`);
    return { artwork: int(s, "artwork", 1), count: int(s, "count", 1, 1_000_000) };
  });
  if (table.reduce((n, s) => n + s.count, 0) > Number.MAX_SAFE_INTEGER) fail("table is too large");
  return table;
}

function blindBoxDraw(inputs: Record<string, unknown>): Recomputed {
  const commitment = hex64(inputs, "commitment");
  const seed = hex64(inputs, "seed");
  const table = rarityTable(inputs);
  const total = table.reduce((n, s) => n + s.count, 0);
  const box = int(inputs, "box", 1, total);
  const hash = seedCommitment(seed);
  const committed = hash === commitment;
  return {
    // the rule's one check besides the result: the seed is the one committed to before the sale
    check: step(
      "commitment",
      committed,
      committed ? undefined : `sha256(seed) is ${short(hash)}, the commitment ${short(commitment)}`,
    ),
    result: { artwork: String(drawBox(seed, table, box)) },
  };
}

export const NFT_RULES: Record<string, OutcomeRule> = {
  "nft.draw": { name: "blind-box-draw", version: 1, recompute: blindBoxDraw },
};
