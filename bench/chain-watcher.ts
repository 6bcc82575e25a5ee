/**
 * The chain watcher's scan on a local EVM node: blocks scanned per second with 10,000 deposit addresses
 * and 1,000 token transfers per block, next to the same blocks read the naive way (one `eth_getLogs`
 * per address), in the same run, on the same chain.
 *
 * Chain: the dev chain (ganache in memory, TestUSDT deployed), blocks only on request, its block gas
 * limit raised so a block holds 1,000 transfers. BLOCKS blocks, each of TRANSFERS TestUSDT transfers
 * from the funder to TRANSFERS distinct addresses drawn (seeded) from the 10,000 deposit addresses
 * m/44'/60'/0'/0/0…9,999 of the venue's key (derived on the first run, then kept in a temporary
 * directory); each block is checked to hold them all.
 *
 * - watcher: `createEvmAdapter(…).scan(first, last, the 10,000 addresses, [USDT])`, as the venue runs it
 *   (the blocks with their transactions, one `eth_getLogs` for the range, matched in memory); it must
 *   find every one of the BLOCKS × TRANSFERS transfers.
 * - naive: for each address, viem's `getLogs` of the Transfer event with `args: { to }` over the same
 *   range, on a client with the watcher's transport (JSON-RPC batches of 100), IN_FLIGHT batches at a
 *   time (batched and concurrent, as far as ganache takes them). Timed on a
 *   seeded sample of SAMPLE addresses and extrapolated to 10,000 (the time scales with the number of
 *   calls); it must find exactly the watcher's transfers to the sample.
 * Figures are medians of ROUNDS rounds (each: the watcher, then the naive way), after one warm-up of each.
 * BENCH_VERBOSE=1 prints every round.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { type Address, createPublicClient, createTestClient, http, parseAbiItem } from "viem";
import { startDevChain } from "../apps/server/src/dev-chain/dev-chain.ts";
import { createEvmAdapter } from "../apps/server/src/modules/chain/evm.ts";
import { seededRandom } from "../packages/engine/src/market/random.ts";

const ADDRESSES = 10_000;
/** ganache takes ~25 s to take in and mine a block of 1,000 transfers on a busy two-core machine */
const BLOCKS = Number(process.env.BENCH_WATCHER_BLOCKS ?? 3);
const TRANSFERS = 1_000;
/** ~80 ms a call on ganache with 1,000 transfers a block: a sample keeps a round near 15 s */
const SAMPLE = Number(process.env.BENCH_WATCHER_SAMPLE ?? 200);
const ROUNDS = 3;
/** the naive way's JSON-RPC batches (of 100 calls) in flight at once */
const IN_FLIGHT = 2;
/** transfers sent to the node at once while setting up */
const SEND_BATCH = 100;

const TRANSFER = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 value)");
const fmt = (n: number, digits = 1) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** two significant digits below 10 */
const rate = (n: number) => (n >= 10 ? fmt(n) : n.toPrecision(2));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const key = (t: { txHash: string; logIndex: number }) => `${t.txHash}:${t.logIndex}`;

function fail(message: string): never {
  console.error(`chain watcher: ${message}`);
  process.exit(1);
}

/**
 * The deposit addresses 0…n-1 of the chain's key; derived once (~4 ms each) and kept in the cache
 * directory for the next runs, which check a sample of them.
 */
function depositAddresses(n: number): string[] {
  const file = join(cacheDir, "deposit-addresses.json");
  try {
    const kept = JSON.parse(readFileSync(file, "utf8")) as { xpub: string; addresses: string[] };
    if (
      kept.xpub === chain.xpub &&
      kept.addresses.length >= n &&
      [0, 1, n >> 1, n - 1].every((i) => kept.addresses[i] === chain.depositAddress(i))
    )
      return kept.addresses.slice(0, n);
  } catch {
    // none kept yet: derived below
  }
  const addresses = Array.from({ length: n }, (_, i) => chain.depositAddress(i));
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ xpub: chain.xpub, addresses }));
  return addresses;
}

const setupStarted = performance.now();
const cacheDir = join(tmpdir(), "bourse-bench-chain-watcher");
const chain = await startDevChain({ port: 0, blockGasLimit: 1_000_000_000n, cacheDir });
try {
  const random = seededRandom(7);
  const addresses = depositAddresses(ADDRESSES);
  const addressSet = new Set(addresses);
  if (process.env.BENCH_VERBOSE)
    console.error(
      `chain watcher: chain started and ${fmt(ADDRESSES, 0)} addresses derived at ${fmt((performance.now() - setupStarted) / 1000)} s`,
    );

  // ---- the blocks: TRANSFERS token transfers each, to distinct addresses ----------------------------------
  // mining 1,000 transfers outlasts the dev chain's default RPC timeout: mined here, with a longer one
  const miner = createTestClient({
    mode: "ganache",
    transport: http(chain.rpcUrl, { timeout: 300_000, retryCount: 0 }),
    cacheTime: 0,
  });
  const first = (await chain.head()) + 1n;
  for (let b = 0; b < BLOCKS; b++) {
    const picked = new Set<number>();
    while (picked.size < TRANSFERS) picked.add(random.below(ADDRESSES));
    const targets = [...picked];
    for (let i = 0; i < targets.length; i += SEND_BATCH)
      await Promise.all(
        targets
          .slice(i, i + SEND_BATCH)
          .map((a, j) => chain.transferToken(addresses[a]!, 1_000_000n + BigInt(i + j))),
      );
    if (process.env.BENCH_VERBOSE)
      console.error(
        `chain watcher: block ${b + 1} sent at ${fmt((performance.now() - setupStarted) / 1000)} s`,
      );
    await miner.mine({ blocks: 1 });
    if ((await chain.head()) !== first + BigInt(b))
      fail(`after mining, the chain's head is ${await chain.head()}, expected ${first + BigInt(b)}`);
  }
  const last = first + BigInt(BLOCKS) - 1n;
  if ((await chain.head()) !== last) fail(`the chain's head is ${await chain.head()}, expected ${last}`);
  const reader = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 });
  for (let n = first; n <= last; n++) {
    const block = await reader.getBlock({ blockNumber: n });
    if (block.transactions.length !== TRANSFERS)
      fail(`block ${n} holds ${block.transactions.length} transactions, expected ${TRANSFERS}`);
  }
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  if (process.env.BENCH_VERBOSE) console.error(`chain watcher: setup ${fmt(setupSeconds)} s`);

  // ---- the two ways ------------------------------------------------------------------------------------
  const adapter = createEvmAdapter({ rpcUrl: chain.rpcUrl, xpub: chain.xpub, timeoutMs: 60_000 });
  const usdt = chain.usdt;
  async function watcher() {
    const started = performance.now();
    const { blocks, transfers } = await adapter.scan(first, last, addressSet, [usdt]);
    const seconds = (performance.now() - started) / 1000;
    if (blocks.length !== BLOCKS) fail(`the watcher scanned ${blocks.length} blocks, expected ${BLOCKS}`);
    if (transfers.length !== BLOCKS * TRANSFERS)
      fail(`the watcher found ${transfers.length} transfers, expected ${BLOCKS * TRANSFERS}`);
    return { seconds, transfers };
  }

  // the watcher's transport: JSON-RPC batches of 100
  const naiveClient = createPublicClient({
    transport: http(chain.rpcUrl, { batch: { batchSize: 100 }, timeout: 60_000, retryCount: 1 }),
    cacheTime: 0,
  });
  const sample: string[] = [];
  {
    const picked = new Set<number>();
    while (picked.size < Math.min(SAMPLE, ADDRESSES)) picked.add(random.below(ADDRESSES));
    for (const i of picked) sample.push(addresses[i]!);
  }
  async function naive(of: string[]) {
    const started = performance.now();
    const found: string[] = [];
    let next = 0;
    // IN_FLIGHT batches of 100 calls at a time (more at once and ganache drops connections)
    const worker = async () => {
      while (next < of.length) {
        const batch = of.slice(next, next + 100);
        next += batch.length;
        const answers = await Promise.all(
          batch.map((to) =>
            naiveClient.getLogs({
              address: usdt as Address,
              event: TRANSFER,
              args: { to: to as Address },
              fromBlock: first,
              toBlock: last,
            }),
          ),
        );
        for (const l of answers.flat()) found.push(key({ txHash: l.transactionHash, logIndex: l.logIndex }));
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    return { seconds: (performance.now() - started) / 1000, found };
  }

  // the naive way must find exactly the watcher's transfers to the sample
  const reference = await watcher();
  const inSample = new Set(sample);
  const expected = reference.transfers
    .filter((t) => inSample.has(t.to))
    .map(key)
    .sort();
  const got = (await naive(sample)).found.sort();
  if (got.join() !== expected.join())
    fail(`one call per address found ${got.length} transfers to the sample, the watcher ${expected.length}`);

  const rates = { watcher: [] as number[], naive: [] as number[] };
  for (let r = 0; r < ROUNDS; r++) {
    const w = await watcher();
    const n = await naive(sample);
    const naiveSeconds = (n.seconds * ADDRESSES) / sample.length;
    rates.watcher.push(BLOCKS / w.seconds);
    rates.naive.push(BLOCKS / naiveSeconds);
    if (process.env.BENCH_VERBOSE)
      console.error(
        `chain watcher: round ${r + 1}: watcher ${fmt(w.seconds * 1000, 0)} ms for ${BLOCKS} blocks; ` +
          `naive ${fmt(n.seconds * 1000, 0)} ms for ${sample.length} addresses (${fmt(naiveSeconds, 2)} s for ${fmt(ADDRESSES, 0)})`,
      );
  }

  const x = median(rates.watcher);
  const y = median(rates.naive);
  const extrapolated = sample.length < ADDRESSES;
  console.log(
    `watcher scan: ${rate(x)} blocks/s (${fmt(ADDRESSES, 0)} addresses, ${fmt(TRANSFERS, 0)} token transfers per block); ` +
      `naive one call per address: ${rate(y)} blocks/s${extrapolated ? ` (timed on ${fmt(sample.length, 0)} addresses, extrapolated to ${fmt(ADDRESSES, 0)})` : ""}; ` +
      `ratio ${fmt(x / y, 0)}x`,
  );
  console.log(
    `  ${BLOCKS} blocks of ${fmt(TRANSFERS, 0)} TestUSDT transfers on ganache, all ${fmt(BLOCKS * TRANSFERS, 0)} found by the watcher, the same ${fmt(expected.length, 0)} to the sampled addresses by one call per address; medians of ${ROUNDS} rounds; setup ${fmt(setupSeconds)} s`,
  );
} catch (e) {
  fail(e instanceof Error ? e.message.split("\n")[0]! : String(e));
} finally {
  await chain.close();
}
