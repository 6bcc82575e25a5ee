import {
  CheckAccountBody,
  CheckResponse,
  ForgetBody,
  LoginBody,
  LoginResponse,
  OkText,
  RegisterBody,
  SendMailCodeBody,
  SendSecurityCodeBody,
  SendSmsCodeBody,
  SendWalletCodeBody,
  SetLangBody,
  UserInfoResponse,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { accountOf, tokenOf, userOf } from "../../http/auth.ts";
import { confirm, envelope, text } from "../../http/envelope.ts";
import { langOf, normalizeLang } from "../../http/lang.ts";
import { accountLimit, userSubject } from "../../http/limits.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { limitKeyOf } from "./account.ts";
import { type AuthService, parseAccount } from "./auth.service.ts";

export interface AuthRoutesOptions {
  auth: AuthService;
  /** requests per minute and IP on these calls; 0 turns the limit off */
  rateLimit: number;
  /** requests per 15 minutes and account on sign-in, code sending, sign-up and reset; 0 turns it off */
  accountRateLimit: number;
}

type Scene = "register" | "forget" | "bind" | "security";
const sceneOf = (body: { scene?: Scene; type?: string }): Scene =>
  body.scene ?? (body.type === "forget" ? "forget" : "register");

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (
  app,
  { auth, rateLimit, accountRateLimit },
) => {
  const limited = { rateLimit: rateLimit > 0 ? { max: rateLimit, timeWindow: 60_000 } : (false as const) };
  const tags = ["auth"];
  /** Besides the per-IP limit, one per account named in the body: a forwarded address cannot spread it. */
  const accountHook = (name: string, accountOf: (body: Record<string, unknown>) => string | undefined) =>
    accountLimit(app, name, accountRateLimit, (request) =>
      accountOf((request.body ?? {}) as Record<string, unknown>),
    );
  const perAccount = (name: string, accountOf: (body: Record<string, unknown>) => string | undefined) => {
    const hook = accountHook(name, accountOf);
    return hook ? { preHandler: hook } : {};
  };
  const str = (value: unknown) => (typeof value === "string" ? value : undefined);
  /** A bind or security code asked while signed in counts against the user's "security-code" budget too. */
  const perSignedInUser = app.userLimitsOf(async (request) => {
    const scene = sceneOf((request.body ?? {}) as { scene?: Scene; type?: string });
    const token = scene === "bind" || scene === "security" ? tokenOf(request) : undefined;
    const user = token ? await auth.authenticate(token) : undefined;
    return user && userSubject(user);
  }, "security-code");
  /** The per-account limit, then the signed-in user's. */
  const codeLimits = (name: string, accountOf: (body: Record<string, unknown>) => string | undefined) => {
    const hook = accountHook(name, accountOf);
    const hooks = [...(hook ? [hook] : []), ...perSignedInUser];
    return hooks.length > 0 ? { preHandler: hooks } : {};
  };
  const accountType = (value: unknown) => (value === "email" || value === "mobile" ? value : undefined);

  /** Sends a code by email or SMS; bind and security need the signed-in user. */
  async function sendCodeFor(
    request: FastifyRequest,
    channel: "email" | "mobile",
    account: string | undefined,
    areaCode: string | undefined,
    scene: Scene,
  ): Promise<Outcome<string>> {
    const parsed = account ? parseAccount(account, channel, areaCode) : undefined;
    if (parsed && !parsed.ok && scene !== "security") return parsed;
    const token = tokenOf(request);
    const user =
      (scene === "bind" || scene === "security") && token ? await auth.authenticate(token) : undefined;
    const ref = parsed?.ok ? parsed.value : undefined;
    const sent = await auth.sendAccountCode(ref, channel, scene, langOf(request), user?.id);
    return sent.ok ? success(text(request, "OK_CODE_SENT")) : sent;
  }

  app.post(
    "/sms_mail",
    {
      schema: {
        tags,
        summary: "Send an email verification code",
        body: SendMailCodeBody,
        response: { 200: OkText },
      },
      config: limited,
      ...codeLimits("email-code", (b) => limitKeyOf(str(b.user_string), "email")),
    },
    async (request) =>
      envelope(
        request,
        await sendCodeFor(request, "email", request.body.user_string, undefined, sceneOf(request.body)),
      ),
  );

  app.post(
    "/sms_send",
    {
      schema: {
        tags,
        summary: "Send an SMS verification code",
        body: SendSmsCodeBody,
        response: { 200: OkText },
      },
      config: limited,
      ...codeLimits("sms-code", (b) => limitKeyOf(str(b.mobile) ?? str(b.user_string), "mobile")),
    },
    async (request) => {
      const { mobile, user_string, area_code } = request.body;
      return envelope(
        request,
        await sendCodeFor(request, "mobile", mobile ?? user_string, area_code, sceneOf(request.body)),
      );
    },
  );

  /**
   * Security codes to the signed-in user's own bound email or phone (the codes a withdrawal or a change of
   * security settings asks for), under the same limits as `/sms_mail`: per IP, and per account (the
   * user's "security-code" budget, which bind codes asked while signed in count against too).
   */
  const securityCodeLimits = {
    config: limited,
    preHandler: [app.authenticate, ...app.userLimits("security-code")],
  };
  app.post(
    "/send",
    {
      schema: {
        tags,
        summary: "Send a security code to the signed-in user's email (or phone: type mobile, or no email)",
        body: SendSecurityCodeBody,
        response: { 200: OkText },
      },
      ...securityCodeLimits,
    },
    async (request) => {
      const { type } = request.body;
      const sent = await sendCodeFor(request, type ?? "email", undefined, undefined, "security");
      const noEmail = !type && !sent.ok && sent.code === "SECURITY_NO_BOUND_ACCOUNT";
      return envelope(
        request,
        noEmail ? await sendCodeFor(request, "mobile", undefined, undefined, "security") : sent,
      );
    },
  );
  for (const [path, channel] of [
    ["/wallet/sendMailCode", "email"],
    ["/wallet/sendSmsCode", "mobile"],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `Send a withdrawal security code to the signed-in user's ${channel === "email" ? "email" : "phone"}`,
          body: SendWalletCodeBody,
          response: { 200: OkText },
        },
        ...securityCodeLimits,
      },
      async (request) =>
        envelope(request, await sendCodeFor(request, channel, undefined, undefined, "security")),
    );
  }

  for (const kind of ["email", "mobile"] as const) {
    app.post(
      `/user/check_${kind}`,
      {
        schema: {
          tags,
          summary: `Check that a${kind === "email" ? "n email" : " mobile number"} is valid and free`,
          body: CheckAccountBody,
          response: { 200: OkText },
        },
        config: limited,
      },
      async (request) => {
        const ref = parseAccount(request.body.user_string, kind, request.body.area_code);
        if (!ref.ok) return envelope(request, ref);
        const free = await auth.checkAvailable(ref.value);
        return confirm(request, free, "OK_AVAILABLE");
      },
    );
  }

  app.post(
    "/user/register",
    {
      schema: {
        tags,
        summary: "Register by email or mobile with a code",
        body: RegisterBody,
        response: { 200: OkText },
      },
      config: limited,
      ...perAccount("register", (b) => limitKeyOf(str(b.user_string), accountType(b.type))),
    },
    async (request) => {
      const done = await auth.register(request.body, langOf(request));
      return confirm(request, done, "OK_REGISTERED");
    },
  );

  app.post(
    "/user/login",
    {
      schema: {
        tags,
        summary: "Log in; the message is the session token",
        body: LoginBody,
        response: { 200: LoginResponse },
      },
      config: limited,
      ...perAccount("login", (b) => limitKeyOf(str(b.user_string), accountType(b.type))),
    },
    async (request) => {
      const client = { ip: request.ip, userAgent: request.headers["user-agent"] ?? "" };
      return envelope(request, await auth.login(request.body, client));
    },
  );

  app.route({
    method: ["GET", "POST"],
    url: "/user/logout",
    schema: { tags, summary: "Revoke this session", response: { 200: OkText } },
    preHandler: app.authenticate,
    handler: async (request) => {
      await auth.logout(userOf(request));
      return envelope(request, success(text(request, "OK_LOGGED_OUT")));
    },
  });

  app.post(
    "/user/forget",
    {
      schema: {
        tags,
        summary: "Reset the login password with a code",
        body: ForgetBody,
        response: { 200: OkText },
      },
      config: limited,
      ...perAccount("reset", (b) => limitKeyOf(str(b.account), undefined)),
    },
    async (request) => {
      const done = await auth.resetPassword(request.body);
      return confirm(request, done, "OK_PASSWORD_RESET");
    },
  );

  app.get(
    "/user/info",
    {
      schema: { tags, summary: "The signed-in user", response: { 200: UserInfoResponse } },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = userOf(request);
      return envelope(request, success(await auth.userInfo(user.id, accountOf(user))));
    },
  );

  app.post(
    "/user/check",
    {
      schema: { tags, summary: "Check the session token", response: { 200: CheckResponse } },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { id, account } = await auth.userInfo(userOf(request).id);
      return envelope(request, success({ id, account }));
    },
  );

  app.post(
    "/set/lang",
    {
      schema: {
        tags,
        summary: "Set the language (stored on the account when signed in)",
        body: SetLangBody,
        response: { 200: OkText },
      },
    },
    async (request) => {
      const lang = normalizeLang(request.body.lang);
      if (!lang) return envelope(request, failure("AUTH_INVALID_LANG"));
      const token = tokenOf(request);
      const user = token ? await auth.authenticate(token) : undefined;
      if (user) await auth.setLang(user.id, lang);
      return envelope(request, success(text(request, "OK_LANG_SET")));
    },
  );
};
