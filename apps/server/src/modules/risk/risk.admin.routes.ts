import { Envelope, Exposure, ExposureLimitsBody, IdParams, OkText } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Db } from "../../db/db.ts";
import { operatorOf } from "../../http/auth.ts";
import { confirm, envelope } from "../../http/envelope.ts";
import { failure, success } from "../../http/outcome.ts";
import type { RiskService } from "./risk.service.ts";
import { resolveAlert } from "./risk.store.ts";

/**
 * The console's exposure page: the house's position per market against its limits, the seconds worst
 * case per expiry, the largest accounts, open alerts; setting limits and resolving alerts (audited).
 */
export const riskAdminRoutes: FastifyPluginAsyncTypebox<{
  risk: RiskService;
  db: Db;
  clock: () => Date;
  /** told after the limits changed here, so that every other node reads them again */
  changed?: () => void;
}> = async (app, { risk, db, clock, changed }) => {
  const tags = ["admin"];
  // as the contracts pages: support looks, admin changes
  const look = app.operatorWith("admin", "support");
  const change = app.operatorWith("admin");

  app.get(
    "/admin/exposure",
    {
      schema: {
        tags,
        summary: "The house's exposure per market, the seconds worst case per expiry, open alerts",
        response: { 200: Envelope(Exposure) },
      },
      preHandler: look,
    },
    async (request) => envelope(request, success(await risk.exposure())),
  );

  app.post(
    "/admin/exposure/limits",
    {
      schema: {
        tags,
        summary: "Sets a market's limits on the house's exposure (audited); null is no limit",
        body: ExposureLimitsBody,
        response: { 200: OkText },
      },
      preHandler: change,
    },
    async (request) => {
      const operator = operatorOf(request);
      const done = await risk.setLimits(request.body, (q, before, after) =>
        writeAudit(q, {
          operatorId: operator.id,
          action: "risk.limits.update",
          targetType: "market",
          targetId: request.body.market_id,
          before,
          after,
          ip: request.ip,
        }),
      );
      if (done.ok) changed?.();
      return confirm(request, done, "OK_SAVED");
    },
  );

  app.post(
    "/admin/exposure/alerts/:id/resolve",
    {
      schema: {
        tags,
        summary: "Marks an exposure alert as dealt with (audited)",
        params: IdParams,
        response: { 200: OkText },
      },
      preHandler: change,
    },
    async (request) => {
      const operator = operatorOf(request);
      const done = await db.tx(async (q) => {
        if (!(await resolveAlert(q, request.params.id, operator.id, clock())))
          return failure("RISK_ALERT_NOT_FOUND");
        await writeAudit(q, {
          operatorId: operator.id,
          action: "risk.alert.resolve",
          targetType: "house_limit_alert",
          targetId: request.params.id,
          before: null,
          after: { resolved: true },
          ip: request.ip,
        });
        return success(true);
      });
      return confirm(request, done, "OK_SAVED");
    },
  );
};
