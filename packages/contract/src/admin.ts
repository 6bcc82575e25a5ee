import { type TSchema, Type } from "typebox";
import { Limit, PageQuery, Text } from "./bounds.ts";
import { Envelope, Lang } from "./envelope.ts";

/** Paginated lists: `{ data, total, page, pages }`. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), total: Type.Integer(), page: Type.Integer(), pages: Type.Integer() });

export const OutboxQuery = Type.Object({
  to: Type.Optional(Text(128)),
  limit: Limit(100, 20),
});

export const OutboxMessage = Type.Object({
  to: Type.String(),
  channel: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});

export const OperatorLoginBody = Type.Object({
  username: Text(64, { minLength: 1 }),
  password: Text(128),
  totp: Type.Optional(Text(8, { description: "authenticator code, once one is bound" })),
  lang: Lang,
});

export const OperatorInfo = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: Type.String(),
  totp_bound: Type.Boolean(),
});

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  operator: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  target_type: Type.String(),
  target_id: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
  ip: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});

export const AuditQuery = Type.Object({
  ...PageQuery,
  target_type: Type.Optional(Text(32)),
  target_id: Type.Optional(Text(64)),
});

export const TotpSetup = Type.Object({
  secret: Type.String(),
  otpauth_url: Type.String(),
  qr: Type.String(),
});
export const TotpSetupResponse = Envelope(TotpSetup);
