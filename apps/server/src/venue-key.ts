import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { generateKeyPair, publicKeyOf } from "@bourse/engine";
import type { Queryable } from "./db/db.ts";

/** The venue's signing key: Ed25519, hex. */
export interface VenueKey {
  privateKey: string;
  publicKey: string;
}

/**
 * The key heads and liability roots are signed with: from configuration (`TRANSPARENCY_KEY`, 64 hex
 * digits), or for the embedded default generated on the first start and kept in the data folder
 * (`transparency.key`, readable by the server's user only). Every node of a cluster must use the same
 * key: set it in the configuration there (`recordVenueKey` refuses a node with another).
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

/** A node configured with another key than the one the venue's database recorded. */
export class ForeignVenueKey extends Error {
  constructor(
    readonly mine: string,
    readonly venue: string,
  ) {
    super(
      `this node's transparency key (public key ${mine}) is not the venue's (public key ${venue}, recorded ` +
        "in the database by the first node that started on it): give every node of the venue the same " +
        "TRANSPARENCY_KEY",
    );
  }
}

/**
 * Makes sure this node signs with the venue's one key (table `venue_key`): the first node to start on the
 * database records its public key; every later one (a restart, another node of the cluster) must have
 * the same, or it may not start (`ForeignVenueKey`). So every head and root, whichever node published
 * it and whether before or after a failover, verifies under the key the venue shows.
 */
export async function recordVenueKey(db: Queryable, key: VenueKey): Promise<void> {
  await db.query("INSERT INTO venue_key (id, public_key) VALUES (1, $1) ON CONFLICT (id) DO NOTHING", [
    key.publicKey,
  ]);
  const [venue] = await db.query<{ public_key: string }>("SELECT public_key FROM venue_key WHERE id = 1");
  if (venue!.public_key !== key.publicKey) throw new ForeignVenueKey(key.publicKey, venue!.public_key);
}
