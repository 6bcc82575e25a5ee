import { describe, expect, it } from "vitest";
import { demoFunds, introKey, needsIntro, rememberIntro } from "./demo-account";

function memory(): Storage {
  const data = new Map<string, string>();
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

describe("demo accounts", () => {
  it("formats the demo funds in the UI language", () => {
    expect(demoFunds("en")).toBe("100,000 USDT");
    expect(demoFunds("de")).toBe("100.000 USDT");
  });

  it("explains demo trading once per user, and never to a user who has a demo account", () => {
    const storage = memory();
    expect(needsIntro({ id: 7, demo_user_id: null }, storage)).toBe(true);
    rememberIntro(7, storage);
    expect(storage.getItem(introKey(7))).toBe("1");
    expect(needsIntro({ id: 7, demo_user_id: null }, storage)).toBe(false);
    expect(needsIntro({ id: 8, demo_user_id: null }, storage)).toBe(true);
    expect(needsIntro({ id: 8, demo_user_id: 80 }, storage)).toBe(false);
  });

  it("explains again when the storage cannot be read", () => {
    const blocked = {
      getItem: () => {
        throw new Error("blocked");
      },
    };
    expect(needsIntro({ id: 7, demo_user_id: null }, blocked)).toBe(true);
  });
});
