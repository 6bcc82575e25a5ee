import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGES, operatorToken, signUp, type TestApp, testApp, upload } from "../testing/harness.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

/** RFC 4180 as the writer makes it: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

const csv = async (url: string) => {
  const res = await t.raw({ method: "GET", url, headers: { authorization: admin } });
  return { res, rows: parseCsv(res.body) };
};

/** The rows of a list as its JSON pages show them, every page. */
async function allJson(url: string, field = "data") {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const sep = url.includes("?") ? "&" : "?";
    const res = await t.get(`${url}${sep}page=${page}&limit=7`, admin);
    expect(res.type).toBe("ok");
    rows.push(...res.message[field]);
    if (page >= res.message.pages) return rows;
  }
}

const asText = (v: unknown) =>
  v === null || v === undefined ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);

describe("format=csv on the console's lists", () => {
  beforeAll(async () => {
    // 12 deposit claims of three users, some decided, with a formula and a comma in what users typed
    for (const [n, email] of ["=cmd@bourse.test", "b-csv@bourse.test", "c-csv@bourse.test"].entries()) {
      const token = await signUp(t, email);
      for (let i = 0; i < 4; i++) {
        const voucher = (await upload(t, token, IMAGES.png)).message;
        const amount = `${n + 1}${i}.000001`;
        const claim = await t.form(
          "/api/wallet/charge_req",
          { currency: "3", network: "4", amount, voucher },
          token,
        );
        expect(claim.type).toBe("ok");
        if (i === 1) await t.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, admin);
        if (i === 2)
          await t.form(`/api/admin/deposits/${claim.message.id}/reject`, { reason: '-1+2 "said", x' }, admin);
      }
    }
  });

  it("answers every row the filters select, as text/csv with a dated file name", async () => {
    for (const state of ["review", "approved", "rejected"]) {
      const json = await allJson(`/api/admin/deposits?state=${state}`);
      const { res, rows } = await csv(`/api/admin/deposits?state=${state}&format=csv&page=2&limit=3`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(
        /^attachment; filename=deposits-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const [header, ...body] = rows;
      expect(header?.slice(0, 5)).toEqual(["id", "user_id", "account", "currency_id", "currency_name"]);
      expect(body.map((r) => r[0])).toEqual(json.map((r) => String(r.id)));
      const amount = header!.indexOf("amount");
      expect(body.map((r) => r[amount])).toEqual(json.map((r) => r.amount));
      expect(res.headers["x-export-rows"]).toBe(String(json.length));
    }
  });

  it("neutralises formulas, quotes, and keeps exact decimals and ISO times", async () => {
    const { rows } = await csv("/api/admin/deposits?state=rejected&format=csv");
    const [header, ...body] = rows;
    const col = (name: string) => header!.indexOf(name);
    const formula = body.find((r) => r[col("account")]?.includes("cmd@"));
    expect(formula?.[col("account")]).toBe("'=cmd@bourse.test");
    expect(body.find((r) => r[col("account")] === "b-csv@bourse.test")).toBeDefined();
    expect(body.every((r) => r[col("reject_reason")] === `'-1+2 "said", x`)).toBe(true);
    expect(body.map((r) => r[col("amount")])).toContain("12.000001");
    expect(
      body.every((r) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(r[col("created_at")] ?? "")),
    ).toBe(true);
  });

  it("exports the user search and other lists as their JSON shows them", async () => {
    const [holder] = await t.db.query<{ id: number }>("SELECT id::int AS id FROM users WHERE email = $1", [
      "c-csv@bourse.test",
    ]);
    const lists = [
      `/api/admin/users/${holder!.id}/bills`,
      "/api/admin/deposits?q=csv",
      "/api/admin/withdrawals?state=pending",
      "/api/admin/users",
      "/api/admin/kyc?state=review",
      "/api/admin/audit",
    ];
    for (const url of lists) {
      const json = await t.get(`${url}${url.includes("?") ? "&" : "?"}limit=100`, admin);
      expect(json.type, url).toBe("ok");
      const data = (Array.isArray(json.message) ? json.message : json.message.data) as Record<
        string,
        unknown
      >[];
      const { res, rows } = await csv(`${url}${url.includes("?") ? "&" : "?"}format=csv`);
      expect(res.headers["content-type"], url).toBe("text/csv; charset=utf-8");
      const [header, ...body] = rows;
      expect(body.length, url).toBe(data.length);
      const id = header!.indexOf("id");
      if (id >= 0)
        expect(
          body.map((r) => r[id]),
          url,
        ).toEqual(data.map((r) => asText(r.id)));
    }
  });

  it("documents the parameter, and leaves JSON and refusals as they were", async () => {
    const doc = (await t.raw({ method: "GET", url: "/api/docs/json" })).json();
    const params = doc.paths["/api/admin/deposits"].get.parameters as { name: string }[];
    expect(params.map((p) => p.name)).toContain("format");
    expect((await t.get("/api/admin/deposits?format=json", admin)).type).toBe("ok");
    const refused = await t.raw({
      method: "GET",
      url: "/api/admin/deposits?format=xls",
      headers: { authorization: admin },
    });
    expect(refused.json()).toMatchObject({ code: "REQUEST_INVALID_FIELD", field: "format" });
    const stranger = await t.raw({ method: "GET", url: "/api/admin/deposits?format=csv" });
    expect(stranger.json()).toMatchObject({ type: 999 });
  });
});
