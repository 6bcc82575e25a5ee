import type { Queryable } from "../../db/db.ts";
import { normalizeLang } from "../../http/lang.ts";
import { type MessageKey, t } from "../../http/messages/index.ts";
import type { MessageParams } from "../../http/outcome.ts";
import type { Sender } from "../../notify/sender.ts";

/**
 * Tells a user about a change to their account made by someone else (an operator): by email when one is
 * bound, otherwise by SMS, in the user's language, opened by their anti-phishing code as every message
 * the venue sends. A user with neither (impossible for a registered account) is told nothing.
 */
export async function sendAccountNotice(
  q: Queryable,
  sender: Sender,
  userId: number,
  message: { subject: MessageKey; body: MessageKey; params?: MessageParams },
): Promise<void> {
  const [u] = await q.query<{
    email: string | null;
    area_code: string | null;
    phone: string | null;
    lang: string;
    anti_phishing_code: string | null;
  }>("SELECT email, area_code, phone, lang, anti_phishing_code FROM users WHERE id = $1", [userId]);
  if (!u || (!u.email && !u.phone)) return;
  const lang = normalizeLang(u.lang) ?? "en";
  const body = t(lang, message.body, message.params);
  await sender.send({
    channel: u.email ? "email" : "sms",
    to: u.email ?? `+${u.area_code ?? ""}${u.phone}`,
    subject: t(lang, message.subject, message.params),
    body: u.anti_phishing_code
      ? `${t(lang, "MAIL_ANTI_PHISHING", { code: u.anti_phishing_code })}\n${body}`
      : body,
  });
}
