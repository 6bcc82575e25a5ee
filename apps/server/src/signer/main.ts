/**
 * The signer process: `npm run signer` serves; `npm run signer -- keystore <file>` writes an
 * encrypted keystore of SIGNER_MNEMONIC under SIGNER_KEYSTORE_PASSWORD and exits. Variables missing
 * from the environment are read from DATA_DIR/chain-dev.env (written by the development chain).
 */
import { join } from "node:path";
import { loadEnvFile, signerOptionsFromEnv } from "./config.ts";
import { loadKeys } from "./keys.ts";
import { writeKeystore } from "./keystore.ts";
import { startSigner } from "./server.ts";

async function main(): Promise<void> {
  loadEnvFile(join(process.env.DATA_DIR || "./data", "chain-dev.env"));
  const [command, file] = process.argv.slice(2);
  if (command === "keystore") {
    if (!file) throw new Error("usage: npm run signer -- keystore <file>");
    const mnemonic = process.env.SIGNER_MNEMONIC;
    const password = process.env.SIGNER_KEYSTORE_PASSWORD;
    if (!mnemonic || !password) throw new Error("set SIGNER_MNEMONIC and SIGNER_KEYSTORE_PASSWORD");
    const hot = loadKeys(mnemonic).hot.address;
    await writeKeystore(file, mnemonic, password);
    console.log(`signer: keystore written to ${file} (hot wallet ${hot})`);
    return;
  }
  if (command) throw new Error(`unknown command ${command}; usage: npm run signer [-- keystore <file>]`);
  const options = await signerOptionsFromEnv();
  const signer = await startSigner(options);
  console.log(
    `signer: listening on ${signer.url}, hot wallet ${signer.hotAddress}, chain ${options.chainId ?? "any"}`,
  );
  const stop = () => {
    signer.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((err: unknown) => {
  console.error(`signer: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
