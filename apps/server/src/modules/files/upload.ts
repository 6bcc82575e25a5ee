import type { FastifyRequest } from "fastify";
import { failure, type Outcome, success } from "../../http/outcome.ts";

const isTooLarge = (err: unknown) => (err as { code?: string } | null)?.code === "FST_REQ_FILE_TOO_LARGE";

/**
 * The bytes of the one `file` part of a multipart request, at most `maxBytes`. A body the multipart
 * reader cannot take (no boundary, truncated, malformed part headers, too many parts) is the client's
 * error, answered as such.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Outcome<Buffer>> {
  if (!request.isMultipart()) return failure("UPLOAD_MISSING_FILE");
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "file") {
        // an unread file stream stalls the request: drain what is not ours
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      return bytes.length === 0 ? failure("UPLOAD_MISSING_FILE") : success(bytes);
    }
    return failure("UPLOAD_MISSING_FILE");
  } catch (err) {
    if (isTooLarge(err))
      return failure("UPLOAD_TOO_LARGE", { megabytes: Math.floor(maxBytes / (1024 * 1024)) });
    request.log.info({ err }, "unreadable multipart upload");
    return failure("UPLOAD_MALFORMED");
  }
}
