import { type Static, type TSchema, Type } from "typebox";
import { Limit, MAX_ID, MAX_INT4, PageQuery, Text } from "./bounds.ts";
import { Envelope, Lang } from "./envelope.ts";

/** Paginated lists: `{ data, total, page, pages }`. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), total: Type.Integer(), page: Type.Integer(), pages: Type.Integer() });
/** A page of `T`, as `Page(T)` declares it. */
export type Page<T> = { data: T[]; total: number; page: number; pages: number };

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
  totp_required: Type.Boolean({
    description:
      "true while the operator must bind an authenticator first: every other console call is refused until then",
  }),
});

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  operator: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  target_type: Type.String(),
  target_id: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown({
    description: "the audited object before the action, as stored (free JSON); null when there was none",
  }),
  after: Type.Unknown({
    description: "the object after the action, or what the action did, as stored (free JSON); null when none",
  }),
  ip: Type.Union([Type.String(), Type.Null()]),
  user_id: Type.Union([Type.Integer(), Type.Null()], {
    description: "the user the action concerns; null when it concerns none",
  }),
  amount: Type.Union([Type.String(), Type.Null()], {
    description: "the amount the action moved or decided (decimal text); null when none",
  }),
  currency: Type.Union([Type.String(), Type.Null()], { description: "the amount's currency" }),
  created_at: Type.String(),
});

/** A day (`YYYY-MM-DD`, UTC) or an instant (ISO 8601). */
const AuditTime = (description: string) =>
  Type.String({
    maxLength: 40,
    pattern: "^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2})?)?$",
    description,
  });

export const AuditQuery = Type.Object({
  ...PageQuery,
  target_type: Type.Optional(Text(32)),
  target_id: Type.Optional(Text(64)),
  operator: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_INT4,
      description: "the operator's id (`GET /admin/operators`)",
    }),
  ),
  action: Type.Optional(
    Type.String({
      maxLength: 64,
      pattern: "^[a-z0-9_.]+$",
      description: "an action (`kyc.approve`), or its prefix ending in a dot (`kyc.`)",
    }),
  ),
  user: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_ID, description: "the user the action concerns" }),
  ),
  from: Type.Optional(AuditTime("entries from this time (a day starts at 00:00 UTC)")),
  to: Type.Optional(AuditTime("entries up to this time (a day includes all of it)")),
});

/** An operator, for the audit log's filter. */
export const OperatorName = Type.Object({ id: Type.Integer(), username: Type.String() });

/** The console's roles. */
export const OperatorRoleName = Type.Union([
  Type.Literal("admin"),
  Type.Literal("reviewer"),
  Type.Literal("support"),
]);

/** An operator in the console's list (`GET /admin/operators`); `id` and `username` also feed the audit filter. */
export const OperatorEntry = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: OperatorRoleName,
  disabled: Type.Boolean(),
  totp_bound: Type.Boolean(),
  created_at: Type.String(),
  last_sign_in: Type.Union([Type.String(), Type.Null()], { description: "null when never signed in" }),
});
export type OperatorEntry = Static<typeof OperatorEntry>;

/** An operator's password: 12 to 128 characters, not the published demo password. */
const OperatorPassword = Text(128, { minLength: 12, description: "12 characters or more" });

/** `POST /admin/operators`: a new operator, who binds an authenticator at the first sign-in. */
export const CreateOperatorBody = Type.Object({
  username: Type.String({
    minLength: 3,
    maxLength: 32,
    pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$",
    description: "3 to 32 letters, digits, `.`, `_` or `-`, starting with a letter or digit",
  }),
  password: OperatorPassword,
  role: OperatorRoleName,
});

/** `POST /admin/operators/:id/password`: a new password (the operator's sessions end). */
export const OperatorPasswordBody = Type.Object({ password: OperatorPassword });

/** `POST /admin/operators/:id/role`. */
export const OperatorRoleBody = Type.Object({ role: OperatorRoleName });

export const TotpSetup = Type.Object({
  secret: Type.String(),
  otpauth_url: Type.String(),
  qr: Type.String(),
});
export type TotpSetup = Static<typeof TotpSetup>;
export const TotpSetupResponse = Envelope(TotpSetup);

/** One run of a daily job (`GET /admin/jobs`). */
export const JobRun = Type.Object({
  job: Type.String(),
  day: Type.String({ description: "the day the run did, YYYY-MM-DD" }),
  started_at: Type.String(),
  finished_at: Type.String(),
  error: Type.Union([Type.String(), Type.Null()], {
    description: "null when the run finished; the error when it failed (the day is then run again)",
  }),
});
export type JobRun = Static<typeof JobRun>;

/** `GET /admin/jobs`: each daily job's last day done, and the latest runs, newest first. */
export const JobsRecent = Type.Object({
  jobs: Type.Array(Type.Object({ job: Type.String(), done_through: Type.String() })),
  runs: Type.Array(JobRun),
});
export type JobsRecent = Static<typeof JobsRecent>;

/** A broken invariant of the ledger. */
export const LedgerViolation = Type.Object({
  rule: Type.String({ description: "which invariant broke" }),
  detail: Type.String({ description: "the offending row, as JSON text" }),
});
export type LedgerViolation = Static<typeof LedgerViolation>;

/** `GET /admin/ledger/check`: the ledger's invariants, checked now. */
export const LedgerCheck = Type.Object({
  ok: Type.Boolean(),
  violations: Type.Array(LedgerViolation),
  checked_at: Type.String(),
});
export type LedgerCheck = Static<typeof LedgerCheck>;
