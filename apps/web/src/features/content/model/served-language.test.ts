import { describe, expect, it } from "vitest";
import { servedLanguage } from "./served-language";

describe("an article's served language", () => {
  it("is a fallback when it is not the reader's", () => {
    expect(servedLanguage("en", "jp")).toEqual({ tag: "en", fallback: true });
    expect(servedLanguage("en", "vi")).toEqual({ tag: "en", fallback: true });
  });

  it("is no fallback in the reader's own language", () => {
    expect(servedLanguage("jp", "jp")).toEqual({ tag: "ja", fallback: false });
    expect(servedLanguage("en", "en")).toEqual({ tag: "en", fallback: false });
    expect(servedLanguage("hk", "hk")).toEqual({ tag: "zh-HK", fallback: false });
  });

  it("says nothing of a language it does not know or an answer without one", () => {
    expect(servedLanguage(undefined, "jp")).toEqual({ tag: undefined, fallback: false });
    expect(servedLanguage("xx", "jp")).toEqual({ tag: undefined, fallback: false });
  });
});
