import { describe, expect, it } from "vitest";
import { languages } from "./languages";

/** Every language must translate every key English has, keep its placeholders, and add nothing. */
type Tree = { [key: string]: string | Tree };

const modules = import.meta.glob<{ default: Tree }>("./locales/*.ts", { eager: true });
const locales = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.replace(/^.*\/(\w+)\.ts$/, "$1"), module.default]),
);

function flatten(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "object" && value !== null) {
      for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
    } else out.set(`${prefix}${key}`, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const en = flatten(locales.en ?? {});

describe("locales", () => {
  it("has one file per app language and no other", () => {
    expect(Object.keys(locales).sort()).toEqual(languages.map((l) => l.code).sort());
  });

  it("English has keys", () => {
    expect(en.size).toBeGreaterThan(50);
  });

  for (const { code } of languages) {
    it(`${code} translates every English key with a non-empty text and the same placeholders`, () => {
      const tree = locales[code];
      expect(tree, `missing src/i18n/locales/${code}.ts`).toBeDefined();
      const messages = flatten(tree ?? {});
      const missing = [...en.keys()].filter((k) => {
        const v = messages.get(k);
        return typeof v !== "string" || v.trim() === "";
      });
      expect(missing, `${code} lacks or leaves empty`).toEqual([]);
      const extra = [...messages.keys()].filter((k) => !en.has(k));
      expect(extra, `${code} has keys English does not`).toEqual([]);
      const wrong = [...en].filter(
        ([k, v]) =>
          JSON.stringify(placeholders(String(v))) !== JSON.stringify(placeholders(String(messages.get(k)))),
      );
      expect(
        wrong.map(([k]) => k),
        `${code} changes placeholders`,
      ).toEqual([]);
    });
  }
});
