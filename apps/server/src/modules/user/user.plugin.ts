import { createKycGuard } from "../../http/auth.ts";
import { productLine } from "../../platform.ts";
import { kycRoutes } from "./kyc.routes.ts";
import { createKycService, type KycService } from "./kyc.service.ts";
import { createProfileService } from "./profile.service.ts";
import { createSecurityService } from "./security.service.ts";
import { userRoutes } from "./user.routes.ts";
import { usersAdminRoutes } from "./users.admin.routes.ts";
import { createUsersAdminService } from "./users.admin.service.ts";
import { userCareRoutes } from "./users.care.routes.ts";
import { createUserCare } from "./users.care.ts";
import { userRecordsRoutes } from "./users.records.routes.ts";
import { createUserRecords } from "./users.records.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Identity verification: each user's level. */
    kyc: KycService;
  }
}

/** The user's profile, security settings and identity verification, and the console's user pages. */
export const userLine = productLine(
  "user",
  async (app, { db, core, feed, clock, config, relay, notices, sender }) => {
    const { auth, files } = app;
    const kyc = createKycService({ db, files, clock, ...relay });
    const profile = createProfileService({ db, files });
    const security = createSecurityService({ db, auth, clock, passwordCost: config.passwordCost });
    const users = createUsersAdminService({ db, kyc, clock, sessionsEnded: auth.sessionsEnded });
    app.decorate("kyc", kyc);
    app.decorate("requireKyc", createKycGuard(kyc.levelOf));
    notices.push(kyc.events);
    await app.register(userRoutes, { prefix: "/api", auth, profile, security });
    await app.register(kycRoutes, { prefix: "/api", kyc, db });
    await app.register(usersAdminRoutes, { prefix: "/api", users });
    // the lever line comes later: its service is read once a position is first asked for
    const records = createUserRecords({
      db,
      core,
      feed,
      clock,
      lever: () => app.lever,
      sessionsEnded: auth.sessionsEnded,
    });
    await app.register(userRecordsRoutes, { prefix: "/api", records, users });
    const care = createUserCare({ db, sender, clock, log: app.log });
    await app.register(userCareRoutes, { prefix: "/api", care });
  },
  ["auth", "files"],
);
