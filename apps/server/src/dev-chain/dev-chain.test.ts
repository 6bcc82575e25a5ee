import { stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import {
  bytesToHex,
  createPublicClient,
  erc20Abi,
  getContractAddress,
  http,
  parseEther,
  parseUnits,
} from "viem";
import { publicKeyToAddress } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evmAddressFromXpub } from "../modules/chain/evm.derive.ts";
import { CONTRACT_CACHE_FILE } from "./contract.ts";
import { type DevChain, startDevChain } from "./dev-chain.ts";
import { DEV_FUNDER_MNEMONIC, parseFaucetAmount } from "./funder.ts";

let chain: DevChain;
// kept between runs, so that only the first run compiles TestUSDT
const cacheDir = join(tmpdir(), "bourse-dev-chain-test");
let startMs = 0;

beforeAll(async () => {
  const t0 = performance.now();
  chain = await startDevChain({ port: 0, blockTimeSec: 0, cacheDir });
  startMs = performance.now() - t0;
}, 60_000);

afterAll(async () => {
  await chain?.close();
});

const client = () => createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 });
const usdtBalance = (address: string) =>
  client().readContract({
    address: chain.usdt as `0x${string}`,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [address as `0x${string}`],
  });

describe("evmAddressFromXpub", () => {
  it("derives the well-known first address of the development mnemonic", () => {
    const xpub = HDKey.fromMasterSeed(mnemonicToSeedSync(DEV_FUNDER_MNEMONIC)).derive(
      "m/44'/60'/0'",
    ).publicExtendedKey;
    expect(evmAddressFromXpub(xpub, 0, 0)).toBe("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266");
    expect(evmAddressFromXpub(xpub, 0, 1)).toBe("0x70997970c51812dc3a010c7d01b50e0d17dc79c8");
    expect(() => evmAddressFromXpub(xpub, 0, -1)).toThrow();
    expect(() => evmAddressFromXpub(xpub, 0, 2 ** 31)).toThrow();
  });
});

describe("faucet amounts", () => {
  it("are exact positive decimals within the asset's decimals", () => {
    expect(parseFaucetAmount("250.5", "USDT")).toBe(250_500_000n);
    expect(parseFaucetAmount("0.000000000000000001", "ETH")).toBe(1n);
    expect(() => parseFaucetAmount("0.0000001", "USDT")).toThrow(/decimals/);
    expect(() => parseFaucetAmount("0", "ETH")).toThrow(/more than zero/);
    expect(() => parseFaucetAmount("-1", "ETH")).toThrow(/not a decimal/);
    expect(() => parseFaucetAmount("1e3", "ETH")).toThrow(/not a decimal/);
  });
});

describe("the local chain", () => {
  it("starts with TestUSDT at the funder's first contract address and a funded hot wallet", async () => {
    console.log(`dev chain started in ${Math.round(startMs)} ms (TestUSDT compiled unless cached)`);
    expect(chain.chainId).toBe(1337);
    expect(await client().getChainId()).toBe(1337);
    expect(chain.funder).toBe("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266");
    expect(chain.usdt).toBe(
      getContractAddress({ from: chain.funder as `0x${string}`, nonce: 0n }).toLowerCase(),
    );
    expect(chain.usdt).toBe("0x5fbdb2315678afecb367f032d93f642f64180aa3");
    expect(await client().getBalance({ address: chain.hotAddress as `0x${string}` })).toBe(parseEther("100"));
    expect(await usdtBalance(chain.hotAddress)).toBe(1_000_000_000_000n);
    const c = client();
    const meta = await Promise.all(
      (["name", "symbol", "decimals"] as const).map((functionName) =>
        c.readContract({ address: chain.usdt as `0x${string}`, abi: erc20Abi, functionName }),
      ),
    );
    expect(meta).toEqual(["Test Tether USD", "USDT", 6]);
    await stat(join(cacheDir, CONTRACT_CACHE_FILE));
  });

  it("derives the hot wallet and deposit addresses from the venue's xpub", () => {
    expect(chain.xpub.startsWith("xpub")).toBe(true);
    expect(chain.hotAddress).toBe(evmAddressFromXpub(chain.xpub, 1, 0));
    const compressed = HDKey.fromExtendedKey(chain.xpub).deriveChild(0).deriveChild(3).publicKey!;
    const uncompressed = secp256k1.Point.fromBytes(compressed).toBytes(false);
    expect(chain.depositAddress(3)).toBe(publicKeyToAddress(bytesToHex(uncompressed)).toLowerCase());
    expect(chain.depositAddress(3)).toMatch(/^0x[0-9a-f]{40}$/);
    expect(chain.depositAddress(3)).not.toBe(chain.depositAddress(4));
  });

  it("sends ETH and USDT from the faucet with the next block only", async () => {
    const to = chain.depositAddress(3);
    const before = await chain.head();
    const ethTx = await chain.faucet(to, "1.5", "ETH");
    const usdtTx = await chain.faucet(to, "250.5", "USDT");
    expect(ethTx).not.toBe(usdtTx);
    expect(await chain.head()).toBe(before);
    expect(await client().getBalance({ address: to as `0x${string}` })).toBe(0n);

    await chain.mine();
    expect(await chain.head()).toBe(before + 1n);
    expect(await client().getBalance({ address: to as `0x${string}` })).toBe(parseEther("1.5"));
    expect(await usdtBalance(to)).toBe(parseUnits("250.5", 6));
    const receipt = await client().getTransactionReceipt({ hash: usdtTx });
    expect(receipt.status).toBe("success");
    expect(receipt.blockNumber).toBe(before + 1n);
  });

  it("rejects a bad faucet request", async () => {
    await expect(chain.faucet("0x1234", "1", "ETH")).rejects.toThrow(/not an address/);
    await expect(chain.faucet(chain.depositAddress(0), "1.1234567", "USDT")).rejects.toThrow(/decimals/);
    await expect(chain.faucet(chain.depositAddress(0), "1", "BTC" as "ETH")).rejects.toThrow(/asset/);
  });

  it("mines blocks on request", async () => {
    const before = await chain.head();
    await chain.mine(3);
    expect(await chain.head()).toBe(before + 3n);
  });

  it("reverts to a snapshot, after which the same height gets another block", async () => {
    const id = await chain.snapshot();
    const base = await chain.head();
    await chain.mine();
    const first = await client().getBlock({ blockNumber: base + 1n });
    await chain.revert(id);
    expect(await chain.head()).toBe(base);
    // still mining only on request after a revert
    await chain.faucet(chain.depositAddress(5), "1", "ETH");
    expect(await chain.head()).toBe(base);
    await chain.mine();
    const second = await client().getBlock({ blockNumber: base + 1n });
    expect(second.hash).not.toBe(first.hash);
    expect(second.parentHash).toBe(first.parentHash);
    await expect(chain.revert("0x999")).rejects.toThrow(/no snapshot/);
  });

  it("starts again from the cached contract, with the same addresses", async () => {
    const t0 = performance.now();
    const again = await startDevChain({ port: 0, cacheDir });
    const ms = performance.now() - t0;
    try {
      console.log(`dev chain started again in ${Math.round(ms)} ms (cached TestUSDT)`);
      expect(again.usdt).toBe(chain.usdt);
      expect(again.hotAddress).toBe(chain.hotAddress);
      expect(again.rpcUrl).not.toBe(chain.rpcUrl);
      expect(await usdtBalance(chain.hotAddress)).toBe(1_000_000_000_000n);
    } finally {
      await again.close();
    }
  }, 60_000);
});
