import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TSchema } from "typebox";
import { Compile, type Validator } from "typebox/compile";

/** An answer that does not match the schema its route declares. */
export interface AnswerMismatch {
  route: string;
  status: number;
  /** each as `<path> <message>`, e.g. `/message/list/0/price must be string` */
  errors: string[];
}

declare module "fastify" {
  interface FastifyInstance {
    /** With CHECK_ANSWERS=1, the answers this app sent that did not match their schema. */
    answerMismatches: AnswerMismatch[];
  }
}

const validators = new WeakMap<object, Validator>();

function validator(schema: TSchema): Validator {
  let compiled = validators.get(schema);
  if (!compiled) {
    compiled = Compile(schema);
    validators.set(schema, compiled);
  }
  return compiled;
}

function declaredSchema(request: FastifyRequest, status: number): TSchema | undefined {
  const response = request.routeOptions.schema?.response as Record<string, TSchema> | undefined;
  return response?.[status] ?? response?.[`${Math.floor(status / 100)}xx`] ?? response?.default;
}

/**
 * Checks every answer, before it is serialized, against the schema its route declares. The serializer
 * leaves out undeclared fields and turns a number into the declared string (and back) silently: this
 * catches what it would hide, a declared field missing or of another type. A mismatch is logged and kept
 * in `app.answerMismatches`; the answer still leaves as the serializer makes it.
 */
export function registerAnswerCheck(app: FastifyInstance): void {
  const mismatches: AnswerMismatch[] = [];
  app.decorate("answerMismatches", mismatches);
  app.addHook("preSerialization", async (request, reply, payload) => {
    const schema = declaredSchema(request, reply.statusCode);
    if (!schema) return payload;
    // a plain value in, as the serializer reads it (a Date as its text, a toJSON as its result)
    const value = JSON.parse(JSON.stringify(payload) ?? "null");
    const check = validator(schema);
    if (check.Check(value)) return payload;
    // for an envelope, name the fields of the success branch the answer claims to be
    const ok = (schema as { anyOf?: TSchema[] }).anyOf?.[0];
    const target = ok && (value as { type?: unknown })?.type === "ok" ? validator(ok) : check;
    const errors = target.Errors(value).map((e) => `${e.instancePath || "/"} ${e.message}`);
    const mismatch = {
      route: `${request.method} ${request.routeOptions.url}`,
      status: reply.statusCode,
      errors,
    };
    mismatches.push(mismatch);
    request.log.error(mismatch, "answer does not match its declared schema");
    return payload;
  });
}
