import { type Static, Type } from "typebox";
import { ANYONE, Id, Int4, Limit, MAX_INT4, Nullable, PageNumber, PublicId, Text } from "./bounds.ts";
import { Envelope } from "./envelope.ts";

export const GetSettingQuery = Type.Object({
  keyword: Type.Optional(Text(64)),
  lang: Type.Optional(Text(8)),
});
/**
 * `GET /getSetting` without a keyword: every public setting by key (app_version, customer_service_url,
 * support_email, telegram_url, twitter_url, download_url, webview_allowed_hosts, …); any may be empty
 * or absent.
 */
export const PublicSettings = Type.Record(Type.String(), Type.String());
export type PublicSettings = Static<typeof PublicSettings>;
/** With a keyword, that setting's value; without, every public setting. */
export const GetSettingResponse = Envelope(Type.Union([Type.String(), PublicSettings]));

export const KycLevel = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  withdraw_limit_btc: Type.String({ description: "per rolling 24 h, BTC-equivalent" }),
  fiat_order_limit_usdt: Type.String({ description: "per fiat order" }),
});
export const LevelListResponse = Envelope(Type.Array(KycLevel));

export const CATEGORY_IDS = [4, 5, 10, 18, 19, 20, 31, 33] as const;

export const ArticleSummary = Type.Object({
  id: Type.Integer(),
  c_id: Type.Integer({
    description:
      "4 news, 18 help, 10 privacy, 19 about, 20 contact, 31 activity, 33 follow agreement, 5 banner",
  }),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String({ description: "image URL (banners), or empty" }),
  link: Type.String({ description: "an app route or URL to open, or empty" }),
  created_at: Type.String(),
  lang: Type.String({
    description: "the language served: the reader's, or en where the article has no translation in it",
  }),
});
export type ArticleSummary = Static<typeof ArticleSummary>;
export const Article = Type.Object({
  ...ArticleSummary.properties,
  body: Type.String({ description: "plain text; paragraphs separated by blank lines" }),
});
export type Article = Static<typeof Article>;
export const NewsListBody = Type.Object({
  c_id: Type.Integer({ ...Int4, description: "a news category", ...ANYONE }),
  page: PageNumber,
  limit: Limit(50, 10),
  lang: Type.Optional(Text(8)),
});
export const NewsListResponse = Envelope(
  Type.Object({
    data: Type.Array(ArticleSummary),
    total: Type.Integer(),
    page: Type.Integer(),
    pages: Type.Integer(),
  }),
);
export const NewsDetailBody = Type.Object({
  id: PublicId("article"),
  lang: Type.Optional(Text(8)),
});
export const NewsDetailResponse = Envelope(Article);
/** `GET /faq`, `/aboutus`, `/contactus`, `/operational_compliance`: the page's articles, whole. */
export const ContentPageResponse = Envelope(Type.Array(Article));
export const IndexPopResponse = Envelope(Nullable(Article));

export const MenuItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Type.String(),
  route: Type.String(),
});
export type MenuItem = Static<typeof MenuItem>;
export const MenuResponse = Envelope(Type.Array(MenuItem));

const Translation = Type.Object({
  title: Text(200),
  summary: Text(500, { multiline: true, default: "" }),
  body: Text(50_000, { multiline: true, default: "" }),
});
export const AdminArticle = Type.Object({
  id: Type.Integer(),
  c_id: Type.Integer(),
  published: Type.Boolean(),
  pop: Type.Boolean(),
  sort: Type.Integer(),
  cover: Type.String(),
  link: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  translations: Type.Record(Type.String(), Translation),
});
export const AdminArticleQuery = Type.Object({
  c_id: Type.Optional(Int4),
  page: PageNumber,
  limit: Limit(100, 20),
});
export const SaveArticleBody = Type.Object({
  id: Type.Optional(Id),
  c_id: Int4,
  published: Type.Boolean({ default: true }),
  pop: Type.Boolean({ default: false }),
  sort: Type.Integer({ minimum: -MAX_INT4 - 1, maximum: MAX_INT4, default: 0 }),
  cover: Text(300, { default: "" }),
  link: Text(300, { default: "" }),
  translations: Type.Record(Text(8), Translation),
});
/**
 * What a setting accepts, as the server's registry of settings declares it (the console's hint): a
 * decimal of at most `scale` decimals, a whole number, one of `choices`, or text of a form.
 */
export const SettingType = Type.Union([
  Type.Object({
    kind: Type.Literal("decimal"),
    min: Type.String(),
    max: Type.String(),
    scale: Type.Integer(),
  }),
  Type.Object({ kind: Type.Literal("integer"), min: Type.Integer(), max: Type.Integer() }),
  Type.Object({ kind: Type.Literal("choice"), choices: Type.Array(Type.String()) }),
  Type.Object({
    kind: Type.Literal("text"),
    form: Type.Union([
      Type.Literal("plain"),
      Type.Literal("https_url"),
      Type.Literal("link"),
      Type.Literal("email"),
      Type.Literal("version"),
      Type.Literal("host_list"),
      Type.Literal("coin_list"),
    ]),
    /** plain text: its length */
    min: Type.Optional(Type.Integer()),
    max: Type.Optional(Type.Integer()),
  }),
]);
export const SettingRow = Type.Object({
  key: Type.String(),
  value: Type.String(),
  public: Type.Boolean(),
  type: SettingType,
  /** the value readers use while the stored one does not read as the type */
  default: Type.String(),
});
export const SaveSettingBody = Type.Object({
  key: Text(64, { minLength: 1 }),
  value: Text(2000, { multiline: true }),
});
