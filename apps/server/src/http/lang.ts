import { LANGUAGES, type LanguageCode } from "@bourse/contract/languages";
import type { FastifyRequest } from "fastify";

/** The app's own language codes (spec §1), `en` first: the default and the fallback. */
export const languages = LANGUAGES;
export type Lang = LanguageCode;

const aliases: Record<string, Lang> = {
  "zh-cn": "zh",
  "zh-hans": "zh",
  "zh-tw": "hk",
  "zh-hk": "hk",
  "zh-hant": "hk",
  ja: "jp",
  ko: "kor",
  id: "ida",
  es: "spa",
  tr: "tur",
  fr: "fra",
};

const isLang = (code: string): code is Lang => (languages as readonly string[]).includes(code);

export function normalizeLang(raw: unknown): Lang | undefined {
  if (typeof raw !== "string") return undefined;
  const code = raw.trim().toLowerCase();
  if (isLang(code)) return code;
  if (aliases[code]) return aliases[code];
  const base = code.split("-")[0] ?? "";
  return isLang(base) ? base : aliases[base];
}

function field(source: unknown, key: string): unknown {
  return source && typeof source === "object" ? (source as Record<string, unknown>)[key] : undefined;
}

/** `lang` from the body, the query, a `lang` header, then Accept-Language; `en` when none is known. */
export function langOf(request: FastifyRequest): Lang {
  const acceptLanguage = request.headers["accept-language"]?.split(",")[0]?.split(";")[0];
  return (
    normalizeLang(field(request.body, "lang")) ??
    normalizeLang(field(request.query, "lang")) ??
    normalizeLang(request.headers.lang) ??
    normalizeLang(acceptLanguage) ??
    "en"
  );
}
