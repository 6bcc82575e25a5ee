import { type Static, Type } from "typebox";
import { Page } from "./admin.ts";
import { ANYONE, OwnedId, PageQuery, Text } from "./bounds.ts";
import { Envelope, Lang } from "./envelope.ts";

const Code = Text(16, { description: "6-character verification code (scene security)" });

export const EditNicknameBody = Type.Object({
  nickname: Type.Optional(Text(64)),
  signature: Type.Optional(Text(128)),
  lang: Lang,
});
export const EditSignatureBody = Type.Object({ signature: Text(128), lang: Lang });
export const HeadPortraitBody = Type.Object({
  head_portrait: Text(256, { description: "the path /upload answered" }),
  lang: Lang,
});

export const PayPasswordBody = Type.Object({
  password: Text(32, { description: "new fund password, 4–12 digits" }),
  re_password: Text(32),
  code: Code,
  lang: Lang,
});
export const ChangePasswordBody = Type.Object({
  old_password: Text(128),
  password: Text(128),
  re_password: Text(128),
  lang: Lang,
});
export const BindMobileBody = Type.Object({
  mobile: Text(20),
  area_code: Type.Optional(Text(8)),
  code: Code,
  lang: Lang,
});
export const BindEmailBody = Type.Object({ email: Text(128), code: Code, lang: Lang });
export const AntiPhishingBody = Type.Object({
  anti_phishing_code: Text(32),
  code: Code,
  lang: Lang,
});
export const BindAuthenticatorBody = Type.Object({ google_code: Text(8), lang: Lang });

export const SessionInfo = Type.Object({
  id: Type.Integer(),
  ip: Type.String(),
  device: Type.String({ description: "the browser's user agent" }),
  created_at: Type.String(),
  last_seen_at: Type.String(),
  current: Type.Boolean(),
});
export type SessionInfo = Static<typeof SessionInfo>;
export const SessionListResponse = Envelope(Type.Array(SessionInfo));
export const SessionIdBody = Type.Object({ id: OwnedId("session"), lang: Lang });

const KycLevelState = Type.Object({
  state: Type.Union([
    Type.Literal("none"),
    Type.Literal("review"),
    Type.Literal("certified"),
    Type.Literal("rejected"),
  ]),
  reject_reason: Type.Union([Type.String(), Type.Null()]),
  submitted_at: Type.Union([Type.String(), Type.Null()]),
  reviewed_at: Type.Union([Type.String(), Type.Null()]),
});
export const RealState = Type.Object({
  kyc_level: Type.Integer({ minimum: 0, maximum: 2 }),
  real_state: Type.Integer({ description: "0 none, 1 under review, 2 certified, 3 rejected" }),
  level1: KycLevelState,
  level2: KycLevelState,
  contacts_bound: Type.Boolean({ description: "email and mobile both bound (needed for level 1)" }),
  name: Type.Union([Type.String(), Type.Null()]),
});
export type RealState = Static<typeof RealState>;
export const RealStateResponse = Envelope(RealState);

export const DocType = Type.Union([
  Type.Literal("id_card"),
  Type.Literal("passport"),
  Type.Literal("driver_licence"),
  Type.Literal("residence_permit"),
  Type.Literal("other"),
]);
export const KycSubmitBody = Type.Object({
  type: Type.Integer({ minimum: 1, maximum: 2, description: "1 basic, 2 advanced" }),
  name: Type.Optional(Text(64)),
  card_id: Type.Optional(Text(32, { description: "document number", ...ANYONE })),
  doc_type: Type.Optional(Text(24)),
  nationality: Type.Optional(Text(2, { description: "ISO 3166-1 alpha-2" })),
  front_pic: Type.Optional(Text(256)),
  reverse_pic: Type.Optional(Text(256)),
  hand_pic: Type.Optional(Text(256)),
  relatives: Type.Optional(Text(64)),
  relationship: Type.Optional(Text(32)),
  relatives_phone: Type.Optional(Text(24)),
  relatives_address: Type.Optional(Text(200, { multiline: true })),
  lang: Lang,
});

export const KycApplication = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  account: Type.String(),
  level: Type.Integer(),
  state: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  doc_type: Type.Union([Type.String(), Type.Null()]),
  doc_number: Type.Union([Type.String(), Type.Null()]),
  nationality: Type.Union([Type.String(), Type.Null()]),
  front_pic: Type.Union([Type.String(), Type.Null()]),
  reverse_pic: Type.Union([Type.String(), Type.Null()]),
  hand_pic: Type.Union([Type.String(), Type.Null()]),
  relatives: Type.Union([Type.String(), Type.Null()]),
  relationship: Type.Union([Type.String(), Type.Null()]),
  relatives_phone: Type.Union([Type.String(), Type.Null()]),
  relatives_address: Type.Union([Type.String(), Type.Null()]),
  reject_reason: Type.Union([Type.String(), Type.Null()]),
  reviewed_by: Type.Union([Type.String(), Type.Null()]),
  reviewed_at: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  doc_verified_users: Type.Array(Type.Integer(), {
    description: "other accounts verified with this document number (a duplicate to refuse or explain)",
  }),
  same_name_users: Type.Array(Type.Integer(), {
    description: "other accounts that gave this name for KYC, compared without case or spaces",
  }),
});
export const KycQueueQuery = Type.Object({
  ...PageQuery,
  state: Type.Optional(
    Type.Union([Type.Literal("review"), Type.Literal("approved"), Type.Literal("rejected")]),
  ),
});
export const KycQueueResponse = Envelope(Page(KycApplication));
export const KycRejectBody = Type.Object({ reason: Text(200, { multiline: true }), lang: Lang });

export const AdminUser = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  area_code: Type.Union([Type.String(), Type.Null()]),
  nickname: Type.Union([Type.String(), Type.Null()]),
  kyc_level: Type.Integer(),
  real_state: Type.Integer(),
  status: Type.String(),
  google_bound: Type.Boolean(),
  inviter_id: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String(),
  /** the console's tags, sorted */
  tags: Type.Array(Type.String()),
});
export const AdminUserQuery = Type.Object({
  ...PageQuery,
  q: Type.Optional(Text(128)),
  /** only users carrying this tag */
  tag: Type.Optional(Text(24)),
});
export const AdminUserDetail = Type.Object({
  user: AdminUser,
  sessions: Type.Array(SessionInfo),
  kyc: Type.Array(KycApplication),
});
export * from "./user-records.ts";
