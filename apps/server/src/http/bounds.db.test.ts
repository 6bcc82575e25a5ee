import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import {
  IMAGES,
  latestCode,
  operatorToken,
  seededAdminAgain,
  type TestApp,
  testApp,
  upload,
} from "../testing/harness.ts";
import { leverKit, USDT } from "../testing/lever-kit.ts";

/**
 * Input bounds: every id, page, amount, price and text a request carries is held to what the server
 * can store, so no input answers HTTP 500 or stops the money core.
 */
let t: TestApp;
let exit: MockInstance<typeof process.exit>;
let user: string;
let admin: string;
let positionId: number;
let withdrawalId: number;
let depositId: number;
let kycId: number;
let addressId: number;
const EMAIL = "bounds@bourse.test";
const { step, trader } = leverKit(() => t);

beforeAll(async () => {
  // the money core stops the process when it cannot commit: here that must never happen
  exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
  t = await testApp();
  await step(3);
  user = (await trader(EMAIL, "500")).token;
  const open = await t.form(
    "/api/lever/submit",
    { currency_id: "1", legal_id: "3", multiple: "5", share: "1", type: "1", status: "1" },
    user,
  );
  expect(open.type).toBe("ok");
  positionId = open.message.id;

  // a fund password, past the 24 h security lock, a saved address and a pending withdrawal
  await t.form("/api/sms_mail", { scene: "security" }, user);
  const code = await latestCode(t, EMAIL);
  const pay = await t.form(
    "/api/safe/update_password",
    { password: "2580", re_password: "2580", code },
    user,
  );
  expect(pay.type).toBe("ok");
  t.clock.advance(24 * 3600_000 + 1000);
  admin = await operatorToken(t);
  const saved = await t.form(
    "/api/user/wallet/save",
    { currency: String(USDT), network: "4", name: "cold", address: "TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA" },
    user,
  );
  expect(saved.type).toBe("ok");
  addressId = await firstId("wallet_addresses");
  const out = await t.form(
    "/api/wallet/out",
    { currency: String(USDT), number: "20", address_id: String(addressId), pay_password: "2580" },
    user,
  );
  expect(out.type).toBe("ok");
  withdrawalId = await firstId("withdrawal_requests");
  const claim = await t.form(
    "/api/wallet/charge_req",
    { currency: String(USDT), network: "4", amount: "5", voucher: await voucher() },
    user,
  );
  expect(claim.type).toBe("ok");
  depositId = claim.message.id;
  await t.db.query(
    "INSERT INTO kyc_applications (user_id, level, state, name) SELECT id, 2, 'review', 'Ada' FROM users WHERE email = $1",
    [EMAIL],
  );
  kycId = await firstId("kyc_applications");
});

afterAll(async () => {
  await t.close();
  exit.mockRestore();
});

async function firstId(table: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(`SELECT min(id)::int AS id FROM ${table}`);
  if (!row) throw new Error(`no row in ${table}`);
  return row.id;
}

async function voucher(): Promise<string> {
  return (await upload(t, user, IMAGES.png)).message;
}

/** What a refused request must leave as it was: rows, states, balances, sessions, messages. */
async function snapshot() {
  const [row] = await t.db.query(`SELECT
    (SELECT string_agg(id || ':' || status || ':' || coalesce(take_profit::text, '-') || ':' || coalesce(stop_loss::text, '-'), ',' ORDER BY id) FROM lever_trades) AS lever,
    (SELECT string_agg(id || ':' || status, ',' ORDER BY id) FROM spot_orders) AS spot,
    (SELECT string_agg(id || ':' || state || ':' || coalesce(reject_reason, '-'), ',' ORDER BY id) FROM withdrawal_requests) AS withdrawals,
    (SELECT string_agg(id || ':' || state, ',' ORDER BY id) FROM deposit_requests) AS deposits,
    (SELECT string_agg(id || ':' || state, ',' ORDER BY id) FROM kyc_applications) AS kyc,
    (SELECT string_agg(id || ':' || name, ',' ORDER BY id) FROM wallet_addresses) AS addresses,
    (SELECT count(*)::int FROM bank_cards) AS cards,
    (SELECT count(*)::int FROM sessions WHERE revoked_at IS NULL) AS sessions,
    (SELECT count(*)::int FROM outbox) AS outbox,
    (SELECT count(*)::int FROM journal_entries) AS journal,
    (SELECT string_agg(account || ':' || currency_id || ':' || amount, ',' ORDER BY account, currency_id) FROM ledger_balances) AS balances,
    (SELECT string_agg(id || ':' || status, ',' ORDER BY id) FROM users) AS users,
    (SELECT count(*)::int FROM audit_log) AS audit`);
  return row;
}

type Call = { method: "GET" | "POST" | "PUT"; url: string; body?: Record<string, string>; token?: string };

/** Sends `call`, expects the validation error naming `field`, nothing changed, and the server still up. */
async function refused(call: Call, field: string) {
  const before = await snapshot();
  const res = await t.raw({
    method: call.method,
    url: call.url,
    ...(call.body
      ? {
          payload: new URLSearchParams(call.body).toString(),
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            ...(call.token ? { authorization: call.token } : {}),
          },
        }
      : { headers: call.token ? { authorization: call.token } : {} }),
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    // the caller is known before the body is read: a user's answer names its account
    ...(call.token === user ? { account: "real" } : {}),
    type: "error",
    code: "REQUEST_INVALID_FIELD",
    message: `Invalid parameter: ${field}`,
    field,
  });
  expect(await snapshot()).toEqual(before);
  expect(exit).not.toHaveBeenCalled();
  expect((await t.get("/api/user/info", user)).type).toBe("ok");
}

const HUGE_ID = "99999999999999999999";
const NUL = "ab\u0000cd";
const DIGITS_30 = "123456789012345678901234567890";

describe("prices the money core cannot store are refused before it sees them", () => {
  it("a take-profit of 10^21 on a new lever order", async () => {
    await refused(
      {
        method: "POST",
        url: "/api/lever/submit",
        body: {
          share: "1",
          multiple: "5",
          type: "1",
          legal_id: "3",
          currency_id: "1",
          status: "1",
          target_profit_price: "1000000000000000000000",
        },
        token: user,
      },
      "target_profit_price",
    );
  });

  it("the same price on an open position's stops", async () => {
    await refused(
      {
        method: "POST",
        url: "/api/lever/setstop",
        body: { id: String(positionId), target_profit_price: "1000000000000000000000" },
        token: user,
      },
      "target_profit_price",
    );
    await refused(
      {
        method: "POST",
        url: "/api/lever/setstop",
        body: { id: String(positionId), stop_loss_price: "1.0000000000000000001" },
        token: user,
      },
      "stop_loss_price",
    );
  });

  it("an operator's withdrawal reject reason with a NUL byte", async () => {
    await refused(
      {
        method: "POST",
        url: `/api/admin/withdrawals/${withdrawalId}/reject`,
        body: { reason: `bad${NUL}` },
        token: admin,
      },
      "reason",
    );
    // the same reason without it goes through, line breaks included
    const ok = await t.form(
      `/api/admin/withdrawals/${withdrawalId}/reject`,
      { reason: "address\nnot whitelisted" },
      admin,
    );
    expect(ok.type).toBe("ok");
  });
});

describe("ids and pages beyond what a bigint holds", () => {
  it("a user's own calls", async () => {
    await refused({ method: "GET", url: `/api/user/delUserAddress?id=${HUGE_ID}`, token: user }, "id");
    await refused(
      { method: "POST", url: "/api/user/sessions/revoke", body: { id: HUGE_ID }, token: user },
      "id",
    );
    await refused({ method: "PUT", url: "/api/coin/trade", body: { id: HUGE_ID }, token: user }, "id");
    await refused({ method: "POST", url: "/api/lever/close", body: { id: HUGE_ID }, token: user }, "id");
    await refused({ method: "POST", url: "/api/news/detail", body: { id: HUGE_ID } }, "id");
    await refused({ method: "GET", url: `/api/coin/list?page=${HUGE_ID}`, token: user }, "page");
    await refused(
      { method: "POST", url: "/api/wallet/legal_log", body: { page: HUGE_ID }, token: user },
      "page",
    );
    await refused(
      { method: "POST", url: "/api/wallet/detail", body: { currency: "2147483648" }, token: user },
      "currency",
    );
  });

  it("the console's user, withdrawal, deposit and KYC calls", async () => {
    await refused({ method: "GET", url: `/api/admin/users/${HUGE_ID}`, token: admin }, "id");
    await refused({ method: "GET", url: `/api/admin/users?page=${DIGITS_30}`, token: admin }, "page");
    await refused({ method: "POST", url: `/api/admin/users/${HUGE_ID}/lock`, body: {}, token: admin }, "id");
    await refused(
      {
        method: "POST",
        url: `/api/admin/withdrawals/${HUGE_ID}/approve`,
        body: { txid: "0xabc" },
        token: admin,
      },
      "id",
    );
    await refused(
      { method: "GET", url: `/api/admin/withdrawals?user_id=${HUGE_ID}`, token: admin },
      "user_id",
    );
    await refused(
      { method: "POST", url: `/api/admin/deposits/${HUGE_ID}/approve`, body: {}, token: admin },
      "id",
    );
    await refused({ method: "GET", url: `/api/admin/deposits?page=${HUGE_ID}`, token: admin }, "page");
    await refused({ method: "POST", url: `/api/admin/kyc/${HUGE_ID}/approve`, body: {}, token: admin }, "id");
    await refused({ method: "GET", url: `/api/admin/kyc?page=${HUGE_ID}`, token: admin }, "page");
    // and their reasons, which may span lines but carry no NUL
    await refused(
      { method: "POST", url: `/api/admin/kyc/${kycId}/reject`, body: { reason: NUL }, token: admin },
      "reason",
    );
    await refused(
      { method: "POST", url: `/api/admin/deposits/${depositId}/reject`, body: { reason: NUL }, token: admin },
      "reason",
    );
  });

  it("the public seconds proof", async () => {
    const res = await t.raw({ method: "GET", url: `/api/seconds/${HUGE_ID}/proof` });
    expect(res.statusCode).toBe(200);
    expect(res.json().type).toBe("error");
    expect(exit).not.toHaveBeenCalled();
  });

  it("the largest id that fits is looked up, not refused", async () => {
    const res = await t.form("/api/news/detail", { id: String(Number.MAX_SAFE_INTEGER) });
    expect(res.code).toBe("CONTENT_NOT_FOUND");
  });
});

describe("text with control characters", () => {
  it("sign-in, codes, saved addresses and bank cards", async () => {
    await refused(
      { method: "POST", url: "/api/user/login", body: { user_string: NUL, password: "secret123" } },
      "user_string",
    );
    await refused(
      { method: "POST", url: "/api/sms_mail", body: { user_string: `a${NUL}@bourse.test` } },
      "user_string",
    );
    await refused(
      {
        method: "POST",
        url: "/api/user/wallet/save",
        body: {
          currency: String(USDT),
          network: "4",
          name: NUL,
          address: "TL5KLtigv2eM99Avyh9Si6ZH8JkaZrcVCs",
        },
        token: user,
      },
      "name",
    );
    await refused(
      {
        method: "POST",
        url: "/api/user/cash_save",
        body: { real_name: "Ada Lovelace", bank_name: `Bank${NUL}`, bank_account: "1234567890123" },
        token: user,
      },
      "bank_name",
    );
    await refused(
      {
        method: "POST",
        url: "/api/user/cash_save",
        body: { real_name: "Ada\tLovelace", bank_name: "Bank", bank_account: "1234567890123" },
        token: user,
      },
      "real_name",
    );
  });

  it("the console's outbox and user search", async () => {
    await refused(
      { method: "GET", url: `/api/admin/outbox?to=${encodeURIComponent(NUL)}`, token: admin },
      "to",
    );
    await refused({ method: "GET", url: `/api/admin/users?q=${encodeURIComponent(NUL)}`, token: admin }, "q");
    await refused({ method: "GET", url: `/api/admin/audit?target_id=%7F`, token: admin }, "target_id");
  });
});

describe("amounts beyond NUMERIC(38,18)", () => {
  it("30-digit withdrawals, to an address or a bank card", async () => {
    const body = {
      currency: String(USDT),
      number: DIGITS_30,
      address_id: String(addressId),
      pay_password: "2580",
    };
    await refused({ method: "POST", url: "/api/wallet/out", body, token: user }, "number");
    await refused(
      {
        method: "POST",
        url: "/api/user/onlineOut",
        body: { currency: String(USDT), number: DIGITS_30, pay_password: "2580" },
        token: user,
      },
      "number",
    );
    await refused(
      { method: "POST", url: "/api/wallet/out", body: { ...body, number: "1e21" }, token: user },
      "number",
    );
  });

  it("deposit claims of 10^20 and more", async () => {
    for (const amount of ["100000000000000000000", "1000000000000000000000000", "-5"]) {
      await refused(
        {
          method: "POST",
          url: "/api/wallet/charge_req",
          body: { currency: String(USDT), network: "4", amount, voucher: "x" },
          token: user,
        },
        "amount",
      );
    }
  });

  it("the largest amount that fits reaches the service, which answers as usual", async () => {
    const res = await t.form(
      "/api/wallet/out",
      {
        currency: String(USDT),
        number: "99999999999999999999",
        address_id: String(addressId),
        pay_password: "2580",
      },
      user,
    );
    expect(res.type).toBe("error");
    expect(res.code).not.toBe("REQUEST_INVALID_FIELD");
    expect(res.statusCode).toBe(200);
  });
});

describe("malformed multipart uploads", () => {
  const boundary = "bourseBoundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const cases: [string, string, string][] = [
    ["no boundary", "multipart/form-data", "abc"],
    ["a boundary the body never has", `multipart/form-data; boundary=${boundary}`, "no parts here"],
    ["a truncated part", `multipart/form-data; boundary=${boundary}`, `${head}\x89PNG`],
    [
      "an unfinished part header",
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-da`,
    ],
  ];

  it.each(cases)("%s: a clear, localized error", async (_name, type, payload) => {
    for (const [url, token] of [
      ["/api/upload", user],
      ["/api/admin/upload", admin],
    ] as const) {
      const before = await snapshot();
      const res = await t.raw({
        method: "POST",
        url,
        payload,
        headers: { "content-type": type, authorization: token, "accept-language": "de" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        type: "error",
        code: "UPLOAD_MALFORMED",
        message: "Der Upload konnte nicht gelesen werden; bitte wählen Sie die Datei erneut aus",
      });
      expect(await snapshot()).toEqual(before);
    }
    expect((await t.get("/api/user/info", user)).type).toBe("ok");
  });
});

describe("the API document", () => {
  it("shows the bounds", async () => {
    const doc = (await t.raw({ method: "GET", url: "/api/docs/json" })).json();
    const body = (path: string) =>
      doc.paths[path].post.requestBody.content["application/json"].schema.properties;
    expect(body("/api/lever/submit").target_profit_price).toMatchObject({
      type: "string",
      pattern: expect.stringContaining("{1,20}"),
    });
    expect(body("/api/lever/close").id).toMatchObject({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
    expect(body("/api/user/wallet/save").name).toMatchObject({ maxLength: 32, pattern: expect.any(String) });
    const params = doc.paths["/api/admin/users/{id}"].get.parameters;
    expect(params.find((p: { name: string }) => p.name === "id").schema).toMatchObject({
      maximum: Number.MAX_SAFE_INTEGER,
    });
    const page = doc.paths["/api/coin/list"].get.parameters.find((p: { name: string }) => p.name === "page");
    expect(page.schema).toMatchObject({ minimum: 1, maximum: 100_000, default: 1 });
  });
});

/**
 * Every route of the API document, every parameter, hostile values, as a guest and signed in (an
 * operator for the console's routes): never an HTTP 5xx, and the money core never stops.
 */
describe("sweep", () => {
  const HOSTILE = [
    HUGE_ID,
    NUL,
    DIGITS_30,
    "-1",
    "x".repeat(100_000),
    String(Number.MAX_SAFE_INTEGER),
    "99999999999999999999.999999999999999999",
  ];
  /** Plausible values for the other parameters, so a hostile one gets as deep as it can. */
  const PLAUSIBLE: Record<string, unknown> = {
    user_string: "nobody@bourse.test",
    account: "nobody@bourse.test",
    email: "nobody@bourse.test",
    mobile: "7700900123",
    area_code: "44",
    password: "secret123",
    re_password: "secret123",
    repassword: "secret123",
    old_password: "secret123",
    pay_password: "2580",
    currency: 3,
    currency_id: 1,
    legal_id: 3,
    network: 4,
    match_id: 1,
    seconds: 30,
    number: "10",
    share: "1",
    amount: "1",
    multiple: 5,
    from_field: "change",
    to_field: "lever",
    username: "admin",
    symbol: "BTC/USDT",
    period: "1min",
    resolution: "1",
    from: 1_767_225_600,
    to: 1_767_600_000,
    c_id: 4,
  };
  type Schema = {
    default?: unknown;
    enum?: unknown[];
    anyOf?: Schema[];
    const?: unknown;
    type?: string;
    minimum?: number;
    examples?: unknown[];
  };
  const plausible = (name: string, s: Schema | undefined): unknown => {
    if (name in PLAUSIBLE) return PLAUSIBLE[name];
    if (!s) return "1";
    if (s.default !== undefined) return s.default;
    if (s.enum) return s.enum[0];
    if (s.const !== undefined) return s.const;
    if (s.anyOf?.[0]) return plausible("", s.anyOf[0]);
    if (s.type === "integer" || s.type === "number") return s.minimum ?? 1;
    if (s.type === "boolean") return true;
    if (s.type === "object") return {};
    if (s.type === "array") return [];
    return s.examples?.[0] ?? "1";
  };

  it("answers no input with HTTP 5xx", async () => {
    const doc = (await t.raw({ method: "GET", url: "/api/docs/json" })).json();
    const failures: string[] = [];
    let requests = 0;
    let signIns = 0;
    for (const [path, operations] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const params: { in: string; name: string; schema?: Schema }[] = [
          ...((op.parameters as { in: string; name: string; schema?: Schema }[] | undefined) ?? []),
        ];
        const body = (op.requestBody as { content?: Record<string, { schema?: { properties?: object } }> })
          ?.content?.["application/json"]?.schema?.properties;
        for (const [name, schema] of Object.entries(body ?? {})) params.push({ in: "body", name, schema });
        if (params.length === 0) continue;
        for (const target of params) {
          for (const value of HOSTILE) {
            for (const token of [undefined, path.startsWith("/api/admin") ? admin : user]) {
              let url = path;
              const query = new URLSearchParams();
              const payload: Record<string, unknown> = {};
              for (const p of params) {
                const v = p === target ? value : plausible(p.name, p.schema);
                if (p.in === "path") url = url.replace(`{${p.name}}`, encodeURIComponent(String(v)));
                else if (p.in === "query") query.set(p.name, String(v));
                else payload[p.name] = v;
              }
              const res = await t.raw({
                method: method.toUpperCase() as "GET",
                url: query.size ? `${url}?${query}` : url,
                ...(method === "get" ? {} : { payload }),
                headers: token ? { authorization: token } : {},
              });
              requests++;
              if (res.statusCode >= 500)
                failures.push(
                  `${method} ${path} ${target.in} ${target.name}=${JSON.stringify(value.slice(0, 40))}`,
                );
              // a call that signs the sweeping user out (revoke, password change): sign in again
              if (token === user && res.statusCode === 200 && res.json().type === 999) {
                const login = await t.form("/api/user/login", { user_string: EMAIL, password: "secret123" });
                expect(login.type).toBe("ok");
                user = login.message;
                signIns++;
              }
              // one that signs the operator out (its password reset, disabled): the seeded admin again
              if (token === admin && res.statusCode === 200 && res.json().type === 999)
                admin = await seededAdminAgain(t);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(3000);
    expect(signIns).toBeLessThan(20);
    expect(exit).not.toHaveBeenCalled();
    expect((await t.get("/api/user/info", user)).type).toBe("ok");
  }, 120_000);
});
