import { Type } from "typebox";
import { Page } from "./admin.ts";
import { Decimal, Id, OwnedId, PageQuery, RefId, Text } from "./bounds.ts";
import type { NumericColumn } from "./columns.ts";
import { Envelope, Lang } from "./envelope.ts";

/** Amounts arrive as decimal text; the server parses them exactly at the currency's scale. */
const AmountText = (column: NumericColumn) => Decimal(column, "decimal amount, e.g. 12.5");
const Field = Type.Union(
  ["legal", "change", "lever", "micro", "financial", "copy"].map((k) => Type.Literal(k)),
  {
    description:
      "account kind: legal (fiat), change (spot), lever (contracts), micro (seconds), financial (earn products), copy (copy trading)",
  },
);

export const WalletListResponse = Envelope(Type.Record(Type.String(), Type.Unknown()));

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
export const ApproveWithdrawalBody = Type.Object({
  txid: Text(128, { minLength: 1 }),
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
});
export const AnyPage = Envelope(Page(Type.Record(Type.String(), Type.Unknown())));
