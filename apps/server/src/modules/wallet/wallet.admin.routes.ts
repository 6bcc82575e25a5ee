import {
  ApproveDepositBody,
  ApproveWithdrawalBody,
  BulkDecisionBody,
  BulkDecisionResult,
  CurrencySettings,
  Decimal,
  DepositPage,
  Envelope,
  FiatRate,
  IdParams,
  LedgerCheck,
  PageQuery,
  PostingPage,
  RefIdParams,
  RequestQueueQuery,
  ReviewRejectBody,
  Text,
  WalletList,
  WithdrawalPage,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { checkLedger } from "../../core/checker.ts";
import type { Db } from "../../db/db.ts";
import { decideEach } from "../../http/bulk.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import { confirmation, routeKit } from "../../http/routes.ts";
import type { WalletConfigService } from "./config.service.ts";
import type { FundingService } from "./funding.service.ts";
import type { WalletService } from "./wallet.service.ts";

/** The console's money pages: deposit and withdrawal review, user balances and bills, the ledger check. */
export const walletAdminRoutes: FastifyPluginAsyncTypebox<{
  wallet: WalletService;
  funding: FundingService;
  config: WalletConfigService;
  db: Db;
}> = async (app, { wallet, funding, config, db }) => {
  const tags = ["admin"];
  const route = routeKit(app, tags);
  const money = app.operatorWith("admin");

  route.get(
    "/admin/deposits",
    {
      summary: "Deposit claims",
      caller: { operator: ["admin", "support"] },
      query: RequestQueueQuery,
      answer: DepositPage,
    },
    async ({ query }) => {
      const { state, user_id, q, page, limit } = query;
      return success(
        await funding.deposits(
          { ...(user_id ? { userId: user_id } : {}), ...(state ? { state } : {}), ...(q ? { q } : {}) },
          page,
          limit,
        ),
      );
    },
  );
  route.post(
    "/admin/deposits/:id/approve",
    {
      summary:
        "Credit a deposit claim: the claimed amount, or another with a reason; with the transfer's hash",
      caller: { operator: ["admin"] },
      params: IdParams,
      body: ApproveDepositBody,
      answer: Type.String(),
    },
    async ({ operator, body, params, request }) => {
      const done = await funding.approveDeposit(operator, params.id, request.ip, {
        ...(body.amount !== undefined ? { amount: body.amount } : {}),
        ...(body.reason !== undefined ? { reason: body.reason } : {}),
        ...(body.txid !== undefined ? { txid: body.txid } : {}),
      });
      return confirmation(request, done, "OK_APPROVED");
    },
  );
  route.post(
    "/admin/deposits/:id/reject",
    {
      summary: "Reject a deposit claim with a reason",
      caller: { operator: ["admin"] },
      params: IdParams,
      body: ReviewRejectBody,
      answer: Type.String(),
    },
    async ({ operator, body, params, request }) => {
      const done = await funding.rejectDeposit(operator, params.id, body.reason, request.ip);
      return confirmation(request, done, "OK_REJECTED");
    },
  );

  route.post(
    "/admin/deposits/bulk",
    {
      summary:
        "Credit (each its claimed amount) or reject with one reason many deposit claims; each decided as its own call would be",
      caller: { operator: ["admin"] },
      body: BulkDecisionBody,
      answer: BulkDecisionResult,
    },
    async ({ operator, body, request }) =>
      decideEach(request, db, operator, { auditAction: "deposit.bulk", targetType: "deposit" }, body, {
        approve: (id) => funding.approveDeposit(operator, id, request.ip),
        reject: (id, reason) => funding.rejectDeposit(operator, id, reason, request.ip),
      }),
  );

  route.get(
    "/admin/withdrawals",
    {
      summary: "Withdrawal requests",
      caller: { operator: ["admin", "support"] },
      query: RequestQueueQuery,
      answer: WithdrawalPage,
    },
    async ({ query }) => {
      const { state, user_id, q, page, limit } = query;
      return success(
        await funding.withdrawals(
          { ...(user_id ? { userId: user_id } : {}), ...(state ? { state } : {}), ...(q ? { q } : {}) },
          page,
          limit,
        ),
      );
    },
  );
  route.post(
    "/admin/withdrawals/:id/approve",
    {
      summary:
        "Mark a withdrawal paid, with its transaction id; on a network watched on its chain, approve it to be sent",
      caller: { operator: ["admin"] },
      params: IdParams,
      body: ApproveWithdrawalBody,
      answer: Type.String(),
    },
    async ({ operator, body, params, request }) => {
      const done = await funding.reviewWithdrawal(
        operator,
        params.id,
        { approve: true, txid: body.txid ?? "" },
        request.ip,
      );
      return confirmation(request, done, "OK_APPROVED");
    },
  );
  route.post(
    "/admin/withdrawals/:id/reject",
    {
      summary: "Reject a withdrawal: the amount is unfrozen",
      caller: { operator: ["admin"] },
      params: IdParams,
      body: ReviewRejectBody,
      answer: Type.String(),
    },
    async ({ operator, body, params, request }) => {
      const done = await funding.reviewWithdrawal(
        operator,
        params.id,
        { approve: false, reason: body.reason },
        request.ip,
      );
      return confirmation(request, done, "OK_REJECTED");
    },
  );

  route.post(
    "/admin/withdrawals/bulk",
    {
      summary:
        "Approve for sending on their chain, or reject with one reason, many withdrawals; each decided as its own call would be (one paid off-chain needs its own transaction id)",
      caller: { operator: ["admin"] },
      body: BulkDecisionBody,
      answer: BulkDecisionResult,
    },
    async ({ operator, body, request }) =>
      decideEach(request, db, operator, { auditAction: "withdrawal.bulk", targetType: "withdrawal" }, body, {
        approve: (id) => funding.reviewWithdrawal(operator, id, { approve: true, txid: "" }, request.ip),
        reject: (id, reason) =>
          funding.reviewWithdrawal(operator, id, { approve: false, reason }, request.ip),
      }),
  );

  route.get(
    "/admin/users/:id/balances",
    {
      summary: "A user's wallets",
      caller: { operator: ["admin", "support"] },
      params: IdParams,
      answer: WalletList,
    },
    async ({ params }) => success(await wallet.list(params.id)),
  );
  route.get(
    "/admin/users/:id/bills",
    {
      summary: "A user's bills",
      caller: { operator: ["admin", "support"] },
      query: Type.Object(PageQuery),
      params: IdParams,
      answer: PostingPage,
    },
    async ({ query, params }) => success(await wallet.postings(params.id, {}, query.page, query.limit)),
  );

  route.get(
    "/admin/currencies",
    {
      summary: "Currencies with their networks and settings",
      caller: { operator: ["admin", "support"] },
      answer: Type.Array(CurrencySettings),
    },
    async () => success(await config.list()),
  );
  route.post(
    "/admin/currencies/:id",
    {
      summary:
        "Set a currency's reference price, whether it is listed, and above which amount a withdrawal needs a second operator",
      caller: { operator: ["admin"] },
      params: RefIdParams,
      body: Type.Object({
        reference_price: Decimal("currencies.reference_price", "reference price in USDT"),
        enabled: Type.Boolean(),
        second_approval_above: Type.Optional(
          Decimal(
            "currencies.second_approval_above",
            "a withdrawal above this amount is paid only when a second operator approves; empty: never; left out: unchanged",
            { empty: true },
          ),
        ),
      }),
      answer: Type.String(),
    },
    async ({ operator, body, params, request }) => {
      const done = await config.updateCurrency(operator, params.id, body, request.ip);
      return confirmation(request, done, "OK_SAVED");
    },
  );
  route.post(
    "/admin/networks/:id",
    {
      summary: "Set a network's deposit address, minimums, withdrawal fee and on-chain settings",
      caller: { operator: ["admin"] },
      params: RefIdParams,
      body: Type.Object({
        deposit_address: Text(128, { description: "a valid address of the network, or empty for none" }),
        deposit_min: Decimal("currency_networks.deposit_min", "smallest deposit claim"),
        withdraw_min: Decimal("currency_networks.withdraw_min", "smallest withdrawal"),
        withdraw_fee: Decimal("currency_networks.withdraw_fee", "fee per withdrawal"),
        enabled: Type.Boolean(),
        // on-chain settings, only for a network watched on a chain; left out, each keeps its value
        token_contract: Type.Optional(
          Text(42, { description: "the token's contract (0x + 40 hex), empty for the chain's coin" }),
        ),
        confirmations: Type.Optional(
          Type.Integer({ minimum: 1, maximum: 1000, description: "confirmations before crediting" }),
        ),
        auto_approve_max: Type.Optional(
          Decimal("currency_networks.auto_approve_max", "withdrawals at or under it need no operator"),
        ),
        hot_wallet_min: Type.Optional(
          Decimal("currency_networks.hot_wallet_min", "the console warns under this hot balance"),
        ),
        explorer_tx_url: Type.Optional(
          Text(300, { description: "an https URL with {tx} for the transaction's hash, or empty" }),
        ),
      }),
      answer: Type.String(),
    },
    async ({ operator, body, params, request }) => {
      const done = await config.updateNetwork(operator, params.id, body, request.ip);
      return confirmation(request, done, "OK_SAVED");
    },
  );

  route.get(
    "/admin/fiat_rates",
    {
      summary: "Fiat display rates per USD",
      caller: { operator: ["admin", "support"] },
      answer: Type.Array(FiatRate),
    },
    async () => success(await config.fiatRates()),
  );
  route.post(
    "/admin/fiat_rates",
    {
      summary: "Add or change a fiat display rate (units per USD; USD stays 1)",
      caller: { operator: ["admin"] },
      body: Type.Object({
        currency_code: Text(3, { description: "ISO 4217, e.g. EUR" }),
        rate: Decimal("fiat_rates.rate", "units of the currency per USD"),
      }),
      answer: Type.String(),
    },
    async ({ operator, body, request }) => {
      const done = await config.setFiatRate(operator, body.currency_code, body.rate, request.ip, new Date());
      return confirmation(request, done, "OK_SAVED");
    },
  );

  app.get(
    "/admin/ledger/check",
    {
      schema: {
        tags,
        summary: "The ledger's invariants, checked now",
        response: {
          200: Envelope(LedgerCheck),
        },
      },
      preHandler: money,
    },
    async (request) => {
      const violations = await checkLedger(db);
      return envelope(
        request,
        success({ ok: violations.length === 0, violations, checked_at: new Date().toISOString() }),
      );
    },
  );
};
