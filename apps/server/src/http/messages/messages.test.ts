import { describe, expect, it } from "vitest";
import { languages } from "../lang.ts";
import { en, type MessageKey } from "./en.ts";
import { catalogues, t } from "./index.ts";

const keys = Object.keys(en).sort() as MessageKey[];
const placeholders = (text: string): string[] => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

describe("message catalogues", () => {
  it("has a catalogue for every language", () => {
    expect(Object.keys(catalogues).sort()).toEqual([...languages].sort());
  });

  describe.each(languages)("%s", (lang) => {
    const catalogue = catalogues[lang];

    it("has exactly the English keys", () => {
      expect(Object.keys(catalogue).sort()).toEqual(keys);
    });

    it("has no empty message", () => {
      for (const key of keys) expect(catalogue[key]?.trim(), key).toBeTruthy();
    });

    it("keeps the English placeholders of every message", () => {
      for (const key of keys) expect(placeholders(catalogue[key] ?? ""), key).toEqual(placeholders(en[key]));
    });
  });

  it("fills placeholders and leaves unknown ones as written", () => {
    expect(t("en", "REQUEST_TOO_MANY", { seconds: 5 })).toBe("Too many requests, please try again in 5 s");
    expect(t("de", "REQUEST_MISSING_FIELD")).toBe("{field} ist erforderlich");
  });
});
