import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type TestApp, testApp } from "../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe("request conventions of existing clients", () => {
  it("reads form, JSON and content-type-less bodies alike", async () => {
    expect((await t.form("/api/user/check_email", { user_string: "a@bourse.test" })).type).toBe("ok");
    expect((await t.json("/api/user/check_email", { user_string: "a@bourse.test" })).type).toBe("ok");
    const bare = await t.raw({
      method: "POST",
      url: "/api/user/check_email",
      payload: "user_string=a%40bourse.test",
    });
    expect(bare.json()).toMatchObject({ type: "ok" });
  });

  it("reads an empty JSON body as an empty object", async () => {
    const res = await t.raw({
      method: "POST",
      url: "/api/user/login",
      headers: { "content-type": "application/json" },
    });
    expect(res.json()).toMatchObject({ type: "error", field: "user_string" });
  });

  it("takes a bodiless POST and names the missing field", async () => {
    const res = await t.raw({ method: "POST", url: "/api/user/login" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: "error",
      message: "user_string is required",
      field: "user_string",
    });
  });

  it("lets the body win over a repeated query parameter", async () => {
    const res = await t.form("/api/user/check_email?user_string=bad", { user_string: "good@bourse.test" });
    expect(res.type).toBe("ok");
  });

  it("routes paths with a doubled or missing slash", async () => {
    expect((await t.get("/api//getLevelList")).type).toBe("ok");
    expect((await t.get("/apigetLevelList")).type).toBe("ok");
    expect((await t.get("/api/getLevelList/")).type).toBe("ok");
  });

  it("localizes by body, query, lang header or Accept-Language", async () => {
    expect(
      (await t.form("/api/user/login", { user_string: "x@bourse.test", password: "p", lang: "zh" })).message,
    ).toBe("账号或密码错误");
    const header = await t.raw({ method: "GET", url: "/api/user/info", headers: { lang: "zh" } });
    expect(header.json().message).toBe("请先登录");
    const accept = await t.raw({
      method: "GET",
      url: "/api/user/info",
      headers: { "accept-language": "zh-TW,zh;q=0.9" },
    });
    expect(accept.json().message).toBe("請先登入");
    const missing = await t.raw({ method: "POST", url: "/api/user/login?lang=zh" });
    expect(missing.json().message).toBe("user_string 不能为空");
  });

  it("answers unknown API routes and unreadable bodies with the envelope, never HTML or a stack", async () => {
    const unknown = await t.raw({ method: "GET", url: "/api/no/such/call" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ type: "error", message: "No such API: /api/no/such/call" });
    const bad = await t.raw({
      method: "POST",
      url: "/api/user/login",
      payload: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ type: "error", code: "REQUEST_MALFORMED_BODY" });
    expect(bad.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it("rejects a wrong type of field with a message naming it", async () => {
    const res = await t.json("/api/user/register", {
      type: "fax",
      user_string: "a@b.io",
      code: "1",
      password: "x",
      re_password: "x",
    });
    expect(res).toMatchObject({ type: "error", field: "type" });
    expect(res.message).toContain("type");
  });
});

describe("public reference calls", () => {
  it("serves settings by keyword and whole", async () => {
    expect(await t.get("/api/getSetting?keyword=app_version")).toMatchObject({
      type: "ok",
      message: "1.1.3",
    });
    expect((await t.get("/api/getSetting")).message).toMatchObject({
      app_version_code: "113",
      site_name: "Bourse",
    });
    expect(await t.get("/api/getSetting?keyword=nope")).toMatchObject({
      type: "error",
      code: "SETTING_NOT_FOUND",
    });
  });

  it("lists KYC levels with their limits", async () => {
    const levels = (await t.get("/api/getLevelList")).message;
    expect(levels.map((l: { withdraw_limit_btc: string }) => l.withdraw_limit_btc)).toEqual([
      "0",
      "200",
      "500",
    ]);
    expect(levels[2].fiat_order_limit_usdt).toBe("1000000");
  });

  it("lists currencies with networks and markets grouped by quote", async () => {
    const currencies = (await t.get("/api/currency/list")).message;
    const usdt = currencies.find((c: { name: string }) => c.name === "USDT");
    expect(usdt.id).toBe(3);
    expect(usdt.networks.map((n: { name: string }) => n.name)).toEqual(["ERC20", "TRC20"]);
    const groups = (await t.get("/api/currency/quotation_new")).message;
    expect(groups[0].name).toBe("USDT");
    expect(groups[0].quotation.map((q: { currency_name: string }) => q.currency_name)).toEqual([
      "BTC",
      "ETH",
      "SOL",
      "BNB",
      "XRP",
      "DOGE",
    ]);
  });
});

describe("serving", () => {
  it("publishes the OpenAPI document and the docs page", async () => {
    const spec = await t.raw({ method: "GET", url: "/api/docs/json" });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(["/api/user/login", "/api/user/register", "/api/sms_mail"]),
    );
    expect((await t.raw({ method: "GET", url: "/api/docs" })).statusCode).toBeLessThan(400);
  });

  it("declares every route's answer: no answer, and no part of one, is left of unknown shape", async () => {
    const spec = (await t.raw({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    };
    const undeclared: string[] = [];
    for (const [path, methods] of Object.entries(spec.paths)) {
      if (!path.startsWith("/api/") || path.startsWith("/api/docs")) continue;
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`;
        const ok = operation.responses?.["200"]?.content;
        if (!ok) undeclared.push(`${where}: no answer declared`);
        else for (const part of unknownParts(ok, "")) undeclared.push(`${where}: ${part}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it("serves the built web app at /h5/ with revalidated entry and immutable assets", async () => {
    const dist = mkdtempSync(join(tmpdir(), "bourse-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Bourse</title>");
    writeFileSync(join(dist, "assets", "app-1234.js"), "console.log(1)");
    const web = await testApp({ webDist: dist });
    try {
      for (const url of ["/h5/", "/h5"]) {
        const res = await web.raw({ method: "GET", url });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain("<title>Bourse</title>");
        expect(res.headers["cache-control"]).toBe("no-cache");
      }
      const asset = await web.raw({ method: "GET", url: "/h5/assets/app-1234.js" });
      expect(asset.headers["cache-control"]).toContain("immutable");
      expect((await web.raw({ method: "GET", url: "/h5/missing.js" })).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });

  it("redirects / to the app", async () => {
    const res = await t.raw({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/h5/");
  });

  it("accepts socket.io connections", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = connect(address, { path: "/socket.io", transports: ["websocket"] });
    const hello = await new Promise<{ server_time: number }>((resolve) => socket.on("hello", resolve));
    expect(hello.server_time).toBeGreaterThan(0);
    socket.close();
  });

  it("seeds the first operator, who can sign in to the console API", async () => {
    const login = await t.form("/api/admin/login", { username: "admin", password: "bourse-admin-2026" });
    expect(login.type).toBe("ok");
    expect((await t.get("/api/admin/me", login.message)).message).toMatchObject({
      username: "admin",
      role: "admin",
    });
    expect((await t.form("/api/admin/login", { username: "admin", password: "wrong" })).type).toBe("error");
    // user tokens are not operator tokens
    expect((await t.get("/api/admin/me", await signUp(t, "op@bourse.test"))).type).toBe(999);
  });
});

describe("guards on the dev outbox and rate limits", () => {
  it("hides the dev outbox unless DEV_OUTBOX=1", async () => {
    const prod = await testApp({ devOutbox: false, authRateLimit: 3 });
    try {
      const res = await prod.raw({ method: "GET", url: "/api/dev/outbox" });
      expect(res.statusCode).toBe(404);
      // and the per-IP limit on sign-in calls answers the envelope with the wait
      for (let i = 0; i < 3; i++)
        await prod.form("/api/user/login", { user_string: "a@b.io", password: "x" });
      const limited = await prod.form("/api/user/login", { user_string: "a@b.io", password: "x" });
      expect(limited).toMatchObject({ type: "error", code: "REQUEST_TOO_MANY", statusCode: 200 });
      expect(limited.message).toMatch(/try again in \d+ s/);
    } finally {
      await prod.close();
    }
  });
});

/**
 * The places in an OpenAPI answer whose schema says nothing (`{}`: TypeBox's Unknown or Any). A value that
 * is free JSON by nature (an audited row as it was, a logged command a proof hashes as stored) is declared
 * so on purpose: it says what it holds in its description, and it is never the whole message.
 */
function unknownParts(schema: unknown, at: string): string[] {
  if (schema === null || typeof schema !== "object") return [];
  const node = schema as Record<string, unknown>;
  const part = /\/(properties\/[^/]+|items|anyOf\/\d+|oneOf\/\d+|additionalProperties)$/.test(at);
  if (at.endsWith("/schema") || part) {
    const words = Object.keys(node).filter((k) => k !== "description" && k !== "title" && k !== "example");
    const message = at.endsWith("/properties/message");
    if (words.length === 0 && (message || !part || typeof node.description !== "string"))
      return [`${at || "/"} is of unknown shape`];
  }
  return Object.entries(node).flatMap(([key, value]) =>
    key === "example" || key === "examples" ? [] : unknownParts(value, `${at}/${key}`),
  );
}
