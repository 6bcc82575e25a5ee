import { type Static, Type } from "typebox";
import { ANYONE, Text } from "./bounds.ts";
import { Envelope, Lang } from "./envelope.ts";

const Account = Text(128, { minLength: 1, description: "email address or mobile number" });
const AccountType = Type.Union([Type.Literal("email"), Type.Literal("mobile")]);
const Password = Text(128);
const Code = Text(16, { description: "6-character verification code" });
const AreaCode = Type.Optional(Text(8, { description: "dialling code without +, e.g. 86" }));
/** register: a free address; forget: an existing account; bind: a free address for the signed-in user;
 * security: the signed-in user's own bound address (before changing security settings). */
const Scene = Type.Union([
  Type.Literal("register"),
  Type.Literal("forget"),
  Type.Literal("bind"),
  Type.Literal("security"),
]);

export const SendMailCodeBody = Type.Object({
  user_string: Type.Optional(Text(128, { description: "the email; not needed for scene security" })),
  scene: Type.Optional(Scene),
  /** legacy clients send `type: "forget"` for resets */
  type: Type.Optional(Text(16)),
  lang: Lang,
});

export const SendSmsCodeBody = Type.Object({
  mobile: Type.Optional(Text(20)),
  user_string: Type.Optional(Text(20)),
  area_code: AreaCode,
  scene: Type.Optional(Scene),
  type: Type.Optional(Text(16)),
  lang: Lang,
});

/** A security code to the signed-in user's own email or phone (`POST /send`; without `type`: the email, else the phone). */
export const SendSecurityCodeBody = Type.Object({
  type: Type.Optional(AccountType),
  lang: Lang,
});

/** A security code for a withdrawal to the signed-in user's own email or phone (`/wallet/sendMailCode`, `/wallet/sendSmsCode`). */
export const SendWalletCodeBody = Type.Object({ lang: Lang });

export const CheckAccountBody = Type.Object({ user_string: Account, area_code: AreaCode, lang: Lang });

export const RegisterBody = Type.Object({
  type: Type.Optional(AccountType),
  user_string: Account,
  code: Code,
  password: Password,
  re_password: Password,
  area_code_id: Type.Optional(Text(8, ANYONE)),
  area_code: AreaCode,
  extension_code: Type.Optional(Text(16, { description: "inviter's invitation code" })),
  app_id: Type.Optional(Text(64, ANYONE)),
  lang: Lang,
});

export const LoginBody = Type.Object({
  user_string: Account,
  password: Password,
  type: Type.Optional(AccountType),
  area_code: AreaCode,
  google_code: Type.Optional(Text(8)),
  lang: Lang,
});

export const ForgetBody = Type.Object({
  account: Account,
  password: Password,
  repassword: Password,
  code: Code,
  area_code: AreaCode,
  lang: Lang,
});

export const SetLangBody = Type.Object({ lang: Text(8, { minLength: 2 }) });

export const UserInfo = Type.Object({
  id: Type.Integer(),
  account: Type.String({ description: "email, or +<area><mobile>" }),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  area_code: Type.Union([Type.String(), Type.Null()]),
  nickname: Type.Union([Type.String(), Type.Null()]),
  head_portrait: Type.Union([Type.String(), Type.Null()]),
  extension_code: Type.String({ description: "the user's own invitation code" }),
  lang: Type.String(),
  kyc_level: Type.Integer({ minimum: 0, maximum: 2 }),
  real_state: Type.Integer({ description: "0 none, 1 under review, 2 certified, 3 rejected" }),
  google_bound: Type.Boolean(),
  pay_password_set: Type.Boolean(),
  signature: Type.Union([Type.String(), Type.Null()]),
  anti_phishing_set: Type.Boolean(),
  withdraw_locked_until: Type.Union([Type.String({ format: "date-time" }), Type.Null()], {
    description: "withdrawals refused until then (24 h after a password or authenticator change)",
  }),
  created_at: Type.String({ format: "date-time" }),
  mode: Type.Union([Type.Literal("real"), Type.Literal("demo")], {
    description: "which account the session acts as: the user's own, or the user's demo account",
  }),
  demo_user_id: Type.Union([Type.Integer(), Type.Null()], { description: "the demo account, once opened" }),
});
export type UserInfo = Static<typeof UserInfo>;

export const UserInfoResponse = Envelope(UserInfo);
export const LoginResponse = Envelope(Type.String({ description: "the session token" }));
export const CheckResponse = Envelope(Type.Object({ id: Type.Integer(), account: Type.String() }));

export type RegisterBody = Static<typeof RegisterBody>;
export type LoginBody = Static<typeof LoginBody>;
