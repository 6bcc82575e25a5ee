import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, request } from "./client";
import { getToken, setToken } from "./session";

type Call = [string, RequestInit];

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe("request", () => {
  it("resolves with the message of an ok envelope and sends the token raw", async () => {
    setToken("tok-1");
    const fetchMock = answer({ type: "ok", message: { id: 7 } });
    await expect(request("/admin/me")).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] as Call;
    expect(url).toBe("/api/admin/me");
    expect(init.method).toBe("GET");
    expect((init.headers as Record<string, string>).Authorization).toBe("tok-1");
  });

  it("puts query parameters in the URL, leaving out empty ones", async () => {
    const fetchMock = answer({ type: "ok", message: [] });
    await request("/admin/users", { query: { q: "", page: 2, limit: 20, state: undefined } });
    expect((fetchMock.mock.calls[0] as Call)[0]).toBe("/api/admin/users?page=2&limit=20");
  });

  it("posts JSON, an empty object when there is no body", async () => {
    const fetchMock = answer({ type: "ok", message: "Approved" });
    await request("/admin/kyc/3/approve", { method: "POST" });
    await request("/admin/kyc/4/reject", { method: "POST", body: { reason: "Blurred" } });
    const [first, second] = fetchMock.mock.calls as [Call, Call];
    expect(first[1].body).toBe("{}");
    expect(second[1].body).toBe('{"reason":"Blurred"}');
    expect((second[1].headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("rejects with the server's message and stable code", async () => {
    answer({ type: "error", message: "Please enter the authenticator code", code: "ADMIN_TOTP_REQUIRED" });
    const error = await request("/admin/login", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      type: "error",
      code: "ADMIN_TOTP_REQUIRED",
      message: "Please enter the authenticator code",
    });
  });

  it("ends the session on 999", async () => {
    setToken("expired");
    answer({ type: 999, message: "Please log in first", code: "AUTH_NOT_LOGGED_IN" });
    await expect(request("/admin/users")).rejects.toMatchObject({ type: "999" });
    expect(getToken()).toBeNull();
  });

  it("reports a non-JSON answer as an HTTP failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 })),
    );
    await expect(request("/admin/me")).rejects.toMatchObject({ type: "http", fromServer: false });
  });
});
