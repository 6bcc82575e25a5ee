import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGES, operatorToken, signUp, type TestApp, testApp } from "../../testing/harness.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

const list = (c_id: number, lang = "en") => t.form("/api/news/list", { c_id: String(c_id), lang });

describe("articles for readers", () => {
  it("lists seeded banners with images that are served", async () => {
    const banners = (await list(5)).message;
    expect(banners.total).toBe(3);
    expect(banners.data[0].cover).toMatch(/^\/uploads\/seed\/banner-\d\.svg$/);
    const image = await t.raw({ method: "GET", url: banners.data[0].cover });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toContain("image/svg+xml");
  });

  it("answers in the reader's language, falling back to English", async () => {
    const en = (await list(4)).message.data.map((a: { title: string }) => a.title);
    const zh = (await list(4, "zh")).message.data.map((a: { title: string }) => a.title);
    const jp = (await list(4, "jp")).message.data.map((a: { title: string }) => a.title);
    expect(en).toContain("Welcome to Bourse");
    expect(zh).toContain("欢迎来到 Bourse");
    expect(jp).toEqual(en);
    const first = (await list(18)).message.data[0];
    const detail = (await t.form("/api/news/detail", { id: String(first.id), lang: "zh" })).message;
    expect(detail.title).toBe("如何完成实名认证？");
    expect(detail.body).toContain("\n\n");
  });

  it("shows the popup notice and the menu, localized", async () => {
    expect((await t.get("/api/news/index_pop?lang=zh")).message.title).toBe("欢迎来到 Bourse");
    const menu = (await t.get("/api/menu?lang=kor")).message;
    expect(menu[0]).toMatchObject({ name: "본인 인증", icon: "kyc", route: "/pages/setting/real" });
    expect(menu.slice(1, 4)).toMatchObject([
      { name: "P2P 거래", icon: "p2p", route: "/pages/otc/otc" },
      { name: "카피 트레이딩", icon: "copy", route: "/pages/follow/index" },
      { name: "락업 채굴", icon: "earn", route: "/pages/lockming/lockming" },
    ]);
  });

  it("answers the help, about, contact and compliance pages from the article store, per language", async () => {
    const titles = async (url: string, lang = "en") =>
      (await t.get(`${url}?lang=${lang}`)).message.map((a: { title: string }) => a.title);
    expect(await titles("/api/faq")).toContain("How do I turn on Google Authenticator?");
    expect(await titles("/api/aboutus")).toEqual(["About Bourse"]);
    expect(await titles("/api/contactus")).toEqual(["Contact Bourse"]);
    expect(await titles("/api/contactus", "zh")).toEqual(["联系 Bourse"]);
    expect(await titles("/api/operational_compliance")).toEqual(["Privacy Policy", "Terms of Service"]);
    const [contact] = (await t.get("/api/contactus")).message;
    expect(contact.body).toContain("support@bourse.local");
    // an operator's edit shows at once
    const saved = await t.json(
      "/api/admin/news/save",
      { c_id: 20, sort: 99, translations: { en: { title: "Telegram", body: "t.me/bourse" } } },
      admin,
    );
    expect(saved.type).toBe("ok");
    expect(await titles("/api/contactus")).toEqual(["Telegram", "Contact Bourse"]);
  });

  it("answers not found for an unknown or unpublished article", async () => {
    expect(await t.form("/api/news/detail", { id: "99999" })).toMatchObject({ code: "CONTENT_NOT_FOUND" });
    expect(await t.form("/api/news/detail", { id: "abc" })).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "id",
    });
  });
});

describe("articles for operators", () => {
  it("creates, publishes, updates, unpublishes and deletes an article with an audit trail", async () => {
    const created = await t.json(
      "/api/admin/news/save",
      {
        c_id: 4,
        translations: {
          en: { title: "Maintenance on Sunday", body: "Two hours." },
          zh: { title: "周日维护", body: "两小时。" },
        },
      },
      admin,
    );
    expect(created.type).toBe("ok");
    const id = created.message.id;
    expect((await list(4, "zh")).message.data.map((a: { title: string }) => a.title)).toContain("周日维护");

    await t.json(
      "/api/admin/news/save",
      { id, c_id: 4, published: false, translations: { en: { title: "Maintenance on Sunday" } } },
      admin,
    );
    expect(await t.form("/api/news/detail", { id: String(id) })).toMatchObject({ code: "CONTENT_NOT_FOUND" });
    const stored = (await t.get("/api/admin/news?c_id=4&limit=50", admin)).message.data.find(
      (a: { id: number }) => a.id === id,
    );
    expect(stored).toMatchObject({ published: false });
    expect(Object.keys(stored.translations)).toEqual(["en"]);

    expect((await t.form(`/api/admin/news/${id}/delete`, {}, admin)).type).toBe("ok");
    expect(await t.form(`/api/admin/news/${id}/delete`, {}, admin)).toMatchObject({
      code: "CONTENT_NOT_FOUND",
    });
    const audit = (await t.get(`/api/admin/audit?target_type=article&target_id=${id}`, admin)).message.data;
    expect(audit.map((a: { action: string }) => a.action)).toEqual([
      "article.delete",
      "article.update",
      "article.create",
    ]);
  });

  it("refuses an article without English, a banner without an image, an unknown category or language", async () => {
    const save = (body: object) => t.json("/api/admin/news/save", body, admin);
    expect(await save({ c_id: 4, translations: { zh: { title: "只有中文" } } })).toMatchObject({
      code: "CONTENT_INVALID_ARTICLE",
      message: "Please complete the article: translations.en.title",
    });
    expect(await save({ c_id: 5, translations: { en: { title: "No image" } } })).toMatchObject({
      code: "CONTENT_INVALID_ARTICLE",
    });
    expect(await save({ c_id: 7, translations: { en: { title: "x" } } })).toMatchObject({
      code: "CONTENT_INVALID_CATEGORY",
    });
    expect(await save({ c_id: 4, translations: { en: { title: "x" }, xx: { title: "y" } } })).toMatchObject({
      code: "CONTENT_INVALID_ARTICLE",
    });
    expect(await save({ id: 99999, c_id: 4, translations: { en: { title: "x" } } })).toMatchObject({
      code: "CONTENT_NOT_FOUND",
    });
  });

  it("keeps content to admins and uploads banner images publicly", async () => {
    const reviewer = await operatorToken(t, "reviewer");
    expect(await t.get("/api/admin/news", reviewer)).toMatchObject({ code: "ADMIN_FORBIDDEN" });
    const boundary = "----b1";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\n\r\n`),
      IMAGES.png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.raw({
      method: "POST",
      url: "/api/admin/upload",
      payload,
      headers: { authorization: admin, "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    const url = res.json().message;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect((await t.raw({ method: "GET", url })).statusCode).toBe(200);
  });

  it("edits settings with an audit entry; unknown keys are refused", async () => {
    expect(
      (
        await t.form(
          "/api/admin/settings",
          { key: "customer_service_url", value: "https://t.me/bourse" },
          admin,
        )
      ).type,
    ).toBe("ok");
    expect(await t.get("/api/getSetting?keyword=customer_service_url")).toMatchObject({
      message: "https://t.me/bourse",
    });
    expect(await t.form("/api/admin/settings", { key: "nope", value: "x" }, admin)).toMatchObject({
      code: "SETTING_NOT_FOUND",
    });
    const audit = (await t.get("/api/admin/audit?target_type=setting", admin)).message.data[0];
    expect(audit).toMatchObject({ action: "setting.update", after: { value: "https://t.me/bourse" } });
  });

  it("keeps the P2P and copy trading figures in range, naming the setting; a good value is stored plain", async () => {
    const save = (key: string, value: string, lang = "en") =>
      t.form("/api/admin/settings", { key, value, lang }, admin);
    const stored = async (key: string) =>
      (await t.db.query<{ value: string }>("SELECT value FROM settings WHERE key = $1", [key]))[0]?.value;
    const before = await stored("copy_share_rate_cap");
    for (const bad of ["", "abc", "-0.1", "0.51", "0.12345", "1e-2", "0x1"])
      expect(await save("copy_share_rate_cap", bad), bad).toMatchObject({
        type: "error",
        code: "SETTING_OUT_OF_RANGE",
        message: "copy_share_rate_cap must be a number from 0 to 0.5",
      });
    expect((await save("copy_max_followers", "1.5", "de")).message).toBe(
      "copy_max_followers muss eine Zahl von 1 bis 100000 sein",
    );
    expect(await save("p2p_pay_minutes", "0")).toMatchObject({ code: "SETTING_OUT_OF_RANGE" });
    expect(await stored("copy_share_rate_cap")).toBe(before);
    expect((await save("copy_share_rate_cap", " 0.150 ")).type).toBe("ok");
    expect(await stored("copy_share_rate_cap")).toBe("0.15");
    const token = await signUp(t, "cap@settings.test");
    expect((await t.get("/api/trader", token)).message).toMatchObject({ share_rate_cap: "0.15" });
  });

  it("keeps download_url an absolute https URL: anything else is refused, naming the setting", async () => {
    const save = (value: string, lang = "en") =>
      t.form("/api/admin/settings", { key: "download_url", value, lang }, admin);
    const stored = async () => (await t.get("/api/getSetting?keyword=download_url")).message;
    // the former default (a path on this site) is cleared by the migration
    expect(await stored()).toBe("");
    for (const bad of [
      "//evil.example/app.apk",
      "/h5/",
      "http://example.com/app.apk",
      "javascript:alert(1)",
      "JAVASCRIPT://example.com/%0aalert(1)",
      "data:text/html,hi",
      "https:example.com",
      "https://",
      "https://user:pw@example.com/",
      "https://exa mple.com/",
      "https://example.com\\@evil.example/",
      "example.com/app.apk",
    ]) {
      expect(await save(bad), bad).toMatchObject({
        type: "error",
        code: "SETTING_HTTPS_URL_REQUIRED",
        message: "download_url must be an absolute https URL (https://…) or empty",
      });
    }
    expect((await save("ftp://x", "zh")).message).toBe(
      "download_url 必须是完整的 https 网址（https://…）或留空",
    );
    expect(await stored()).toBe("");

    expect((await save(" https://download.example.com/app.apk?v=2 ")).type).toBe("ok");
    expect(await stored()).toBe("https://download.example.com/app.apk?v=2");
    expect((await save("")).type).toBe("ok");
    expect(await stored()).toBe("");
  });

  it("saves the web view's allowed hosts as a clean list; anything but host names is refused", async () => {
    const save = (value: string) =>
      t.form("/api/admin/settings", { key: "webview_allowed_hosts", value }, admin);
    const stored = async () => (await t.get("/api/getSetting?keyword=webview_allowed_hosts")).message;
    expect(await stored()).toBe("");
    expect((await save(" Help.Example.com,promo.example.com, ,help.example.com ")).type).toBe("ok");
    expect(await stored()).toBe("help.example.com, promo.example.com");
    const audit = (await t.get("/api/admin/audit?target_type=setting", admin)).message.data[0];
    expect(audit).toMatchObject({
      target_id: "webview_allowed_hosts",
      after: { value: "help.example.com, promo.example.com" },
    });
    for (const bad of [
      "https://example.com",
      "example.com/path",
      "example.com:8443",
      "*.example.com",
      "a b.com",
    ]) {
      expect(await save(bad), bad).toMatchObject({
        code: "SETTING_INVALID_HOST_LIST",
        message: expect.stringContaining("webview_allowed_hosts"),
      });
    }
    expect(await stored()).toBe("help.example.com, promo.example.com");
    expect((await save("")).type).toBe("ok");
    expect(await stored()).toBe("");
  });
});
