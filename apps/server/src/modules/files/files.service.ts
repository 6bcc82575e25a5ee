import { randomBytes } from "node:crypto";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { detectImage, mimeOfName } from "./image-type.ts";

const NAME = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

/**
 * Uploaded images. Each is stored under a 128-bit random name in a private folder and served only to
 * its owner and to operators (`/api/files/<name>`); publishing (an avatar) copies it to the public
 * folder served at `/uploads/<name>`.
 */
export function createFilesService(deps: { db: Db; dataDir: string }) {
  const privateDir = join(deps.dataDir, "uploads", "private");
  const publicDir = join(deps.dataDir, "uploads", "public");

  async function ready() {
    await mkdir(privateDir, { recursive: true });
    await mkdir(publicDir, { recursive: true });
  }

  async function save(userId: number, bytes: Buffer): Promise<Outcome<string>> {
    const kind = detectImage(bytes);
    if (!kind) return failure("UPLOAD_NOT_IMAGE");
    const name = `${randomBytes(16).toString("hex")}.${kind.ext}`;
    await writeFile(join(privateDir, name), bytes, { flag: "wx" });
    await deps.db.query("INSERT INTO uploads (user_id, name, mime, size) VALUES ($1, $2, $3, $4)", [
      userId,
      name,
      kind.mime,
      bytes.length,
    ]);
    return success(`/api/files/${name}`);
  }

  /** Operator images for public content (banners, covers): stored straight in the public folder. */
  async function savePublic(bytes: Buffer): Promise<Outcome<string>> {
    const kind = detectImage(bytes);
    if (!kind) return failure("UPLOAD_NOT_IMAGE");
    const name = `${randomBytes(16).toString("hex")}.${kind.ext}`;
    await writeFile(join(publicDir, name), bytes, { flag: "wx" });
    return success(`/uploads/${name}`);
  }

  /** The stored name a client's reference points to (`/api/files/<name>`, a full URL, or the name). */
  function nameOf(ref: string): string | undefined {
    const name = ref.trim().split("?")[0]?.split("/").pop() ?? "";
    return NAME.test(name) ? name : undefined;
  }

  /** The file's name when `ref` names a file this user uploaded. */
  async function owned(userId: number, ref: string | undefined): Promise<string | undefined> {
    const name = ref ? nameOf(ref) : undefined;
    if (!name) return undefined;
    const rows = await deps.db.query("SELECT 1 FROM uploads WHERE name = $1 AND user_id = $2", [
      name,
      userId,
    ]);
    return rows.length === 1 ? name : undefined;
  }

  /** Makes one of the user's files public (avatars); returns its public path. */
  async function publish(userId: number, ref: string): Promise<Outcome<string>> {
    const name = await owned(userId, ref);
    if (!name) return failure("PROFILE_INVALID_IMAGE");
    await copyFile(join(privateDir, name), join(publicDir, name));
    await deps.db.query("UPDATE uploads SET published = true WHERE name = $1", [name]);
    return success(`/uploads/${name}`);
  }

  /** Products that show a user's file to someone else (a payment proof to the order's other party). */
  const sharers: ((name: string, userId: number) => Promise<boolean>)[] = [];

  /**
   * The bytes of a private file, for its owner (`userId`), a user a product shares it with, or any
   * operator (`userId` null).
   */
  async function read(
    name: string,
    userId: number | null,
  ): Promise<{ bytes: Buffer; mime: string } | undefined> {
    if (!NAME.test(name)) return undefined;
    const rows = await deps.db.query<{ user_id: number }>("SELECT user_id FROM uploads WHERE name = $1", [
      name,
    ]);
    const row = rows[0];
    if (!row) return undefined;
    if (userId !== null && Number(row.user_id) !== userId) {
      let shared = false;
      for (const sharer of sharers) if (!shared) shared = await sharer(name, userId);
      if (!shared) return undefined;
    }
    return { bytes: await readFile(join(privateDir, name)), mime: mimeOfName(name) };
  }

  return {
    ready,
    save,
    savePublic,
    owned,
    publish,
    read,
    publicDir,
    /** Lets `fn` decide that a user other than the owner may read a file. */
    shareWith(fn: (name: string, userId: number) => Promise<boolean>) {
      sharers.push(fn);
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
