import { Envelope } from "@bourse/contract";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import Fastify from "fastify";
import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import { CSV_EXPORT_CAP, registerCsvExport } from "./csv-export.ts";

const Row = Type.Object({ id: Type.Integer(), amount: Type.String(), note: Type.String() });
const Query = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  odd: Type.Optional(Type.Boolean()),
});

/** A console list over `count` rows, paged as the real ones are, counting the pages it was asked for. */
async function listOf(count: number) {
  const app = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>();
  registerCsvExport(app, () => new Date("2026-03-04T05:06:07Z"));
  const rows = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    amount: `${i}.10`,
    note: i === 0 ? "=1+1" : "x",
  }));
  const asked: number[] = [];
  app.get(
    "/api/admin/things",
    {
      schema: {
        querystring: Query,
        response: {
          200: Envelope(
            Type.Object({
              data: Type.Array(Row),
              total: Type.Integer(),
              page: Type.Integer(),
              pages: Type.Integer(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { page, limit, odd } = request.query;
      asked.push(limit);
      const all = odd ? rows.filter((r) => r.id % 2 === 1) : rows;
      return {
        type: "ok" as const,
        message: {
          data: all.slice((page - 1) * limit, page * limit),
          total: all.length,
          page,
          pages: Math.max(1, Math.ceil(all.length / limit)),
        },
      };
    },
  );
  app.get(
    "/api/admin/status",
    { schema: { response: { 200: Envelope(Type.Object({ ok: Type.Boolean() })) } } },
    async () => ({
      type: "ok" as const,
      message: { ok: true },
    }),
  );
  await app.ready();
  return { app, asked };
}

describe("format=csv", () => {
  it("walks every page at the largest page size, with the filters", async () => {
    const { app, asked } = await listOf(250);
    const res = await app.inject({ url: "/api/admin/things?format=csv&odd=true&page=3&limit=5" });
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe("attachment; filename=things-2026-03-04.csv");
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("id,amount,note");
    expect(lines[1]).toBe("1,0.10,'=1+1");
    expect(lines).toHaveLength(126);
    expect(asked).toEqual([100, 100]);
    expect(res.headers["x-export-rows"]).toBe("125");
    expect(res.headers["x-export-capped"]).toBeUndefined();
    // JSON is untouched
    const json = await app.inject({ url: "/api/admin/things?page=2&limit=5" });
    expect(json.json().message.data.map((r: { id: number }) => r.id)).toEqual([6, 7, 8, 9, 10]);
    await app.close();
  });

  it(`stops at ${CSV_EXPORT_CAP} rows and says so`, async () => {
    const { app } = await listOf(CSV_EXPORT_CAP + 150);
    const res = await app.inject({ url: "/api/admin/things?format=csv" });
    expect(res.headers["x-export-capped"]).toBe(String(CSV_EXPORT_CAP));
    expect(res.headers["x-export-rows"]).toBe(String(CSV_EXPORT_CAP));
    expect(res.body.trimEnd().split("\r\n")).toHaveLength(CSV_EXPORT_CAP + 1);
    await app.close();
  });

  it("leaves answers that are no list of rows alone", async () => {
    const { app } = await listOf(1);
    const res = await app.inject({ url: "/api/admin/status?format=csv" });
    expect(res.headers["content-type"]).toContain("application/json");
    await app.close();
  });
});
