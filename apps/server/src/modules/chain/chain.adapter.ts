/**
 * What the venue needs of a chain, behind one interface so that another family (TRON, Bitcoin) can
 * follow the EVM one: derive a user's deposit address from the venue's extended public key, read the
 * head and scan blocks for transfers to the venue's addresses, count confirmations, and broadcast a
 * transaction the signer signed (the server itself never holds a key that moves coins).
 */
export interface BlockRef {
  number: bigint;
  hash: string;
  parentHash: string;
}

/** A transfer into one of the venue's addresses, as found in a block. */
export interface IncomingTransfer {
  txHash: string;
  /** the log's index in its block for a token transfer; -1 for the chain's own coin */
  logIndex: number;
  /** '' for the chain's own coin, else the token contract (lower case) */
  token: string;
  from: string;
  /** lower case */
  to: string;
  /** in the asset's smallest units */
  units: bigint;
  blockNumber: bigint;
  blockHash: string;
}

/** What a sent transaction became. */
export type Receipt =
  | { state: "pending" }
  | { state: "confirmed"; blockNumber: bigint; blockHash: string }
  | { state: "failed"; blockNumber: bigint; blockHash: string };

/** The fees a new transaction offers (EIP-1559). */
export interface Fees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

export interface ChainAdapter {
  /** 'evm' */
  readonly family: string;
  chainId(): Promise<number>;
  /** the address at an index of the deposit branch (xpub/0/index), lower case */
  depositAddress(index: number): string;
  /** the hot wallet (xpub/1/0), lower case */
  hotAddress(): string;
  head(): Promise<bigint>;
  block(number: bigint): Promise<BlockRef | undefined>;
  /**
   * Transfers into `addresses` (lower case) in blocks [from, to]: the coin's to any of them, and the
   * `tokens`' Transfer logs to any of them; with each scanned block's reference, in order.
   */
  scan(
    from: bigint,
    to: bigint,
    addresses: ReadonlySet<string>,
    tokens: readonly string[],
  ): Promise<{ blocks: BlockRef[]; transfers: IncomingTransfer[] }>;
  /** the coin's balance of an address, or a token's when `token` is given */
  balance(address: string, token?: string): Promise<bigint>;
  /** the next nonce of an address, counting its pending transactions */
  pendingNonce(address: string): Promise<number>;
  fees(): Promise<Fees>;
  /** the gas a transfer of the coin or of a token needs */
  transferGas(token?: string): bigint;
  broadcast(rawTx: string): Promise<string>;
  receipt(txHash: string): Promise<Receipt>;
}
