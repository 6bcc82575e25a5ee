import { type TSchema, Type } from "typebox";
import { Text } from "./bounds.ts";

/**
 * The API envelope existing clients rely on: success is `{type:"ok", message}`; failure is
 * `{type:"error"|999|998|997, message:<localized text>}` with HTTP 200 (clients read `type`).
 */
export const ResponseType = {
  ok: "ok",
  error: "error",
  /** not logged in, token missing, expired or revoked */
  notLoggedIn: 999,
  /** real-name verification (KYC) required first */
  kycRequired: 998,
  /** a bank card or payment method must be added first */
  paymentMethodRequired: 997,
} as const;

export const Failure = Type.Object(
  {
    type: Type.Union([Type.Literal("error"), Type.Literal(999), Type.Literal(998), Type.Literal(997)]),
    message: Type.String(),
    code: Type.Optional(Type.String({ description: "stable error code, e.g. AUTH_WRONG_CREDENTIALS" })),
    field: Type.Optional(Type.String({ description: "the request field a validation error is about" })),
  },
  { $id: "Failure" },
);

/** Response schema of a call whose success payload is `message`. */
export function Envelope<T extends TSchema>(message: T) {
  return Type.Union([Type.Object({ type: Type.Literal("ok"), message }), Failure]);
}

/** Candle endpoints use their own envelope (API-COMPAT.md). */
export function CandleEnvelope<T extends TSchema>(item: T) {
  return Type.Object({
    code: Type.Union([Type.Literal(1), Type.Literal(-1)]),
    msg: Type.String(),
    data: Type.Array(item),
  });
}

export const OkText = Envelope(Type.String());

export const Lang = Type.Optional(Text(8, { description: "app language code (en, zh, hk, …)" }));

/** `GET /api/health`: this node serves, and whether it writes or follows (load balancers, the cluster's scripts). */
export const Health = Type.Object({
  role: Type.Union([Type.Literal("writer"), Type.Literal("follower")], {
    description: "writer: this node holds the lease and commits money; follower: it forwards to the writer",
  }),
});
