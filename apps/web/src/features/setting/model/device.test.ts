import { describe, expect, it } from "vitest";
import { deviceName } from "./device";

describe("deviceName", () => {
  it("names browser and system", () => {
    expect(
      deviceName(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome · Android");
    expect(
      deviceName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari · iOS");
    expect(deviceName("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36 Edg/126.0")).toBe(
      "Edge · Windows",
    );
  });

  it("falls back to the start of an unknown agent", () => {
    expect(deviceName("curl/8.5.0")).toBe("curl/8.5.0");
    expect(deviceName("")).toBe("");
  });
});
