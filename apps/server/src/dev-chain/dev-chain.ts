/**
 * A local EVM chain for development and tests: ganache in memory, with TestUSDT deployed by a funder
 * account, and the venue's hot wallet (from the venue mnemonic) funded with ETH and USDT.
 *
 * Blocks: after the setup the node's own miner is stopped, so transactions wait in the pool; with
 * `blockTimeSec` 0 a block is mined only by `mine()`, otherwise one every `blockTimeSec` seconds
 * (empty or not). Each start is a fresh chain: with the same funder mnemonic the contract gets the
 * same address every time (the funder's nonce 0).
 */
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync, validateMnemonic } from "@scure/bip39";
import { wordlist } from "@scure/bip39/wordlists/english.js";
import ganache from "ganache";
import { createPublicClient, createTestClient, type Hex, http, type TestClient } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { evmAddressFromXpub } from "../modules/chain/evm.derive.ts";
import { loadTestUsdt } from "./contract.ts";
import {
  createFunder,
  DEV_FUNDER_MNEMONIC,
  type FaucetAsset,
  type Funder,
  parseFaucetAmount,
} from "./funder.ts";
import { dataDir } from "./paths.ts";

/** The venue's mnemonic on the local chain: a fixed development phrase, never for real funds. */
export const DEV_VENUE_MNEMONIC = "coin eight erase gadget refuse october pair noble boil neglect maple kiwi";

/** What the venue's hot wallet receives on start. */
export const HOT_WALLET_FUNDING = { ETH: "100", USDT: "1000000" } as const;
/** What the funder mints itself on start, to give from. */
const FUNDER_USDT = "1000000000000";
const FUNDER_ETH_BALANCE = 10_000_000;

export interface DevChainOptions {
  /** 0 (the default) for any free port */
  port?: number;
  /** default 127.0.0.1 */
  host?: string;
  /** 0 (the default): a block only on `mine()`; else a block every so many seconds */
  blockTimeSec?: number;
  venueMnemonic?: string;
  funderMnemonic?: string;
  /** default 1337 */
  chainId?: number;
  /** where TestUSDT's compiled form is cached; default the data directory (DATA_DIR, else data/) */
  cacheDir?: string;
  /** the most gas a block may hold; default ganache's (30,000,000) */
  blockGasLimit?: bigint;
}

export interface DevChain {
  rpcUrl: string;
  chainId: number;
  /** TestUSDT's address, lower case */
  usdt: string;
  /** the funder's address, lower case */
  funder: string;
  venueMnemonic: string;
  /** the venue's account-level extended public key, m/44'/60'/0' */
  xpub: string;
  /** m/44'/60'/0'/1/0 of the venue mnemonic, lower case */
  hotAddress: string;
  /** m/44'/60'/0'/0/index of the venue mnemonic, lower case */
  depositAddress(index: number): string;
  /** sends a decimal amount of ETH or USDT from the funder; the transaction's hash (mined with the next block) */
  faucet(to: string, amount: string, asset: FaucetAsset): Promise<Hex>;
  /** sends wei from the funder */
  sendEth(to: string, units: bigint): Promise<Hex>;
  /** transfers TestUSDT units from the funder */
  transferToken(to: string, units: bigint): Promise<Hex>;
  /** sends a signed raw transaction; its hash */
  sendRaw(rawTx: Hex): Promise<Hex>;
  mine(blocks?: number): Promise<void>;
  head(): Promise<bigint>;
  snapshot(): Promise<string>;
  revert(id: string): Promise<void>;
  close(): Promise<void>;
}

/** The account-level extended public key m/44'/60'/0' of a mnemonic. */
export function venueXpub(mnemonic: string): string {
  if (!validateMnemonic(mnemonic, wordlist))
    throw new Error("the venue mnemonic is not a valid BIP-39 phrase");
  return HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive("m/44'/60'/0'").publicExtendedKey;
}

async function mineBlocks(tester: TestClient, blocks: number): Promise<void> {
  if (!Number.isInteger(blocks) || blocks < 1)
    throw new Error(`blocks must be a positive integer, not ${blocks}`);
  await tester.mine({ blocks });
}

async function expectSuccess(client: ReturnType<typeof createPublicClient>, hashes: Hex[], what: string) {
  const receipts = await Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })));
  for (const r of receipts)
    if (r.status !== "success") throw new Error(`${what}: transaction ${r.transactionHash} failed`);
  return receipts;
}

export async function startDevChain(opts: DevChainOptions = {}): Promise<DevChain> {
  const chainId = opts.chainId ?? 1337;
  const blockTimeSec = opts.blockTimeSec ?? 0;
  if (!(blockTimeSec >= 0)) throw new Error(`blockTimeSec must be 0 or more, not ${blockTimeSec}`);
  const venueMnemonic = opts.venueMnemonic ?? DEV_VENUE_MNEMONIC;
  const funderMnemonic = opts.funderMnemonic ?? DEV_FUNDER_MNEMONIC;
  const xpub = venueXpub(venueMnemonic);
  const hotAddress = evmAddressFromXpub(xpub, 1, 0);
  const funderAddress = mnemonicToAccount(funderMnemonic).address.toLowerCase();
  const cacheDir = opts.cacheDir ?? dataDir();

  const artifact = loadTestUsdt(cacheDir);
  artifact.catch(() => {}); // awaited below; a failure to listen first must not leave it unhandled
  const server = ganache.server({
    logging: { quiet: true },
    chain: { chainId },
    wallet: { mnemonic: funderMnemonic, defaultBalance: FUNDER_ETH_BALANCE },
    miner: {
      blockTime: 0,
      ...(opts.blockGasLimit ? { blockGasLimit: opts.blockGasLimit } : {}),
    },
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1");
    const address = server.address() as { port: number };
    const host = opts.host ?? "127.0.0.1";
    const rpcUrl = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
    const client = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
    const tester = createTestClient({ mode: "ganache", transport: http(rpcUrl), cacheTime: 0 });
    await tester.setAutomine(false);

    let usdt = "";
    const funder: Funder = createFunder({ rpcUrl, address: funderAddress, usdt: () => usdt });

    const { bytecode } = await artifact;
    const deployHash = await funder.deploy(bytecode);
    await mineBlocks(tester, 1);
    const [deployed] = await expectSuccess(client, [deployHash], "TestUSDT deployment");
    if (!deployed?.contractAddress) throw new Error("TestUSDT deployment gave no contract address");
    usdt = deployed.contractAddress.toLowerCase();

    const setup = [
      await funder.mintToken(funderAddress, parseFaucetAmount(FUNDER_USDT, "USDT")),
      await funder.faucet(hotAddress, HOT_WALLET_FUNDING.ETH, "ETH"),
      await funder.faucet(hotAddress, HOT_WALLET_FUNDING.USDT, "USDT"),
    ];
    await mineBlocks(tester, 1);
    await expectSuccess(client, setup, "funding the hot wallet");

    if (blockTimeSec > 0) {
      timer = setInterval(() => {
        mineBlocks(tester, 1).catch(() => {});
      }, blockTimeSec * 1000);
      timer.unref();
    }

    let closed = false;
    return {
      rpcUrl,
      chainId,
      usdt,
      funder: funderAddress,
      venueMnemonic,
      xpub,
      hotAddress,
      depositAddress: (index) => evmAddressFromXpub(xpub, 0, index),
      faucet: (to, amount, asset) => funder.faucet(to, amount, asset),
      sendEth: (to, units) => funder.sendEth(to, units),
      transferToken: (to, units) => funder.transferToken(to, units),
      sendRaw: (rawTx) => client.request({ method: "eth_sendRawTransaction", params: [rawTx] }),
      mine: (blocks = 1) => mineBlocks(tester, blocks),
      head: () => client.getBlockNumber({ cacheTime: 0 }),
      snapshot: () => tester.snapshot(),
      revert: async (id) => {
        // ganache answers false for an unknown snapshot
        const ok: unknown = await tester.request({ method: "evm_revert", params: [id as Hex] });
        if (ok !== true) throw new Error(`no snapshot ${id} to revert to`);
      },
      close: async () => {
        if (closed) return;
        closed = true;
        clearInterval(timer);
        await server.close();
      },
    };
  } catch (err) {
    clearInterval(timer);
    await server.close().catch(() => {});
    throw err;
  }
}
