import { Envelope } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Db } from "../../db/db.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";

const OutboxMessage = Type.Object({
  to: Type.String(),
  channel: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});

/** The dev outbox, registered only when DEV_OUTBOX=1: the demo and the tests read codes here. */
export const devRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/dev/outbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Messages sent through the dev sender, newest first (DEV_OUTBOX=1 only)",
        querystring: Type.Object({
          to: Type.Optional(Type.String({ maxLength: 128 })),
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
        }),
        response: { 200: Envelope(Type.Array(OutboxMessage)) },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const rows = await db.query<{
        recipient: string;
        channel: string;
        subject: string;
        body: string;
        code: string | null;
        created_at: Date;
      }>(
        `SELECT recipient, channel, subject, body, code, created_at FROM outbox
         WHERE $1::text IS NULL OR recipient = lower($1) OR recipient = $1 ORDER BY id DESC LIMIT $2`,
        [to ?? null, limit],
      );
      return envelope(
        request,
        success(
          rows.map(({ recipient, created_at, ...r }) => ({
            to: recipient,
            ...r,
            created_at: created_at.toISOString(),
          })),
        ),
      );
    },
  );
};
