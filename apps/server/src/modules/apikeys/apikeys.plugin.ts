import { join } from "node:path";
import { productLine } from "../../platform.ts";
import { apiKeysAdminRoutes } from "./apikeys.admin.routes.ts";
import { loadApiKeyEncryptionKey } from "./apikeys.crypto.ts";
import { apiKeysRoutes } from "./apikeys.routes.ts";
import { type ApiKeysService, createApiKeysService } from "./apikeys.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** API keys: created, listed and revoked by their users; `verifySigned` checks a signed call. */
    apiKeys: ApiKeysService;
  }
}

/**
 * API keys for the trading API: the user's calls, the console's, and the verifier the trading API reads
 * (`app.apiKeys.verifySigned`). A person's password change or lock disables their keys: recorded when
 * their sessions end (`auth.events` "ended"), and checked on every signed call and listing regardless.
 */
export const apiKeysLine = productLine(
  "apikeys",
  async (app, { db, clock, config }) => {
    const encryptionKey = await loadApiKeyEncryptionKey(
      config.apiKeyEncryptionKey,
      join(config.dataDir, "api-keys.key"),
    );
    const keys = createApiKeysService({ db, clock, encryptionKey, auth: app.auth });
    app.decorate("apiKeys", keys);
    app.auth.events.on("ended", ({ userId }: { userId: number }) => {
      keys
        .disableIfNeeded(userId)
        .catch((err) => app.log.error({ err, userId }, "api keys: disabling failed"));
    });
    await app.register(apiKeysRoutes, { prefix: "/api", keys });
    await app.register(apiKeysAdminRoutes, { prefix: "/api", keys });
  },
  ["auth", "user"],
);
