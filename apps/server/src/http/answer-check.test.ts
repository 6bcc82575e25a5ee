import { Envelope } from "@bourse/contract";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import Fastify from "fastify";
import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import { registerAnswerCheck } from "./answer-check.ts";

const Price = Type.Object({ price: Type.String(), lots: Type.Integer() });

async function appAnswering(message: unknown) {
  const app = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>();
  registerAnswerCheck(app);
  app.get("/p", { schema: { response: { 200: Envelope(Price) } } }, async () => message as never);
  await app.ready();
  return app;
}

describe("answer check", () => {
  it("passes an answer of the declared shape", async () => {
    const app = await appAnswering({ type: "ok", message: { price: "1.5", lots: 2 } });
    expect((await app.inject("/p")).json()).toEqual({ type: "ok", message: { price: "1.5", lots: 2 } });
    expect(app.answerMismatches).toEqual([]);
  });

  it("names a field of another type than declared", async () => {
    const app = await appAnswering({ type: "ok", message: { price: 1.5, lots: 2 } });
    await app.inject("/p");
    expect(app.answerMismatches).toEqual([
      { route: "GET /p", status: 200, errors: [expect.stringMatching(/^\/message\/price .*string/)] },
    ]);
  });

  it("names a declared field the answer left out", async () => {
    const app = await appAnswering({ type: "ok", message: { price: "1.5" } });
    await app.inject("/p");
    expect(app.answerMismatches[0]?.errors.join()).toMatch(/lots/);
  });

  it("takes a refusal for what the envelope declares", async () => {
    const app = await appAnswering({ type: "error", message: "No such market", code: "MARKET_UNKNOWN" });
    await app.inject("/p");
    expect(app.answerMismatches).toEqual([]);
  });
});
