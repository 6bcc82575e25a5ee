import { Decimal, Id, PageNumber, RefId } from "@bourse/contract";
import { Type, type TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AJV_OPTIONS, registerRequestConventions } from "./conventions.ts";
import { registerErrorHandling } from "./errors.ts";
import { looseValue } from "./plain-values.ts";

/** An app with the request conventions and the app's Ajv options, and routes echoing what validation made. */
const app = Fastify({
  logger: false,
  ajv: AJV_OPTIONS,
}).withTypeProvider<TypeBoxTypeProvider>();

const Body = Type.Object({
  id: Id,
  amount: Type.Optional(Decimal("postings.amount", "an amount")),
  ids: Type.Optional(Type.Array(Id)),
  kind: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  enabled: Type.Optional(Type.Boolean()),
});

beforeAll(async () => {
  registerRequestConventions(app);
  registerErrorHandling(app);
  app.post("/api/echo", { schema: { body: Body } }, async (request) => ({
    type: "ok",
    message: request.body,
  }));
  app.get(
    "/api/echo/:id",
    { schema: { params: Type.Object({ id: RefId }), querystring: Type.Object({ page: PageNumber }) } },
    async (request) => ({ type: "ok", message: { ...request.params, ...request.query } }),
  );
  await app.ready();
});
afterAll(() => app.close());

const json = async (body: unknown) =>
  (
    await app.inject({
      method: "POST",
      url: "/api/echo",
      payload: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    })
  ).json();
const form = async (body: string) =>
  (
    await app.inject({
      method: "POST",
      url: "/api/echo",
      payload: body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    })
  ).json();
const get = async (url: string) => (await app.inject({ method: "GET", url })).json();
const refused = (field: string) => ({ type: "error", code: "REQUEST_INVALID_FIELD", field });

describe("numbers are plain decimal digits", () => {
  it("takes what legacy clients send: form text and JSON numbers", async () => {
    expect(await form("id=12&amount=12.5&ids=3&kind=2&enabled=true")).toEqual({
      type: "ok",
      message: { id: 12, amount: "12.5", ids: [3], kind: 2, enabled: true },
    });
    expect(await json({ id: 12, amount: 12, ids: [3, "4"], kind: 1 })).toEqual({
      type: "ok",
      message: { id: 12, amount: "12", ids: [3, 4], kind: 1 },
    });
    expect(await get("/api/echo/7?page=2")).toEqual({ type: "ok", message: { id: 7, page: 2 } });
  });

  it("refuses an id read only by JavaScript's coercion, naming it, in JSON, forms, queries and paths", async () => {
    for (const id of [
      "1e3",
      "0x10",
      " 1",
      "+1",
      "1.0",
      "１",
      "Infinity",
      "1e999",
      "9".repeat(400),
      true,
      ["1"],
      null,
      { $gt: 0 },
    ])
      expect(await json({ id }), JSON.stringify(id)).toMatchObject(refused("id"));
    for (const id of ["1e3", "0x10", "%201", "%2B1", "1.0", "%EF%BC%91"])
      expect(await form(`id=${id}`), id).toMatchObject(refused("id"));
    expect(await json({ id: 1, ids: [1, "0x10"] })).toMatchObject(refused("ids"));
    expect(await json({ id: 1, kind: "1e0" })).toMatchObject(refused("kind"));
    for (const id of ["1e3", "0x10", "%201", "%2B1", "1.0", "true"])
      expect(await get(`/api/echo/${id}`), id).toMatchObject(refused("id"));
    for (const page of ["1e3", "0x10", "%2B1", "1.0", "true", "9".repeat(400)])
      expect(await get(`/api/echo/1?page=${page}`), page).toMatchObject(refused("page"));
  });

  it("refuses an amount given as a list or a boolean, naming it", async () => {
    for (const amount of [["1"], true, { value: "1" }])
      expect(await json({ id: 1, amount }), JSON.stringify(amount)).toMatchObject(refused("amount"));
    for (const amount of ["1e3", "0x10", " 1", "+1", "１"])
      expect(await json({ id: 1, amount }), amount).toMatchObject(refused("amount"));
  });
});

describe("looseValue", () => {
  it("names the field, not the item of a list", () => {
    expect(looseValue(Body, { id: 1, ids: [2, "3", "x3"] })).toBe("/ids");
    expect(looseValue(Body, { id: "7" })).toBeUndefined();
    expect(looseValue(Type.Object({ a: Type.Object({ b: Id }) }), { a: { b: "0x1" } })).toBe("/a/b");
  });
});
