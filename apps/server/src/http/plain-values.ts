import { COLUMNS_KEY, INTEGER_DIGITS_KEY, SCALE_KEY } from "@bourse/contract";
import AjvCompiler from "@fastify/ajv-compiler";
import type { FastifyInstance } from "fastify";

/**
 * Numbers as the product takes them: plain decimal digits. Ajv coerces form text to the declared types
 * (`coerceTypes: "array"`), and its coercion is JavaScript's: "1e3" is 1000, "0x10" is 16, " 1" and
 * "+1" are 1, `true` is 1, "1e999" is Infinity, and a list of one value is that value. Every route's
 * schema goes through here first, for bodies (form or JSON), query strings, path parameters and
 * headers alike, so a value Ajv could only read by such a coercion is refused naming its field
 * (`Invalid parameter: <field>`); what legacy clients send keeps working: "12" as text or 12 as a JSON
 * number for an integer, 12 or "12.5" for a decimal text field.
 */

type Schema = {
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema | Schema[];
};

/** An integer as text: digits, a minus for the fields that allow one (the schema's minimum decides). */
const INTEGER_TEXT = /^-?[0-9]+$/;
/** A number as text (numeric literals of a union: `1`, `2`). */
const NUMBER_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;

/**
 * A finite JSON number, or text of `shape` whose value is finite: 400 nines are digits, but Ajv would read
 * them as Infinity, which passes every bound (Ajv skips its limits for non-finite numbers).
 */
const finite = (value: unknown, shape: RegExp) =>
  typeof value === "number"
    ? Number.isFinite(value)
    : typeof value === "string" && shape.test(value) && Number.isFinite(Number(value));

/** Whether `value` is one `type` takes without a loose coercion; arrays and objects are judged by the caller. */
function plainFor(type: string, value: unknown): boolean {
  switch (type) {
    case "integer":
      return finite(value, INTEGER_TEXT);
    case "number":
      return finite(value, NUMBER_TEXT);
    case "string":
      // a JSON number is read as its text (12 → "12"), which the field's own pattern then judges; null as ""
      return (
        typeof value === "string" || (typeof value === "number" && Number.isFinite(value)) || value === null
      );
    case "null":
      return value === null || value === "";
    case "boolean":
      // "true"/"false" and 1/0 from forms and old clients: Ajv's reading of them is exact
      return typeof value !== "object" || value === null;
    default:
      return true;
  }
}

/**
 * The path (`/field`, `/field/inner`) of the first value in `value` that `schema` admits only by a loose
 * coercion, or undefined when there is none. Array indexes are left out: the field is named, not its item.
 */
export function looseValue(schema: Schema, value: unknown, path = ""): string | undefined {
  if (value === undefined || typeof schema !== "object" || schema === null) return undefined;
  for (const s of schema.allOf ?? []) {
    const loose = looseValue(s, value, path);
    if (loose !== undefined) return loose;
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    // the first branch's finding names the field: any branch that reads the value plainly is enough
    const found = options.map((s) => looseValue(s, value, path));
    if (found.some((f) => f === undefined)) return undefined;
    return found[0];
  }
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length === 0) return schema.properties ? objectValue(schema, value, path) : undefined;
  if (types.includes("array")) {
    const items = Array.isArray(schema.items) ? undefined : schema.items;
    // a single value stands for a list of one (a form's one field); a list is judged item by item
    for (const item of Array.isArray(value) ? value : [value]) {
      const loose = items && looseValue(items, item, path);
      if (loose !== undefined) return loose;
    }
    return undefined;
  }
  // a list where one value is declared: Ajv would take its only item
  if (Array.isArray(value)) return path || "/";
  if (types.includes("object") && typeof value === "object" && value !== null)
    return objectValue(schema, value, path);
  return types.some((t) => plainFor(t, value)) ? undefined : path || "/";
}

function objectValue(schema: Schema, value: unknown, path: string): string | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  for (const [name, inner] of Object.entries(schema.properties ?? {})) {
    const loose = looseValue(inner, (value as Record<string, unknown>)[name], `${path}/${name}`);
    if (loose !== undefined) return loose;
  }
  return undefined;
}

type Validate = ((data: unknown, ctx?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/** `validate` with the plain-values check in front; its refusal reads like a schema error on the field. */
function plainFirst(schema: Schema, validate: Validate): Validate {
  const checked: Validate = (data, ctx) => {
    const loose = looseValue(schema, data);
    if (loose === undefined) {
      const ok = ctx === undefined ? validate(data) : validate(data, ctx);
      checked.errors = validate.errors;
      return ok;
    }
    checked.errors = [
      {
        keyword: "type",
        instancePath: loose === "/" ? "" : loose,
        schemaPath: "#",
        params: {},
        message: "must be a plain value: decimal digits for a number, no list for a single value",
      },
    ];
    return false;
  };
  // Ajv's validators set a root value through their parent (fastify passes it when this is present)
  if (validate.schemaEnv) checked.schemaEnv = validate.schemaEnv;
  return checked;
}

/**
 * Fastify's own Ajv compiler (the `ajv` options of the app), every validator it builds checked for plain
 * values first. Ajv also learns the keywords of a decimal field (`Decimal` in @bourse/contract: its
 * columns and bounds), which document the field and check nothing themselves.
 */
export function registerPlainValues(app: FastifyInstance) {
  const ajv = AjvCompiler();
  app.setSchemaController({
    compilersFactory: {
      buildValidator: (externalSchemas, options) => {
        const custom = options?.customOptions ?? {};
        const keywords = [...((custom.keywords as string[] | undefined) ?? [])];
        keywords.push(COLUMNS_KEY, INTEGER_DIGITS_KEY, SCALE_KEY);
        const compile = ajv(externalSchemas, {
          ...options,
          customOptions: { ...custom, keywords },
        } as typeof options);
        // fastify reads a validator's answer, `errors` and `schemaEnv`, which the wrapper keeps
        return (route) => {
          const validate = compile(route);
          return plainFirst(route.schema as Schema, validate as Validate) as unknown as typeof validate;
        };
      },
    },
  });
}
