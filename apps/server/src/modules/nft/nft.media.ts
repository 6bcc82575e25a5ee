import { randomBytes } from "node:crypto";
import { access, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ArtworkType, NftMedia } from "@bourse/contract";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { failure, type Outcome, success } from "../../http/outcome.ts";

const MB = 1024 * 1024;

/** The files an artwork may be, recognised by their content (never by name), with their size limits. */
const KINDS: Record<string, { type: ArtworkType; maxBytes: number }> = {
  "image/jpeg": { type: "image", maxBytes: 10 * MB },
  "image/png": { type: "image", maxBytes: 10 * MB },
  "image/webp": { type: "image", maxBytes: 10 * MB },
  "image/gif": { type: "gif", maxBytes: 10 * MB },
  "audio/mpeg": { type: "audio", maxBytes: 20 * MB },
  "audio/ogg": { type: "audio", maxBytes: 20 * MB },
  "audio/wav": { type: "audio", maxBytes: 20 * MB },
  "audio/x-wav": { type: "audio", maxBytes: 20 * MB },
  "video/mp4": { type: "video", maxBytes: 50 * MB },
  "video/webm": { type: "video", maxBytes: 50 * MB },
};
/** The largest file of any kind: what the upload reader accepts before looking at the content. */
export const MEDIA_MAX_BYTES = 50 * MB;
const THUMB_WIDTH = 400;
const NAME = /^\/uploads\/nft\/([0-9a-f]{32})\.([a-z0-9]{2,4})$/;
const SEED = /^\/uploads\/seed\/[a-z0-9-]+\.svg$/;

/**
 * Artwork files, public under `/uploads/nft/`: each upload is checked by its content and size; an image
 * or GIF gets a 400 px wide WebP still (`<name>.thumb.webp`, a GIF's first frame) for lists. Audio and
 * video take an uploaded image as their poster, whose still serves as theirs.
 */
export function createNftMedia(publicDir: string) {
  const dir = join(publicDir, "nft");

  async function store(bytes: Buffer): Promise<Outcome<NftMedia>> {
    const detected = await fileTypeFromBuffer(bytes);
    const kind = detected ? KINDS[detected.mime] : undefined;
    const invalid = failure("NFT_MEDIA_INVALID", { field: "file", max_mb: MEDIA_MAX_BYTES / MB });
    if (!detected || !kind) return invalid;
    if (bytes.length > kind.maxBytes)
      return failure("NFT_MEDIA_INVALID", { field: "file", max_mb: kind.maxBytes / MB });
    let thumb: Buffer | null = null;
    if (kind.type === "image" || kind.type === "gif") {
      try {
        thumb = await sharp(bytes, { animated: false, limitInputPixels: 100_000_000 })
          .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
      } catch {
        // a file that starts like an image but does not decode as one
        return invalid;
      }
    }
    await mkdir(dir, { recursive: true });
    const name = randomBytes(16).toString("hex");
    const ext = detected.ext === "jpg" ? "jpg" : detected.ext;
    await writeFile(join(dir, `${name}.${ext}`), bytes, { flag: "wx" });
    if (thumb) await writeFile(join(dir, `${name}.thumb.webp`), thumb, { flag: "wx" });
    return success({
      url: `/uploads/nft/${name}.${ext}`,
      artwork_type: kind.type,
      thumb: thumb ? `/uploads/nft/${name}.thumb.webp` : "",
      mime: detected.mime,
      size: bytes.length,
    });
  }

  /** What an uploaded file (`/uploads/nft/<name>.<ext>`) is, with its still; undefined if it is not one. */
  async function describe(url: string): Promise<{ type: ArtworkType; thumb: string } | undefined> {
    const trimmed = url.trim();
    // the venue's own seeded artworks
    if (SEED.test(trimmed)) return { type: "image", thumb: trimmed };
    const m = NAME.exec(trimmed);
    if (!m) return undefined;
    const file = join(dir, `${m[1]}.${m[2]}`);
    const detected = await fileTypeFromBuffer(await readFile(file).catch(() => Buffer.alloc(0)));
    const kind = detected ? KINDS[detected.mime] : undefined;
    if (!kind) return undefined;
    const thumb = `/uploads/nft/${m[1]}.thumb.webp`;
    const hasThumb = await access(join(dir, `${m[1]}.thumb.webp`)).then(
      () => true,
      () => false,
    );
    return { type: kind.type, thumb: hasThumb ? thumb : "" };
  }

  return { store, describe };
}

export type NftMediaStore = ReturnType<typeof createNftMedia>;
