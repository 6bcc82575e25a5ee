import { LANGUAGES } from "@bourse/contract/languages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMigrations } from "../../db/migrate.ts";
import { IMAGES, operatorToken, signUp, type TestApp, testApp } from "../../testing/harness.ts";

let t: TestApp;
let admin: string;
/** The demo articles as the migrations leave them, before any test writes. */
let seeded: { id: number; c_id: number; lang: string; title: string; summary: string; body: string }[];
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
  seeded = await t.db.query(
    `SELECT a.id, a.c_id, tr.lang, tr.title, tr.summary, tr.body
     FROM articles a JOIN article_translations tr ON tr.article_id = a.id ORDER BY a.id, tr.lang`,
  );
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

  it("seeds every demo article in every language, translated, keeping numbers and addresses", async () => {
    const ids = [...new Set(seeded.map((r) => r.id))];
    expect(ids.length).toBe(15);
    for (const id of ids) {
      const rows = seeded.filter((r) => r.id === id);
      const en = rows.find((r) => r.lang === "en")!;
      expect(rows.map((r) => r.lang).sort(), en.title).toEqual([...LANGUAGES].sort());
      for (const r of rows.filter((x) => x.lang !== "en")) {
        const label = `${r.lang}: ${en.title}`;
        expect(r.title.trim(), label).not.toBe("");
        expect(r.title, label).not.toBe(en.title);
        // banners have a title only; every other article has its summary and body
        expect(r.summary === "", label).toBe(en.summary === "");
        expect(r.body === "", label).toBe(en.body === "");
        expect(r.body.split("\n\n").length, label).toBe(en.body.split("\n\n").length);
        for (const kept of ["support@bourse.local", "BTC/USDT", "ETH/USDT", "76", "18", "24", "500 USDT"])
          if (en.body.includes(kept)) expect(r.body, `${label} keeps ${kept}`).toContain(kept);
      }
    }
  });

  it("adds the translations without touching an operator's own wording or a retitled article", async () => {
    const sql = listMigrations().find((m) => m.version === "043_content_languages")!.sql;
    const idOf = (title: string) => seeded.find((r) => r.lang === "en" && r.title === title)!.id;
    const privacy = idOf("Privacy Policy");
    const about = idOf("About Bourse");
    const row = async (id: number, lang: string) =>
      (
        await t.db.query<{ title: string }>(
          "SELECT title FROM article_translations WHERE article_id = $1 AND lang = $2",
          [id, lang],
        )
      )[0]?.title;
    await t.db.query(
      "UPDATE article_translations SET title = 'Datenschutz' WHERE article_id = $1 AND lang = 'de'",
      [privacy],
    );
    await t.db.query(
      "UPDATE article_translations SET title = 'Who we are' WHERE article_id = $1 AND lang = 'en'",
      [about],
    );
    await t.db.query("DELETE FROM article_translations WHERE article_id = ANY($1) AND lang = 'pt'", [
      [privacy, about],
    ]);
    await t.db.exec(sql);
    expect(await row(privacy, "de")).toBe("Datenschutz");
    expect(await row(privacy, "pt")).toBe("Política de Privacidade");
    expect(await row(about, "pt")).toBeUndefined();
    const [served] = (await t.get("/api/aboutus?lang=pt")).message;
    expect(served).toMatchObject({ title: "Who we are", lang: "en" });
    await t.db.query(
      "UPDATE article_translations SET title = 'About Bourse' WHERE article_id = $1 AND lang = 'en'",
      [about],
    );
    await t.db.exec(sql);
    expect(await row(about, "pt")).toBe("Sobre a Bourse");
    await t.db.query("UPDATE article_translations SET title = $2 WHERE article_id = $1 AND lang = 'de'", [
      privacy,
      "Datenschutzerklärung",
    ]);
  });

  it("answers in the reader's language, naming it, and falls back to English visibly", async () => {
    const en = (await list(4)).message.data;
    const zh = (await list(4, "zh")).message.data;
    const jp = (await list(4, "jp")).message.data;
    expect(en.map((a: { title: string }) => a.title)).toContain("Welcome to Bourse");
    expect(zh.map((a: { title: string }) => a.title)).toContain("欢迎来到 Bourse");
    expect(jp.map((a: { title: string }) => a.title)).toContain("Bourse へようこそ");
    expect(jp.map((a: { lang: string }) => a.lang)).toEqual(jp.map(() => "jp"));
    expect(en.map((a: { lang: string }) => a.lang)).toEqual(en.map(() => "en"));
    const banners = (await list(5, "vi")).message.data;
    expect(banners.map((a: { title: string }) => a.title)).toContain(
      "Giao dịch BTC và ETH với giá minh bạch",
    );

    // an article an operator wrote in English only: a Japanese reader gets it in English, marked so
    const saved = await t.json(
      "/api/admin/news/save",
      { c_id: 4, sort: -1, translations: { en: { title: "Wallet upgrade tonight", body: "Ten minutes." } } },
      admin,
    );
    const id = saved.message.id;
    const read = async (lang: string) => (await t.form("/api/news/detail", { id: String(id), lang })).message;
    expect(await read("jp")).toMatchObject({
      title: "Wallet upgrade tonight",
      body: "Ten minutes.",
      lang: "en",
    });
    expect((await list(4, "jp")).message.data.find((a: { id: number }) => a.id === id)).toMatchObject({
      lang: "en",
    });
    // once translated, it is served in Japanese
    await t.json(
      "/api/admin/news/save",
      {
        id,
        c_id: 4,
        sort: -1,
        translations: {
          en: { title: "Wallet upgrade tonight", body: "Ten minutes." },
          jp: { title: "今夜ウォレットを更新します", body: "10 分間です。" },
        },
      },
      admin,
    );
    expect(await read("jp")).toMatchObject({ title: "今夜ウォレットを更新します", lang: "jp" });
    expect(await read("vi")).toMatchObject({ title: "Wallet upgrade tonight", lang: "en" });
    expect((await t.form(`/api/admin/news/${id}/delete`, {}, admin)).type).toBe("ok");
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

  it("refuses a value not of the setting's declared type, naming the setting; nothing is stored", async () => {
    const save = (key: string, value: string, lang = "en") =>
      t.form("/api/admin/settings", { key, value, lang }, admin);
    const stored = async (key: string) =>
      (await t.db.query<{ value: string }>("SELECT value FROM settings WHERE key = $1", [key]))[0]?.value;
    expect(await save("transfer_fee_rate", "0,001")).toMatchObject({
      type: "error",
      code: "SETTING_OUT_OF_RANGE",
      message: "transfer_fee_rate must be a number from 0 to 0.1",
    });
    expect(await save("withdraw_account", "spot")).toMatchObject({
      code: "SETTING_CHOICE_REQUIRED",
      message: "withdraw_account must be one of: legal, change",
    });
    expect((await save("withdraw_account", "spot", "zh")).message).toBe(
      "withdraw_account 须为以下之一：legal, change",
    );
    expect(await save("bonus_claim_days", "3 days")).toMatchObject({
      code: "SETTING_OUT_OF_RANGE",
      message: "bonus_claim_days must be a number from 1 to 365",
    });
    expect(await save("lever_liquidation_risk_rate", "twenty")).toMatchObject({
      code: "SETTING_OUT_OF_RANGE",
      message: expect.stringContaining("lever_liquidation_risk_rate"),
    });
    expect(await save("app_version", "v2")).toMatchObject({
      code: "SETTING_VERSION_REQUIRED",
      message: "app_version must be a version number such as 1.2.3",
    });
    expect(await save("support_email", "support")).toMatchObject({
      code: "SETTING_EMAIL_REQUIRED",
      message: "support_email must be an email address, or empty",
    });
    expect(await save("customer_service_url", "javascript:alert(1)")).toMatchObject({
      code: "SETTING_LINK_REQUIRED",
      message: expect.stringContaining("customer_service_url"),
    });
    expect(await save("nft_currencies", "US DT")).toMatchObject({ code: "SETTING_COIN_LIST_REQUIRED" });
    expect(await save("site_name", " ")).toMatchObject({
      code: "SETTING_TEXT_LENGTH",
      message: "site_name must be 1 to 64 characters long",
    });
    expect(await stored("transfer_fee_rate")).toBe("0");
    expect(await stored("withdraw_account")).toBe("change");
    expect(await stored("bonus_claim_days")).toBe("3");
    expect(await stored("lever_liquidation_risk_rate")).toBe("20");

    // a good value is stored in its plain form
    expect((await save("transfer_fee_rate", " 0.0010 ")).type).toBe("ok");
    expect(await stored("transfer_fee_rate")).toBe("0.001");
    expect((await save("withdraw_account", " Legal ")).type).toBe("ok");
    expect(await stored("withdraw_account")).toBe("legal");
    expect((await save("nft_currencies", "usdt, btc,usdt")).type).toBe("ok");
    expect(await stored("nft_currencies")).toBe("USDT, BTC");
    expect((await save("customer_service_url", "mailto:help@bourse.test")).type).toBe("ok");
    for (const [key, value] of [
      ["transfer_fee_rate", "0"],
      ["withdraw_account", "change"],
      ["nft_currencies", "USDT"],
    ] as const)
      expect((await save(key, value)).type).toBe("ok");
  });

  it("lists every setting with its declared type, range and default, for the console's hints", async () => {
    const rows: { key: string; type: { kind: string }; default: string }[] = (
      await t.get("/api/admin/settings", admin)
    ).message;
    const byKey = new Map(rows.map((r) => [r.key, r]));
    expect(byKey.get("transfer_fee_rate")).toMatchObject({
      type: { kind: "decimal", min: "0", max: "0.1", scale: 4 },
      default: "0",
    });
    expect(byKey.get("withdraw_account")).toMatchObject({
      type: { kind: "choice", choices: ["legal", "change"] },
      default: "change",
    });
    expect(byKey.get("bonus_claim_days")).toMatchObject({
      type: { kind: "integer", min: 1, max: 365 },
      default: "3",
    });
    expect(byKey.get("download_url")).toMatchObject({ type: { kind: "text", form: "https_url" } });
    // every stored setting is declared (the console lists them all), each with a type
    const [count] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM settings");
    expect(rows).toHaveLength(count!.n);
    for (const r of rows) expect(r.type?.kind, r.key).toBeTruthy();
  });

  it("keeps no copy of the rebate rates among the settings: Growth → Rates owns them", async () => {
    const [rebate] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM settings WHERE key IN ('rebate_rates', 'rebate_king_rates')",
    );
    expect(rebate?.n).toBe(0);
    expect(
      await t.form("/api/admin/settings", { key: "rebate_rates", value: "0.2,0.1,0.05" }, admin),
    ).toMatchObject({ code: "SETTING_NOT_FOUND" });
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
