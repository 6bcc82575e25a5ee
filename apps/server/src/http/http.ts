import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import type { Bus } from "../cluster/bus.ts";
import type { Config } from "../config.ts";
import type { RedisConnections } from "../redis.ts";
import { registerAnswerCheck } from "./answer-check.ts";
import { registerAccountMarker, registerGuards } from "./auth.ts";
import { registerCompression } from "./compression.ts";
import { registerRequestConventions } from "./conventions.ts";
import { registerCsvExport } from "./csv-export.ts";
import { registerErrorHandling } from "./errors.ts";
import { registerIdempotencyKeys } from "./idempotency.ts";
import { clockStore, registerUserLimits } from "./limits.ts";
import { onOperatorWrite, openApiFromMemory, type PublicReads, topics } from "./public-reads.ts";
import { registerSecurityHeaders } from "./security.ts";
import { registerWriteSignal } from "./writes.ts";

/**
 * What every route shares, registered before the product lines: security headers, compression, the
 * bodies read (form, JSON, multipart), the request conventions, the guards, the error envelope,
 * idempotency keys, rate limits, and the OpenAPI document built from the routes' schemas.
 */
export async function registerHttp(
  app: FastifyInstance,
  {
    config,
    clock,
    reads,
    bus,
    redis,
  }: { config: Config; clock: () => Date; reads: PublicReads; bus?: Bus; redis?: RedisConnections },
) {
  await registerSecurityHeaders(app, { hsts: config.hsts });
  await registerCompression(app);
  // every operator's change is a console write: this node's public reads are built again, and the others'
  onOperatorWrite(app, () => {
    reads.changed(topics.config);
    bus?.notify("public");
  });
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 11 },
  });
  registerRequestConventions(app);
  registerAccountMarker(app);
  registerGuards(app);
  registerCsvExport(app, clock);
  registerWriteSignal(app);
  registerErrorHandling(app);
  registerIdempotencyKeys(app);
  if (config.checkAnswers) registerAnswerCheck(app);
  await app.register(rateLimit, {
    global: false,
    // in memory without Redis, on the app's clock; in Redis, on Redis's, under the cluster's name
    ...(redis ? { redis: redis.client, nameSpace: redis.names.rateLimit } : { store: clockStore(clock) }),
  });
  registerUserLimits(app, config.accountRateLimit);

  await app.register(swagger, {
    openapi: {
      info: {
        title: "Bourse API",
        version: "1.1.3",
        description:
          "Envelope: {type, message}. Bodies: form, JSON or none. Token raw in Authorization. " +
          "Idempotency-Key (optional, up to 64 of A-Z a-z 0-9 _ . : -) on any call: the money it moves " +
          "moves once, and the same call sent again with the same key answers what the first came to.",
      },
      components: { securitySchemes: { token: { type: "apiKey", in: "header", name: "Authorization" } } },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiHooks: { onRequest: openApiFromMemory(app, reads) },
  });
}
