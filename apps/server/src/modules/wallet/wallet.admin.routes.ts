import {
  ApproveWithdrawalBody,
  CurrencySettings,
  Decimal,
  DepositPage,
  Envelope,
  FiatRate,
  IdParams,
  LedgerCheck,
  OkText,
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
import { operatorOf } from "../../http/auth.ts";
import { confirm, envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
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
  const money = app.operatorWith("admin");
  const look = app.operatorWith("admin", "support");

  app.get(
    "/admin/deposits",
    {
      schema: {
        tags,
        summary: "Deposit claims",
        querystring: RequestQueueQuery,
        response: { 200: Envelope(DepositPage) },
      },
      preHandler: look,
    },
    async (request) => {
      const { state, user_id, page, limit } = request.query;
      return envelope(
        request,
        success(
          await funding.deposits(
            { ...(user_id ? { userId: user_id } : {}), ...(state ? { state } : {}) },
            page,
            limit,
          ),
        ),
      );
    },
  );
  app.post(
    "/admin/deposits/:id/approve",
    {
      schema: { tags, summary: "Credit a deposit claim", params: IdParams, response: { 200: OkText } },
      preHandler: money,
    },
    async (request) => {
      const done = await funding.approveDeposit(operatorOf(request), request.params.id, request.ip);
      return confirm(request, done, "OK_APPROVED");
    },
  );
  app.post(
    "/admin/deposits/:id/reject",
    {
      schema: {
        tags,
        summary: "Reject a deposit claim with a reason",
        params: IdParams,
        body: ReviewRejectBody,
        response: { 200: OkText },
      },
      preHandler: money,
    },
    async (request) => {
      const done = await funding.rejectDeposit(
        operatorOf(request),
        request.params.id,
        request.body.reason,
        request.ip,
      );
      return confirm(request, done, "OK_REJECTED");
    },
  );

  app.get(
    "/admin/withdrawals",
    {
      schema: {
        tags,
        summary: "Withdrawal requests",
        querystring: RequestQueueQuery,
        response: { 200: Envelope(WithdrawalPage) },
      },
      preHandler: look,
    },
    async (request) => {
      const { state, user_id, page, limit } = request.query;
      return envelope(
        request,
        success(
          await funding.withdrawals(
            { ...(user_id ? { userId: user_id } : {}), ...(state ? { state } : {}) },
            page,
            limit,
          ),
        ),
      );
    },
  );
  app.post(
    "/admin/withdrawals/:id/approve",
    {
      schema: {
        tags,
        summary:
          "Mark a withdrawal paid, with its transaction id; on a network watched on its chain, approve it to be sent",
        params: IdParams,
        body: ApproveWithdrawalBody,
        response: { 200: OkText },
      },
      preHandler: money,
    },
    async (request) => {
      const done = await funding.reviewWithdrawal(
        operatorOf(request),
        request.params.id,
        { approve: true, txid: request.body.txid ?? "" },
        request.ip,
      );
      return confirm(request, done, "OK_APPROVED");
    },
  );
  app.post(
    "/admin/withdrawals/:id/reject",
    {
      schema: {
        tags,
        summary: "Reject a withdrawal: the amount is unfrozen",
        params: IdParams,
        body: ReviewRejectBody,
        response: { 200: OkText },
      },
      preHandler: money,
    },
    async (request) => {
      const done = await funding.reviewWithdrawal(
        operatorOf(request),
        request.params.id,
        { approve: false, reason: request.body.reason },
        request.ip,
      );
      return confirm(request, done, "OK_REJECTED");
    },
  );

  app.get(
    "/admin/users/:id/balances",
    {
      schema: {
        tags,
        summary: "A user's wallets",
        params: IdParams,
        response: { 200: Envelope(WalletList) },
      },
      preHandler: look,
    },
    async (request) => envelope(request, success(await wallet.list(request.params.id))),
  );
  app.get(
    "/admin/users/:id/bills",
    {
      schema: {
        tags,
        summary: "A user's bills",
        params: IdParams,
        querystring: Type.Object(PageQuery),
        response: { 200: Envelope(PostingPage) },
      },
      preHandler: look,
    },
    async (request) =>
      envelope(
        request,
        success(await wallet.postings(request.params.id, {}, request.query.page, request.query.limit)),
      ),
  );

  app.get(
    "/admin/currencies",
    {
      schema: {
        tags,
        summary: "Currencies with their networks and settings",
        response: { 200: Envelope(Type.Array(CurrencySettings)) },
      },
      preHandler: look,
    },
    async (request) => envelope(request, success(await config.list())),
  );
  app.post(
    "/admin/currencies/:id",
    {
      schema: {
        tags,
        summary: "Set a currency's reference price and whether it is listed",
        params: RefIdParams,
        body: Type.Object({
          reference_price: Decimal("currencies.reference_price", "reference price in USDT"),
          enabled: Type.Boolean(),
        }),
        response: { 200: OkText },
      },
      preHandler: money,
    },
    async (request) => {
      const done = await config.updateCurrency(
        operatorOf(request),
        request.params.id,
        request.body,
        request.ip,
      );
      return confirm(request, done, "OK_SAVED");
    },
  );
  app.post(
    "/admin/networks/:id",
    {
      schema: {
        tags,
        summary: "Set a network's deposit address, minimums, withdrawal fee and on-chain settings",
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
        response: { 200: OkText },
      },
      preHandler: money,
    },
    async (request) => {
      const done = await config.updateNetwork(
        operatorOf(request),
        request.params.id,
        request.body,
        request.ip,
      );
      return confirm(request, done, "OK_SAVED");
    },
  );

  app.get(
    "/admin/fiat_rates",
    {
      schema: {
        tags,
        summary: "Fiat display rates per USD",
        response: { 200: Envelope(Type.Array(FiatRate)) },
      },
      preHandler: look,
    },
    async (request) => envelope(request, success(await config.fiatRates())),
  );
  app.post(
    "/admin/fiat_rates",
    {
      schema: {
        tags,
        summary: "Add or change a fiat display rate (units per USD; USD stays 1)",
        body: Type.Object({
          currency_code: Text(3, { description: "ISO 4217, e.g. EUR" }),
          rate: Decimal("fiat_rates.rate", "units of the currency per USD"),
        }),
        response: { 200: OkText },
      },
      preHandler: money,
    },
    async (request) => {
      const done = await config.setFiatRate(
        operatorOf(request),
        request.body.currency_code,
        request.body.rate,
        request.ip,
        new Date(),
      );
      return confirm(request, done, "OK_SAVED");
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
