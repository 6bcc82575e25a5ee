import {
  AntiPhishingBody,
  BindAuthenticatorBody,
  BindEmailBody,
  BindMobileBody,
  ChangePasswordBody,
  EditNicknameBody,
  EditSignatureBody,
  HeadPortraitBody,
  OkText,
  PayPasswordBody,
  SessionIdBody,
  SessionListResponse,
  TotpSetupResponse,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { userOf } from "../../http/auth.ts";
import { confirm, envelope, text } from "../../http/envelope.ts";
import { failure, success } from "../../http/outcome.ts";
import { qrDataUrl } from "../../security/qr.ts";
import type { AuthService } from "../auth/index.ts";
import type { ProfileService } from "./profile.service.ts";
import type { SecurityService } from "./security.service.ts";

export interface UserRoutesOptions {
  auth: AuthService;
  profile: ProfileService;
  security: SecurityService;
}

/** Profile and security settings of the signed-in user. */
export const userRoutes: FastifyPluginAsyncTypebox<UserRoutesOptions> = async (
  app,
  { auth, profile, security },
) => {
  const tags = ["user"];
  const signedIn = { preHandler: app.authenticate };
  /** Each checks a password or a code: the user's "security-setting" budget. */
  const securitySetting = { preHandler: [app.authenticate, ...app.userLimits("security-setting")] };
  const authenticator = { preHandler: [app.authenticate, ...app.userLimits("authenticator")] };

  app.post(
    "/user/editNickname",
    {
      schema: {
        tags,
        summary: "Set the nickname (2–10) and/or signature (2–30)",
        body: EditNicknameBody,
        response: { 200: OkText },
      },
      ...signedIn,
    },
    async (request) => {
      const { nickname, signature } = request.body;
      const id = userOf(request).id;
      if (nickname === undefined && signature === undefined)
        return envelope(request, failure("PROFILE_INVALID_NICKNAME"));
      if (nickname !== undefined) {
        const set = await profile.editNickname(id, nickname);
        if (!set.ok) return envelope(request, set);
      }
      if (signature !== undefined) {
        const set = await profile.editSignature(id, signature);
        if (!set.ok) return envelope(request, set);
      }
      return envelope(request, success(text(request, "OK_SAVED")));
    },
  );

  app.post(
    "/user/editSignature",
    {
      schema: {
        tags,
        summary: "Set the signature (2–30 characters)",
        body: EditSignatureBody,
        response: { 200: OkText },
      },
      ...signedIn,
    },
    async (request) => {
      const set = await profile.editSignature(userOf(request).id, request.body.signature);
      return confirm(request, set, "OK_SAVED");
    },
  );

  app.post(
    "/user/uploadHeadPortrait",
    {
      schema: {
        tags,
        summary: "Use an uploaded image as the avatar; the message is its public URL",
        body: HeadPortraitBody,
        response: { 200: OkText },
      },
      ...signedIn,
    },
    async (request) =>
      envelope(request, await profile.setAvatar(userOf(request).id, request.body.head_portrait)),
  );

  app.post(
    "/safe/change_password",
    {
      schema: {
        tags,
        summary: "Change the login password; other devices are signed out",
        body: ChangePasswordBody,
        response: { 200: OkText },
      },
      ...securitySetting,
    },
    async (request) => {
      const changed = await security.changePassword(userOf(request), request.body);
      return confirm(request, changed, "OK_SAVED");
    },
  );

  app.post(
    "/safe/update_password",
    {
      schema: {
        tags,
        summary: "Set or change the fund password (4–12 digits) with a security code",
        body: PayPasswordBody,
        response: { 200: OkText },
      },
      ...securitySetting,
    },
    async (request) => {
      const set = await security.setPayPassword(userOf(request).id, request.body);
      return confirm(request, set, "OK_SAVED");
    },
  );

  app.post(
    "/safe/mobile",
    {
      schema: {
        tags,
        summary: "Bind a mobile number with a code sent to it (scene bind)",
        body: BindMobileBody,
        response: { 200: OkText },
      },
      ...securitySetting,
    },
    async (request) => {
      const { mobile, area_code, code } = request.body;
      const bound = await security.bindContact(userOf(request).id, "mobile", mobile, area_code, code);
      return confirm(request, bound, "OK_BOUND");
    },
  );

  app.post(
    "/safe/email",
    {
      schema: {
        tags,
        summary: "Bind an email with a code sent to it (scene bind)",
        body: BindEmailBody,
        response: { 200: OkText },
      },
      ...securitySetting,
    },
    async (request) => {
      const bound = await security.bindContact(
        userOf(request).id,
        "email",
        request.body.email,
        undefined,
        request.body.code,
      );
      return confirm(request, bound, "OK_BOUND");
    },
  );

  app.post(
    "/safe/anti_phishing",
    {
      schema: {
        tags,
        summary: "Set the anti-phishing code shown in every message",
        body: AntiPhishingBody,
        response: { 200: OkText },
      },
      ...securitySetting,
    },
    async (request) => {
      const set = await security.setAntiPhishing(
        userOf(request).id,
        request.body.anti_phishing_code,
        request.body.code,
      );
      return confirm(request, set, "OK_SAVED");
    },
  );

  app.get(
    "/user/getAuthenticator",
    {
      schema: {
        tags,
        summary: "A new authenticator key (16 base32 characters) with its otpauth URL and QR",
        response: { 200: TotpSetupResponse },
      },
      ...authenticator,
    },
    async (request) => {
      const me = await auth.userInfo(userOf(request).id);
      const started = await security.startAuthenticator(me.id, me.account);
      return envelope(
        request,
        started.ok ? success({ ...started.value, qr: await qrDataUrl(started.value.otpauth_url) }) : started,
      );
    },
  );

  app.post(
    "/user/bindAuthenticator",
    {
      schema: {
        tags,
        summary: "Bind the authenticator with a code from it (once only)",
        body: BindAuthenticatorBody,
        response: { 200: OkText },
      },
      ...authenticator,
    },
    async (request) => {
      const bound = await security.bindAuthenticator(userOf(request).id, request.body.google_code);
      return confirm(request, bound, "OK_BOUND");
    },
  );

  app.get(
    "/user/sessions",
    {
      schema: { tags, summary: "Devices signed in to this account", response: { 200: SessionListResponse } },
      ...signedIn,
    },
    async (request) => envelope(request, success(await auth.listSessions(userOf(request)))),
  );

  app.post(
    "/user/sessions/revoke",
    {
      schema: { tags, summary: "Sign one device out", body: SessionIdBody, response: { 200: OkText } },
      ...signedIn,
    },
    async (request) => {
      const ended = await auth.endSession(userOf(request), request.body.id);
      return confirm(request, ended, "OK_LOGGED_OUT");
    },
  );

  app.post(
    "/user/sessions/logout_others",
    { schema: { tags, summary: "Sign every other device out", response: { 200: OkText } }, ...signedIn },
    async (request) => {
      await security.endOtherSessions(userOf(request));
      return envelope(request, success(text(request, "OK_LOGGED_OUT_OTHERS")));
    },
  );
};
