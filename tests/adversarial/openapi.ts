import { COLUMNS_KEY, INTEGER_DIGITS_KEY, OWNER_KEY, PUBLIC_OWNER, SCALE_KEY } from "@bourse/contract";

/** A JSON schema as the OpenAPI document renders it. */
export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  examples?: unknown[];
  nullable?: boolean;
  $ref?: string;
  [OWNER_KEY]?: string;
  [COLUMNS_KEY]?: string[];
  [INTEGER_DIGITS_KEY]?: number;
  [SCALE_KEY]?: number;
};

export interface Param {
  name: string;
  in: "path" | "query" | "body";
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  /** The OpenAPI path, `{name}` for path parameters. */
  path: string;
  /** `METHOD /path`, as reports name it. */
  key: string;
  params: Param[];
  /** A console route (`/api/admin/...`). */
  admin: boolean;
  /** The operator roles a console route admits (empty: any operator); undefined when not documented. */
  roles?: string[];
  /** A route that takes a file (multipart) rather than fields. */
  multipart: boolean;
}

type OpenApi = { paths: Record<string, Record<string, OpenApiOperation>> };
type OpenApiOperation = {
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  summary?: string;
  "x-roles"?: string[];
};

/** Every operation of the document, with its parameters from path, query and body. */
export function operations(doc: OpenApi): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase() as Operation["method"];
      const params: Param[] = (op.parameters ?? [])
        .filter((p) => p.in === "path" || p.in === "query")
        .map((p) => ({
          name: p.name,
          in: p.in as "path" | "query",
          required: Boolean(p.required),
          schema: p.schema,
        }));
      const body = op.requestBody?.content?.["application/json"]?.schema;
      for (const [name, schema] of Object.entries(body?.properties ?? {}))
        params.push({ name, in: "body", required: body?.required?.includes(name) ?? false, schema });
      out.push({
        method,
        path,
        key: `${method} ${path}`,
        params,
        admin: path.startsWith("/api/admin/"),
        ...(op["x-roles"] ? { roles: op["x-roles"] } : {}),
        multipart: /upload|multipart/i.test(`${path} ${op.summary ?? ""}`) && !body,
      });
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/** A parameter that names a row: `id`, `ids`, `*_id`, `*_ids`. */
export const isIdName = (name: string) => /(^|_)ids?$/.test(name);

/** What an id parameter is classified as: an owned kind, "public", or undefined (not classified). */
export function ownerOf(schema: Schema): string | undefined {
  const direct = schema[OWNER_KEY];
  if (direct) return direct;
  for (const s of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const inner = ownerOf(s);
    if (inner) return inner;
  }
  return undefined;
}

export const isPublic = (owner: string | undefined) => owner === PUBLIC_OWNER;

/** What a decimal field declares (`Decimal(column)` in packages/contract): the columns it lands in and its bounds. */
export interface DecimalField {
  columns: string[];
  integerDigits: number;
  scale: number;
  pattern: string;
}

/** The decimal a field declares, in it or in an option of it, or undefined. */
export function decimalOf(schema: Schema): DecimalField | undefined {
  const columns = schema[COLUMNS_KEY];
  if (columns)
    return {
      columns,
      integerDigits: schema[INTEGER_DIGITS_KEY] ?? Number.NaN,
      scale: schema[SCALE_KEY] ?? Number.NaN,
      pattern: schema.pattern ?? "",
    };
  for (const s of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const inner = decimalOf(s);
    if (inner) return inner;
  }
  return undefined;
}

/** Whether a field takes decimal text, whatever it declares: its pattern admits "12.5" and refuses "x". */
export function takesDecimalText(schema: Schema): boolean {
  if (schema.pattern) {
    const re = new RegExp(schema.pattern, "u");
    if (re.test("12.5") && !re.test("x")) return true;
  }
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some(takesDecimalText);
}

/** Whether a field is an integer (an id, a page, a count), in it or in an option of it. */
export function isInteger(schema: Schema): boolean {
  if (schema.type === "integer" || (Array.isArray(schema.type) && schema.type.includes("integer")))
    return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some(isInteger);
}

/** Every field of an operation, nested ones too (`table.count`), with its resolved schema. */
export function fieldsOf(op: Operation, resolve: (s: Schema) => Schema): { name: string; schema: Schema }[] {
  const out: { name: string; schema: Schema }[] = [];
  const walk = (name: string, schema: Schema, depth: number) => {
    const s = resolve(schema);
    out.push({ name, schema: s });
    if (depth > 4) return;
    for (const [k, inner] of Object.entries(s.properties ?? {})) walk(`${name}.${k}`, inner, depth + 1);
    if (s.items) walk(name, s.items, depth + 1);
    for (const o of [...(s.anyOf ?? []), ...(s.oneOf ?? [])])
      if (o.properties || o.items) walk(name, o, depth + 1);
  };
  for (const p of op.params) walk(p.name, p.schema, 0);
  return out;
}
