import {
  ApiKey,
  ApiKeyCodeBody,
  ApiKeyCreateBody,
  ApiKeyCreated,
  ApiKeyParams,
  Envelope,
  OkText,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { userOf } from "../../http/auth.ts";
import { confirm, envelope } from "../../http/envelope.ts";
import { langOf } from "../../http/lang.ts";
import { success } from "../../http/outcome.ts";
import type { ApiKeysService } from "./apikeys.service.ts";

/** One's API keys (`docs/apikeys-api.md`): verified users only; a demo session's keys are the demo account's. */
export const apiKeysRoutes: FastifyPluginAsyncTypebox<{ keys: ApiKeysService }> = async (app, { keys }) => {
  const tags = ["api keys"];
  const security = [{ token: [] }];
  const verified = [app.authenticate, app.requireKyc(1)];

  app.post(
    "/user/api_keys/code",
    {
      preHandler: [...verified, ...app.userLimits("security-code")],
      schema: {
        tags,
        security,
        summary:
          "Sends a security code for creating an API key to one's email (or phone: channel mobile, or no email)",
        body: ApiKeyCodeBody,
        response: { 200: OkText },
      },
    },
    async (request) => {
      const sent = await keys.sendCode(userOf(request), request.body.channel, langOf(request));
      return confirm(request, sent, "OK_CODE_SENT");
    },
  );

  app.post(
    "/user/api_keys",
    {
      preHandler: [...verified, ...app.userLimits("security-setting")],
      schema: {
        tags,
        security,
        summary:
          "Creates an API key (HMAC secret shown once, or an Ed25519 public key given) with the security code and, when bound, the authenticator's code",
        body: ApiKeyCreateBody,
        response: { 200: Envelope(ApiKeyCreated) },
      },
    },
    async (request) => {
      const b = request.body;
      return envelope(
        request,
        await keys.create(userOf(request), {
          label: b.label,
          permissions: b.permissions,
          ips: b.ips,
          expires_at: b.expires_at,
          public_key: b.public_key,
          code: b.code,
          google_code: b.google_code,
        }),
      );
    },
  );

  app.get(
    "/user/api_keys",
    {
      preHandler: verified,
      schema: {
        tags,
        security,
        summary:
          "One's API keys, newest first: permissions, IP allowlist, expiry, last use, status; never a secret",
        response: { 200: Envelope(Type.Array(ApiKey)) },
      },
    },
    async (request) => envelope(request, success(await keys.list(userOf(request)))),
  );

  app.delete(
    "/user/api_keys/:id",
    {
      preHandler: verified,
      schema: {
        tags,
        security,
        summary: "Revokes one of one's API keys at once",
        params: ApiKeyParams,
        response: { 200: OkText },
      },
    },
    async (request) => confirm(request, await keys.remove(userOf(request), request.params.id), "OK_DELETED"),
  );
};
