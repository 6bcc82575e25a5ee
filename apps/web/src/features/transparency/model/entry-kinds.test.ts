import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { languages } from "../../../i18n/languages";

/**
 * Every kind of journal entry the server can write has a name in every language: the bill's proof
 * (`setting/verify?kind=entry`) names it in the reader's words, never as the raw kind.
 */
const SOURCES = [
  fileURLToPath(new URL("../../../../../server/src/", import.meta.url)),
  fileURLToPath(new URL("../../../../../../packages/engine/src/", import.meta.url)),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "testing" ? [] : sourceFiles(path);
    return /\.ts$/.test(e.name) && !/\.test\.ts$|test-support/.test(e.name) ? [path] : [];
  });
}

/**
 * The kinds written: every string given as `entryKind` (a literal or each branch of a condition, not the
 * values a condition compares with) and the ledger's own `transfer`.
 */
function writtenKinds(): Set<string> {
  const kinds = new Set<string>();
  for (const file of SOURCES.flatMap(sourceFiles)) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/entryKind:\s*((?:[^,}\n]|\n\s*[?:])+)/g))
      for (const lit of m[1]!.matchAll(/(===\s*)?"([a-z0-9_]+)"/g)) if (!lit[1]) kinds.add(lit[2]!);
    for (const m of text.matchAll(/this\.apply\(\{\s*kind:\s*"([a-z0-9_]+)"/g)) kinds.add(m[1]!);
  }
  return kinds;
}

type Texts = { entryKind?: Record<string, string> };
const texts = import.meta.glob<{ default: Texts }>("../../../i18n/locales/*/transparency.ts", {
  eager: true,
});

describe("journal entry kinds", () => {
  const kinds = [...writtenKinds()].sort();

  it("are found in the server's source (deposits, trades, loans, …)", () => {
    expect(kinds.length).toBeGreaterThan(40);
    expect(kinds).toEqual(
      expect.arrayContaining(["deposit", "transfer", "ieo_subscribe", "loan_repay", "p2p_order"]),
    );
  });

  for (const { code } of languages)
    it(`each has a name in ${code}`, () => {
      const names = texts[`../../../i18n/locales/${code}/transparency.ts`]?.default.entryKind ?? {};
      expect(kinds.filter((k) => !names[k]?.trim())).toEqual([]);
    });
});
