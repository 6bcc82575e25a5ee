import {
  CheckAccountBody,
  CheckResponse,
  ForgetBody,
  LoginBody,
  LoginResponse,
  OkText,
  RegisterBody,
  SendMailCodeBody,
  SendSmsCodeBody,
  SetLangBody,
  UserInfoResponse,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { tokenOf, userOf } from "../../http/auth.ts";
import { envelope, text } from "../../http/envelope.ts";
import { langOf, normalizeLang } from "../../http/lang.ts";
import { failure, success } from "../../http/outcome.ts";
import { type AuthService, parseAccount } from "./auth.service.ts";

export interface AuthRoutesOptions {
  auth: AuthService;
  /** requests per minute and IP on these calls; 0 turns the limit off */
  rateLimit: number;
}

const sceneOf = (body: { scene?: "register" | "forget"; type?: string }) =>
  body.scene ?? (body.type === "forget" ? "forget" : "register");

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { auth, rateLimit }) => {
  const limited = { rateLimit: rateLimit > 0 ? { max: rateLimit, timeWindow: 60_000 } : false };
  const tags = ["auth"];

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
    },
    async (request) => {
      const ref = parseAccount(request.body.user_string, "email", undefined);
      if (!ref.ok) return envelope(request, ref);
      const sent = await auth.sendAccountCode(ref.value, sceneOf(request.body), langOf(request));
      return envelope(request, sent.ok ? success(text(request, "OK_CODE_SENT")) : sent);
    },
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
    },
    async (request) => {
      const mobile = request.body.mobile ?? request.body.user_string;
      if (!mobile) return envelope(request, failure("AUTH_INVALID_MOBILE"));
      const ref = parseAccount(mobile, "mobile", request.body.area_code);
      if (!ref.ok) return envelope(request, ref);
      const sent = await auth.sendAccountCode(ref.value, sceneOf(request.body), langOf(request));
      return envelope(request, sent.ok ? success(text(request, "OK_CODE_SENT")) : sent);
    },
  );

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
        return envelope(request, free.ok ? success(text(request, "OK_AVAILABLE")) : free);
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
    },
    async (request) => {
      const done = await auth.register(request.body, langOf(request));
      return envelope(request, done.ok ? success(text(request, "OK_REGISTERED")) : done);
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
    },
    async (request) => {
      const done = await auth.resetPassword(request.body);
      return envelope(request, done.ok ? success(text(request, "OK_PASSWORD_RESET")) : done);
    },
  );

  app.get(
    "/user/info",
    {
      schema: { tags, summary: "The signed-in user", response: { 200: UserInfoResponse } },
      preHandler: app.authenticate,
    },
    async (request) => envelope(request, success(await auth.userInfo(userOf(request).id))),
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
