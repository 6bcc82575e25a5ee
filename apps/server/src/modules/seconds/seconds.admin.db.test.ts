import { SecondsAdminDuration, SecondsStakeCurrency } from "@bourse/contract";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAnswer } from "../../testing/answers.ts";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";
import { secondsTester, USDT } from "../../testing/seconds-kit.ts";

let t: TestApp;
let admin: string;
let s: ReturnType<typeof secondsTester>;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
  s = secondsTester(t, admin);
  await s.step(500);
});
afterAll(() => t.close());

describe("seconds contracts: the operator's configuration", () => {
  it("changes durations and stake currencies, checked and audited; orders keep the rate they were placed under", async () => {
    const kim = await s.user("seconds-kim@example.com");
    const before = (await s.submit(kim.token, { number: "10" })).message;
    const terms = { profit_ratio: "25.5", min_num: "20", max_num: "100", enabled: true };
    expect(await s.put("/api/admin/seconds/durations/30", terms, admin)).toMatchObject({ type: "ok" });
    expect((await t.get("/api/microtrade/seconds")).message[0]).toEqual({
      seconds: 30,
      profit_ratio: "25.5",
      min_num: "20",
      max_num: "100",
    });
    expect((await s.submit(kim.token, { number: "10" })).message).toBe(
      "The amount must be between 20 and 100",
    );
    const after = (await s.submit(kim.token, { number: "20" })).message;
    expect(after).toMatchObject({ profit_ratio: "25.5", pre_profit_result: "5.1" });
    expect((await s.result(kim.token, before.id)).profit_ratio).toBe("20");
    const [audit] = await t.db.query<{ action: string; target_id: string }>(
      "SELECT action, target_id FROM audit_log WHERE action LIKE 'seconds.%' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toEqual({ action: "seconds.duration.update", target_id: "30" });

    const bad: [object, string][] = [
      [{ ...terms, profit_ratio: "0" }, "profit_ratio"],
      [{ ...terms, profit_ratio: "1000.01" }, "profit_ratio"],
      [{ ...terms, min_num: "200" }, "max_num"],
      [{ ...terms, min_num: "0" }, "min_num"],
    ];
    for (const [body, field] of bad)
      expect((await s.put("/api/admin/seconds/durations/30", body, admin)).message).toBe(
        `Invalid parameter: ${field}`,
      );
    expect((await s.put("/api/admin/seconds/durations/45", terms, admin)).code).toBe(
      "SECONDS_UNKNOWN_DURATION",
    );
    await s.put(
      "/api/admin/seconds/durations/30",
      { profit_ratio: "20", min_num: "10", max_num: "50000", enabled: true },
      admin,
    );

    expect(
      (await t.json("/api/admin/seconds/durations", { seconds: 45, ...terms, enabled: false }, admin)).type,
    ).toBe("ok");
    expect((await t.json("/api/admin/seconds/durations", { seconds: 45, ...terms }, admin)).message).toBe(
      "Invalid parameter: seconds",
    );
    const durations = await t.get("/api/admin/seconds/durations", admin);
    expectAnswer(Type.Array(SecondsAdminDuration), durations);
    const all = durations.message;
    expect(all.map((d: { seconds: number; enabled: boolean }) => [d.seconds, d.enabled])).toContainEqual([
      45,
      false,
    ]);
    expect(
      (await t.get("/api/microtrade/seconds")).message.map((d: { seconds: number }) => d.seconds),
    ).toEqual([30, 60, 120, 300]);
    expect((await s.submit(kim.token, { seconds: "45", number: "20" })).code).toBe(
      "SECONDS_UNKNOWN_DURATION",
    );

    expect(
      await s.put("/api/admin/seconds/currencies/3", { numbers: "5, 20.5,100", enabled: true }, admin),
    ).toMatchObject({ type: "ok" });
    expect((await t.get("/api/microtrade/payable_currencies")).message[0].micro_numbers).toEqual([
      { number: "5" },
      { number: "20.5" },
      { number: "100" },
    ]);
    expect(
      (await s.put("/api/admin/seconds/currencies/3", { numbers: "5,x", enabled: true }, admin)).message,
    ).toBe("Invalid parameter: numbers");
    expect(
      (await s.put("/api/admin/seconds/currencies/99", { numbers: "5", enabled: true }, admin)).code,
    ).toBe("SECONDS_UNKNOWN_CURRENCY");
    await s.put("/api/admin/seconds/currencies/3", { numbers: "10,50,100", enabled: false }, admin);
    expect((await t.get("/api/microtrade/payable_currencies")).message).toEqual([]);
    expect((await s.submit(kim.token, { number: "20" })).code).toBe("SECONDS_UNKNOWN_CURRENCY");
    expectAnswer(Type.Array(SecondsStakeCurrency), await t.get("/api/admin/seconds/currencies", admin));
    expect((await t.get("/api/admin/seconds/currencies", admin)).message).toEqual([
      { id: USDT, name: "USDT", numbers: "10,50,100", enabled: false },
    ]);
    await s.put("/api/admin/seconds/currencies/3", { numbers: "10,50,100,500,1000", enabled: true }, admin);

    expect((await t.get("/api/admin/seconds/durations")).type).toBe(999);
    const support = await operatorToken(t, "support");
    expect(
      (await s.put("/api/admin/seconds/currencies/3", { numbers: "1", enabled: true }, support)).code,
    ).toBe("ADMIN_FORBIDDEN");
  });
});
