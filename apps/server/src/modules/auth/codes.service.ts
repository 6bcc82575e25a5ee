import { createHash, randomInt } from "node:crypto";
import type { Queryable } from "../../db/db.ts";
import type { Lang } from "../../http/lang.ts";
import { t } from "../../http/messages/index.ts";
import { type Failure, failure, type Outcome, success } from "../../http/outcome.ts";
import type { Sender } from "../../notify/sender.ts";
import { type AccountRef, recipientOf } from "./account.ts";
import { consumeCode, countWrongTry, insertCode, latestCode } from "./codes.repo.ts";

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;
export const CODE_RESEND_MS = 60_000;

/** `api_key`: a security code for creating an API key, kept apart from the codes of other changes. */
export type Scene = "register" | "forget" | "bind" | "security" | "api_key";

const hashCode = (target: string, scene: string, code: string) =>
  createHash("sha256").update(`${target}\n${scene}\n${code.toUpperCase()}`).digest("hex");

/**
 * Issues a fresh 6-digit code, at most one per account and purpose every minute. The caller sends it
 * once the row is committed, so a message never carries a code the database does not know.
 */
export async function issueCode(
  q: Queryable,
  ref: AccountRef,
  scene: Scene,
  now: Date,
): Promise<Outcome<string>> {
  const target = recipientOf(ref);
  const last = await latestCode(q, target, scene);
  const waitMs = last ? last.created_at.getTime() + CODE_RESEND_MS - now.getTime() : 0;
  if (waitMs > 0) return failure("CODE_RESEND_TOO_SOON", { seconds: Math.ceil(waitMs / 1000) });

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await insertCode(q, {
    channel: ref.kind === "email" ? "email" : "sms",
    target,
    scene,
    codeHash: hashCode(target, scene, code),
    now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  return success(code);
}

/** Sends a code; the recipient's anti-phishing code, when set, opens every message the venue sends. */
export function sendCode(
  sender: Sender,
  ref: AccountRef,
  code: string,
  lang: Lang,
  antiPhishing: string | null = null,
): Promise<void> {
  const body = t(lang, "MAIL_CODE_BODY", { code });
  return sender.send({
    channel: ref.kind === "email" ? "email" : "sms",
    to: recipientOf(ref),
    subject: t(lang, "MAIL_CODE_SUBJECT"),
    body: antiPhishing ? `${t(lang, "MAIL_ANTI_PHISHING", { code: antiPhishing })}\n${body}` : body,
    code,
  });
}

/**
 * Checks and consumes the latest code for the account and purpose. Run it inside the transaction that
 * uses the code, so a failure later in that transaction leaves the code unspent.
 */
export async function useCode(
  deps: { q: Queryable; now: Date },
  ref: AccountRef,
  scene: Scene,
  code: string,
): Promise<Outcome<null> | Failure> {
  if (!/^[0-9A-Za-z]{6}$/.test(code)) return failure("CODE_INVALID_FORMAT");
  const target = recipientOf(ref);
  const row = await latestCode(deps.q, target, scene);
  if (!row || row.consumed_at) return failure("CODE_WRONG");
  if (row.expires_at.getTime() <= deps.now.getTime()) return failure("CODE_EXPIRED");
  if (row.attempts >= CODE_MAX_TRIES) return failure("CODE_TOO_MANY_TRIES");
  if (row.code_hash !== hashCode(target, scene, code)) {
    await countWrongTry(deps.q, row.id);
    return failure(row.attempts + 1 >= CODE_MAX_TRIES ? "CODE_TOO_MANY_TRIES" : "CODE_WRONG");
  }
  return (await consumeCode(deps.q, row.id, deps.now)) ? success(null) : failure("CODE_WRONG");
}
