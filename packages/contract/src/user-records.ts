import { type Static, Type } from "typebox";
import { Page } from "./admin.ts";
import { Id, Nullable, PageQuery, Text } from "./bounds.ts";
import { LeverTrade } from "./lever.ts";
import { P2pAdminOrder } from "./p2p.ts";

/** The console's user page: what one user did, each list paged and refused by field name when malformed. */
export const AdminUserRecordsQuery = Type.Object({ ...PageQuery });

/** `GET /admin/users/:id/orders`: `open` the resting orders, `history` the finished ones; all when absent. */
export const AdminUserOrdersQuery = Type.Object({
  ...PageQuery,
  status: Type.Optional(Type.Union([Type.Literal("open"), Type.Literal("history")])),
});
export const AdminUserSpotOrder = Type.Object({
  id: Type.String(),
  symbol: Type.String(),
  side: Type.Union([Type.Literal("buy"), Type.Literal("sell")]),
  type: Type.Union([Type.Literal("limit"), Type.Literal("market")]),
  price: Nullable(Type.String()),
  amount: Nullable(Type.String({ description: "base quantity; null for a market buy by quote budget" })),
  quote_budget: Nullable(Type.String()),
  filled: Type.String(),
  filled_quote: Type.String(),
  fee: Type.String(),
  state: Type.Union([
    Type.Literal("open"),
    Type.Literal("filled"),
    Type.Literal("cancelled"),
    Type.Literal("rejected"),
  ]),
  cancel_reason: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type AdminUserSpotOrder = Static<typeof AdminUserSpotOrder>;

/**
 * `GET /admin/users/:id/positions`: perpetual positions as the user's own calls show them (`kind`
 * absent or `perpetual`), or seconds orders (`kind=seconds`).
 */
export const AdminUserPositionsQuery = Type.Object({
  ...PageQuery,
  kind: Type.Optional(Type.Union([Type.Literal("perpetual"), Type.Literal("seconds")])),
});
export const AdminUserPosition = Type.Object({
  account: Type.Union([Type.Literal("lever"), Type.Literal("copy")], {
    description: "the user's own lever account, or the copy account of copied positions",
  }),
  position: LeverTrade,
});
export type AdminUserPosition = Static<typeof AdminUserPosition>;
export const AdminUserSecondsOrder = Type.Object({
  id: Type.String(),
  symbol: Type.String(),
  currency_name: Type.String(),
  direction: Type.Union([Type.Literal("up"), Type.Literal("down")]),
  seconds: Type.Integer(),
  stake: Type.String(),
  profit_ratio: Type.String(),
  status: Type.Integer({ description: "1 open, 3 settled, 4 cancelled" }),
  result: Nullable(Type.Union([Type.Literal("win"), Type.Literal("loss"), Type.Literal("tie")])),
  open_price: Type.String(),
  end_price: Nullable(Type.String()),
  payout: Nullable(Type.String()),
  profit: Nullable(Type.String()),
  open_at: Type.String(),
  expires_at: Type.String(),
});
export type AdminUserSecondsOrder = Static<typeof AdminUserSecondsOrder>;
export const AdminUserPositions = Type.Object({
  kind: Type.Union([Type.Literal("perpetual"), Type.Literal("seconds")]),
  positions: Type.Array(AdminUserPosition),
  seconds: Type.Array(AdminUserSecondsOrder),
  total: Type.Integer(),
  page: Type.Integer(),
  pages: Type.Integer(),
});

export const AdminUserLogin = Type.Object({
  id: Type.Integer(),
  success: Type.Boolean(),
  outcome: Type.String({ description: "ok, or the failure's code (AUTH_WRONG_CREDENTIALS, …)" }),
  ip: Type.String(),
  device: Type.String({ description: "the user agent" }),
  session_id: Nullable(Type.Integer()),
  created_at: Type.String(),
});
export type AdminUserLogin = Static<typeof AdminUserLogin>;

export const AdminUserCopyFollow = Type.Object({
  id: Type.String(),
  role: Type.Union([Type.Literal("follower"), Type.Literal("trader")], {
    description: "follower: the user copies the trader; trader: the user is copied",
  }),
  follower_id: Type.Integer(),
  trader_id: Type.Integer(),
  trader_name: Nullable(Type.String()),
  mode: Type.Union([Type.Literal("proportional"), Type.Literal("fixed")]),
  multiple: Nullable(Type.String()),
  lots: Nullable(Type.String()),
  status: Type.Union([Type.Literal("active"), Type.Literal("ended")]),
  end_mode: Nullable(Type.String()),
  created_at: Type.String(),
  ended_at: Nullable(Type.String()),
});
export type AdminUserCopyFollow = Static<typeof AdminUserCopyFollow>;

export const AdminUserP2pOrders = Page(P2pAdminOrder);

export const AdminSessionParams = Type.Object({ id: Id, sid: Id });
/** Lock and unlock: the operator's reason, kept in the audit log and the user's history. */
export const AdminLockBody = Type.Object({
  reason: Type.String({
    minLength: 1,
    maxLength: 200,
    // no control characters but tabs and line breaks, and at least one character that is not a space
    pattern:
      "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$",
  }),
});

/** An operator's note on a user: for operators only, never shown to the user. */
export const AdminUserNote = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  operator: Type.String(),
  created_at: Type.String(),
});
export type AdminUserNote = Static<typeof AdminUserNote>;
export const AdminUserNotes = Type.Array(AdminUserNote);
export const AdminUserNoteBody = Type.Object({ body: Text(1000, { minLength: 1, multiline: true }) });

/**
 * A user's tags, the whole set at once: comma-separated, each 1–24 letters, digits, `-` or `_`
 * (compared in lower case), at most 10; empty clears them.
 */
export const AdminUserTagsBody = Type.Object({ tags: Text(300) });
export const AdminUserTags = Type.Array(Type.String());

/** Removing a user's authenticator (a lost phone): the operator's reason, told to the user with the lock. */
export const AdminTotpResetBody = AdminLockBody;
export const AdminTotpReset = Type.Object({
  withdraw_locked_until: Type.String({ description: "withdrawals stay locked until then (ISO time)" }),
});
