import { Envelope } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { envelope } from "../http/envelope.ts";
import { success } from "../http/outcome.ts";
import type { Scheduler } from "./scheduler.ts";

const Recent = Type.Object({
  jobs: Type.Array(Type.Object({ job: Type.String(), done_through: Type.String() })),
  runs: Type.Array(
    Type.Object({
      job: Type.String(),
      day: Type.String(),
      started_at: Type.String(),
      finished_at: Type.String(),
      error: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});

/** The console's view of the scheduler: each job's last day done, the latest runs and failures. */
export const jobsRoutes: FastifyPluginAsyncTypebox<{ scheduler: Scheduler }> = async (app, { scheduler }) => {
  app.get(
    "/admin/jobs",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags: ["admin"],
        summary: "The scheduler's jobs (last day done) and latest runs, newest first, with their errors",
        response: { 200: Envelope(Recent) },
      },
    },
    async (request) => envelope(request, success(await scheduler.recent())),
  );
};
