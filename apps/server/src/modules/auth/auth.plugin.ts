import { createAuthGuard } from "../../http/auth.ts";
import { productLine } from "../../platform.ts";
import { authRoutes } from "./auth.routes.ts";
import { type AuthService, createAuthService } from "./auth.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Accounts, sessions and codes: who is signed in. */
    auth: AuthService;
  }
}

/** Sign-up, sign-in, codes and sessions; the guard every signed-in route runs. */
export const authLine = productLine("auth", async (app, { db, sender, clock, config, bus }) => {
  const auth = createAuthService({ db, sender, clock, passwordCost: config.passwordCost });
  app.decorate("auth", auth);
  app.decorate("authenticate", createAuthGuard(auth.authenticate));
  // a session ended, or switched to another account, on one node is forgotten by every node's short
  // session cache at once
  auth.events.on("ended", ({ userId }: { userId: number }) => bus?.notify("sessions", String(userId)));
  auth.events.on("switched", ({ userId }: { userId: number }) => bus?.notify("sessions", String(userId)));
  bus?.onNotice("sessions", (userId) => auth.forgetSessions(Number(userId)));
  await app.register(authRoutes, {
    prefix: "/api",
    auth,
    rateLimit: config.authRateLimit,
    accountRateLimit: config.accountRateLimit,
  });
});
