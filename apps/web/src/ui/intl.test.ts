import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat, relativeTimeFormat } from "./intl";

describe("Intl formatters", () => {
  it("makes one formatter per locale and options, and formats as Intl does", () => {
    const compact = numberFormat("en", { notation: "compact", maximumFractionDigits: 1 });
    expect(numberFormat("en", { notation: "compact", maximumFractionDigits: 1 })).toBe(compact);
    expect(compact.format(1_234_567)).toBe("1.2M");
    expect(numberFormat("de", { notation: "compact", maximumFractionDigits: 1 })).not.toBe(compact);
    expect(numberFormat("en")).not.toBe(compact);
    const clock = dateTimeFormat("en", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "UTC",
    });
    expect(clock.format(Date.UTC(2026, 0, 1, 13, 5))).toBe("13:05");
    expect(relativeTimeFormat("en", { numeric: "always" }).format(-3, "minute")).toBe("3 minutes ago");
  });
});
