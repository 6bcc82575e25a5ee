import {
  Envelope,
  LeverTerms,
  LeverTermsUpdate,
  type LeverTerms as LeverTermsView,
  RefIdParams,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Db } from "../../db/db.ts";
import { operatorOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { type Failure, failure, success } from "../../http/outcome.ts";
import type { LeverService } from "./lever.service.ts";
import { termsUpdate, termsView } from "./lever.terms.ts";

/**
 * The console's contract terms: each market's lot size and limits, multiples, spread, fee and overnight
 * rates. A change applies to orders placed after it; every trade keeps the terms it was placed under.
 */
export const leverAdminRoutes: FastifyPluginAsyncTypebox<{
  lever: LeverService;
  db: Db;
  /** told after the terms changed here, so that every other node reads them again */
  changed?: () => void;
}> = async (app, { lever, db, changed }) => {
  const tags = ["admin"];

  app.get(
    "/admin/lever/markets",
    {
      schema: {
        tags,
        summary: "Every market's contract terms",
        response: { 200: Envelope(Type.Array(LeverTerms)) },
      },
      preHandler: app.operatorWith("admin", "support"),
    },
    async (request) => envelope(request, success(lever.markets().map(termsView))),
  );

  app.put(
    "/admin/lever/markets/:id",
    {
      schema: {
        tags,
        summary: "Changes a market's contract terms (audited)",
        params: RefIdParams,
        body: LeverTermsUpdate,
        response: { 200: Envelope(LeverTerms) },
      },
      preHandler: app.operatorWith("admin"),
    },
    async (request) => {
      const current = lever.markets().find((m) => m.id === request.params.id);
      const update = current ? termsUpdate(current, request.body) : failure("MARKET_UNKNOWN_MARKET");
      if (!current || !update.ok) return envelope<LeverTermsView>(request, update as Failure);
      const columns = Object.entries(update.value);
      const { open } = request.body;
      await db.tx(async (q) => {
        if (columns.length > 0)
          await q.query(
            `UPDATE lever_terms SET ${columns.map(([c], i) => `${c} = $${i + 2}`).join(", ")}, updated_at = now()
             WHERE market_id = $1`,
            [current.id, ...columns.map(([, v]) => v)],
          );
        if (open !== undefined)
          await q.query("UPDATE markets SET open_lever = $2 WHERE id = $1", [current.id, open]);
        await writeAudit(q, {
          operatorId: operatorOf(request).id,
          action: "lever.terms.update",
          targetType: "market",
          targetId: current.id,
          before: termsView(current),
          after: { ...update.value, ...(open !== undefined ? { open } : {}) },
          ip: request.ip,
        });
      });
      await lever.reload();
      changed?.();
      return envelope(request, success(termsView(lever.markets().find((m) => m.id === current.id)!)));
    },
  );
};
