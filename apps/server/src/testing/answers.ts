import type { TSchema } from "typebox";
import { Value } from "typebox/value";
import { expect } from "vitest";

/**
 * Checks a real answer against the schema its route declares: an "ok" envelope whose message has every
 * field the contract promises, each of its type. (The route's serializer already leaves out any field
 * the schema does not declare; this catches a declared one that is missing or of another type.)
 */
export function expectAnswer(schema: TSchema, answer: { type: unknown; message: unknown }): void {
  expect(answer.type, JSON.stringify(answer.message)).toBe("ok");
  const errors = Value.Errors(schema, answer.message).map((e) => `${e.instancePath || "/"} ${e.message}`);
  expect(errors).toEqual([]);
}
