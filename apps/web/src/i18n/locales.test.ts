import { describe, expect, it } from "vitest";
import { languages } from "./languages";

/** Every language must translate every key English has, keep its placeholders, and add nothing. */
type Tree = { [key: string]: string | Tree };

const modules = import.meta.glob<{ default: Tree }>("./locales/*.ts", { eager: true });
const locales = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.replace(/^.*\/(\w+)\.ts$/, "$1"), module.default]),
);

/** Namespaces fetched on demand (i18n/index.ts), one file per language: `locales/<lang>/<ns>.ts`. */
const lazyModules = import.meta.glob<{ default: Tree }>(
  [
    "./locales/*/spot.ts",
    "./locales/*/seconds.ts",
    "./locales/*/lever.ts",
    "./locales/*/p2p.ts",
    "./locales/*/copy.ts",
    "./locales/*/earn.ts",
    "./locales/*/nft.ts",
    "./locales/*/growth.ts",
    "./locales/*/demo.ts",
    "./locales/*/transparency.ts",
    "./locales/*/coin.ts",
    "./locales/*/support.ts",
    "./locales/*/apikeys.ts",
    "./locales/*/notices.ts",
    "./locales/*/chain.ts",
  ],
  {
    eager: true,
  },
);
const lazyNamespaces = [
  "spot",
  "seconds",
  "lever",
  "p2p",
  "copy",
  "earn",
  "nft",
  "growth",
  "demo",
  "transparency",
  "coin",
  "support",
  "apikeys",
  "notices",
  "chain",
] as const;
/** Namespaces too small for the usual floor of keys: the fewest their English file holds. */
const fewKeys: Partial<Record<(typeof lazyNamespaces)[number], number>> = { notices: 7, support: 14 };
const lazy = (lang: string, ns: string) => lazyModules[`./locales/${lang}/${ns}.ts`]?.default;

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

/** Every key English has, translated and non-empty, with the same placeholders; nothing extra. */
function expectComplete(english: Map<string, unknown>, tree: Tree | undefined, label: string) {
  expect(tree, `missing ${label}`).toBeDefined();
  const messages = flatten(tree ?? {});
  const missing = [...english.keys()].filter((k) => {
    const v = messages.get(k);
    return typeof v !== "string" || v.trim() === "";
  });
  expect(missing, `${label} lacks or leaves empty`).toEqual([]);
  const extra = [...messages.keys()].filter((k) => !english.has(k));
  expect(extra, `${label} has keys English does not`).toEqual([]);
  const wrong = [...english].filter(
    ([k, v]) =>
      JSON.stringify(placeholders(String(v))) !== JSON.stringify(placeholders(String(messages.get(k)))),
  );
  expect(
    wrong.map(([k]) => k),
    `${label} changes placeholders`,
  ).toEqual([]);
}

describe("locales", () => {
  it("has one file per app language and no other", () => {
    expect(Object.keys(locales).sort()).toEqual(languages.map((l) => l.code).sort());
  });

  it("English has keys", () => {
    expect(en.size).toBeGreaterThan(50);
  });

  for (const ns of lazyNamespaces) {
    const english = flatten(lazy("en", ns) ?? {});
    it(`the ${ns} namespace has one file per app language and English has keys`, () => {
      const files = Object.keys(lazyModules).filter((p) => p.endsWith(`/${ns}.ts`));
      expect(files.map((p) => p.split("/")[2]).sort()).toEqual(languages.map((l) => l.code).sort());
      expect(english.size).toBeGreaterThanOrEqual(fewKeys[ns] ?? 21);
    });
    for (const { code } of languages) {
      it(`${code} translates every English key of the ${ns} namespace`, () => {
        expectComplete(english, lazy(code, ns), `src/i18n/locales/${code}/${ns}.ts`);
      });
    }
  }

  for (const { code } of languages) {
    it(`${code} translates every English key with a non-empty text and the same placeholders`, () => {
      expectComplete(en, locales[code], `src/i18n/locales/${code}.ts`);
    });
  }
});
