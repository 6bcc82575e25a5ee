import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await t.form("/api/sms_mail", { user_string: "dev-outbox@example.com" });
});
afterAll(() => t.close());

/** The dev outbox asked from this machine's loopback socket, with `headers` (the Host among them). */
const outbox = (headers: Record<string, string>) =>
  t.raw({
    method: "GET",
    url: "/api/dev/outbox?to=dev-outbox@example.com",
    remoteAddress: "127.0.0.1",
    headers,
  });

describe("the dev outbox", () => {
  it("answers a loopback Host, with or without a port", async () => {
    for (const host of [
      "localhost",
      "LocalHost:8080",
      "127.0.0.1",
      "127.0.0.1:18080",
      "127.31.4.2:80",
      "[::1]",
      "[::1]:8080",
    ]) {
      const res = await outbox({ host });
      expect(res.statusCode, host).toBe(200);
      expect(res.json().message[0].code, host).toMatch(/^\d{6}$/);
    }
  });

  it("answers any other Host, or a request through a proxy, as an unknown route (a rebound page, a proxy)", async () => {
    // what a path without a route answers
    const unknown = await t.raw({ method: "GET", url: "/api/dev/nothing-here", remoteAddress: "127.0.0.1" });
    expect(unknown.statusCode).toBe(404);
    const notFound = { ...unknown.json(), message: unknown.json().message.replace("nothing-here", "outbox") };
    const refused: Record<string, string>[] = [
      { host: "evil.example.com" },
      { host: "evil.example.com:8080" },
      { host: "localhost.evil.example.com" },
      { host: "127.0.0.1.evil.example.com" },
      { host: "127.0.0.1:8080@evil.example.com" },
      { host: "128.0.0.1" },
      { host: "127.0.0.256" },
      { host: "0.0.0.0:8080" },
      { host: "[::2]:8080" },
      ...[
        ["x-real-ip", "127.0.0.1"],
        ["x-forwarded-host", "localhost"],
        ["x-forwarded-proto", "http"],
        ["x-forwarded-for", "127.0.0.1"],
        ["forwarded", "for=127.0.0.1"],
        ["via", "1.1 proxy"],
        ["true-client-ip", "127.0.0.1"],
        ["cf-connecting-ip", "127.0.0.1"],
        ["x-client-ip", "127.0.0.1"],
      ].map(([name, value]) => ({ host: "localhost:8080", [name as string]: value as string })),
    ];
    for (const headers of refused) {
      const res = await outbox(headers);
      const what = JSON.stringify(headers);
      expect(res.statusCode, what).toBe(404);
      expect(res.json(), what).toEqual(notFound);
      expect(res.body, what).not.toContain("dev-outbox@example.com");
    }
  });
});
