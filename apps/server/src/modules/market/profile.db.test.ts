import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const profile = (query: string, headers: Record<string, string> = {}) =>
  t.raw({ method: "GET", url: `/api/currency/profile?${query}`, headers }).then((r) => r.json());

describe("coin profiles", () => {
  it("answers a coin's issue data, links, description and white paper in English", async () => {
    const res = await profile("currency=BTC");
    expect(res.type).toBe("ok");
    expect(res.message).toMatchObject({
      currency_id: 1,
      name: "BTC",
      profile: {
        lang: "en",
        issue_date: "2009-01-03",
        total_supply: "21000000",
        circulating_supply: "19890000",
        supply_as_of: "2025-07-01",
        issue_price: null,
        website_url: "https://bitcoin.org",
        white_paper_url: "https://bitcoin.org/bitcoin.pdf",
      },
    });
    expect(res.message.profile.description).toMatch(/^Bitcoin \(BTC\) is the first/);
    expect(res.message.profile.white_paper).toMatch(/Peer-to-Peer Electronic Cash System/);
    expect(res.message.profile.white_paper.split("\n\n").length).toBeGreaterThan(3);
  });

  it("takes the name in any case or the id, and says when a coin has no cap or an issue price", async () => {
    const eth = (await profile("currency=eth")).message;
    expect(eth).toMatchObject({ currency_id: 2, name: "ETH" });
    expect(eth.profile).toMatchObject({
      total_supply: null,
      issue_price: "0.31",
      circulating_supply: "120700000",
    });
    const usdt = (await profile("currency=3")).message;
    expect(usdt).toMatchObject({ name: "USDT", profile: { issue_price: "1", issue_date: "2014-10-06" } });
  });

  it("serves the reader's language and falls back to English where it is not translated", async () => {
    const zh = (await profile("currency=BTC&lang=zh")).message.profile;
    expect(zh.lang).toBe("zh");
    expect(zh.description).toMatch(/^比特币/);
    expect(zh.white_paper).toMatch(/中本聪/);
    const byHeader = (await profile("currency=ETH", { lang: "zh" })).message.profile;
    expect(byHeader.lang).toBe("zh");
    const jp = (await profile("currency=ETH&lang=jp")).message.profile;
    expect(jp.lang).toBe("en");
    expect(jp.description).toMatch(/^Ethereum is/);
  });

  it("answers a listed coin without a profile with none", async () => {
    expect((await profile("currency=SOL")).message).toEqual({
      currency_id: 4,
      name: "SOL",
      image: expect.any(String),
      profile: null,
    });
  });

  it("refuses a coin that is not listed, naming the field in the reader's language", async () => {
    expect(await profile("currency=NOPE")).toMatchObject({
      type: "error",
      code: "REQUEST_INVALID_FIELD",
      field: "currency",
      message: "Invalid parameter: currency",
    });
    expect(await profile("currency=999&lang=zh")).toMatchObject({
      type: "error",
      field: "currency",
      message: "参数错误：currency",
    });
    expect((await profile("")).type).toBe("error");
  });
});
