import type { NftProof } from "@bourse/contract";

/**
 * Checking a blind-box series' proof in the browser (docs/nft-api.md "Blind boxes", `GET
 * /nft/series/:id/proof`). Before the sale the venue published `commitment = sha256(seed)` and the
 * rarity table; once the series has ended it reveals the seed. Then anyone can check that the seed is
 * the committed one, and draw every sold box again from the seed, the table and the box's number
 * (engine `packages/engine/src/nft/blindbox.ts`), comparing each with what the venue says it held.
 *
 * The engine comes in as an argument (the screen passes `@bourse/engine`'s), so that the comparison is
 * tested on its own.
 */
export interface BlindBoxEngine {
  seedCommitment(seedHex: string): string;
  drawBoxes(seedHex: string, table: { artwork: number; count: number }[], upTo: number): number[];
}

/** One sold box: the artwork the venue says it held and the one drawn again, and whether they agree. */
export interface VerifiedBox {
  number: number;
  /** what the proof says the box held (null: it does not say) */
  published: number | null;
  /** what the seed draws for the box (null: it could not be drawn) */
  drawn: number | null;
  opened: boolean;
  /** the seed is the committed one and the box holds what it draws */
  match: boolean;
}

export type ProofCheck =
  /** the seed is not revealed yet: only the commitment and the boxes sold so far */
  | { state: "sealed"; commitment: string; sold: number[] }
  | {
      state: "revealed";
      commitment: string;
      /** sha256 of the revealed seed, as computed here */
      computed: string | null;
      commitmentMatches: boolean;
      boxes: VerifiedBox[];
      /** why the boxes could not be drawn (a malformed seed or table, a box past the table) */
      problem: "seed" | "draw" | null;
      /** every check passed */
      verified: boolean;
    };

const sameHex = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The table as the engine's slots, in the proof's order (the order the draw counts through). */
export function tableSlots(proof: Pick<NftProof, "table">): { artwork: number; count: number }[] {
  return proof.table.map((row) => ({ artwork: row.artwork_id, count: row.count }));
}

export function checkProof(proof: NftProof, engine: BlindBoxEngine): ProofCheck {
  const numbers = proof.boxes.map((b) => b.number);
  if (proof.seed === null || proof.seed === "") {
    return { state: "sealed", commitment: proof.commitment, sold: numbers };
  }
  const seed = proof.seed.trim();
  let computed: string | null = null;
  try {
    computed = engine.seedCommitment(seed);
  } catch {
    computed = null;
  }
  const commitmentMatches = computed !== null && sameHex(computed, proof.commitment);
  let drawn: number[] | null = null;
  let problem: "seed" | "draw" | null = computed === null ? "seed" : null;
  const upTo = numbers.reduce((max, n) => Math.max(max, n), 0);
  if (problem === null) {
    try {
      drawn = engine.drawBoxes(seed, tableSlots(proof), upTo);
    } catch {
      problem = "draw";
    }
  }
  const seen = new Set<number>();
  const boxes = proof.boxes.map((box): VerifiedBox => {
    const again = drawn?.[box.number - 1];
    const duplicate = seen.has(box.number);
    seen.add(box.number);
    const drawnHere =
      Number.isSafeInteger(box.number) && box.number >= 1 && again !== undefined ? again : null;
    return {
      number: box.number,
      published: box.artwork_id,
      drawn: drawnHere,
      opened: box.opened,
      match: commitmentMatches && !duplicate && drawnHere !== null && drawnHere === box.artwork_id,
    };
  });
  return {
    state: "revealed",
    commitment: proof.commitment,
    computed,
    commitmentMatches,
    boxes,
    problem,
    verified: commitmentMatches && problem === null && boxes.every((b) => b.match),
  };
}

/** An artwork's title as the proof's table names it, or its id. */
export function artworkTitle(proof: Pick<NftProof, "table">, artworkId: number | null): string {
  if (artworkId === null) return "--";
  return proof.table.find((row) => row.artwork_id === artworkId)?.title ?? `#${artworkId}`;
}

/**
 * The proof from `GET /nft/series/:id/proof`'s answer: the envelope's payload (every call answers one),
 * or the document itself if it comes bare; null when it is neither.
 */
export function readProof(body: unknown): NftProof | null {
  if (typeof body !== "object" || body === null) return null;
  const value = (body as { type?: unknown }).type === "ok" ? (body as { message?: unknown }).message : body;
  if (typeof value !== "object" || value === null) return null;
  const proof = value as Partial<NftProof>;
  return typeof proof.commitment === "string" && Array.isArray(proof.table) && Array.isArray(proof.boxes)
    ? (proof as NftProof)
    : null;
}
