import { Failure, OkText, Text } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Type } from "typebox";
import { type SessionOperator, type SessionUser, tokenOf, userOf } from "../../http/auth.ts";
import { envelope, failureBody } from "../../http/envelope.ts";
import type { Outcome } from "../../http/outcome.ts";
import type { FilesService } from "./files.service.ts";
import { readUpload } from "./upload.ts";

export interface FilesRoutesOptions {
  files: FilesService;
  maxBytes: number;
  userOfToken: (token: string) => Promise<SessionUser | undefined>;
  operatorOfToken: (token: string) => Promise<SessionOperator | undefined>;
}

export const filesRoutes: FastifyPluginAsyncTypebox<FilesRoutesOptions> = async (app, opts) => {
  const { files, maxBytes } = opts;
  const tags = ["files"];
  await files.ready();

  /** Reads the upload and hands its bytes to `store`. */
  async function receive(
    request: FastifyRequest,
    store: (bytes: Buffer) => Promise<Outcome<string>>,
  ): Promise<Outcome<string>> {
    const file = await readUpload(request, maxBytes);
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
      preHandler: [app.authenticate, ...app.userLimits("upload")],
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
      preHandler: [app.operatorWith("admin"), ...app.userLimits("console-upload")],
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
        response: {
          200: {
            description: "the file's bytes, of the type it was uploaded as",
            content: { "*/*": { schema: Type.Unsafe<Buffer>({ type: "string", format: "binary" }) } },
          },
          404: Failure,
        },
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
