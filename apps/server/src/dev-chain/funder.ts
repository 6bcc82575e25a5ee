/**
 * Sending from the dev chain's funder: the coin, TestUSDT, or either by the faucet's decimal amount.
 * The funder is an account the local node holds unlocked (ganache's account 0), so the node signs and
 * numbers its transactions, also when several wait in the pool for the next block.
 */
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  isAddress,
  parseAbi,
  parseUnits,
  type WalletClient,
} from "viem";

export type FaucetAsset = "ETH" | "USDT";
export const FAUCET_ASSETS: readonly FaucetAsset[] = ["ETH", "USDT"];
export const ASSET_DECIMALS: Record<FaucetAsset, number> = { ETH: 18, USDT: 6 };

/** The funder mnemonic of the local chain: the well-known development phrase, never for real funds. */
export const DEV_FUNDER_MNEMONIC = "test test test test test test test test test test test junk";

/** TestUSDT's own function beyond ERC-20. */
export const testUsdtMintAbi = parseAbi(["function mint(address to, uint256 value)"]);

const ETH_TRANSFER_GAS = 21_000n;
const TOKEN_CALL_GAS = 100_000n;

export function isFaucetAsset(value: string): value is FaucetAsset {
  return (FAUCET_ASSETS as readonly string[]).includes(value);
}

/** A positive decimal amount of `asset` in its smallest units, exactly; throws a readable error otherwise. */
export function parseFaucetAmount(amount: string, asset: FaucetAsset): bigint {
  const decimals = ASSET_DECIMALS[asset];
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new Error(`amount "${amount}" is not a decimal number (like 100 or 0.5)`);
  if ((match[2]?.length ?? 0) > decimals) {
    throw new Error(`amount "${amount}" has more than ${decimals} decimals, the most ${asset} has`);
  }
  const units = parseUnits(amount.trim(), decimals);
  if (units <= 0n) throw new Error(`amount "${amount}" must be more than zero`);
  return units;
}

export interface Funder {
  readonly address: Address;
  /** sends `units` wei of the coin; the transaction's hash */
  sendEth(to: string, units: bigint): Promise<Hex>;
  /** transfers `units` of TestUSDT from the funder's balance; the transaction's hash */
  transferToken(to: string, units: bigint): Promise<Hex>;
  /** mints `units` of TestUSDT (the funder deployed it); the transaction's hash */
  mintToken(to: string, units: bigint): Promise<Hex>;
  /** sends a decimal `amount` of ETH or USDT; the transaction's hash */
  faucet(to: string, amount: string, asset: FaucetAsset): Promise<Hex>;
  /** deploys a contract from creation bytecode; the transaction's hash */
  deploy(bytecode: Hex): Promise<Hex>;
}

function checkAddress(to: string): Address {
  if (!isAddress(to, { strict: false })) throw new Error(`"${to}" is not an address (0x and 40 hex digits)`);
  return to;
}

export function createFunder(opts: { rpcUrl: string; address: string; usdt?: () => string }): Funder {
  const address = checkAddress(opts.address);
  const client: WalletClient = createWalletClient({ account: address, transport: http(opts.rpcUrl) });
  const usdt = (): Address => {
    const contract = opts.usdt?.();
    if (!contract) throw new Error("TestUSDT is not deployed yet");
    return checkAddress(contract);
  };
  const send = (to: Address | null, value: bigint, data: Hex | undefined, gas: bigint): Promise<Hex> =>
    client.request({
      method: "eth_sendTransaction",
      params: [
        {
          from: address,
          ...(to ? { to } : {}),
          value: `0x${value.toString(16)}`,
          gas: `0x${gas.toString(16)}`,
          ...(data ? { data } : {}),
        },
      ],
    });

  const funder: Funder = {
    address,
    sendEth: (to, units) => send(checkAddress(to), units, undefined, ETH_TRANSFER_GAS),
    transferToken: (to, units) =>
      send(
        usdt(),
        0n,
        encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [checkAddress(to), units] }),
        TOKEN_CALL_GAS,
      ),
    mintToken: (to, units) =>
      send(
        usdt(),
        0n,
        encodeFunctionData({ abi: testUsdtMintAbi, functionName: "mint", args: [checkAddress(to), units] }),
        TOKEN_CALL_GAS,
      ),
    faucet: async (to, amount, asset) => {
      checkAddress(to);
      if (!isFaucetAsset(asset))
        throw new Error(`asset "${asset}" is not one of ${FAUCET_ASSETS.join(", ")}`);
      const units = parseFaucetAmount(amount, asset);
      return asset === "ETH" ? funder.sendEth(to, units) : funder.transferToken(to, units);
    },
    deploy: (bytecode) => send(null, 0n, bytecode, 3_000_000n),
  };
  return funder;
}
