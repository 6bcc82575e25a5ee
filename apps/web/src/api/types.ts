/**
 * Response shapes the web app reads. The schemas live in @bourse/contract (shared with the server);
 * only types are imported, so no schema code reaches the bundle.
 */
import type {
  Quotation,
  RealState as RealStateSchema,
  SessionInfo as SessionInfoSchema,
} from "@bourse/contract";
import type { Static } from "typebox";

export type { Currency, Quotation, TradingAccount, UserInfo } from "@bourse/contract";

/** A quote currency (e.g. USDT) with its markets, as `GET /currency/quotation_new` lists them. */
export interface QuoteGroup {
  id: number;
  name: string;
  quotation: Quotation[];
}

/** `GET /real/state`: verification state per level. */
export type RealState = Static<typeof RealStateSchema>;
export type KycLevelState = RealState["level1"];

/** One signed-in device (`GET /user/sessions`). */
export type SessionInfo = Static<typeof SessionInfoSchema>;

/** An article as `POST /news/list` lists it, localized by `lang`. */
export interface ArticleSummary {
  id: number;
  c_id: number;
  title: string;
  summary: string | null;
  /** Image URL (a banner's picture for category 5). */
  cover: string | null;
  /** An app route ("/pages/…") or an http(s) URL the article points to. */
  link: string | null;
  created_at: string;
  /** The language served: the app's, or `en` where the article has no translation in it. */
  lang: string;
}

/** `POST /news/detail` and `GET /news/index_pop`: the body is plain text, paragraphs split by blank lines. */
export interface Article extends ArticleSummary {
  body: string;
}

/** A page of a paginated list. */
export interface ListPage<T> {
  data: T[];
  total: number;
  page: number;
  pages: number;
}

/** The icon keys `GET /menu` uses. */
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

/** A quick entry of the home screen (`GET /menu`); `name` is localized. */
export interface MenuEntry {
  id: number;
  name: string;
  icon: MenuIcon | string;
  route: string;
}
