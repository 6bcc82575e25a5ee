import { OkText, Text } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Type } from "typebox";
import { type SessionOperator, type SessionUser, tokenOf, userOf } from "../../http/auth.ts";
import { envelope, failureBody } from "../../http/envelope.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import type { FilesService } from "./files.service.ts";

export interface FilesRoutesOptions {
  files: FilesService;
  maxBytes: number;
  userOfToken: (token: string) => Promise<SessionUser | undefined>;
  operatorOfToken: (token: string) => Promise<SessionOperator | undefined>;
}

const isTooLarge = (err: unknown) => (err as { code?: string } | null)?.code === "FST_REQ_FILE_TOO_LARGE";

export const filesRoutes: FastifyPluginAsyncTypebox<FilesRoutesOptions> = async (app, opts) => {
  const { files, maxBytes } = opts;
  const tags = ["files"];
  await files.ready();

  /**
   * The bytes of the one `file` part of a multipart request. A body the multipart reader cannot take
   * (no boundary, truncated, malformed part headers, too many parts) is the client's error, answered
   * as such; only `store` (disk, database) may fail as the server's.
   */
  async function readFile(request: FastifyRequest): Promise<Outcome<Buffer>> {
    if (!request.isMultipart()) return failure("UPLOAD_MISSING_FILE");
    try {
      for await (const part of request.parts()) {
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

  /** Reads the upload and hands its bytes to `store`. */
  async function receive(
    request: FastifyRequest,
    store: (bytes: Buffer) => Promise<Outcome<string>>,
  ): Promise<Outcome<string>> {
    const file = await readFile(request);
    return file.ok ? store(file.value) : file;
  }

  const multipartSchema = { tags, consumes: ["multipart/form-data"], response: { 200: OkText } };

  app.post(
    "/upload",
    {
      schema: {
        ...multipartSchema,
        summary: "Upload an image (multipart, field `file`); the message is its private path",
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      envelope(request, await receive(request, (bytes) => files.save(userOf(request).id, bytes))),
  );

  app.post(
    "/admin/upload",
    {
      schema: {
        ...multipartSchema,
        summary: "Upload a public content image (banners, covers); the message is its URL",
      },
      preHandler: app.operatorWith("admin"),
    },
    async (request) => envelope(request, await receive(request, (bytes) => files.savePublic(bytes))),
  );

  /** Private files: the owner (user token) or an operator (console token); anyone else sees 404. */
  app.get(
    "/files/:name",
    {
      schema: {
        tags,
        summary: "A private uploaded file, for its owner or an operator",
        params: Type.Object({ name: Text(64) }),
      },
    },
    async (request, reply) => {
      const token = tokenOf(request);
      const user = token ? await opts.userOfToken(token) : undefined;
      const operator = !user && token ? await opts.operatorOfToken(token) : undefined;
      const file =
        user || operator ? await files.read(request.params.name, user ? user.id : null) : undefined;
      if (!file) return reply.code(404).send(failureBody(request, "FILE_NOT_FOUND"));
      return reply
        .type(file.mime)
        .header("cache-control", "private, max-age=3600")
        .header("x-content-type-options", "nosniff")
        .send(file.bytes);
    },
  );
};
