import { Envelope, OutboxMessage, OutboxQuery } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Db } from "../../db/db.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import { readOutbox } from "../../notify/outbox.ts";

/** The dev outbox, registered only when DEV_OUTBOX=1: the demo and the tests read codes here. */
export const devRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/dev/outbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Messages sent through the dev sender, newest first (DEV_OUTBOX=1 only)",
        querystring: OutboxQuery,
        response: { 200: Envelope(Type.Array(OutboxMessage)) },
      },
    },
    async (request) =>
      envelope(request, success(await readOutbox(db, request.query.to, request.query.limit))),
  );
};
