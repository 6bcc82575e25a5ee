import {
  AuditEntry,
  AuditQuery,
  Envelope,
  OkText,
  OperatorInfo,
  OperatorLoginBody,
  OutboxMessage,
  OutboxQuery,
  Page,
  Text,
  TotpSetupResponse,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Db } from "../../db/db.ts";
import { operatorOf, tokenOf } from "../../http/auth.ts";
import { confirm, envelope, text } from "../../http/envelope.ts";
import { failure, success } from "../../http/outcome.ts";
import { maskedMessage, readOutbox } from "../../notify/outbox.ts";
import { qrDataUrl } from "../../security/qr.ts";
import type { AdminService } from "./admin.service.ts";

/**
 * Operator sign-in, the operator's own authenticator, the audit log and the outbox. The operators
 * themselves are managed in `operators.routes.ts`.
 */
export const adminRoutes: FastifyPluginAsyncTypebox<{
  admin: AdminService;
  db: Db;
  rateLimit: number;
}> = async (app, { admin, db, rateLimit }) => {
  const tags = ["admin"];
  // status, binding and sign-out: open to an operator who must still bind an authenticator
  const anyOperator = app.operatorBinding;

  app.post(
    "/admin/login",
    {
      schema: {
        tags,
        summary: "Operator login; the message is the operator token",
        body: OperatorLoginBody,
        response: { 200: Envelope(Type.String()) },
      },
      config: { rateLimit: rateLimit > 0 ? { max: rateLimit, timeWindow: 60_000 } : false },
    },
    async (request) => {
      const { username, password, totp } = request.body;
      return envelope(request, await admin.login(username, password, totp, request.ip));
    },
  );

  app.post(
    "/admin/logout",
    {
      schema: { tags, summary: "End this operator session", response: { 200: OkText } },
      preHandler: anyOperator,
    },
    async (request) => {
      await admin.logout(tokenOf(request) ?? "");
      return envelope(request, success(text(request, "OK_LOGGED_OUT")));
    },
  );

  app.get(
    "/admin/me",
    {
      schema: { tags, summary: "The signed-in operator", response: { 200: Envelope(OperatorInfo) } },
      preHandler: anyOperator,
    },
    async (request) => {
      const operator = operatorOf(request);
      const { id, username, role } = operator;
      return envelope(request, success({ id, username, role, ...(await admin.status(id)) }));
    },
  );

  app.get(
    "/admin/totp",
    {
      schema: {
        tags,
        summary: "Start binding an authenticator to this operator",
        response: { 200: TotpSetupResponse },
      },
      preHandler: [anyOperator, ...app.userLimits("authenticator")],
    },
    async (request) => {
      const started = await admin.startTotp(operatorOf(request));
      return envelope(
        request,
        started.ok ? success({ ...started.value, qr: await qrDataUrl(started.value.otpauth_url) }) : started,
      );
    },
  );

  app.post(
    "/admin/totp",
    {
      schema: {
        tags,
        summary: "Bind the authenticator with a code from it",
        body: Type.Object({ code: Text(8) }),
        response: { 200: OkText },
      },
      preHandler: [anyOperator, ...app.userLimits("authenticator")],
    },
    async (request) => {
      const operator = operatorOf(request);
      const bound = await admin.bindTotp(operator.id, request.body.code);
      if (bound.ok)
        await writeAudit(db, {
          operatorId: operator.id,
          action: "operator.totp_bound",
          targetType: "operator",
          targetId: operator.id,
          ip: request.ip,
        });
      return confirm(request, bound, "OK_BOUND");
    },
  );

  app.get(
    "/admin/audit",
    {
      schema: {
        tags,
        summary: "The audit log, newest first",
        querystring: AuditQuery,
        response: { 200: Envelope(Page(AuditEntry)) },
      },
      preHandler: app.operatorWith("admin"),
    },
    async (request) => {
      const { page, limit, target_type, target_id, operator, action, user, from, to } = request.query;
      const target = target_type ? { type: target_type, ...(target_id ? { id: target_id } : {}) } : undefined;
      const since = from === undefined ? undefined : auditTime(from, false);
      const until = to === undefined ? undefined : auditTime(to, true);
      const bad = since === null ? "from" : until === null ? "to" : undefined;
      const filter = {
        ...(target ? { target } : {}),
        ...(operator !== undefined ? { operator } : {}),
        ...(action !== undefined ? { action } : {}),
        ...(user !== undefined ? { user } : {}),
        ...(since ? { from: since } : {}),
        ...(until ? { to: until } : {}),
      };
      return envelope(
        request,
        bad
          ? failure("REQUEST_INVALID_FIELD", { field: bad })
          : success(await admin.auditLog(page, limit, filter)),
      );
    },
  );

  /**
   * The messages the venue wrote to the outbox, for delivery checks: every code and anti-phishing code
   * masked (a code read here would open the recipient's account), each reading in the audit log.
   * Codes themselves are only for the dev outbox, on the developer's machine.
   */
  app.get(
    "/admin/outbox",
    {
      schema: {
        tags,
        summary: "Messages written to the outbox, newest first, their codes masked (audited)",
        querystring: OutboxQuery,
        response: { 200: Envelope(Type.Array(OutboxMessage)) },
      },
      preHandler: app.operatorWith("admin", "support"),
    },
    async (request) => {
      const { to, limit } = request.query;
      const messages = (await readOutbox(db, to, limit)).map(maskedMessage);
      await writeAudit(db, {
        operatorId: operatorOf(request).id,
        action: "outbox.read",
        targetType: "outbox",
        targetId: to ?? null,
        after: { to: to ?? null, limit, messages: messages.length },
        ip: request.ip,
      });
      return envelope(request, success(messages));
    },
  );
};

/**
 * A filter's time: an instant as given, or a day (UTC) from its start; `end` makes a day include all of
 * it. Null for a date that does not exist (`2026-02-30`).
 */
function auditTime(text: string, end: boolean): Date | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const at = new Date(day ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(at.getTime())) return null;
  if (day && at.toISOString().slice(0, 10) !== text) return null;
  return end && day ? new Date(at.getTime() + 86_400_000) : at;
}
