import {
  AdminChainDepositQuery,
  ChainDepositPage,
  ChainDepositQuery,
  ChainStatus,
  ChainTransferPage,
  ChainTransferQuery,
  Envelope,
  IdParams,
  OkText,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Db } from "../../db/db.ts";
import { operatorOf, userOf } from "../../http/auth.ts";
import { confirm, envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import { pageOf } from "../../http/pagination.ts";
import type { ChainService } from "./chain.service.ts";

const NOT_CONFIGURED: ChainStatus = {
  configured: false,
  family: "evm",
  chain_id: null,
  head: null,
  scanned: null,
  lag: null,
  rpc_ok: false,
  rpc_error: null,
  last_scan_at: null,
  signer: false,
  networks: [],
  alerts: [],
};

/** The user's chain deposits, and the console's chain page: the watcher, the hot wallet, what was sent. */
export const chainRoutes: FastifyPluginAsyncTypebox<{ chain: ChainService | undefined; db: Db }> = async (
  app,
  { chain, db },
) => {
  const look = app.operatorWith("admin", "support");
  const money = app.operatorWith("admin");

  app.get(
    "/wallet/chain_deposits",
    {
      schema: {
        tags: ["wallet"],
        summary:
          "Transfers seen on the chain to the user's deposit address: pending with confirmations, credited",
        querystring: ChainDepositQuery,
        response: { 200: Envelope(ChainDepositPage) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { page = 1, limit = 10, state } = request.query;
      const result = chain
        ? await chain.deposits({ userId: userOf(request).id, ...(state ? { state } : {}) }, page, limit)
        : pageOf([], 0, page, limit);
      return envelope(request, success(result));
    },
  );

  app.get(
    "/admin/chain",
    {
      schema: {
        tags: ["admin"],
        summary:
          "The chain: head, lag, RPC health, hot wallet against liabilities, deposits, withdrawals, alerts",
        response: { 200: Envelope(ChainStatus) },
      },
      preHandler: look,
    },
    async (request) => envelope(request, success(chain ? await chain.status() : NOT_CONFIGURED)),
  );

  app.get(
    "/admin/chain/deposits",
    {
      schema: {
        tags: ["admin"],
        summary: "Deposits seen on the chain",
        querystring: AdminChainDepositQuery,
        response: { 200: Envelope(ChainDepositPage) },
      },
      preHandler: look,
    },
    async (request) => {
      const { page = 1, limit = 10, state, user_id } = request.query;
      const filter = { ...(state ? { state } : {}), ...(user_id ? { userId: user_id } : {}) };
      return envelope(
        request,
        success(chain ? await chain.deposits(filter, page, limit) : pageOf([], 0, page, limit)),
      );
    },
  );

  app.get(
    "/admin/chain/transfers",
    {
      schema: {
        tags: ["admin"],
        summary: "Transactions the venue sent: withdrawals, sweeps and the gas for token sweeps",
        querystring: ChainTransferQuery,
        response: { 200: Envelope(ChainTransferPage) },
      },
      preHandler: look,
    },
    async (request) => {
      const { page = 1, limit = 10, kind, state } = request.query;
      const filter = { ...(kind ? { kind } : {}), ...(state ? { state } : {}) };
      return envelope(
        request,
        success(chain ? await chain.transfers(filter, page, limit) : pageOf([], 0, page, limit)),
      );
    },
  );

  app.post(
    "/admin/chain/alerts/:id/resolve",
    {
      schema: {
        tags: ["admin"],
        summary: "Marks a chain alert as dealt with (audited)",
        params: IdParams,
        response: { 200: OkText },
      },
      preHandler: money,
    },
    async (request) => {
      const operator = operatorOf(request);
      const done = chain
        ? await chain.resolveAlert(request.params.id)
        : { ok: false as const, code: "WALLET_REQUEST_NOT_FOUND" as const };
      if (done.ok)
        await writeAudit(db, {
          operatorId: operator.id,
          action: "chain.alert.resolve",
          targetType: "chain_alert",
          targetId: request.params.id,
          before: null,
          after: { resolved: true },
          ip: request.ip,
        });
      return confirm(request, done, "OK_SAVED");
    },
  );
};
