import type { Lang } from "../lang.ts";
import { type Catalogue, en, type MessageKey } from "./en.ts";
import { hk } from "./hk.ts";
import { zh } from "./zh.ts";

export type { MessageKey };

/** Languages without a server catalogue yet fall back to English. */
const catalogues: Partial<Record<Lang, Catalogue>> = { en, zh, hk };

export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = (catalogues[lang] ?? en)[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
