/**
 * Proof of liabilities: the Merkle-sum tree of one currency (packages/engine/src/transparency/
 * merkle-sum.ts) over USERS synthetic users, next to the time to just hash their USERS leaves (the
 * floor: building the tree hashes those leaves and about as many nodes again, sorts them and adds the
 * sums) in the same run. Balances are seeded: 20 % of users at zero, the rest up to 10^12 units, a few
 * whales up to 10^24; each user has a 128-bit secret.
 *
 * Memory: heap and RSS grown from before the build to after it (the tree kept, its garbage not yet
 * collected), and the process's peak RSS (maxRSS, the whole run). The built tree is checked: its total
 * must be the plain sum of the balances and a sample of users' proofs must verify (exit 1 otherwise).
 */
import { performance } from "node:perf_hooks";
import {
  buildTree,
  type LiabilityLeaf,
  leafHash,
  proofFor,
  seededRandom,
  verified,
  verifyLiabilityProof,
} from "../packages/engine/src/index.ts";

const USERS = 1_000_000;
const SAMPLE = 1_000;

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const mb = (bytes: number) => `${fmt(bytes / 2 ** 20)} MB`;

function timed<T>(run: () => T): { result: T; seconds: number; cpuSeconds: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = run();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { result, seconds, cpuSeconds: (used.user + used.system) / 1e6 };
}

const random = seededRandom(7);
const hex32 = () => random.next().toString(16).padStart(8, "0");
const leaves: LiabilityLeaf[] = [];
let expected = 0n;
for (let user = 1; user <= USERS; user++) {
  const roll = random.below(100);
  const balance =
    roll < 20
      ? 0n
      : roll < 99
        ? BigInt(random.next()) * 233n
        : BigInt(random.next()) * BigInt(random.next()) * BigInt(random.below(1_000_000) + 1);
  leaves.push({ user, secret: hex32() + hex32() + hex32() + hex32(), balance });
  expected += balance;
}

const before = process.memoryUsage();
const build = timed(() => buildTree(leaves));
const after = process.memoryUsage();
const tree = build.result;

let broken = tree.root.sum !== expected;
if (broken) console.error(`liabilities: the tree's total ${tree.root.sum} ≠ the sum of balances ${expected}`);
const root = { hash: tree.root.hash, sum: String(tree.root.sum) };
const proofs = timed(() => {
  let ok = 0;
  for (let i = 0; i < SAMPLE; i++) {
    const l = leaves[random.below(USERS)]!;
    if (verified(verifyLiabilityProof(proofFor(tree, l.user), l.secret, root))) ok += 1;
  }
  return ok;
});
if (proofs.result !== SAMPLE) {
  broken = true;
  console.error(`liabilities: ${SAMPLE - proofs.result} of ${SAMPLE} sampled proofs failed`);
}

const reference = timed(() => {
  let sink = 0;
  for (const l of leaves) sink ^= leafHash(l.user, l.secret, l.balance).charCodeAt(0);
  return sink;
});

console.log(
  `liabilities: Merkle-sum tree of ${fmt(USERS)} users (${tree.levels.length} levels, total ${tree.root.sum.toString().length} digits): ${build.seconds.toFixed(2)} s (${build.cpuSeconds.toFixed(2)} CPU-s)`,
);
console.log(
  `  memory: heap +${mb(after.heapUsed - before.heapUsed)}, RSS +${mb(after.rss - before.rss)} over the build; peak RSS of the run ${mb(process.resourceUsage().maxRSS * 1024)}`,
);
console.log(
  `  reference: sha256 of the ${fmt(USERS)} leaves alone ${reference.seconds.toFixed(2)} s (${reference.cpuSeconds.toFixed(2)} CPU-s); ratio ${(build.seconds / reference.seconds).toFixed(2)}x`,
);
console.log(
  `  ${fmt(SAMPLE)} proofs looked up and verified: ${((proofs.seconds * 1e3) / SAMPLE).toFixed(2)} ms each — ${broken ? "BROKEN" : "all verify, total = sum of balances"}`,
);

process.exit(broken ? 1 : 0);
