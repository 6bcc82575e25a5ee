import { describe, expect, it } from "vitest";
import { ApiError, readEnvelope } from "./envelope";

const fallback = "Network error";

function failure(body: unknown): ApiError {
  try {
    readEnvelope(body, fallback);
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error("expected an ApiError");
}

describe("readEnvelope", () => {
  it("returns message for type ok", () => {
    expect(readEnvelope({ type: "ok", message: "tok123" }, fallback)).toBe("tok123");
  });

  it("returns data for code 1 envelopes", () => {
    expect(readEnvelope({ code: 1, msg: "success", data: [1, 2] }, fallback)).toEqual([1, 2]);
  });

  it("keeps the server type and message on failures", () => {
    const e = failure({ type: "error", message: "Invalid code" });
    expect(e.type).toBe("error");
    expect(e.message).toBe("Invalid code");
    expect(e.fromServer).toBe(true);
    expect(e.code).toBeUndefined();
  });

  it("keeps the stable error code of a failure", () => {
    const e = failure({ type: "error", message: "Enter the Google code", code: "AUTH_GOOGLE_CODE_REQUIRED" });
    expect(e.code).toBe("AUTH_GOOGLE_CODE_REQUIRED");
    expect(failure({ code: -1, msg: "error: bad", data: [] }).code).toBeUndefined();
  });

  it("compares 999/998/997 loosely", () => {
    expect(failure({ type: 999, message: "Please log in" }).type).toBe("999");
    expect(failure({ type: "998", message: "KYC" }).type).toBe("998");
  });

  it("reads msg of code envelopes and falls back when no text", () => {
    expect(failure({ code: -1, msg: "error: bad", data: [] }).message).toBe("error: bad");
    expect(failure({ type: "error" }).message).toBe(fallback);
    expect(failure("<html>").type).toBe("parse");
    expect(failure("<html>").fromServer).toBe(false);
  });
});
