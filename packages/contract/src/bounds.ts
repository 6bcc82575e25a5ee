import { Type } from "typebox";
import { type NumericColumn, numericBounds } from "./columns.ts";

/**
 * The bounds every request field is held to, declared once: what the database columns can store.
 * A value outside them is refused by validation (`Invalid parameter: <field>`) before any service
 * or the money core sees it, and the OpenAPI document shows each bound.
 */

/** The largest row id: bigint columns come back as JS numbers, exact up to 2^53 − 1. */
/** `t`, or null (an answer's field that is empty until something happens). */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const MAX_ID = Number.MAX_SAFE_INTEGER;
/** The largest value of an `integer` column (PostgreSQL int4). */
export const MAX_INT4 = 2_147_483_647;
/** The last page any list serves. */
export const MAX_PAGE = 100_000;

/** A row of a bigint-keyed table (users, orders, requests, articles, …). */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
/** A row of an integer-keyed reference table: a currency, a network or a market, which anyone may name. */
export const RefId = Type.Integer({ minimum: 1, maximum: MAX_INT4, "x-owner": "public" });
/**
 * Whose object an id parameter names, for the OpenAPI document (`x-owner`) and the adversarial suite
 * (tests/adversarial), which refuses any user route whose id parameter is not classified:
 * - `OwnedId(kind)`: something one user owns (an order, an address, a loan). Another user's id is
 *   answered exactly as an id that does not exist, and changes nothing.
 * - `PublicId(kind)`: something any user may name (a currency, a market, an article, a product).
 */
export const OWNER_KEY = "x-owner";
export const PUBLIC_OWNER = "public";
/** Options of a parameter that names nothing a user owns (a document number, a fiat code, a public name). */
export const ANYONE = { [OWNER_KEY]: PUBLIC_OWNER } as const;
/** An id of `max` at most, classified by `owner` (a kind, or PUBLIC_OWNER). */
const ClassifiedId = (max: number, owner: string, options: { description?: string }) =>
  Type.Integer({ minimum: 1, maximum: max, ...options, [OWNER_KEY]: owner });
export const OwnedId = (kind: string, options: { description?: string } = {}) =>
  ClassifiedId(MAX_ID, kind, options);
export const PublicId = (kind: string, options: { description?: string } = {}) =>
  ClassifiedId(MAX_ID, PUBLIC_OWNER, { description: `a ${kind} id`, ...options });
/** A reference-table id (currency, network, market) anyone may name. */
export const PublicRefId = (kind: string, options: { description?: string } = {}) =>
  ClassifiedId(MAX_INT4, PUBLIC_OWNER, { description: `a ${kind} id`, ...options });
/** `:id` of a route about a bigint-keyed row. */
export const IdParams = Type.Object({ id: Id });
/** `:id` of a route about a currency, a network or a market. */
export const RefIdParams = Type.Object({ id: RefId });
/** Any value of an `integer` column (sort orders, category ids). */
export const Int4 = Type.Integer({ minimum: -MAX_INT4 - 1, maximum: MAX_INT4 });
/** A point in time as unix seconds or milliseconds (up to the year 9999). */
export const UnixTime = Type.Integer({
  minimum: 0,
  maximum: 253_402_300_799_999,
  description: "unix seconds (or ms)",
});

/** A page number: 1 … MAX_PAGE. */
export const PageNumber = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });
/** A page size: 1 … `max`, `fallback` when absent. */
export const Limit = (max: number, fallback: number) =>
  Type.Integer({ minimum: 1, maximum: max, default: fallback });
/** `page` and `limit` of the paginated lists (at most 100 a page, 10 by default). */
export const PageQuery = { page: PageNumber, limit: Limit(100, 10) };

/** The columns a decimal field lands in (`Decimal`), shown in the OpenAPI document with its bounds. */
export const COLUMNS_KEY = "x-columns";
export const INTEGER_DIGITS_KEY = "x-integer-digits";
export const SCALE_KEY = "x-scale";

/** Plain decimal text of at most `integerDigits` integer digits and `scale` decimals; leading zeros allowed. */
export const decimalPattern = (integerDigits: number, scale: number) =>
  `0*[0-9]{1,${integerDigits}}${scale > 0 ? `(\\.[0-9]{1,${scale}})?` : ""}`;

/**
 * An amount, price or rate as decimal text: plain digits with an optional fraction, no exponent, sign
 * or spaces, within what `column` stores (every one of them, when the value lands in several), so a
 * value the schema admits is one the database holds. Every decimal field names its column: the
 * adversarial suite compares each with the migrated schema. `empty` allows "" where empty means none.
 */
export const Decimal = (
  column: NumericColumn | readonly NumericColumn[],
  description: string,
  opts: { empty?: boolean } = {},
) => {
  const columns: NumericColumn[] = typeof column === "string" ? [column] : [...column];
  const { integerDigits, scale } = numericBounds(columns);
  const digits = decimalPattern(integerDigits, scale);
  return Type.String({
    maxLength: 64,
    pattern: opts.empty ? `^(${digits})?$` : `^${digits}$`,
    description,
    examples: ["12.5"],
    [COLUMNS_KEY]: columns,
    [INTEGER_DIGITS_KEY]: integerDigits,
    [SCALE_KEY]: scale,
  });
};

/** No control characters: C0 (NUL included) and DEL. */
export const LINE_PATTERN = "^[^\\u0000-\\u001f\\u007f]*$";
/** As LINE_PATTERN, but tabs and line breaks are allowed. */
export const MULTILINE_PATTERN = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$";

/**
 * Text of at most `maxLength` characters without control characters; `multiline` lets tabs and line
 * breaks through (reasons, article bodies).
 */
export const Text = (
  maxLength: number,
  opts: {
    minLength?: number;
    multiline?: boolean;
    description?: string;
    default?: string;
    /** `PUBLIC_OWNER` for a parameter named like an id that names nothing a user owns */
    [OWNER_KEY]?: string;
  } = {},
) =>
  Type.String({
    maxLength,
    ...(opts[OWNER_KEY] ? { [OWNER_KEY]: opts[OWNER_KEY] } : {}),
    ...(opts.minLength ? { minLength: opts.minLength } : {}),
    pattern: opts.multiline ? MULTILINE_PATTERN : LINE_PATTERN,
    ...(opts.description ? { description: opts.description } : {}),
    ...(opts.default !== undefined ? { default: opts.default } : {}),
  });
