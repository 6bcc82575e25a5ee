import { Type } from "typebox";
import { Page, PageQuery } from "./admin.ts";
import { Envelope, Lang } from "./envelope.ts";

/** Amounts arrive as decimal text; the server parses them exactly at the currency's scale. */
const AmountText = Type.String({ maxLength: 40, description: "decimal amount, e.g. 12.5" });
const Id = Type.Integer({ minimum: 1 });
const Field = Type.Union(
  ["legal", "change", "lever", "micro"].map((k) => Type.Literal(k)),
  { description: "account kind: legal (fiat), change (spot), lever (contracts), micro (seconds)" },
);

export const WalletListResponse = Envelope(Type.Record(Type.String(), Type.Unknown()));

export const CurrencyBody = Type.Object({ currency: Id, lang: Lang });
export const WalletDetailBody = Type.Object({ currency: Id, type: Type.Optional(Field), lang: Lang });

export const ChargeBody = Type.Object({
  currency: Id,
  network: Type.Optional(Id),
  amount: AmountText,
  voucher: Type.Optional(Type.String({ maxLength: 256, description: "path from /upload" })),
  account: Type.Optional(Type.String({ maxLength: 256, description: "legacy name of the voucher" })),
  lang: Lang,
});
export const AddressBody = Type.Object({ currency: Id, network: Type.Optional(Id), lang: Lang });

export const TransferBody = Type.Object({
  currency_id: Id,
  number: AmountText,
  from_field: Field,
  to_field: Field,
  lang: Lang,
});
export const TransferFeeBody = Type.Object({
  currency_id: Type.Optional(Id),
  number: Type.Optional(AmountText),
  from_field: Type.Optional(Field),
  to_field: Type.Optional(Field),
  lang: Lang,
});

export const SaveAddressBody = Type.Object({
  id: Type.Optional(Id),
  currency: Id,
  network: Type.Optional(Id),
  name: Type.String({ minLength: 1, maxLength: 32 }),
  address: Type.String({ minLength: 1, maxLength: 128 }),
  password: Type.Optional(Type.String({ maxLength: 32, description: "fund password" })),
  lang: Lang,
});
export const IdQuery = Type.Object({ id: Id, lang: Lang });

export const BankCardBody = Type.Object({
  real_name: Type.String({ maxLength: 64 }),
  bank_account: Type.String({ maxLength: 40 }),
  bank_name: Type.String({ maxLength: 100 }),
  bank_address: Type.Optional(Type.String({ maxLength: 200 })),
  swift_code: Type.Optional(Type.String({ maxLength: 16 })),
  aba_number: Type.Optional(Type.String({ maxLength: 16 })),
  post_code: Type.Optional(Type.String({ maxLength: 16 })),
  holder_address: Type.Optional(Type.String({ maxLength: 200 })),
  payee_phone: Type.Optional(Type.String({ maxLength: 24 })),
  payee_address: Type.Optional(Type.String({ maxLength: 200 })),
  branch_name: Type.Optional(Type.String({ maxLength: 100 })),
  bank_code: Type.Optional(Type.String({ maxLength: 32 })),
  lang: Lang,
});

export const WithdrawBody = Type.Object({
  currency: Id,
  number: AmountText,
  address_id: Type.Optional(Id),
  address: Type.Optional(Type.String({ maxLength: 128, description: "a saved address, by value" })),
  network: Type.Optional(Id),
  pay_password: Type.Optional(Type.String({ maxLength: 32 })),
  password: Type.Optional(Type.String({ maxLength: 32, description: "legacy name of pay_password" })),
  google_code: Type.Optional(Type.String({ maxLength: 8 })),
  lang: Lang,
});

export const LedgerLogBody = Type.Object({
  currency: Type.Optional(Id),
  type: Type.Optional(Field),
  ...PageQuery,
  lang: Lang,
});

export const ReviewRejectBody = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: 200 }),
  lang: Lang,
});
export const ApproveWithdrawalBody = Type.Object({
  txid: Type.String({ minLength: 1, maxLength: 128 }),
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
