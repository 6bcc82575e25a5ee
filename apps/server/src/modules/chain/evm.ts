import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  parseAbiItem,
  TransactionReceiptNotFoundError,
} from "viem";
import type { BlockRef, ChainAdapter, IncomingTransfer, Receipt } from "./chain.adapter.ts";
import { evmAddressFromXpub } from "./evm.derive.ts";

const TRANSFER = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 value)");
/** what a transfer of the coin costs in gas, and a bound for an ERC-20 `transfer` (USDT's is ~65,000) */
const COIN_GAS = 21_000n;
const TOKEN_GAS = 100_000n;

/**
 * The EVM chain over JSON-RPC (viem): blocks with their transactions for transfers of the coin, and one
 * `eth_getLogs` over the whole range for every configured token's `Transfer` logs, matched against the
 * venue's addresses in memory; the calls of one scan go out as JSON-RPC batches.
 */
export function createEvmAdapter(opts: { rpcUrl: string; xpub: string; timeoutMs?: number }): ChainAdapter {
  const client = createPublicClient({
    transport: http(opts.rpcUrl, {
      batch: { batchSize: 100 },
      timeout: opts.timeoutMs ?? 10_000,
      retryCount: 1,
    }),
    cacheTime: 0,
  });
  const hot = evmAddressFromXpub(opts.xpub, 1, 0);
  let chainId: number | undefined;

  const ref = (b: { number: bigint | null; hash: Hex | null; parentHash: Hex }): BlockRef => ({
    number: b.number ?? 0n,
    hash: b.hash ?? "",
    parentHash: b.parentHash,
  });

  return {
    family: "evm",
    async chainId() {
      chainId ??= await client.getChainId();
      return chainId;
    },
    depositAddress: (index) => evmAddressFromXpub(opts.xpub, 0, index),
    hotAddress: () => hot,
    head: () => client.getBlockNumber(),
    async block(number) {
      try {
        return ref(await client.getBlock({ blockNumber: number }));
      } catch {
        return undefined;
      }
    },
    async scan(from, to, addresses, tokens) {
      const numbers: bigint[] = [];
      for (let n = from; n <= to; n++) numbers.push(n);
      const [blocks, logs] = await Promise.all([
        Promise.all(
          numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
        ),
        tokens.length
          ? client.getLogs({ address: tokens as Address[], event: TRANSFER, fromBlock: from, toBlock: to })
          : Promise.resolve([]),
      ]);
      const transfers: IncomingTransfer[] = [];
      const coin: IncomingTransfer[] = [];
      for (const b of blocks) {
        for (const tx of b.transactions) {
          if (!tx.to || tx.value === 0n || !addresses.has(tx.to.toLowerCase())) continue;
          coin.push({
            txHash: tx.hash,
            logIndex: -1,
            token: "",
            from: tx.from.toLowerCase(),
            to: tx.to.toLowerCase(),
            units: tx.value,
            blockNumber: b.number ?? 0n,
            blockHash: b.hash ?? "",
          });
        }
      }
      // a reverted transaction moved no coin: only those that succeeded count
      const receipts = await Promise.all(
        coin.map((t) => client.getTransactionReceipt({ hash: t.txHash as Hex })),
      );
      coin.forEach((t, i) => {
        if (receipts[i]?.status === "success") transfers.push(t);
      });
      // a log counts only from the very block scanned at its height (a node may still answer logs of a
      // block a reorganisation removed)
      const scannedHash = new Map(blocks.map((b) => [b.number, b.hash]));
      for (const log of logs) {
        const to = log.args.to?.toLowerCase();
        if (!to || !addresses.has(to) || !log.args.value) continue;
        if (scannedHash.get(log.blockNumber) !== log.blockHash) continue;
        transfers.push({
          txHash: log.transactionHash,
          logIndex: log.logIndex,
          token: log.address.toLowerCase(),
          from: (log.args.from ?? "0x").toLowerCase(),
          to,
          units: log.args.value,
          blockNumber: log.blockNumber,
          blockHash: log.blockHash,
        });
      }
      return { blocks: blocks.map(ref), transfers };
    },
    async balance(address, token) {
      if (!token) return client.getBalance({ address: address as Address });
      return client.readContract({
        address: token as Address,
        abi: [parseAbiItem("function balanceOf(address) view returns (uint256)")],
        functionName: "balanceOf",
        args: [address as Address],
      });
    },
    pendingNonce: (address) =>
      client.getTransactionCount({ address: address as Address, blockTag: "pending" }),
    async fees() {
      const f = await client.estimateFeesPerGas();
      return { maxFeePerGas: f.maxFeePerGas, maxPriorityFeePerGas: f.maxPriorityFeePerGas };
    },
    transferGas: (token) => (token ? TOKEN_GAS : COIN_GAS),
    broadcast: (raw) => client.sendRawTransaction({ serializedTransaction: raw as Hex }),
    async receipt(txHash): Promise<Receipt> {
      try {
        const r = await client.getTransactionReceipt({ hash: txHash as Hex });
        const at = { blockNumber: r.blockNumber, blockHash: r.blockHash };
        return r.status === "success" ? { state: "confirmed", ...at } : { state: "failed", ...at };
      } catch (e) {
        if (e instanceof TransactionReceiptNotFoundError) return { state: "pending" };
        throw e;
      }
    },
  };
}
