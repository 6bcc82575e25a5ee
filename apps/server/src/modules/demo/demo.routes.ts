import {
  ChangeAccountBody,
  ChangeAccountResponse,
  DemoAccountResponse,
  ResetAccountBody,
  ResetAccountResponse,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { accountOf, userOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import type { DemoService } from "./demo.service.ts";

/** The spec's three demo account calls (§7 "Account"), mapped in `docs/demo-api.md`. */
export const demoRoutes: FastifyPluginAsyncTypebox<{ demo: DemoService }> = async (app, { demo }) => {
  const tags = ["demo"];
  const security = [{ token: [] }];

  app.post(
    "/user/demo_account",
    {
      preHandler: [app.authenticate, ...app.userLimits("application")],
      schema: {
        tags,
        security,
        summary: "Opens the user's demo account (once) with 100,000 virtual USDT; does not switch to it",
        response: { 200: DemoAccountResponse },
      },
    },
    async (request) => {
      const user = userOf(request);
      const opened = await demo.open(user);
      return envelope(
        request,
        opened.ok
          ? success({ ...opened.value, account: accountOf(user), balance: demo.startFunds() })
          : opened,
      );
    },
  );

  app.post(
    "/user/change_account",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Switches the session between the real and the demo account (`account`, or the other one); the token stays",
        body: ChangeAccountBody,
        response: { 200: ChangeAccountResponse },
      },
    },
    async (request) => {
      const user = userOf(request);
      const changed = await demo.change(user, request.body?.account);
      // this answer is already the new account's
      if (changed.ok) {
        const owner = user.owner ?? user.id;
        const { account, user_id } = changed.value;
        request.user =
          account === "demo"
            ? { id: user_id, sessionId: user.sessionId, owner }
            : { id: owner, sessionId: user.sessionId };
      }
      return envelope(request, changed);
    },
  );

  app.post(
    "/user/reset_account",
    {
      preHandler: [app.authenticate, ...app.userLimits("application")],
      schema: {
        tags,
        security,
        summary:
          "Resets the user's own demo account: closes its orders and positions, restores exactly 100,000 USDT",
        body: ResetAccountBody,
        response: { 200: ResetAccountResponse },
      },
    },
    async (request) => envelope(request, await demo.reset(userOf(request), request.body.user_id)),
  );
};
