import { describe, expect, it } from "vitest";
import { prepareStorage, STORAGE_VERSION_KEY } from "./store";

function memory(entries: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(entries));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe("prepareStorage (spec §9: version flag 1)", () => {
  it("clears storage written before the version flag existed, then stamps it", () => {
    const storage = memory({ "bourse.app": "{}", token: "old" });
    prepareStorage(storage);
    expect(storage.getItem("token")).toBeNull();
    expect(storage.getItem("bourse.app")).toBeNull();
    expect(storage.getItem(STORAGE_VERSION_KEY)).toBe("1");
  });

  it("clears storage whose flag is below 1", () => {
    const storage = memory({ [STORAGE_VERSION_KEY]: "0", "bourse.app": "{}" });
    prepareStorage(storage);
    expect(storage.getItem("bourse.app")).toBeNull();
  });

  it("keeps storage at the current version", () => {
    const storage = memory({ [STORAGE_VERSION_KEY]: "1", "bourse.app": '{"state":{}}' });
    prepareStorage(storage);
    expect(storage.getItem("bourse.app")).toBe('{"state":{}}');
  });
});
