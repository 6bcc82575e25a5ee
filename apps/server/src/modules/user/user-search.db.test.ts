import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bindMobile,
  IMAGES,
  operatorToken,
  signUp,
  type TestApp,
  testApp,
  upload,
} from "../../testing/harness.ts";

let t: TestApp;
let admin: string;
let ada: { id: number; token: string };
let bob: { id: number; token: string };
const USDT = "3";

async function user(email: string, mobile: string) {
  const token = await signUp(t, email);
  await bindMobile(t, token, mobile);
  const [row] = await t.db.query<{ id: string }>("SELECT id::text FROM users WHERE email = $1", [email]);
  return { id: Number(row!.id), token };
}
async function applyKyc(token: string, name: string, card_id: string) {
  const body = {
    type: "1",
    name,
    doc_type: "passport",
    card_id,
    nationality: "gb",
    front_pic: (await upload(t, token, IMAGES.jpg)).message,
    reverse_pic: (await upload(t, token, IMAGES.png)).message,
  };
  expect((await t.form("/api/user/real", body, token)).type).toBe("ok");
}
async function claim(token: string, amount: string) {
  const voucher = (await upload(t, token, IMAGES.png)).message;
  const res = await t.form(
    "/api/wallet/charge_req",
    { currency: USDT, network: "4", amount, voucher },
    token,
  );
  expect(res.type).toBe("ok");
  return res.message.id as number;
}

beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
  ada = await user("ada.search@bourse.test", "7700555111");
  bob = await user("bob.search@bourse.test", "7700555222");
  await applyKyc(ada.token, "Ada Lovelace", "P1234567");
  await applyKyc(bob.token, "Robert Byron", "X9988776");
});
afterAll(() => t.close());

const ids = (rows: Array<{ id?: number; user_id?: number }>) => rows.map((r) => r.user_id ?? r.id);

describe("console search", () => {
  it("finds a user by id, email, mobile number, KYC name or document number", async () => {
    const find = async (q: string) =>
      ids((await t.get(`/api/admin/users?q=${encodeURIComponent(q)}`, admin)).message.data);
    expect(await find(String(ada.id))).toEqual([ada.id]);
    expect(await find("ADA.SEARCH@")).toEqual([ada.id]);
    expect(await find("555222")).toEqual([bob.id]);
    expect(await find("lovelace")).toEqual([ada.id]);
    expect(await find("ROBERT")).toEqual([bob.id]);
    expect(await find("x9988776")).toEqual([bob.id]);
    // a document number matches whole, not in part
    expect(await find("998877")).toEqual([]);
    expect(await find("search@bourse").then((r) => r.sort())).toEqual([ada.id, bob.id].sort());
  });

  it("the deposit and withdrawal lists take the same search, and their queues list oldest first", async () => {
    const first = await claim(ada.token, "10");
    const second = await claim(bob.token, "20");
    const third = await claim(ada.token, "30");
    const deposits = async (query: string) =>
      (await t.get(`/api/admin/deposits?limit=100&${query}`, admin)).message.data as Array<{
        id: number;
        user_id: number;
      }>;
    expect((await deposits("state=review")).map((d) => d.id)).toEqual([first, second, third]);
    expect((await deposits("")).map((d) => d.id)).toEqual([third, second, first]);
    expect((await deposits("state=review&q=ada.search")).map((d) => d.id)).toEqual([first, third]);
    expect((await deposits("q=Byron")).map((d) => d.id)).toEqual([second]);
    expect((await deposits("q=P1234567")).map((d) => d.id)).toEqual([third, first]);
    expect(await deposits("q=nobody@bourse.test")).toEqual([]);
    const withdrawals = async (query: string) =>
      (await t.get(`/api/admin/withdrawals?limit=100&${query}`, admin)).message.data;
    expect(await withdrawals("q=nobody@bourse.test")).toEqual([]);
  });

  it("the KYC queue lists oldest first", async () => {
    const queue = (await t.get("/api/admin/kyc?state=review&limit=100", admin)).message.data as Array<{
      id: number;
    }>;
    const sorted = [...queue].sort((a, b) => a.id - b.id);
    expect(queue.map((k) => k.id)).toEqual(sorted.map((k) => k.id));
    expect(queue.length).toBe(2);
  });
});

describe("KYC duplicates", () => {
  it("warns when a document number is verified on another account and lists accounts of the same name", async () => {
    const queue = async () =>
      (await t.get("/api/admin/kyc?state=review&limit=100", admin)).message.data as Array<{
        id: number;
        user_id: number;
        doc_verified_users: number[];
        same_name_users: number[];
      }>;
    const adas = (await queue()).find((k) => k.user_id === ada.id)!;
    expect(adas).toMatchObject({ doc_verified_users: [], same_name_users: [] });
    expect((await t.form(`/api/admin/kyc/${adas.id}/approve`, {}, admin)).type).toBe("ok");

    const carol = await user("carol.search@bourse.test", "7700555333");
    await applyKyc(carol.token, "  ada LOVE lace ", "p1234567");
    const carols = (await queue()).find((k) => k.user_id === carol.id)!;
    expect(carols).toMatchObject({ doc_verified_users: [ada.id], same_name_users: [ada.id] });
    // Bob's name and number are his own; a name in review (not verified) still counts as the same name
    const bobs = (await queue()).find((k) => k.user_id === bob.id)!;
    expect(bobs).toMatchObject({ doc_verified_users: [], same_name_users: [] });
    const detail = (await t.get(`/api/admin/users/${ada.id}`, admin)).message;
    expect(detail.kyc[0]).toMatchObject({ doc_verified_users: [], same_name_users: [carol.id] });
  });
});
