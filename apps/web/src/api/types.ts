/**
 * Response shapes the web app reads. The schemas live in @bourse/contract (shared with the server);
 * only types are imported, so no schema code reaches the bundle.
 */
import type { RealState } from "@bourse/contract";

export type {
  /** An article as `POST /news/detail` and `GET /news/index_pop` answer it: the body is plain text, paragraphs split by blank lines. */
  Article,
  /** An article as `POST /news/list` lists it, localized by `lang`. */
  ArticleSummary,
  Currency,
  /** A quick entry of the home screen (`GET /menu`); `name` is localized. */
  MenuItem as MenuEntry,
  /** A page of a paginated list: `{ data, total, page, pages }`. */
  Page as ListPage,
  Quotation,
  /** A quote currency (e.g. USDT) with its markets, as `GET /currency/quotation_new` lists them. */
  QuotationGroup as QuoteGroup,
  /** `GET /real/state`: verification state per level. */
  RealState,
  /** One signed-in device (`GET /user/sessions`). */
  SessionInfo,
  TradingAccount,
  UserInfo,
} from "@bourse/contract";

/** One verification level's state in `RealState`. */
export type KycLevelState = RealState["level1"];

/** The icon keys `GET /menu` uses (a `MenuEntry`'s `icon`; an unknown one shows a default icon). */
export type MenuIcon =
  | "deposit"
  | "withdraw"
  | "transfer"
  | "invite"
  | "help"
  | "news"
  | "activity"
  | "support"
  | "bonus"
  | "kyc";
