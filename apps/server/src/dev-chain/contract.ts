/**
 * TestUSDT's compiled form: compiled with solc-js on the first start and kept in a JSON file, keyed by
 * the source's sha256 and the compiler settings, so a later start with the same source skips the compiler.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Abi, Hex } from "viem";

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}

interface CacheFile extends CompiledContract {
  sourceSha256: string;
  settings: string;
}

const SOURCE_URL = new URL("./TestUSDT.sol", import.meta.url);
const SETTINGS = { evmVersion: "paris", optimizer: { enabled: true, runs: 200 } } as const;
/** The cache's file name, in the directory the caller gives (the data directory). */
export const CONTRACT_CACHE_FILE = "chain-dev-contracts.json";

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

function compile(source: string): CompiledContract {
  const solc = createRequire(import.meta.url)("solc") as { compile(input: string): string };
  const input = {
    language: "Solidity",
    sources: { "TestUSDT.sol": { content: source } },
    settings: { ...SETTINGS, outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  if (errors.length > 0) throw new Error(`TestUSDT.sol: ${errors.map((e) => e.formattedMessage).join("\n")}`);
  const contract = output.contracts?.["TestUSDT.sol"]?.TestUSDT;
  if (!contract) throw new Error("TestUSDT.sol: the compiler gave no TestUSDT");
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}

/** TestUSDT's ABI and creation bytecode, from `cacheDir`'s cache when its source is unchanged. */
export async function loadTestUsdt(cacheDir: string): Promise<CompiledContract & { compiled: boolean }> {
  const source = await readFile(SOURCE_URL, "utf8");
  const sourceSha256 = createHash("sha256").update(source).digest("hex");
  const settings = JSON.stringify(SETTINGS);
  const file = join(cacheDir, CONTRACT_CACHE_FILE);
  try {
    const cached = JSON.parse(await readFile(file, "utf8")) as Partial<CacheFile>;
    if (
      cached.sourceSha256 === sourceSha256 &&
      cached.settings === settings &&
      cached.abi &&
      cached.bytecode
    ) {
      return { abi: cached.abi, bytecode: cached.bytecode, compiled: false };
    }
  } catch {
    // no cache yet, or an unreadable one: compile
  }
  const compiled = compile(source);
  const entry: CacheFile = { sourceSha256, settings, ...compiled };
  await mkdir(cacheDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(entry)}\n`);
  await rename(tmp, file);
  return { ...compiled, compiled: true };
}
