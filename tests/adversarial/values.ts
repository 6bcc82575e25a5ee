import fc from "fast-check";
import type { Operation, Param, Schema } from "./openapi.ts";

/** Strings an attacker tries in any field. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "1' UNION SELECT password_hash FROM users --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as is
  "{{7*7}}${7*7}",
  "../../../../etc/passwd",
  "%00",
  "\u0000",
  "\u202e\u0661\u0662",
  "١٢٣", // Arabic-Indic digits
  "１２３", // full-width digits
  "𝟙𝟚𝟛",
  "1e309",
  "-1e309",
  "1e-400",
  "0x10",
  "0b11",
  "0o7",
  "1_000",
  "1,5",
  "+1",
  "-0",
  "NaN",
  "Infinity",
  "-Infinity",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  '{"$gt":""}',
  "__proto__",
  "constructor",
  "valueOf",
  "toString",
  "hasOwnProperty",
  " 1 ",
  "",
  " ",
  "9".repeat(400),
  "-9".repeat(100),
  "0.".concat("0".repeat(60), "1"),
  "😀".repeat(50),
  "a".repeat(5000),
];

/** Numbers an attacker tries in numeric fields. */
export const HOSTILE_NUMBERS = [
  0,
  -1,
  -0.000001,
  0.1,
  1.5,
  2 ** 31,
  2 ** 53,
  2 ** 64,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
];

/**
 * Numbers JavaScript reads but the product does not (PRODUCT-RULES: ids and amounts are plain decimal
 * digits): an exponent, hexadecimal, a boolean, a list of one, a space, a plus sign, full-width digits.
 * Every id and amount field refuses each, naming the field.
 */
export const LOOSE_NUMBERS: readonly unknown[] = ["1e3", "0x10", true, ["1"], " 1", "+1", "１"];
/** …and an id refuses a fraction too, however whole, and digits JavaScript reads as Infinity. */
export const LOOSE_IDS: readonly unknown[] = [...LOOSE_NUMBERS, "1.0", "9".repeat(400)];

/** The largest value a column of `integerDigits` integer digits and `scale` decimals stores: every digit a 9. */
export const largestDecimal = (integerDigits: number, scale: number) =>
  `${"9".repeat(integerDigits)}${scale > 0 ? `.${"9".repeat(scale)}` : ""}`;

/** One digit past such a column: an integer digit more, and a decimal more. */
export const pastColumn = (integerDigits: number, scale: number) => [
  `1${"0".repeat(integerDigits)}`,
  `0.${"0".repeat(scale)}1`,
];

/** Resolves `$ref` against the document's components. */
export function resolver(doc: { components?: { schemas?: Record<string, Schema> } }) {
  const resolve = (schema: Schema): Schema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.split("/").pop() ?? "";
    return resolve(doc.components?.schemas?.[name] ?? {});
  };
  return resolve;
}

const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type[0] : s.type);

/**
 * A value the schema accepts, as plain as possible: the first option, the default, the smallest
 * number, a short string. Good enough to get past validation to the code behind it.
 */
export function plausible(schema: Schema, name = ""): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.examples?.length) return schema.examples[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return plausible(options[0] as Schema, name);
  if (schema.allOf?.length) return plausible(schema.allOf[0] as Schema, name);
  switch (typeOf(schema)) {
    case "integer":
      return Math.max(schema.minimum ?? 1, 1);
    case "number":
      return Math.max(schema.minimum ?? 1, 1);
    case "boolean":
      return true;
    case "array":
      return [plausible(schema.items ?? {}, name)];
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(schema.properties ?? {})) out[k] = plausible(s, k);
      return out;
    }
    default:
      return plausibleString(schema, name);
  }
}

function plausibleString(schema: Schema, name: string): string {
  const guess = guessString(schema, name);
  return fits(schema, guess) ? guess : (matching(schema) ?? guess);
}

function guessString(schema: Schema, name: string): string {
  if (schema.format === "email" || /email/.test(name)) return "someone@example.com";
  if (/lang/.test(name)) return "en";
  if (schema.pattern && /\\d|0-9/.test(schema.pattern) && !/[a-z]/i.test(schema.pattern)) return "1";
  if (/amount|number|price|num|qty|quantity|rate/.test(name)) return "1";
  const s = "test";
  return s.padEnd(schema.minLength ?? 0, "x").slice(0, schema.maxLength ?? s.length);
}

/** Whether `text` meets the schema's pattern and lengths. */
const fits = (schema: Schema, text: string) =>
  (!schema.pattern || new RegExp(schema.pattern, "u").test(text)) &&
  text.length >= (schema.minLength ?? 0) &&
  text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);

/** A string the pattern and lengths admit (a ticker's capitals, a code's digits), found with a fixed seed. */
function matching(schema: Schema): string | undefined {
  if (!schema.pattern) return undefined;
  try {
    const found = fc.sample(fc.stringMatching(new RegExp(schema.pattern, "u")), { numRuns: 200, seed: 1 });
    return found.find((text) => fits(schema, text));
  } catch {
    return undefined;
  }
}

/** Anything the schema accepts, and anything an attacker would send instead. */
export function arbitrary(schema: Schema, resolve: (s: Schema) => Schema, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const hostile = fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.constantFrom(...HOSTILE_NUMBERS),
    fc.constant(null),
    fc.array(fc.constantFrom("1", "x", "<b>"), { maxLength: 3 }),
    depth < 2
      ? fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 })
      : fc.constant({}),
  );
  return fc.oneof({ weight: 3, arbitrary: shaped(s, resolve, depth) }, { weight: 2, arbitrary: hostile });
}

function shaped(s: Schema, resolve: (s: Schema) => Schema, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => shaped(resolve(o), resolve, depth)));
  switch (typeOf(s)) {
    case "integer":
      return fc.oneof(
        fc.integer({ min: s.minimum ?? -1000, max: Math.min(s.maximum ?? 1e6, 1e6) }),
        fc.integer().map(String),
        fc.bigInt().map(String),
      );
    case "number":
      return fc.oneof(fc.double({ noNaN: true }), fc.double().map(String), fc.integer().map(String));
    case "boolean":
      return fc.oneof(fc.boolean(), fc.constantFrom("1", "0", "yes", "on"));
    case "array":
      return fc.array(arbitrary(s.items ?? {}, resolve, depth + 1), { maxLength: 4 });
    case "object": {
      if (depth > 2) return fc.constant({});
      const props = Object.entries(s.properties ?? {});
      return fc.record(Object.fromEntries(props.map(([k, p]) => [k, arbitrary(p, resolve, depth + 1)])), {
        requiredKeys: [],
      });
    }
    default:
      return fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.string({ unit: "grapheme", maxLength: 20 }),
        fc.stringMatching(/^[0-9.eE+-]{1,24}$/),
        fc.constant(plausibleString(s, "")),
      );
  }
}

/** One request to an operation: path parameters, query and body. */
export interface RequestShape {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** The parameters of `op` split by where they go, from `pick(param)` (undefined leaves it out). */
export function shape(op: Operation, pick: (p: Param) => unknown): RequestShape {
  const out: RequestShape = { path: {}, query: {}, body: {} };
  for (const p of op.params) {
    const v = pick(p);
    if (v !== undefined) out[p.in][p.name] = v;
  }
  return out;
}

/** An arbitrary request for `op`: every parameter from its schema's arbitrary, optional ones sometimes left out. */
export function requestArbitrary(op: Operation, resolve: (s: Schema) => Schema): fc.Arbitrary<RequestShape> {
  const fields = op.params.map((p) =>
    (p.required || p.in === "path"
      ? arbitrary(p.schema, resolve)
      : fc.option(arbitrary(p.schema, resolve), { nil: undefined })
    ).map((v) => [p, v] as const),
  );
  return fc.tuple(...fields).map((pairs) => {
    const values = new Map(pairs.map(([p, v]) => [p, v]));
    return shape(op, (p) => values.get(p));
  });
}
