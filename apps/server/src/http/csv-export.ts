import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import { type CsvColumn, columnsOf, csvOfRows } from "./csv.ts";

/** The most rows one export writes; past it the answer says so in `X-Export-Capped`. */
export const CSV_EXPORT_CAP = 50_000;

/** A JSON schema, as much of it as the export reads. */
interface SchemaLike {
  type?: string | string[];
  properties?: Record<string, SchemaLike>;
  items?: SchemaLike;
  anyOf?: SchemaLike[];
  maximum?: number;
  description?: string;
}

const isRows = (schema: SchemaLike | undefined): schema is SchemaLike & { items: SchemaLike } =>
  schema?.type === "array" &&
  schema.items !== undefined &&
  columnsOf(schema.items).some((c) => c.path.length > 0);

/**
 * Where a console list's rows are in its answer: the answer itself (a list), its `data` (a page), or its
 * one list of objects (an inbox); undefined when the answer is no list of rows.
 */
export function rowsOf(
  answer: SchemaLike | undefined,
): { field: string | null; columns: CsvColumn[] } | undefined {
  if (!answer) return undefined;
  if (isRows(answer)) return { field: null, columns: columnsOf(answer.items) };
  const fields = Object.entries(answer.properties ?? {}).filter(([, s]) => isRows(s));
  const [field, schema] =
    fields.find(([name]) => name === "data") ?? (fields.length === 1 ? fields[0] : []) ?? [];
  return field && schema?.items ? { field, columns: columnsOf(schema.items) } : undefined;
}

/** The success branch's `message` of an envelope schema (`Envelope(answer)`). */
const answerOf = (response: SchemaLike | undefined): SchemaLike | undefined =>
  response?.anyOf?.find((s) => s.properties?.type && s.properties.message)?.properties?.message;

const FORMAT: SchemaLike & Record<string, unknown> = {
  type: "string",
  enum: ["json", "csv"],
  description:
    "csv: every row the filters select (all pages, up to 50 000; `X-Export-Capped` says when more were left out) " +
    "as text/csv, a header line, amounts as their exact decimal text, times ISO 8601",
};

/** The list's name in the file's name: the path after `/api/admin/`, e.g. `users-12-bills`. */
const listName = (request: FastifyRequest) =>
  (request.url.split("?")[0] ?? "")
    .replace(/^\/api\/admin\//, "")
    .replace(/[^A-Za-z0-9_]+/g, "-")
    .replace(/^-+|-+$/g, "") || "list";

/**
 * Every console list (`GET /api/admin/…` whose answer is rows: a list, a page's `data`, an inbox's one
 * list) also answers `format=csv`: the route's own handler is called page after page at the largest page
 * size its query admits, with the same filters, until the rows run out or `CSV_EXPORT_CAP` is reached, and
 * the rows are written with the columns their declared schema names (`csv.ts`). A failure on the way (a
 * refused filter) answers as the JSON list would. The `format` parameter is documented on each such route.
 * Registered before any route (an `onRoute` hook).
 */
export function registerCsvExport(app: FastifyInstance, clock: () => Date = () => new Date()) {
  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    if (!methods.includes("GET") || !route.url.startsWith("/api/admin/")) return;
    const schema = (route.schema ?? {}) as {
      querystring?: SchemaLike;
      response?: Record<string, SchemaLike>;
    };
    const rows = rowsOf(answerOf(schema.response?.[200]));
    if (!rows) return;
    const query = schema.querystring;
    if (query?.properties?.format) return;
    route.schema = {
      ...route.schema,
      querystring: { ...(query ?? { type: "object" }), properties: { ...query?.properties, format: FORMAT } },
    };
    const paged = Boolean(query?.properties?.page);
    const limit = query?.properties?.limit?.maximum;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const asked = request.query as Record<string, unknown> | undefined;
      if (asked?.format !== "csv") return handler.call(this, request, reply);
      const { format: _, ...filters } = asked;
      const collected: unknown[] = [];
      let capped = false;
      for (let page = 1; ; page++) {
        request.query = { ...filters, ...(paged ? { page } : {}), ...(limit ? { limit } : {}) };
        const answer = (await handler.call(this, request, reply)) as { type?: unknown; message?: unknown };
        if (answer?.type !== "ok") return answer;
        const message = answer.message as Record<string, unknown> | unknown[];
        const found = rows.field === null ? message : (message as Record<string, unknown>)[rows.field];
        const list = Array.isArray(found) ? found : [];
        collected.push(...list);
        if (collected.length > CSV_EXPORT_CAP) {
          collected.length = CSV_EXPORT_CAP;
          capped = true;
          break;
        }
        const pages = (message as { pages?: unknown }).pages;
        const last =
          !paged ||
          list.length === 0 ||
          (limit !== undefined && list.length < limit) ||
          (typeof pages === "number" && page >= pages);
        if (last) break;
      }
      const date = clock().toISOString().slice(0, 10);
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename=${listName(request)}-${date}.csv`)
        .header("x-export-rows", String(collected.length));
      if (capped) reply.header("x-export-capped", String(CSV_EXPORT_CAP));
      return csvOfRows(rows.columns, collected);
    };
  });
}
