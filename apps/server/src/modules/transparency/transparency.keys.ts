import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { generateKeyPair, publicKeyOf } from "@bourse/engine";

/** The venue's signing key: Ed25519, hex. */
export interface VenueKey {
  privateKey: string;
  publicKey: string;
}

/**
 * The key heads and liability roots are signed with: from configuration (`TRANSPARENCY_KEY`, 64 hex
 * digits), or for the embedded default generated on the first start and kept in the data folder
 * (`transparency.key`, readable by the server's user only). Every writer of a cluster must use the same
 * key: set it in the configuration there.
 */
export async function loadVenueKey(configured: string | undefined, file: string): Promise<VenueKey> {
  if (configured) {
    if (!/^[0-9a-f]{64}$/i.test(configured)) throw new Error("TRANSPARENCY_KEY must be 64 hex digits");
    return { privateKey: configured.toLowerCase(), publicKey: publicKeyOf(configured.toLowerCase()) };
  }
  if (existsSync(file)) {
    const privateKey = (await readFile(file, "utf8")).trim();
    return { privateKey, publicKey: publicKeyOf(privateKey) };
  }
  const pair = generateKeyPair();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${pair.privateKey}\n`, { mode: 0o600, flag: "wx" }).catch(async (err) => {
    // another process of the same data folder wrote it first: use theirs
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  });
  const privateKey = (await readFile(file, "utf8")).trim();
  return { privateKey, publicKey: publicKeyOf(privateKey) };
}
