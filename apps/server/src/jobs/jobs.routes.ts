import { Envelope, JobsRecent } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { envelope } from "../http/envelope.ts";
import { success } from "../http/outcome.ts";
import type { Scheduler } from "./scheduler.ts";

/** The console's view of the scheduler: each job's last day done, the latest runs and failures. */
export const jobsRoutes: FastifyPluginAsyncTypebox<{ scheduler: Scheduler }> = async (app, { scheduler }) => {
  app.get(
    "/admin/jobs",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags: ["admin"],
        summary: "The scheduler's jobs (last day done) and latest runs, newest first, with their errors",
        response: { 200: Envelope(JobsRecent) },
      },
    },
    async (request) => envelope(request, success(await scheduler.recent())),
  );
};
