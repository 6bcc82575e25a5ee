/**
 * npm run chain:dev: a local EVM chain on 127.0.0.1:CHAIN_DEV_PORT (default 8545) with a block every
 * second, TestUSDT deployed and the venue's hot wallet funded; writes DATA_DIR/chain-dev.env for the
 * server and the signer (npm start reads it), and runs until stopped. Each start is a fresh chain.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { readEnvFile } from "../../../../scripts/env-file.mjs";
import { startDevChain } from "./dev-chain.ts";
import { chainEnvFile, dataDir } from "./paths.ts";

const SIGNER_URL = "http://127.0.0.1:8555";

function fail(message: string): never {
  console.error(`chain:dev: ${message}`);
  process.exit(1);
}

const portText = process.env.CHAIN_DEV_PORT || "8545";
const port = Number(portText);
if (!/^\d+$/.test(portText) || port < 1 || port > 65535) fail(`CHAIN_DEV_PORT "${portText}" is not a port`);

const envFile = chainEnvFile();
const kept = readEnvFile(envFile)?.CHAIN_SIGNER_SECRET;
const secret = kept && /^[0-9a-f]{64}$/.test(kept) ? kept : randomBytes(32).toString("hex");

const started = performance.now();
const chain = await startDevChain({ port, host: "127.0.0.1", blockTimeSec: 1, cacheDir: dataDir() }).catch(
  (err: unknown) => {
    const code = (err as { code?: string }).code;
    fail(code === "EADDRINUSE" ? `port ${port} is in use (set CHAIN_DEV_PORT)` : String(err));
  },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const vars: [string, string][] = [
  ["CHAIN_RPC_URL", chain.rpcUrl],
  ["CHAIN_XPUB", chain.xpub],
  ["CHAIN_USDT_CONTRACT", chain.usdt],
  ["CHAIN_SIGNER_URL", SIGNER_URL],
  ["CHAIN_SIGNER_SECRET", secret],
  ["SIGNER_MNEMONIC", chain.venueMnemonic],
  ["SIGNER_SECRET", secret],
  ["SIGNER_CHAIN_ID", String(chain.chainId)],
  ["CHAIN_DEV_FUNDER", chain.funder],
];
await mkdir(dataDir(), { recursive: true });
await writeFile(envFile, `${vars.map(([k, v]) => `${k}=${v}`).join("\n")}\n`, { mode: 0o600 });

console.log(
  `Local EVM chain (chain id ${chain.chainId}) at ${chain.rpcUrl}, a block every second (started in ${seconds} s)`,
);
console.log(`  TestUSDT (6 decimals)  ${chain.usdt}  (the same address on every start)`);
console.log(`  funder                 ${chain.funder}`);
console.log(`  venue hot wallet       ${chain.hotAddress}  (100 ETH, 1,000,000 USDT)`);
console.log(`  deposit address 0      ${chain.depositAddress(0)}`);
console.log(`Wrote ${envFile} (development keys only; npm start and npm run signer read it):`);
for (const [k, v] of vars) console.log(`  ${k}=${k.endsWith("SECRET") || k === "SIGNER_MNEMONIC" ? "…" : v}`);
console.log(
  "Faucet: npm run chain:faucet -- <address> <amount> <ETH|USDT>   e.g. npm run chain:faucet -- 0x… 100 USDT",
);
console.log("Each start is a fresh chain: balances and history do not survive a restart. Ctrl-C stops it.");

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    chain.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
