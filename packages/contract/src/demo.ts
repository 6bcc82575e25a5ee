import { type Static, Type } from "typebox";
import { OwnedId } from "./bounds.ts";
import { Envelope, Lang } from "./envelope.ts";

/**
 * Demo accounts (spec §7 "Account": `/user/demo_account`, `/user/change_account`, `/user/reset_account`;
 * PRODUCT-RULES "Growth"). `docs/demo-api.md` maps every call. Every answer to a signed-in call carries
 * `account` ("real" or "demo") beside `type` and `message`, and the header `x-account`.
 */

export const TradingAccount = Type.Union([Type.Literal("real"), Type.Literal("demo")], {
  description: "which of the user's accounts a session acts as",
});
export type TradingAccount = Static<typeof TradingAccount>;

/** `POST /user/demo_account`: the user's demo account, created (once) with its start funds. */
export const DemoAccount = Type.Object({
  user_id: Type.Integer({ description: "the demo account's id" }),
  account: TradingAccount,
  created: Type.Boolean({ description: "whether this call created it" }),
  balance: Type.String({ description: "the start funds, in USDT" }),
});
export type DemoAccount = Static<typeof DemoAccount>;
export const DemoAccountResponse = Envelope(DemoAccount);

/** `POST /user/change_account`: act as the demo account or the real one; without `account`, the other one. */
export const ChangeAccountBody = Type.Object({ account: Type.Optional(TradingAccount), lang: Lang });
export const ChangeAccount = Type.Object({ account: TradingAccount, user_id: Type.Integer() });
export type ChangeAccount = Static<typeof ChangeAccount>;
export const ChangeAccountResponse = Envelope(ChangeAccount);

/** `POST /user/reset_account {user_id}`: closes everything open and restores the start funds. */
export const ResetAccountBody = Type.Object({ user_id: OwnedId("demo-account"), lang: Lang });
export const ResetAccount = Type.Object({
  user_id: Type.Integer(),
  balance: Type.String({ description: "USDT in the spot wallet after the reset" }),
  closed: Type.Object({
    spot_orders: Type.Integer(),
    positions: Type.Integer({ description: "perpetual positions closed and pending orders cancelled" }),
    seconds_orders: Type.Integer({ description: "open seconds orders voided, their stakes returned" }),
  }),
});
export type ResetAccount = Static<typeof ResetAccount>;
export const ResetAccountResponse = Envelope(ResetAccount);

/** `account` on the public book calls: the demo books are apart from the market's. */
export const BookAccountQuery = Type.Optional(TradingAccount);
