import {
  AddressBody,
  AddressSaved,
  ANYONE,
  BankCard,
  BankCardBody,
  BillPage,
  ChargeBody,
  DepositAddress,
  DepositClaimed,
  DepositPage,
  EditAddressBody,
  Envelope,
  FiatRates,
  IdQuery,
  Lang,
  LedgerLogBody,
  Nullable,
  OkText,
  PageQuery,
  SaveAddressBody,
  SavedAddressPage,
  Text,
  TransferBody,
  TransferFee,
  TransferFeeBody,
  TransferRoute,
  Transferred,
  UserCurrency,
  WalletDetail,
  WalletDetailBody,
  WalletInfo,
  WalletList,
  WithdrawalPage,
  WithdrawalRequested,
  WithdrawBody,
} from "@bourse/contract";
import { mulRate, toPlainString } from "@bourse/money";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Db } from "../../db/db.ts";
import { userOf } from "../../http/auth.ts";
import { confirm, envelope, failureBody } from "../../http/envelope.ts";
import type { UserLimitName } from "../../http/limits.ts";
import { success } from "../../http/outcome.ts";
import { qrDataUrl } from "../../security/qr.ts";
import type { WalletConfigService } from "./config.service.ts";
import { currencies, currency, network, plain, userAmount } from "./currencies.ts";
import type { FundingService } from "./funding.service.ts";
import {
  balanceFields,
  trimZeros,
  WALLET_FIELDS,
  type WalletField,
  type WalletService,
} from "./wallet.service.ts";

const ListQuery = Type.Object({ ...PageQuery, lang: Lang });

/** The wallet calls of spec §7, with the legacy paths and parameter names. */
export const walletRoutes: FastifyPluginAsyncTypebox<{
  wallet: WalletService;
  funding: FundingService;
  config: WalletConfigService;
  db: Db;
}> = async (app, { wallet, funding, config, db }) => {
  const tags = ["wallet"];

  app.get(
    "/wallet/getRateCurrency",
    {
      schema: {
        tags,
        summary: "Fiat display rates: units of each fiat currency per USD (USD is 1)",
        querystring: Type.Object({
          id: Type.Optional(Text(8, { description: "a fiat code", ...ANYONE })),
          lang: Lang,
        }),
        response: { 200: Envelope(FiatRates) },
      },
    },
    async (request) => {
      const rates = await config.fiatRates();
      const code = request.query.id?.toUpperCase();
      const one = code ? rates.find((r) => r.currency_code === code) : undefined;
      return envelope(request, success(one ?? rates));
    },
  );
  const signedIn = { preHandler: app.authenticate };
  /** signed in, counting against the user's budgets of `names` */
  const limited = (...names: UserLimitName[]) => ({
    preHandler: [app.authenticate, ...app.userLimits(...names)],
  });
  /** a withdrawal: verified, then the fund password (and authenticator code) checked */
  const withdrawal = {
    preHandler: [app.authenticate, app.requireKyc(1), ...app.userLimits("fund-password")],
  };

  app.post(
    "/wallet/list",
    {
      schema: { tags, summary: "The four wallets with USDT totals", response: { 200: Envelope(WalletList) } },
      ...signedIn,
    },
    async (request) => envelope(request, success(await wallet.list(userOf(request).id))),
  );

  app.post(
    "/wallet/detail",
    {
      schema: {
        tags,
        summary: "One currency in one account",
        body: WalletDetailBody,
        response: { 200: Envelope(WalletDetail) },
      },
      ...signedIn,
    },
    async (request) =>
      envelope(
        request,
        await wallet.detail(userOf(request).id, request.body.currency, request.body.type ?? "change"),
      ),
  );

  app.post(
    "/wallet/get_info",
    {
      schema: {
        tags,
        summary:
          "Transfer rate, withdrawal minimum and fee (of `network`, or the first one) and balances of a currency",
        body: AddressBody,
        response: { 200: Envelope(WalletInfo) },
      },
      ...signedIn,
    },
    async (request) => {
      const c = await currency(db, request.body.currency);
      if (!c) return failureBody(request, "WALLET_UNKNOWN_CURRENCY");
      const n = await network(db, c.id, request.body.network);
      if (!n) return failureBody(request, "WALLET_UNKNOWN_NETWORK");
      const id = userOf(request).id;
      const legal = await wallet.detail(id, c.id, "legal");
      const change = await wallet.detail(id, c.id, "change");
      return envelope(
        request,
        success({
          rate: await wallet.feeRate(),
          network: n.id,
          min_number: trimZeros(n.withdraw_min),
          rate_fee: trimZeros(n.withdraw_fee),
          name: c.name,
          legal_balance: legal.ok ? legal.value.balance : "0",
          change_balance: change.ok ? change.value.balance : "0",
        }),
      );
    },
  );

  app.get(
    "/currency/user_currency_list",
    {
      schema: {
        tags,
        summary: "Currencies with the user's balance in every account",
        response: { 200: Envelope(Type.Array(UserCurrency)) },
      },
      ...signedIn,
    },
    async (request) => {
      const id = userOf(request).id;
      const rows = await currencies(db);
      const out = rows.map((c): UserCurrency => {
        const of = <K extends WalletField>(k: K) =>
          balanceFields(
            k,
            plain(wallet.available(id, k, c.id), c.decimals),
            plain(wallet.frozen(id, k, c.id), c.decimals),
          );
        return {
          id: c.id,
          name: c.name,
          usdt_price: wallet.usdtPrice(c),
          ...of("legal"),
          ...of("change"),
          ...of("lever"),
          ...of("micro"),
          ...of("financial"),
          ...of("copy"),
        };
      });
      return envelope(request, success(out));
    },
  );

  for (const path of ["/wallet/get_in_address", "/user/getAddress"]) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: "The venue's deposit address for a currency and network, with a QR code",
          body: AddressBody,
          response: { 200: Envelope(DepositAddress) },
        },
        ...signedIn,
      },
      async (request) => {
        const found = await funding.depositAddress(
          request.body.currency,
          request.body.network,
          userOf(request).id,
        );
        return envelope(
          request,
          found.ok ? success({ ...found.value, qr: await qrDataUrl(found.value.address) }) : found,
        );
      },
    );
  }

  app.post(
    "/wallet/charge_req",
    {
      schema: {
        tags,
        summary: "Claim a deposit with its payment voucher (reviewed by an operator)",
        body: ChargeBody,
        response: { 200: Envelope(DepositClaimed) },
      },
      ...limited("application"),
    },
    async (request) => envelope(request, await funding.requestDeposit(userOf(request).id, request.body)),
  );

  app.get(
    "/recharge/log",
    {
      schema: {
        tags,
        summary: "The user's deposit claims",
        querystring: ListQuery,
        response: { 200: Envelope(DepositPage) },
      },
      ...signedIn,
    },
    async (request) =>
      envelope(
        request,
        success(
          await funding.deposits({ userId: userOf(request).id }, request.query.page, request.query.limit),
        ),
      ),
  );

  app.post(
    "/wallet/out",
    {
      schema: {
        tags,
        summary: "Withdraw to a saved address: the amount is frozen until an operator pays or rejects it",
        body: WithdrawBody,
        response: { 200: Envelope(WithdrawalRequested) },
      },
      ...withdrawal,
    },
    async (request) => {
      const id = userOf(request).id;
      const b = request.body;
      const saved = await funding.addresses(id);
      const target = saved.find((a) =>
        b.address_id !== undefined
          ? a.id === b.address_id
          : a.address === b.address && a.currency === b.currency,
      );
      if (!target) return failureBody(request, "WALLET_ADDRESS_REQUIRED");
      return envelope(
        request,
        await funding.requestWithdrawal(id, {
          currency: b.currency,
          number: b.number,
          network: Number(target.network),
          destination: String(target.address),
          method: "address",
          payPassword: b.pay_password ?? b.password,
          googleCode: b.google_code,
        }),
      );
    },
  );

  app.post(
    "/user/onlineOut",
    {
      schema: {
        tags,
        summary: "Withdraw to the saved bank card",
        body: WithdrawBody,
        response: { 200: Envelope(WithdrawalRequested) },
      },
      ...withdrawal,
    },
    async (request) => {
      const id = userOf(request).id;
      const card = await funding.bankCard(id);
      if (!card) return failureBody(request, "WALLET_BANK_CARD_REQUIRED");
      const b = request.body;
      return envelope(
        request,
        await funding.requestWithdrawal(id, {
          currency: b.currency,
          number: b.number,
          destination: `${card.bank_name} ${String(card.bank_account).slice(-4)}`,
          method: "bank",
          payPassword: b.pay_password ?? b.password,
          googleCode: b.google_code,
        }),
      );
    },
  );

  app.get(
    "/user/withdraw/list",
    {
      schema: {
        tags,
        summary: "The user's withdrawals",
        querystring: ListQuery,
        response: { 200: Envelope(WithdrawalPage) },
      },
      ...signedIn,
    },
    async (request) =>
      envelope(
        request,
        success(
          await funding.withdrawals({ userId: userOf(request).id }, request.query.page, request.query.limit),
        ),
      ),
  );

  app.post(
    "/user/wallet/save",
    {
      schema: {
        tags,
        summary: "Save a withdrawal address (at most 3, each a valid address of its network)",
        body: SaveAddressBody,
        response: { 200: Envelope(AddressSaved) },
      },
      ...limited("payment-details"),
    },
    async (request) =>
      envelope(request, await funding.saveAddress(userOf(request).id, { ...request.body, id: undefined })),
  );
  app.post(
    "/user/edituser_address",
    {
      schema: {
        tags,
        summary: "Edit a saved address",
        body: EditAddressBody,
        response: { 200: Envelope(AddressSaved) },
      },
      ...limited("payment-details"),
    },
    async (request) => envelope(request, await funding.saveAddress(userOf(request).id, request.body)),
  );
  app.get(
    "/user/wallet/list",
    {
      schema: {
        tags,
        summary: "Saved withdrawal addresses",
        querystring: ListQuery,
        response: { 200: Envelope(SavedAddressPage) },
      },
      ...signedIn,
    },
    async (request) => {
      const all = await funding.addresses(userOf(request).id);
      return envelope(request, success({ data: all, total: all.length, page: 1, pages: 1 }));
    },
  );
  app.get(
    "/user/delUserAddress",
    {
      schema: { tags, summary: "Delete a saved address", querystring: IdQuery, response: { 200: OkText } },
      ...signedIn,
    },
    async (request) => {
      const done = await funding.deleteAddress(userOf(request).id, request.query.id);
      return confirm(request, done, "OK_DELETED");
    },
  );

  app.post(
    "/user/cash_save",
    {
      schema: {
        tags,
        summary: "Save the bank card (digits only, 13+)",
        body: BankCardBody,
        response: { 200: OkText },
      },
      ...limited("payment-details"),
    },
    async (request) => {
      const done = await funding.saveBankCard(userOf(request).id, request.body);
      return confirm(request, done, "OK_SAVED");
    },
  );
  app.post(
    "/user/cash_info",
    {
      schema: {
        tags,
        summary: "The saved bank card, or null",
        response: { 200: Envelope(Nullable(BankCard)) },
      },
      ...signedIn,
    },
    async (request) => envelope(request, success(await funding.bankCard(userOf(request).id))),
  );

  for (const path of ["/wallet/change", "/user/Transfer"]) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: "Move funds between the user's own accounts",
          body: TransferBody,
          response: { 200: Envelope(Transferred) },
        },
        ...limited("product"),
      },
      async (request) => envelope(request, await wallet.transfer(userOf(request).id, request.body)),
    );
  }

  app.post(
    "/user/getTransferList",
    {
      schema: {
        tags,
        summary: "Accounts funds can move between",
        response: { 200: Envelope(Type.Array(TransferRoute)) },
      },
      ...signedIn,
    },
    async (request) =>
      envelope(
        request,
        success(
          WALLET_FIELDS.flatMap((from) =>
            WALLET_FIELDS.filter((to) => to !== from).map((to) => ({ from_field: from, to_field: to })),
          ),
        ),
      ),
  );

  app.post(
    "/user/getTransferFee",
    {
      schema: {
        tags,
        summary: "The transfer fee rate and, with an amount, the fee",
        body: TransferFeeBody,
        response: { 200: Envelope(TransferFee) },
      },
      ...signedIn,
    },
    async (request) => {
      const rate = await wallet.feeRate();
      const { currency_id, number } = request.body;
      const c = currency_id === undefined ? undefined : await currency(db, currency_id);
      const amount = c && number ? userAmount(number, c.decimals) : undefined;
      if (amount && !amount.ok) return failureBody(request, amount.code, amount.params);
      const fee = amount?.ok ? toPlainString(mulRate(amount.value, rate, "down")) : "0";
      return envelope(request, success({ rate, fee }));
    },
  );

  app.get(
    "/wallet/hzhistory",
    {
      schema: {
        tags,
        summary: "Transfers between the user's accounts: one line per transfer and currency, from → to",
        querystring: ListQuery,
        response: { 200: Envelope(BillPage) },
      },
      ...signedIn,
    },
    async (request) =>
      envelope(
        request,
        success(
          await wallet.bills(
            userOf(request).id,
            { entryKind: "transfer" },
            request.query.page,
            request.query.limit,
          ),
        ),
      ),
  );

  app.post(
    "/wallet/legal_log",
    {
      schema: {
        tags,
        summary:
          "Bills: one line per journal entry, account and currency (available and frozen together; a transfer one line from → to), with the balance after it",
        body: LedgerLogBody,
        response: { 200: Envelope(BillPage) },
      },
      ...signedIn,
    },
    async (request) => {
      const { currency: currencyId, type, page, limit } = request.body;
      return envelope(
        request,
        success(
          await wallet.bills(
            userOf(request).id,
            { ...(currencyId ? { currencyId } : {}), ...(type ? { kind: type } : {}) },
            page,
            limit,
          ),
        ),
      );
    },
  );
};
