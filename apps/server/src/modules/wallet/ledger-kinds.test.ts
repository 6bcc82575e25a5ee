import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { LEDGER_ENTRY_KINDS } from "@bourse/contract";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../../../", import.meta.url));

/** The source files (tests aside) under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith(".ts") && !e.name.includes(".test") && !e.name.includes("test-support")
      ? [path]
      : [];
  });
}

/** Every entry kind a command can write: the literals given as `entryKind`, and the ledger's own. */
function writtenKinds(): Set<string> {
  const kinds = new Set<string>();
  for (const file of sources(join(root, "apps/server/src"))) {
    const text = readFileSync(file, "utf8");
    // `entryKind: "a"` and `entryKind: cond ? "a" : "b"`, up to the end of the expression
    // the branches only: a literal the expression compares with (`a.kind === "cash"`) is no kind
    for (const m of text.matchAll(/entryKind:\s*([^,}\n]+(?:\n\s*[?:][^,}\n]+)*)/g))
      for (const literal of (m[1] ?? "").matchAll(/(?:^|[?:])\s*"([a-z0-9_]+)"/g))
        kinds.add(literal[1] ?? "");
  }
  const ledger = readFileSync(join(root, "packages/engine/src/ledger/ledger.ts"), "utf8");
  for (const m of ledger.matchAll(/this\.apply\(\{\s*kind:\s*"([a-z0-9_]+)"/g)) kinds.add(m[1] ?? "");
  return kinds;
}

describe("ledger entry kinds", () => {
  it("lists every kind of journal entry the commands write, and no other", () => {
    const written = [...writtenKinds()].sort();
    expect(written.length).toBeGreaterThan(40);
    expect(written).toEqual([...LEDGER_ENTRY_KINDS].sort());
  });
});
