import { createHmac } from "node:crypto";
import type { TSchema } from "typebox";
import { Value } from "typebox/value";
import { expect } from "vitest";
import { fundedUser } from "./funds-kit.ts";
import { latestCode, type TestApp } from "./harness.ts";

/** What the trading API's tests share: verified users, their API keys, and signed calls as bots send them. */

type Deposit = readonly [currency: number, network: number, amount: string];

/** An API key as its creation answers it (`secret` null for an Ed25519 key). */
export interface Key {
  id: number;
  api_key: string;
  secret: string;
}

/** A funded user with identity verification (level 1), as API keys require. */
export async function verifiedUser(t: TestApp, email: string, deposits: Deposit[]) {
  const u = await fundedUser(t, email, deposits);
  await t.db.query("UPDATE users SET kyc_level = greatest(kyc_level, 1) WHERE email = $1", [email]);
  return { ...u, email };
}

/**
 * An API key the user makes in the app with a security code from the outbox. The clock first moves a
 * minute on (a code a minute at most), unless `first` says the user never asked for one.
 */
export async function makeKey(
  t: TestApp,
  user: { token: string; email: string },
  body: Record<string, string>,
  { first = false } = {},
): Promise<Key> {
  if (!first) t.clock.advance(61_000);
  expect((await t.form("/api/user/api_keys/code", {}, user.token)).type).toBe("ok");
  const made = await t.form(
    "/api/user/api_keys",
    { code: await latestCode(t, user.email), label: "bot", ...body },
    user.token,
  );
  expect(made.type, JSON.stringify(made)).toBe("ok");
  return made.message;
}

/**
 * A signed call under `prefix` (`/api/v3`, `/sapi/v1`): parameters in the query (GET, DELETE) or the form
 * body (POST), HMAC-signed with the key's secret (or `secret`), as CCXT sends them.
 */
export async function signedCall(
  t: TestApp,
  prefix: string,
  method: "GET" | "POST" | "DELETE",
  path: string,
  key: Key,
  params: Record<string, string> = {},
  opts: { secret?: string; timestamp?: number; ip?: string } = {},
) {
  const text = new URLSearchParams({
    ...params,
    timestamp: String(opts.timestamp ?? t.clock().getTime()),
  }).toString();
  const signature = createHmac("sha256", opts.secret ?? key.secret)
    .update(text)
    .digest("hex");
  const signedText = `${text}&signature=${signature}`;
  const res = await t.raw({
    method,
    url: method === "POST" ? `${prefix}${path}` : `${prefix}${path}?${signedText}`,
    headers: {
      "x-mbx-apikey": key.api_key,
      ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    ...(method === "POST" ? { payload: signedText } : {}),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A bare answer (Binance's shapes have no envelope) has every field its declared schema promises. */
export function expectBare(schema: TSchema, answer: unknown) {
  expect(Value.Errors(schema, answer).map((e) => `${e.instancePath || "/"} ${e.message}`)).toEqual([]);
}
