import { sha256Hex } from "./hash.ts";
import { type LiabilitiesRoot, verifyRoot } from "./sign.ts";
import { short, step, type VerifyStep } from "./steps.ts";

/**
 * Proof of liabilities, one Merkle-sum tree per currency: every user's balance is a leaf, every node
 * commits to both children's hashes and sums, and the venue signs the root's hash and total. A user
 * checks that their leaf (their balance, under their own secret) is in the tree and that the path up to
 * the signed root adds up with no negative amount anywhere, so the published total cannot leave their
 * balance out or offset it.
 *
 * - leaf = sha256Hex(`leaf|<secret>|<user>|<balance>`), sum = balance (integer units, ≥ 0). The per-user
 *   secret keeps others from recognising a leaf, and leaves are ordered by hash, not by user id.
 * - node = sha256Hex(`node|<left hash>|<left sum>|<right hash>|<right sum>`), sum = left sum + right sum.
 * - A level of odd length pairs its last node with the padding node (64 zeros, sum 0); a single leaf is
 *   the root; an empty tree's root is the padding node.
 *
 * A path shows each sibling's hash and sum, so a user sees the balance in the leaf next to theirs (not
 * whose it is). Amounts are bigint units in the tree and decimal strings of units in proofs (JSON).
 */

export interface LiabilityLeaf {
  user: number;
  /** the user's secret for this tree, lowercase hex */
  secret: string;
  /** integer units, ≥ 0 */
  balance: bigint;
}

export interface SumNode {
  hash: string;
  sum: bigint;
}

export interface LiabilityTree {
  root: SumNode;
  /** number of leaves */
  size: number;
  /** levels[0] are the leaves in hash order, each next level their parents, the last one the root */
  levels: SumNode[][];
  /** the user of each leaf, in the order of levels[0] */
  users: number[];
}

export interface PathStep {
  /** where the sibling sits: "left" means the parent is node(sibling, this) */
  side: "left" | "right";
  hash: string;
  sum: string;
}

export interface LiabilityProof {
  leaf: { user: number; balance: string; hash: string };
  path: PathStep[];
}

export const PADDING: SumNode = { hash: "0".repeat(64), sum: 0n };

export const leafHash = (user: number, secret: string, balance: bigint): string =>
  sha256Hex(`leaf|${secret}|${user}|${balance}`);

export const parentOf = (l: SumNode, r: SumNode): SumNode => ({
  hash: sha256Hex(`node|${l.hash}|${l.sum}|${r.hash}|${r.sum}`),
  sum: l.sum + r.sum,
});

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function checkLeaf(l: LiabilityLeaf): void {
  if (!Number.isSafeInteger(l.user))
    throw new RangeError(`liability leaf: user ${l.user} is not an integer id`);
  if (typeof l.secret !== "string" || !/^[0-9a-f]+$/.test(l.secret))
    throw new RangeError(`liability leaf of user ${l.user}: the secret must be lowercase hex`);
  if (typeof l.balance !== "bigint" || l.balance < 0n)
    throw new RangeError(`liability leaf of user ${l.user}: balance ${l.balance} is negative or not units`);
}

/** Builds the tree; throws a RangeError on a negative balance, a bad leaf or a user given twice. */
export function buildTree(leaves: readonly LiabilityLeaf[]): LiabilityTree {
  const steps = buildTreeSteps(leaves);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** How many hashes {@link buildTreeSteps} computes between two pauses. */
export const HASHES_PER_STEP = 20_000;

/**
 * {@link buildTree}, pausing after every {@link HASHES_PER_STEP} hashes: a caller that must stay
 * responsive (the server building a million leaves) lets other work run between the steps.
 */
export function* buildTreeSteps(leaves: readonly LiabilityLeaf[]): Generator<void, LiabilityTree> {
  const hashes: string[] = new Array(leaves.length);
  for (let i = 0; i < leaves.length; i++) {
    const l = leaves[i]!;
    checkLeaf(l);
    hashes[i] = leafHash(l.user, l.secret, l.balance);
    if ((i + 1) % HASHES_PER_STEP === 0) yield;
  }
  const byUser = Float64Array.from(leaves, (l) => l.user).sort();
  for (let i = 1; i < byUser.length; i++)
    if (byUser[i] === byUser[i - 1])
      throw new RangeError(`liability leaves: user ${byUser[i]} appears twice`);

  const order = leaves.map((_, i) => i).sort((a, b) => compareText(hashes[a]!, hashes[b]!));
  const levels: SumNode[][] = [order.map((i) => ({ hash: hashes[i]!, sum: leaves[i]!.balance }))];
  const users = order.map((i) => leaves[i]!.user);
  let done = 0;
  for (let level = levels[0]!; level.length > 1; ) {
    const up: SumNode[] = new Array(Math.ceil(level.length / 2));
    for (let i = 0; i < level.length; i += 2) {
      up[i / 2] = parentOf(level[i]!, level[i + 1] ?? PADDING);
      if (++done % HASHES_PER_STEP === 0) yield;
    }
    levels.push(up);
    level = up;
  }
  return { root: levels.at(-1)![0] ?? PADDING, size: leaves.length, levels, users };
}

/** The proof of the leaf at `position` in hash order (0 ≤ position < size). */
export function proofAt(tree: LiabilityTree, position: number): LiabilityProof {
  const leaf = tree.levels[0]?.[position];
  if (!leaf) throw new RangeError(`no leaf at position ${position}`);
  const path: PathStep[] = [];
  for (let d = 0, i = position; d < tree.levels.length - 1; d++, i >>= 1) {
    const sibling = tree.levels[d]![i ^ 1] ?? PADDING;
    path.push({ side: i % 2 === 0 ? "right" : "left", hash: sibling.hash, sum: String(sibling.sum) });
  }
  return { leaf: { user: tree.users[position]!, balance: String(leaf.sum), hash: leaf.hash }, path };
}

/** The user's proof (a linear search for the leaf: for every user's proof at once, walk `proofAt`). */
export function proofFor(tree: LiabilityTree, user: number): LiabilityProof {
  const position = tree.users.indexOf(user);
  if (position < 0) throw new RangeError(`user ${user} has no leaf in this tree`);
  return proofAt(tree, position);
}

const units = (text: unknown): bigint | undefined =>
  typeof text === "string" && /^-?(0|[1-9][0-9]*)$/.test(text) ? BigInt(text) : undefined;

/**
 * Checks a user's proof against a root hash and total (decimal units). Steps: "leaf hash" (recomputed
 * from user, secret and balance), "no negative sums" (the balance and every sum on the path are whole
 * units ≥ 0), "path to root" (the hashes recomputed from the stated leaf up), "root total" (the sums added
 * up the same way).
 */
export function verifyLiabilityProof(
  proof: LiabilityProof,
  secret: string,
  root: { hash: string; sum: string },
): VerifyStep[] {
  const leaf = proof?.leaf;
  const path = Array.isArray(proof?.path) ? proof.path : [];
  const balance = units(leaf?.balance);
  const steps: VerifyStep[] = [];

  if (!leaf || balance === undefined)
    steps.push(step("leaf hash", false, "the proof has no balance in units"));
  else {
    const mine = leafHash(leaf.user, secret, balance);
    steps.push(
      mine === leaf.hash
        ? step("leaf hash", true, `user ${leaf.user}, balance ${balance}`)
        : step(
            "leaf hash",
            false,
            `recomputed ${short(mine)} ≠ stated ${short(leaf.hash)} for user ${leaf.user}`,
          ),
    );
  }

  const bad = [
    ...(balance === undefined || balance < 0n ? [`balance ${leaf?.balance}`] : []),
    ...path.flatMap((p, d) => {
      const sum = units(p?.sum);
      return sum === undefined || sum < 0n ? [`sum ${p?.sum} at depth ${d}`] : [];
    }),
  ];
  steps.push(step("no negative sums", bad.length === 0, bad.length ? bad.join(", ") : undefined));

  let node: SumNode | undefined =
    leaf && balance !== undefined ? { hash: leaf.hash, sum: balance } : undefined;
  let broken = node ? "" : "no leaf";
  for (const [d, p] of path.entries()) {
    const sum = units(p?.sum);
    if (!node) break;
    if (sum === undefined || (p.side !== "left" && p.side !== "right") || typeof p.hash !== "string") {
      broken = `path step ${d} is malformed`;
      node = undefined;
      break;
    }
    const sibling = { hash: p.hash, sum };
    node = p.side === "left" ? parentOf(sibling, node) : parentOf(node, sibling);
  }
  if (!node) steps.push(step("path to root", false, broken));
  else
    steps.push(
      node.hash === root.hash
        ? step("path to root", true, `${path.length} levels`)
        : step("path to root", false, `recomputed root ${short(node.hash)} ≠ stated ${short(root.hash)}`),
    );

  const total = units(root.sum);
  if (!node || total === undefined)
    steps.push(step("root total", false, node ? `stated total ${root.sum} is not units` : broken));
  else
    steps.push(
      node.sum === total
        ? step("root total", true, `${total}`)
        : step("root total", false, `recomputed total ${node.sum} ≠ stated ${total}`),
    );
  return steps;
}

export interface SignedRoot extends LiabilitiesRoot {
  signature: string;
}

/** {@link verifyLiabilityProof} against a signed root, then "root signature" with the venue's public key. */
export function verifyLiabilities(
  proof: LiabilityProof,
  secret: string,
  signed: SignedRoot,
  publicKeyHex: string,
): VerifyStep[] {
  const ok = verifyRoot(publicKeyHex, signed, signed.signature);
  return [
    ...verifyLiabilityProof(proof, secret, { hash: signed.root, sum: signed.total }),
    step("root signature", ok, ok ? undefined : `not the venue's signature of the ${signed.currency} root`),
  ];
}
