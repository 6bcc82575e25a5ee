import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

/** The data directory: DATA_DIR, else data/ at the repository's root (as the server has it). */
export const dataDir = (): string => resolve(process.env.DATA_DIR || resolve(repoRoot, "data"));

/** What `npm run chain:dev` writes for the server and the signer to read. */
export const chainEnvFile = (): string => resolve(dataDir(), "chain-dev.env");
