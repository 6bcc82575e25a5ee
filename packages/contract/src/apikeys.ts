import { type Static, Type } from "typebox";
import { Nullable, OwnedId, Text, UnixTime } from "./bounds.ts";

/**
 * API keys (`docs/apikeys-api.md`): how a user's programs sign calls to the venue's trading API. A key
 * is an HMAC-SHA256 secret the venue makes (shown once) or an Ed25519 public key the user brings; it may
 * read, trade and withdraw (withdraw only with an IP allowlist).
 */

export const API_KEY_PERMISSIONS = ["read", "trade", "withdraw"] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];
/** At most this many live keys per user. */
export const API_KEY_MAX_LIVE = 20;
/** At most this many addresses in a key's IP allowlist. */
export const API_KEY_MAX_IPS = 30;

/** `POST /user/api_keys/code`: a security code for creating a key, to the account's email or phone. */
export const ApiKeyCodeBody = Type.Object({
  channel: Type.Optional(
    Type.Union([Type.Literal("email"), Type.Literal("mobile")], {
      description: "where the code goes; default the account's email, else its phone",
    }),
  ),
});

/** `POST /user/api_keys`: creates a key. */
export const ApiKeyCreateBody = Type.Object({
  label: Text(64, { description: "a name for the key, 1 to 32 characters" }),
  permissions: Text(64, {
    description: 'comma list of read, trade, withdraw ("read" is always included; withdraw needs ips)',
  }),
  ips: Type.Optional(
    Text(1500, {
      multiline: true,
      description: "the IP allowlist: up to 30 IPv4 or IPv6 addresses, separated by commas, spaces or lines",
    }),
  ),
  expires_at: Type.Optional(UnixTime),
  public_key: Type.Optional(
    Text(600, {
      multiline: true,
      description: "an Ed25519 public key (base64 of its 32 bytes or of its SPKI, or PEM): no secret is made",
    }),
  ),
  code: Text(16, { description: "the security code sent by POST /user/api_keys/code" }),
  google_code: Type.Optional(Text(16, { description: "the authenticator's code, when one is bound" })),
});

/** The answer of a creation: the secret (HMAC keys only) is shown this once. */
export const ApiKeyCreated = Type.Object({
  id: Type.Integer(),
  api_key: Type.String({ description: "the key's 64-character identifier (the X-MBX-APIKEY header)" }),
  secret: Nullable(Type.String({ description: "the HMAC secret, shown only now; null for an Ed25519 key" })),
});
export type ApiKeyCreated = Static<typeof ApiKeyCreated>;

const Time = (description: string) => Nullable(Type.String({ description: `${description}, ISO 8601 UTC` }));

export const ApiKeyStatus = Type.Union(
  [Type.Literal("active"), Type.Literal("expired"), Type.Literal("disabled"), Type.Literal("revoked")],
  {
    description:
      "active; expired (past expires_at); disabled (the password changed or the account was locked); revoked",
  },
);
export type ApiKeyStatus = Static<typeof ApiKeyStatus>;

const apiKeyFields = {
  id: Type.Integer(),
  label: Type.String(),
  api_key: Type.String(),
  kind: Type.Union([Type.Literal("hmac"), Type.Literal("ed25519")]),
  permissions: Type.Array(
    Type.Union([Type.Literal("read"), Type.Literal("trade"), Type.Literal("withdraw")]),
  ),
  ips: Type.Array(Type.String()),
  expires_at: Time("when the key stops working; null: never"),
  created_at: Type.String({ description: "ISO 8601 UTC" }),
  last_used_at: Time("the last signed call it made"),
  revoked_at: Time("when it was revoked or disabled"),
  revoked_reason: Nullable(Type.String()),
  status: ApiKeyStatus,
};

/** One of the user's keys as `GET /user/api_keys` lists it: never the secret. */
export const ApiKey = Type.Object(apiKeyFields);
export type ApiKey = Static<typeof ApiKey>;

/** `DELETE /user/api_keys/:id`. */
export const ApiKeyParams = Type.Object({ id: OwnedId("api-key") });

/** The console: a key with its user. */
export const ApiKeyAdmin = Type.Object({
  ...apiKeyFields,
  user_id: Type.Integer(),
  account: Type.String({ description: "the user's email or phone" }),
});
export type ApiKeyAdmin = Static<typeof ApiKeyAdmin>;

/** `GET /admin/api_keys?user=`: the keys of one user (id, email or phone), else the latest 200. */
export const ApiKeyAdminQuery = Type.Object({
  user: Type.Optional(Text(100, { description: "a user's id, email or phone" })),
});

/** `POST /admin/api_keys/:id/revoke`. */
export const ApiKeyRevokeBody = Type.Object({
  reason: Text(200, { minLength: 1, multiline: true, description: "why, kept with the key and audited" }),
});
