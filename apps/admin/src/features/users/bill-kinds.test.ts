import { LEDGER_ENTRY_KINDS } from "@bourse/contract/ledger-kinds";
import { afterAll, describe, expect, it } from "vitest";
import { getLang, languages, setLang, t } from "../../i18n";
import { billKindMessages } from "../../i18n-bills";
import { billKindKey } from "./bill-kinds";

const initial = getLang();
afterAll(() => setLang(initial));

describe.each(languages)("the bill kinds in %s", (lang) => {
  const name = (type: string) => {
    setLang(lang);
    return t(billKindKey(type));
  };
  const other = () => name("a_kind_of_a_newer_server");

  it("name every kind the ledger writes, none of them raw or Other", () => {
    const unnamed = LEDGER_ENTRY_KINDS.filter((kind) => !Object.hasOwn(billKindMessages, billKindKey(kind)));
    expect(unnamed).toEqual([]);
    for (const kind of LEDGER_ENTRY_KINDS) {
      const text = name(kind);
      expect(text.trim(), kind).not.toBe("");
      expect(text, kind).not.toBe(kind);
      expect(text, kind).not.toBe(other());
    }
  });

  it("give each kind a name of its own", () => {
    const names = LEDGER_ENTRY_KINDS.map(name);
    const repeated = names.filter((text, i) => names.indexOf(text) !== i);
    expect(repeated).toEqual([]);
    expect(new Set(names).size).toBe(LEDGER_ENTRY_KINDS.length);
  });

  it("read Other for a kind this console does not know", () => {
    expect(other()).toBe(lang === "zh" ? "其他" : "Other");
    expect(name("")).toBe(other());
    expect(name("toString")).toBe(other());
  });
});

describe("the Chinese bill kinds", () => {
  it("are translated, not the English names", () => {
    for (const kind of LEDGER_ENTRY_KINDS) {
      setLang("en");
      const en = t(billKindKey(kind));
      setLang("zh");
      const zh = t(billKindKey(kind));
      expect(zh, kind).not.toBe(en);
      expect(zh, kind).toMatch(/\p{Script=Han}/u);
    }
    setLang(initial);
  });
});
