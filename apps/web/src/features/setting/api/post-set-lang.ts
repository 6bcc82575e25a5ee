import { request } from "../../../api/client";
import type { LangCode } from "../../../i18n/languages";

/** `POST /set/lang`: remembers the user's language on the server (messages, emails). */
export function postSetLang(lang: LangCode): Promise<unknown> {
  return request<unknown>("/set/lang", { params: { lang } });
}
