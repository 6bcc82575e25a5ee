import { type Static, type TString, Type } from "typebox";
import { Page } from "./admin.ts";
import { Decimal, Id, Nullable, OwnedId, PageQuery, RefId, Text } from "./bounds.ts";
import type { NumericColumn } from "./columns.ts";
import { Lang } from "./envelope.ts";

/** Amounts arrive as decimal text; the server parses them exactly at the currency's scale. */
const AmountText = (column: NumericColumn) => Decimal(column, "decimal amount, e.g. 12.5");
/** The user's accounts a wallet call names: fiat, spot, contracts, seconds, earn products, copy trading. */
export const WALLET_KINDS = ["legal", "change", "lever", "micro", "financial", "copy"] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];
const Field = Type.Union(
  [
    Type.Literal("legal"),
    Type.Literal("change"),
    Type.Literal("lever"),
    Type.Literal("micro"),
    Type.Literal("financial"),
    Type.Literal("copy"),
  ],
  {
    description:
      "account kind: legal (fiat), change (spot), lever (contracts), micro (seconds), financial (earn products), copy (copy trading)",
  },
);

export const CurrencyBody = Type.Object({ currency: RefId, lang: Lang });
export const WalletDetailBody = Type.Object({ currency: RefId, type: Type.Optional(Field), lang: Lang });

export const ChargeBody = Type.Object({
  currency: RefId,
  network: Type.Optional(RefId),
  amount: AmountText("deposit_requests.amount"),
  voucher: Type.Optional(Text(256, { description: "path from /upload" })),
  account: Type.Optional(Text(256, { description: "legacy name of the voucher" })),
  lang: Lang,
});
export const AddressBody = Type.Object({ currency: RefId, network: Type.Optional(RefId), lang: Lang });

export const TransferBody = Type.Object({
  currency_id: RefId,
  number: AmountText("postings.amount"),
  from_field: Field,
  to_field: Field,
  lang: Lang,
});
export const TransferFeeBody = Type.Object({
  currency_id: Type.Optional(RefId),
  number: Type.Optional(
    Decimal("postings.amount", "decimal amount; empty for the rate only", { empty: true }),
  ),
  from_field: Type.Optional(Field),
  to_field: Type.Optional(Field),
  lang: Lang,
});

/** A new withdrawal address (`/user/wallet/save`). */
export const SaveAddressBody = Type.Object({
  currency: RefId,
  network: Type.Optional(RefId),
  name: Text(32, { minLength: 1 }),
  address: Text(128, {
    minLength: 1,
    description:
      "a valid address of the network: EIP-55 on EVM networks, base58check on TRC20, bech32 or base58check on BTC…",
  }),
  password: Type.Optional(Text(32, { description: "fund password" })),
  lang: Lang,
});
/** A saved address changed (`/user/edituser_address`): which one, and its new fields. */
export const EditAddressBody = Type.Object({ id: OwnedId("wallet-address"), ...SaveAddressBody.properties });
export const IdQuery = Type.Object({ id: OwnedId("wallet-address"), lang: Lang });

export const BankCardBody = Type.Object({
  real_name: Text(64),
  bank_account: Text(40),
  bank_name: Text(100),
  bank_address: Type.Optional(Text(200)),
  swift_code: Type.Optional(Text(16)),
  aba_number: Type.Optional(Text(16)),
  post_code: Type.Optional(Text(16)),
  holder_address: Type.Optional(Text(200)),
  payee_phone: Type.Optional(Text(24)),
  payee_address: Type.Optional(Text(200)),
  branch_name: Type.Optional(Text(100)),
  bank_code: Type.Optional(Text(32)),
  lang: Lang,
});

export const WithdrawBody = Type.Object({
  currency: RefId,
  number: AmountText("withdrawal_requests.amount"),
  address_id: Type.Optional(OwnedId("wallet-address")),
  address: Type.Optional(Text(128, { description: "a saved address, by value" })),
  network: Type.Optional(RefId),
  pay_password: Type.Optional(Text(32)),
  password: Type.Optional(Text(32, { description: "legacy name of pay_password" })),
  google_code: Type.Optional(Text(8)),
  lang: Lang,
});

export const LedgerLogBody = Type.Object({
  currency: Type.Optional(RefId),
  type: Type.Optional(Field),
  ...PageQuery,
  lang: Lang,
});

export const ReviewRejectBody = Type.Object({
  reason: Text(200, { minLength: 1, multiline: true }),
  lang: Lang,
});
/**
 * `POST /admin/deposits/:id/approve`: left out, the claimed amount is credited. Another amount (what
 * actually arrived) needs a reason of 10–500 characters, shown to the user.
 */
export const ApproveDepositBody = Type.Object({
  amount: Type.Optional(AmountText("deposit_requests.amount")),
  reason: Type.Optional(Text(500, { multiline: true })),
  txid: Type.Optional(Text(128, { description: "the transfer's hash" })),
  lang: Lang,
});
export const ApproveWithdrawalBody = Type.Object({
  /** required, except on a network watched on its chain: the venue sends the transaction itself */
  txid: Type.Optional(Text(128)),
  lang: Lang,
});
export const RequestQueueQuery = Type.Object({
  ...PageQuery,
  state: Type.Optional(
    Type.Union(
      [Type.Literal("review"), Type.Literal("pending"), Type.Literal("approved"), Type.Literal("rejected")],
      {
        description: "deposits: review | approved | rejected; withdrawals: pending | approved | rejected",
      },
    ),
  ),
  user_id: Type.Optional(Id),
  q: Type.Optional(
    Text(128, {
      description:
        "the user: exact id, part of the email, mobile number or KYC name, or exact document number",
    }),
  ),
});

// ---- answers

const Time = (description: string) => Type.String({ description: `${description}, ISO 8601 UTC` });
const Amount = (description: string) => Type.String({ description: `${description}, decimal text` });

/** `<kind>_balance` (available) and `lock_<kind>_balance` (frozen) of one account kind, the legacy names. */
const kindBalances = <K extends WalletKind>(kind: K) =>
  ({
    [`${kind}_balance`]: Amount("available"),
    [`lock_${kind}_balance`]: Amount("frozen"),
  }) as Record<`${K}_balance` | `lock_${K}_balance`, TString>;

/** One currency of an account in `POST /wallet/list`: its balances under the account's legacy names. */
const walletAccount = <K extends WalletKind>(kind: K) =>
  Type.Object({
    balance: Type.Array(
      Type.Object({
        id: Type.Integer({ description: "the currency id (legacy)" }),
        currency: Type.Integer({ description: "the currency id" }),
        currency_name: Type.String(),
        ...kindBalances(kind),
        usdt_price: Amount("USDT per unit: the index price, else the reference price"),
        usdt_value: Amount("available + frozen in USDT, 8 decimals, cut"),
      }),
    ),
    totle: Amount("legacy spelling: the account's value in USDT"),
    usdt_totle: Amount("legacy spelling: the account's value in USDT"),
  });

/**
 * `POST /wallet/list` and the console's `GET /admin/users/:id/balances`: every account of the user in
 * the legacy shape (API-COMPAT.md): `<kind>_wallet` with a line per currency, valued in USDT.
 */
export const WalletList = Type.Object({
  legal_wallet: walletAccount("legal"),
  change_wallet: walletAccount("change"),
  lever_wallet: walletAccount("lever"),
  micro_wallet: walletAccount("micro"),
  financial_wallet: walletAccount("financial"),
  copy_wallet: walletAccount("copy"),
  ExRate: Type.String({ description: "legacy: always 1" }),
});
export type WalletList = Static<typeof WalletList>;

/** `POST /wallet/detail`: one currency in one account. */
export const WalletDetail = Type.Object({
  currency: Type.Integer(),
  currency_name: Type.String(),
  type: Field,
  balance: Amount("available"),
  lock_balance: Amount("frozen"),
  usdt_price: Amount("USDT per unit"),
  usdt_value: Amount("available + frozen in USDT"),
});
export type WalletDetail = Static<typeof WalletDetail>;

/** `POST /wallet/get_info`: the transfer rate, the network's withdrawal minimum and fee, two balances. */
export const WalletInfo = Type.Object({
  rate: Amount("the transfer fee rate"),
  network: Type.Integer({ description: "the network the minimum and fee are of" }),
  min_number: Amount("the withdrawal minimum"),
  rate_fee: Amount("the withdrawal fee"),
  name: Type.String({ description: "the currency's name" }),
  legal_balance: Amount("available in the fiat account"),
  change_balance: Amount("available in the spot account"),
});
export type WalletInfo = Static<typeof WalletInfo>;

/** `GET /currency/user_currency_list`: a listed currency with the user's balances in every account. */
export const UserCurrency = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  usdt_price: Amount("USDT per unit"),
  ...kindBalances("legal"),
  ...kindBalances("change"),
  ...kindBalances("lever"),
  ...kindBalances("micro"),
  ...kindBalances("financial"),
  ...kindBalances("copy"),
});
export type UserCurrency = Static<typeof UserCurrency>;

/** `POST /wallet/get_in_address`: where to send a deposit on one network, with its QR code. */
export const DepositAddress = Type.Object({
  currency: Type.Integer(),
  currency_name: Type.String(),
  network: Type.Integer(),
  network_name: Type.String(),
  address: Type.String(),
  min_number: Amount("the smallest deposit claim"),
  qr: Type.String({ description: "a PNG data URL of the address" }),
  /**
   * Present when the network is watched on its chain: the address is the user's own, and a transfer to
   * it is credited by itself after `confirmations` blocks (no voucher).
   */
  chain: Type.Optional(
    Type.Object({
      family: Type.Literal("evm"),
      confirmations: Type.Integer({ description: "blocks a deposit waits before it is credited" }),
      token_contract: Type.String({ description: "the token's contract ('' for the chain's own coin)" }),
    }),
  ),
});
export type DepositAddress = Static<typeof DepositAddress>;

/** `POST /wallet/charge_req`: the deposit claim recorded (an operator reviews it). */
export const DepositClaimed = Type.Object({ id: Type.Integer() });
export type DepositClaimed = Static<typeof DepositClaimed>;

/** A deposit claim (`GET /recharge/log`, the console's `GET /admin/deposits`): the amount the user says they sent. */
export const DepositRequest = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  account: Nullable(Type.String({ description: "the user's email, or `+<area><mobile>`" })),
  currency_id: Type.Integer(),
  currency_name: Type.String(),
  network_name: Type.String(),
  amount: Amount("the amount claimed"),
  credited_amount: Nullable(
    Amount("the amount credited, once approved: another than claimed when the operator gave a reason"),
  ),
  credit_reason: Nullable(Type.String({ description: "why another amount than claimed was credited" })),
  txid: Nullable(Type.String({ description: "the transfer's hash, when the operator recorded it" })),
  voucher: Type.String({ description: "private path `/api/files/<name>` of the payment voucher" }),
  state: Type.Union([Type.Literal("review"), Type.Literal("approved"), Type.Literal("rejected")]),
  reject_reason: Nullable(Type.String()),
  entry_id: Nullable(Type.Integer({ description: "the journal entry that credited it, once approved" })),
  reviewed_by: Nullable(Type.String({ description: "the operator's username" })),
  reviewed_at: Nullable(Time("reviewed")),
  created_at: Time("claimed"),
});
export type DepositRequest = Static<typeof DepositRequest>;
export const DepositPage = Page(DepositRequest);
export type DepositPage = Static<typeof DepositPage>;

/** `POST /wallet/out`, `POST /user/onlineOut`: what was frozen, the fee and the amount that will arrive. */
export const WithdrawalRequested = Type.Object({
  id: Type.Integer(),
  fee: Amount("the withdrawal fee"),
  receive: Amount("the amount that arrives"),
});
export type WithdrawalRequested = Static<typeof WithdrawalRequested>;

/** A withdrawal (`GET /user/withdraw/list`, the console's `GET /admin/withdrawals`): amount = fee + receive. */
export const WithdrawalRequest = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  account: Nullable(Type.String({ description: "the user's email, or `+<area><mobile>`" })),
  currency_id: Type.Integer(),
  currency_name: Type.String(),
  network_name: Nullable(Type.String({ description: "null for a bank withdrawal" })),
  method: Type.Union([Type.Literal("address"), Type.Literal("bank")]),
  destination: Type.String({ description: "the address, or the bank and the card's last four digits" }),
  amount: Amount("the amount frozen"),
  fee: Amount("the fee"),
  receive: Amount("the amount that arrives"),
  state: Type.Union([Type.Literal("pending"), Type.Literal("approved"), Type.Literal("rejected")]),
  txid: Nullable(
    Type.String({ description: "the payment's transaction id, once paid (or broadcast on a chain)" }),
  ),
  chain_state: Nullable(
    Type.Union(
      ["approved", "signed", "broadcast", "confirmed", "failed"].map((s) => Type.Literal(s)),
      { description: "on a watched network: the withdrawal's progress on the chain" },
    ),
  ),
  explorer_url: Nullable(Type.String({ description: "the transaction's page on the network's explorer" })),
  reject_reason: Nullable(Type.String()),
  reviewed_by: Nullable(Type.String({ description: "the operator's username" })),
  reviewed_at: Nullable(Time("reviewed")),
  created_at: Time("requested"),
});
export type WithdrawalRequest = Static<typeof WithdrawalRequest>;
export const WithdrawalPage = Page(WithdrawalRequest);
export type WithdrawalPage = Static<typeof WithdrawalPage>;

/** `POST /user/wallet/save`, `POST /user/edituser_address`: the address saved. */
export const AddressSaved = Type.Object({ id: Type.Integer() });
export type AddressSaved = Static<typeof AddressSaved>;

/** A saved withdrawal address (`GET /user/wallet/list`). */
export const SavedAddress = Type.Object({
  id: Type.Integer(),
  currency: Type.Integer(),
  currency_name: Type.String(),
  network: Type.Integer(),
  network_name: Type.String(),
  name: Type.String(),
  address: Type.String(),
  created_at: Time("saved"),
});
export type SavedAddress = Static<typeof SavedAddress>;
export const SavedAddressPage = Page(SavedAddress);
export type SavedAddressPage = Static<typeof SavedAddressPage>;

/** `POST /user/cash_info`: the bank card bank withdrawals pay to (empty text for a field not given). */
export const BankCard = Type.Object({
  real_name: Type.String(),
  bank_account: Type.String(),
  bank_name: Type.String(),
  bank_address: Type.String(),
  swift_code: Type.String(),
  aba_number: Type.String(),
  post_code: Type.String(),
  holder_address: Type.String(),
  payee_phone: Type.String(),
  payee_address: Type.String(),
  branch_name: Type.String(),
  bank_code: Type.String(),
  updated_at: Time("saved"),
});
export type BankCard = Static<typeof BankCard>;

/** `POST /wallet/change`: the amount moved and the fee, and the journal entry that moved it. */
export const Transferred = Type.Object({
  amount: Amount("the amount sent"),
  fee: Amount("the fee"),
  entry_id: Type.Integer(),
});
export type Transferred = Static<typeof Transferred>;

/** `POST /user/getTransferList`: a pair of accounts funds can move between. */
export const TransferRoute = Type.Object({ from_field: Field, to_field: Field });
export type TransferRoute = Static<typeof TransferRoute>;

/** `POST /user/getTransferFee`: the transfer fee rate and the fee of the amount ("0" without one). */
export const TransferFee = Type.Object({
  rate: Amount("the fee rate"),
  fee: Amount("the fee"),
});
export type TransferFee = Static<typeof TransferFee>;

/**
 * One line of the user's bills (`POST /wallet/legal_log`, `GET /wallet/hzhistory`): one journal entry
 * on one account in one currency, its available and frozen buckets together; a transfer between the
 * user's accounts is one line from → to.
 */
export const Bill = Type.Object({
  id: Type.String({ description: "unique per line" }),
  entry_id: Type.Integer(),
  type: Type.String({ description: "the entry's kind (`LEDGER_ENTRY_KINDS`): deposit, transfer, …" }),
  account: Type.String({
    description: "the account the line speaks for (a transfer's: the filtered one, else the source)",
  }),
  bucket: Type.String({ description: "`available` when the available balance moved, else `frozen`" }),
  currency: Type.Integer(),
  currency_name: Type.String(),
  value: Amount("signed: the change of `bucket`"),
  balance_after: Amount("`bucket`'s balance after the entry"),
  created_at: Time("the entry's time"),
  available: Amount("signed change of the available balance, 0 when untouched"),
  frozen: Amount("signed change of the frozen balance, 0 when untouched"),
  frozen_after: Nullable(Amount("the frozen balance after the entry; null when it did not move")),
  from_account: Nullable(Type.String({ description: "a transfer's source account; null on other lines" })),
  to_account: Nullable(Type.String({ description: "a transfer's target account" })),
  amount: Nullable(Amount("the amount a transfer sent")),
  fee: Nullable(Amount("a transfer's fee")),
});
export type Bill = Static<typeof Bill>;
export const BillPage = Page(Bill);
export type BillPage = Static<typeof BillPage>;

/** One posting on one of a user's accounts (the console's `GET /admin/users/:id/bills`). */
export const Posting = Type.Object({
  id: Type.String({ description: "`<entry_id>:<seq>`, unique per row" }),
  entry_id: Type.Integer(),
  seq: Type.Integer(),
  type: Type.String({ description: "the journal entry's kind, one of `LEDGER_ENTRY_KINDS`" }),
  account: Type.String({ description: "the account kind" }),
  bucket: Type.String({ description: "available or frozen" }),
  currency: Type.Integer(),
  currency_name: Type.String(),
  value: Amount("signed: positive credits, negative debits"),
  balance_after: Amount("the bucket's balance after it"),
  created_at: Time("the entry's time"),
});
export type Posting = Static<typeof Posting>;
export const PostingPage = Page(Posting);
export type PostingPage = Static<typeof PostingPage>;

/** A network of a currency as the console sets it: where users deposit, the minimums and the fee. */
export const NetworkSettings = Type.Object({
  id: Type.Integer(),
  currency_id: Type.Integer(),
  name: Type.String(),
  deposit_address: Type.String({ description: "empty: deposits on the network are unavailable" }),
  deposit_min: Amount("the smallest deposit claim"),
  withdraw_min: Amount("the smallest withdrawal"),
  withdraw_fee: Amount("the fee per withdrawal"),
  enabled: Type.Boolean(),
  chain: Nullable(
    Type.String({ description: "the chain the network is watched on (evm), null: vouchers only" }),
  ),
  token_contract: Type.String({
    description: "the token's contract address, empty for the chain's own coin",
  }),
  confirmations: Type.Integer({ description: "confirmations before a deposit is credited" }),
  auto_approve_max: Amount("withdrawals at or under this go out without an operator (0: all reviewed)"),
  hot_wallet_min: Amount("the console warns when the hot wallet holds less"),
  explorer_tx_url: Type.String({
    description: "a transaction's explorer page, {tx} for its hash; empty: none",
  }),
});
export type NetworkSettings = Static<typeof NetworkSettings>;

/** `GET /admin/currencies`: every currency, listed or not, with its networks. */
export const CurrencySettings = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  full_name: Type.String({ description: "the currency's name (e.g. Bitcoin), empty when unset" }),
  decimals: Type.Integer({ description: "places the currency's amounts have" }),
  reference_price: Amount("USDT per unit, values balances until the index feed publishes a price"),
  enabled: Type.Boolean(),
  second_approval_above: Type.Union([Type.String(), Type.Null()], {
    description: "a withdrawal above this amount needs a second operator's approval; null: never",
  }),
  networks: Type.Array(NetworkSettings),
});
export type CurrencySettings = Static<typeof CurrencySettings>;

/** A fiat display rate (`GET /wallet/getRateCurrency`, the console's `GET /admin/fiat_rates`). */
export const FiatRate = Type.Object({
  currency_code: Type.String({ description: "ISO 4217, e.g. EUR" }),
  rate: Amount("units of the currency per US dollar (USD is 1)"),
  updated_at: Time("set"),
});
export type FiatRate = Static<typeof FiatRate>;

/** `GET /wallet/getRateCurrency`: every rate, or with `id` the one of that code (every rate when it has none). */
export const FiatRates = Type.Union([FiatRate, Type.Array(FiatRate)]);
export type FiatRates = Static<typeof FiatRates>;
