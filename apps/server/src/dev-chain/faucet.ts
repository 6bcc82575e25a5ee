/**
 * npm run chain:faucet -- <address> <amount> <ETH|USDT>: sends from the local chain's funder to an
 * address, on the chain that DATA_DIR/chain-dev.env names (written by npm run chain:dev).
 */
import { createPublicClient, http, isAddress } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { readEnvFile } from "../../../../scripts/env-file.mjs";
import {
  createFunder,
  DEV_FUNDER_MNEMONIC,
  FAUCET_ASSETS,
  isFaucetAsset,
  parseFaucetAmount,
} from "./funder.ts";
import { chainEnvFile } from "./paths.ts";

const USAGE =
  "usage: npm run chain:faucet -- <address> <amount> <ETH|USDT>   e.g. npm run chain:faucet -- 0x… 100 USDT";

function fail(message: string): never {
  console.error(`chain:faucet: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
if (args.length !== 3) fail(`expected 3 arguments, got ${args.length}\n${USAGE}`);
const [to, amount, assetArg] = args as [string, string, string];
if (!isAddress(to, { strict: false })) fail(`"${to}" is not an address (0x and 40 hex digits)`);
const asset = assetArg.toUpperCase();
if (!isFaucetAsset(asset)) fail(`asset "${assetArg}" is not one of ${FAUCET_ASSETS.join(", ")}`);
try {
  parseFaucetAmount(amount, asset);
} catch (err) {
  fail((err as Error).message);
}

const envFile = chainEnvFile();
const env = readEnvFile(envFile);
if (!env) fail(`${envFile} does not exist: start the local chain first (npm run chain:dev)`);
const rpcUrl = env.CHAIN_RPC_URL;
const usdt = env.CHAIN_USDT_CONTRACT;
if (!rpcUrl || !usdt)
  fail(`${envFile} lacks CHAIN_RPC_URL or CHAIN_USDT_CONTRACT: restart npm run chain:dev`);

const funder = createFunder({
  rpcUrl,
  address: env.CHAIN_DEV_FUNDER || mnemonicToAccount(DEV_FUNDER_MNEMONIC).address,
  usdt: () => usdt,
});
const hash = await funder.faucet(to, amount, asset).catch((err: unknown) => {
  const text = String((err as { details?: string }).details ?? (err as Error).message ?? err);
  fail(
    /fetch failed|ECONNREFUSED|HTTP request failed/i.test(String(err))
      ? `${rpcUrl} does not answer: is npm run chain:dev running?`
      : text,
  );
});
console.log(hash);

const client = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
try {
  const receipt = await client.waitForTransactionReceipt({ hash, timeout: 10_000, pollingInterval: 250 });
  console.log(
    `${receipt.status === "success" ? "mined" : "FAILED"} in block ${receipt.blockNumber}: ${amount} ${asset} to ${to.toLowerCase()}`,
  );
  if (receipt.status !== "success") process.exit(1);
} catch {
  console.log("sent; it waits in the pool for the next block");
}
