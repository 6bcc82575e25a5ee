import type { Lang } from "../lang.ts";
import type { MessageParams } from "../outcome.ts";
import { de } from "./de.ts";
import { type Catalogue, en, type MessageKey } from "./en.ts";
import { fra } from "./fra.ts";
import { hk } from "./hk.ts";
import { ida } from "./ida.ts";
import { jp } from "./jp.ts";
import { kor } from "./kor.ts";
import { pt } from "./pt.ts";
import { ru } from "./ru.ts";
import { spa } from "./spa.ts";
import { th } from "./th.ts";
import { tur } from "./tur.ts";
import { vi } from "./vi.ts";
import { zh } from "./zh.ts";

export type { MessageKey };

export const catalogues: Record<Lang, Catalogue> = {
  en,
  zh,
  hk,
  jp,
  kor,
  ida,
  th,
  vi,
  tur,
  spa,
  fra,
  de,
  pt,
  ru,
};

export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const catalogue = catalogues[lang] ?? en;
  return catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === "object" ? catalogue[value.key] : String(value);
  });
}
