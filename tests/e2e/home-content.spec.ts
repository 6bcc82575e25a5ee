import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { adminToken, postAs, route, shot } from "./support";

interface Titled {
  title: string;
}

/** The titles the server has for a category in a language (the seeded demo articles). */
async function titles(request: APIRequestContext, cId: number, lang: string): Promise<string[]> {
  const res = await request.post("/api/news/list", {
    form: { c_id: String(cId), page: "1", limit: "5", lang },
  });
  const body = (await res.json()) as { type: string; message: { data: Titled[] } };
  expect(body.type).toBe("ok");
  return body.message.data.map((a) => a.title);
}

async function menuNames(request: APIRequestContext, lang: string): Promise<string[]> {
  const res = await request.get(`/api/menu?lang=${lang}`);
  return ((await res.json()) as { message: { name: string }[] }).message.map((m) => m.name);
}

test("home shows the popup once, banners, notices and menu in English, then in Chinese", async ({
  page,
  request,
}) => {
  const [banners, notices, menu] = await Promise.all([
    titles(request, 5, "en"),
    titles(request, 4, "en"),
    menuNames(request, "en"),
  ]);
  expect(banners.length).toBeGreaterThan(0);
  expect(notices.length).toBeGreaterThan(0);

  // The popup notice shows on the first visit of this app version, and not after a reload.
  await page.goto(route("/"));
  const popup = page.getByTestId("popup-ad");
  await expect(popup).toBeVisible();
  await shot(page, "home-01-popup");
  await page.getByTestId("popup-ad-close").click();
  await expect(popup).toBeHidden();

  const carousel = page.getByTestId("banner-carousel");
  await expect(carousel).toBeVisible();
  await expect(carousel.getByTestId("banner-title").first()).toHaveText(banners[0] ?? "");
  await expect(carousel.locator("img").first()).toHaveAttribute("src", /\/uploads\//);
  const notice = page.getByTestId("notice-bar");
  await expect(notice.getByTestId("notice-title").first()).toHaveText(notices[0] ?? "");
  if (notices.length > 1) {
    // each step brings the next title, row by row, into the bar (never a blank bar)
    const bar = (await notice.boundingBox())!;
    await expect
      .poll(
        async () => {
          const box = await notice.getByTestId("notice-title").nth(1).boundingBox();
          return box !== null && box.y >= bar.y - 1 && box.y + box.height <= bar.y + bar.height + 1;
        },
        { timeout: 8_000 },
      )
      .toBe(true);
  }
  await expect(page.getByTestId("quick-entry")).toHaveText(menu);
  await expect(page.getByTestId("newcomer-bonus")).toContainText("Newcomer bonus");
  await expect(page.getByTestId("risk-disclosure")).toContainText("76% of retail CFD accounts lose money");
  await shot(page, "home-02-content-en");

  await page.reload();
  await expect(page.getByTestId("banner-carousel")).toBeVisible();
  await expect(popup).toHaveCount(0);

  // A notice opens its article.
  await notice.getByTestId("notice-title").first().click();
  await expect(page).toHaveURL(/#\/pages\/common\/article\?id=\d+/);
  await expect(page.getByTestId("article-title")).toHaveText(notices[0] ?? "");
  await expect(page.getByTestId("article-body").locator("p").first()).not.toBeEmpty();
  await shot(page, "home-03-article");
  await page.goBack();

  // Switch to Chinese: the same places show the Chinese articles.
  const [zhBanners, zhNotices, zhMenu] = await Promise.all([
    titles(request, 5, "zh"),
    titles(request, 4, "zh"),
    menuNames(request, "zh"),
  ]);
  expect(zhBanners[0]).not.toBe(banners[0]);
  await page.goto(route("/pages/setting/set"));
  await page.getByText("简体中文").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await page.goto(route("/"));
  await expect(page.getByTestId("banner-carousel").getByTestId("banner-title").first()).toHaveText(
    zhBanners[0] ?? "",
  );
  await expect(page.getByTestId("notice-bar").getByTestId("notice-title").first()).toHaveText(
    zhNotices[0] ?? "",
  );
  await expect(page.getByTestId("quick-entry")).toHaveText(zhMenu);
  await expect(page.getByTestId("newcomer-bonus")).toContainText("新人福利");
  await shot(page, "home-04-content-zh");
});

/** Picks the app's language on the settings screen and waits for the page to take it. */
async function pickLanguage(page: Page, name: string, tag: string) {
  await page.goto(route("/pages/setting/set"));
  await page.getByText(name, { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", tag);
}

for (const { lang, name, tag, welcome, note } of [
  {
    lang: "jp",
    name: "日本語",
    tag: "ja",
    welcome: "Bourse へようこそ",
    note: "英語で表示しています — 日本語版はまだありません",
  },
  {
    lang: "vi",
    name: "Tiếng Việt",
    tag: "vi",
    welcome: "Chào mừng bạn đến với Bourse",
    note: "Hiển thị bằng tiếng Anh — chưa có bản tiếng Việt",
  },
]) {
  test(`in ${name} the home banners and notices are in ${name}; an English-only article says it is shown in English`, async ({
    page,
    request,
  }) => {
    const [banners, notices, enBanners, enNotices] = await Promise.all([
      titles(request, 5, lang),
      titles(request, 4, lang),
      titles(request, 5, "en"),
      titles(request, 4, "en"),
    ]);
    expect(banners.length).toBeGreaterThan(0);
    expect(notices).toContain(welcome);
    // the seeded banners and notices (first by their sort) have their own translation, not the English text
    for (const title of [...banners.slice(0, 3), ...notices.slice(0, 3)])
      expect(enBanners.concat(enNotices)).not.toContain(title);

    await pickLanguage(page, name, tag);
    await page.goto(route("/"));
    const popup = page.getByTestId("popup-ad");
    await expect(popup).toContainText(welcome);
    await page.getByTestId("popup-ad-close").click();
    await expect(popup).toBeHidden();
    const bannerTitle = page.getByTestId("banner-carousel").getByTestId("banner-title").first();
    await expect(bannerTitle).toHaveText(banners[0] ?? "");
    await expect(bannerTitle).not.toHaveText(enBanners[0] ?? "");
    const notice = page.getByTestId("notice-bar").getByTestId("notice-title").first();
    await expect(notice).toHaveText(notices[0] ?? "");
    await expect(notice).not.toHaveText(enNotices[0] ?? "");
    await shot(page, `home-05-content-${lang}`);

    // a translated article carries no note
    await notice.click();
    await expect(page.getByTestId("article-title")).toHaveText(notices[0] ?? "");
    await expect(page.getByTestId("article-body").locator("p").first()).not.toBeEmpty();
    await expect(page.getByTestId("article-fallback")).toHaveCount(0);

    // An operator writes a help article in English only: the list tags it EN, its page says so.
    const admin = await adminToken(request);
    const title = `Card payments are coming (${lang} ${Date.now()})`;
    const res = await request.post("/api/admin/news/save", {
      headers: { Authorization: admin },
      // last of the help articles, never the popup: other journeys read the first ones
      data: {
        c_id: 18,
        published: true,
        pop: false,
        sort: -1000,
        cover: "",
        link: "",
        translations: {
          en: { title, summary: "Soon in the app.", body: "Card payments arrive next month." },
        },
      },
    });
    const saved = (await res.json()) as { type: string; message: { id: number } };
    expect(saved.type, JSON.stringify(saved.message)).toBe("ok");
    try {
      await page.goto(route("/pages/setting/help"));
      const item = page.getByTestId("article-item").filter({ hasText: title });
      await expect(item.getByTestId("article-lang-tag")).toHaveText("EN");
      await expect(page.getByTestId("article-item").first().getByTestId("article-lang-tag")).toHaveCount(0);
      await shot(page, `content-04-help-en-tag-${lang}`);
      await item.click();
      await expect(page.getByTestId("article-title")).toHaveText(title);
      await expect(page.getByTestId("article-fallback")).toHaveText(note);
      await expect(page.getByTestId("article-body")).toHaveAttribute("lang", "en");
      await shot(page, `content-05-article-fallback-${lang}`);
    } finally {
      const deleted = await postAs<string>(request, admin, `/admin/news/${saved.message.id}/delete`);
      expect(deleted.type, deleted.message).toBe("ok");
    }
  });
}

test("news, help and activity lists open their articles", async ({ page, request }) => {
  const help = await titles(request, 18, "en");
  await page.goto(route("/pages/index/news"));
  await expect(page.getByTestId("article-item").first()).toBeVisible();
  await shot(page, "content-01-news");

  await page.goto(route("/pages/setting/help"));
  await page
    .getByTestId("article-item")
    .filter({ hasText: help[0] ?? "" })
    .click();
  await expect(page.getByTestId("article-title")).toHaveText(help[0] ?? "");
  await shot(page, "content-02-help-article");

  await page.goto(route("/pages/index/activity"));
  await expect(page.getByTestId("article-item").first().locator("img")).toBeVisible();
  await shot(page, "content-03-activity");

  // Only http(s) pages open in the web view.
  await page.goto(route(`/pages/common/webView?url=${encodeURIComponent("javascript:alert(1)")}`));
  await expect(page.getByText("This link cannot be opened")).toBeVisible();
});

test("the banner carousel: one banner a view in the banner's slot; dots and the clock move it, reduced motion keeps it still", async ({
  page,
  request,
}) => {
  const banners = await titles(request, 5, "en");
  expect(banners.length).toBeGreaterThan(1);
  await page.goto(route("/"));
  await page.getByTestId("popup-ad-close").click();

  const carousel = page.getByTestId("banner-carousel");
  const list = carousel.getByRole("region", { name: "Banners" });
  await expect(list).toHaveAttribute("aria-roledescription", "carousel");
  // the slot the banners held before they loaded: the phone's width less 16 px a side, 5:2
  const box = (await carousel.boundingBox())!;
  expect(box.width).toBe(358);
  expect(box.height).toBeCloseTo(358 / 2.5, 0);
  // one banner fills the view, and no scrollbar takes any of it
  const sizes = await list.evaluate((el) => ({
    width: el.clientWidth,
    height: el.clientHeight,
    offsetHeight: (el as HTMLElement).offsetHeight,
    scrollWidth: el.scrollWidth,
    scrollbar: getComputedStyle(el).scrollbarWidth,
  }));
  expect(sizes).toEqual({
    width: 358,
    height: sizes.offsetHeight,
    offsetHeight: sizes.offsetHeight,
    scrollWidth: 358 * banners.length,
    scrollbar: "none",
  });
  const slides = list.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(banners.length);
  await expect(slides.nth(1)).toHaveAccessibleName("Banner 2");

  const dots = carousel.getByRole("button", { name: /^Banner \d+$/ });
  await expect(dots).toHaveCount(banners.length);
  await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
  // a dot scrolls to its banner (the mouse over the carousel holds it there)
  await dots.nth(1).click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBe(358);
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(dots.nth(0)).not.toHaveAttribute("aria-current", "true");
  await expect(slides.nth(1).getByTestId("banner-title")).toBeInViewport();
  await shot(page, "home-06-banner-2");
  // the dots follow the list wherever it scrolls
  await list.evaluate((el) => el.scrollTo({ left: 0 }));
  await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");

  // once the mouse leaves, the next banner comes by itself within a few seconds
  await page.mouse.move(5, 5);
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true", { timeout: 8_000 });
  expect(await list.evaluate((el) => el.scrollLeft)).toBe(358);

  // with reduced motion it stays on its first banner
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
  await page.waitForTimeout(5_000);
  expect(await list.evaluate((el) => el.scrollLeft)).toBe(0);
  await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
});
