import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { listMigrations } from "../db/migrate.ts";
import { reportUnreadableSettings, settingValue, type UnreadableSetting } from "./settings.read.ts";
import { SETTINGS, type SettingKey } from "./settings.registry.ts";

const keys = Object.keys(SETTINGS) as SettingKey[];

describe("the registry of settings", () => {
  it("has a default of its own type for every setting, stored as a save would store it", () => {
    for (const key of keys) {
      const { type, default: fallback } = SETTINGS[key];
      expect(type.check(fallback, key), key).toEqual({ ok: true, value: fallback });
    }
  });

  it("declares every setting the migrations seed, and no other", () => {
    const seeded = new Set<string>();
    for (const m of listMigrations()) {
      const sql = m.sql.replace(/--[^\n]*/g, "");
      for (const insert of sql.matchAll(/INSERT INTO settings[^;]*;/g))
        for (const row of insert[0].matchAll(/\(\s*'([a-z0-9_]+)'\s*,/g)) seeded.add(row[1]!);
      for (const removed of sql.matchAll(/DELETE FROM settings WHERE key IN \(([^)]*)\)/g))
        for (const key of removed[1]!.matchAll(/'([a-z0-9_]+)'/g)) seeded.delete(key[1]!);
    }
    expect([...seeded].sort()).toEqual([...keys].sort());
  });

  it("is the only way the server reads a setting by its key: no such query elsewhere", () => {
    const src = fileURLToPath(new URL("..", import.meta.url));
    const readers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
          const code = readFileSync(path, "utf8");
          if (/FROM settings\b[^`"]*\bkey\s*(=|LIKE|IN\b)/i.test(code)) readers.push(path.slice(src.length));
        }
      }
    };
    walk(src);
    // the accessor, and the save path (which locks the row it changes)
    expect(readers.sort()).toEqual(["modules/content/content.service.ts", "settings/settings.read.ts"]);
  });
});

describe("the types of settings", () => {
  const check = (key: SettingKey, value: string) => SETTINGS[key].type.check(value, key);

  it("takes a decimal within its bounds and scale, stored plain", () => {
    expect(check("transfer_fee_rate", " 0.0010 ")).toEqual({ ok: true, value: "0.001" });
    for (const bad of ["0,001", "", "-0.001", "0.11", "0.00001", "1e-3", ".5", "twenty"])
      expect(check("transfer_fee_rate", bad), bad).toMatchObject({
        ok: false,
        code: "SETTING_OUT_OF_RANGE",
        params: { keyword: "transfer_fee_rate", min: "0", max: "0.1" },
      });
  });

  it("takes a whole number within its range", () => {
    expect(check("bonus_claim_days", "7")).toEqual({ ok: true, value: "7" });
    for (const bad of ["3 days", "0", "366", "1.5", ""])
      expect(check("bonus_claim_days", bad), bad).toMatchObject({ ok: false, code: "SETTING_OUT_OF_RANGE" });
  });

  it("takes one of the account kinds a deposit or withdrawal may use", () => {
    expect(check("withdraw_account", "Legal")).toEqual({ ok: true, value: "legal" });
    for (const bad of ["spot", "lever", "experience", ""])
      expect(check("withdraw_account", bad), bad).toMatchObject({
        ok: false,
        code: "SETTING_CHOICE_REQUIRED",
        params: { choices: "legal, change" },
      });
  });

  it("takes text of its form", () => {
    expect(check("customer_service_url", "mailto:help@example.com")).toMatchObject({ ok: true });
    expect(check("customer_service_url", "https://t.me/bourse")).toMatchObject({ ok: true });
    expect(check("customer_service_url", "mailto:nobody")).toMatchObject({ code: "SETTING_LINK_REQUIRED" });
    expect(check("customer_service_url", "http://example.com")).toMatchObject({
      code: "SETTING_LINK_REQUIRED",
    });
    expect(check("support_email", "")).toEqual({ ok: true, value: "" });
    for (const bad of ["support", "help@a..b", "Help <help@example.com>", "help@[127.0.0.1]"])
      expect(check("support_email", bad), bad).toMatchObject({ code: "SETTING_EMAIL_REQUIRED" });
    expect(check("app_version", "2.0.10")).toMatchObject({ ok: true });
    expect(check("app_version", "v2")).toMatchObject({ code: "SETTING_VERSION_REQUIRED" });
    expect(check("nft_currencies", " usdt,BTC, usdt ")).toEqual({ ok: true, value: "USDT, BTC" });
    expect(check("nft_currencies", " , ")).toMatchObject({ code: "SETTING_COIN_LIST_REQUIRED" });
    expect(check("site_name", "")).toMatchObject({
      code: "SETTING_TEXT_LENGTH",
      params: { min: 1, max: 64 },
    });
  });
});

describe("reading a stored setting", () => {
  it("answers the typed value of good text, and the default of bad text, reported once", () => {
    const found: UnreadableSetting[] = [];
    reportUnreadableSettings((f) => found.push(f));
    expect(settingValue("bonus_claim_days", "7")).toBe(7);
    expect(settingValue("transfer_fee_rate", "0.001")).toBe("0.001");
    expect(settingValue("withdraw_account", "legal")).toBe("legal");
    expect(settingValue("nft_currencies", "USDT, BTC")).toEqual(["USDT", "BTC"]);
    expect(found).toEqual([]);
    // missing: the default, nothing to report
    expect(settingValue("bonus_claim_days", undefined)).toBe(3);
    expect(found).toEqual([]);
    for (let i = 0; i < 3; i++) {
      expect(settingValue("bonus_claim_days", "3 days")).toBe(3);
      expect(settingValue("withdraw_account", "spot")).toBe("change");
      expect(settingValue("lever_liquidation_risk_rate", "twenty")).toBe("20");
    }
    expect(found).toEqual([
      { key: "bonus_claim_days", stored: "3 days", fallback: "3" },
      { key: "withdraw_account", stored: "spot", fallback: "change" },
      { key: "lever_liquidation_risk_rate", stored: "twenty", fallback: "20" },
    ]);
    // another bad text of the same setting is reported too
    expect(settingValue("bonus_claim_days", "-1")).toBe(3);
    expect(found).toHaveLength(4);
  });
});
