import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";
import { etagReads } from "../../testing/public-reads.ts";

// Settings, the menu, the popup and the content pages are answered from memory: these tests read,
// change what was read as an operator does, and read again at once with the first answer's ETag.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

const { get, read, readAfterChange } = etagReads(() => t);

const saveSetting = async (key: string, value: string) =>
  expect((await t.form("/api/admin/settings", { key, value }, admin)).type).toBe("ok");

async function saveArticle(c_id: number, title: string, pop = false): Promise<number> {
  const saved = await t.json(
    "/api/admin/news/save",
    {
      c_id,
      published: true,
      pop,
      sort: 1000,
      cover: "",
      link: "",
      translations: { en: { title, summary: "Summary", body: "Body" } },
    },
    admin,
  );
  expect(saved.type, JSON.stringify(saved.message)).toBe("ok");
  return saved.message.id;
}

describe("public settings and content, from memory", () => {
  it("answers a setting with its ETag; a saved value shows at the next read", async () => {
    const url = "/api/getSetting?keyword=customer_service_url";
    const first = await read(url);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10");
    const all = await read("/api/getSetting");
    await saveSetting("customer_service_url", "https://t.me/bourse_reads");
    expect(await readAfterChange(url, first.etag)).toEqual({
      type: "ok",
      message: "https://t.me/bourse_reads",
    });
    expect((await readAfterChange("/api/getSetting", all.etag)).message.customer_service_url).toBe(
      "https://t.me/bourse_reads",
    );
  });

  it("refuses an unknown keyword in the reader's language, keeping nothing", async () => {
    const res = await get("/api/getSetting?keyword=nope&lang=zh");
    expect(res.json()).toMatchObject({ type: "error", code: "SETTING_NOT_FOUND" });
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");
    const en = (await get("/api/getSetting?keyword=nope&lang=en")).json();
    expect(en.message).not.toBe(res.json().message);
  });

  it("keeps the menu per language, and reads it again after any operator's change", async () => {
    const en = await read("/api/menu?lang=en");
    const zh = await read("/api/menu?lang=zh");
    expect(zh.etag).not.toBe(en.etag);
    expect(zh.body.message[0].name).not.toBe(en.body.message[0].name);
    // the language from the headers: shared caches are told the answer depends on them
    const byHeader = await read("/api/menu", { "accept-language": "zh-CN" });
    expect(byHeader.body).toEqual(zh.body);
    expect(byHeader.headers.vary).toBe("Accept-Encoding, Lang, Accept-Language");
    expect(zh.headers.vary).toBe("Accept-Encoding");

    const id = en.body.message[0].id;
    await t.db.query(`UPDATE menu_items SET names = jsonb_set(names, '{en}', '"Verify now"') WHERE id = $1`, [
      id,
    ]);
    await saveSetting("customer_service_url", "https://t.me/bourse_menu");
    expect((await readAfterChange("/api/menu?lang=en", en.etag)).message[0].name).toBe("Verify now");
    // built again, the same content keeps its tag
    expect((await get("/api/menu?lang=zh", { "if-none-match": zh.etag })).statusCode).toBe(304);
  });

  it("shows a saved popup notice and help article at the next read, and their removal", async () => {
    const pop = await read("/api/news/index_pop?lang=en");
    const faq = await read("/api/faq?lang=en");
    const popId = await saveArticle(4, "Maintenance tonight", true);
    const helpId = await saveArticle(18, "How to read the tick log");
    const popNow = await readAfterChange("/api/news/index_pop?lang=en", pop.etag);
    expect(popNow.message).toMatchObject({ id: popId, title: "Maintenance tonight" });
    const faqNow = await readAfterChange("/api/faq?lang=en", faq.etag);
    expect(faqNow.message.map((a: { title: string }) => a.title)).toContain("How to read the tick log");

    for (const id of [popId, helpId])
      expect((await t.form(`/api/admin/news/${id}/delete`, {}, admin)).type).toBe("ok");
    expect((await get("/api/news/index_pop?lang=en")).json()).toEqual(pop.body);
    expect((await get("/api/faq?lang=en")).json()).toEqual(faq.body);
  });
});
