import { crc32, deflateSync } from "node:zlib";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { shot, signInToConsole } from "./support";

/**
 * The operator console's content page: a banner with a cover and two languages goes live in the
 * apps' news list, is unpublished, then deleted. Needs apps/admin/dist built.
 */

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

/** A 600×240 horizontal gradient PNG (a plausible banner). */
function bannerPng(): Buffer {
  const width = 600;
  const height = 240;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      raw.set(
        [30 + Math.floor((x / width) * 180), 80, 200 - Math.floor((y / height) * 120)],
        y * (width * 3 + 1) + 1 + x * 3,
      );
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const sizes = Buffer.alloc(8);
    sizes.writeUInt32BE(data.length, 0);
    sizes.writeUInt32BE(crc32(body), 4);
    return Buffer.concat([sizes.subarray(0, 4), body, sizes.subarray(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The banner titles the apps list in `lang` (the public, unauthenticated call). */
async function publicBanners(request: APIRequestContext, lang: string) {
  const res = await request.post("/api/news/list", { data: { c_id: 5, page: 1, limit: 50, lang } });
  const body = (await res.json()) as { type: string; message: { data: { title: string; cover: string }[] } };
  expect(body.type).toBe("ok");
  return body.message.data;
}

test("an operator publishes a two-language banner, unpublishes it, then deletes it", async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString().slice(-6);
  const title = { en: `Zero-fee BTC week ${stamp}`, zh: `BTC 零手续费周 ${stamp}` };

  await signInToConsole(page);
  await page.getByRole("menuitem", { name: "Content" }).click();
  await page.getByRole("tab", { name: "Banners" }).click();
  await page.getByRole("button", { name: "New article" }).first().click();
  const editor = page.getByRole("dialog", { name: /New article · Banners/ });

  // banners need a cover and every article an English title
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor).toContainText("Banners need a cover image");
  await expect(editor).toContainText("The English title is required");

  await editor.locator("input[type=file]").setInputFiles({
    name: "banner.png",
    mimeType: "image/png",
    buffer: bannerPng(),
  });
  await expect(editor.getByTestId("cover-preview").locator("img")).toHaveAttribute("src", /^\/uploads\//);
  const panel = editor.getByRole("tabpanel");
  await panel.getByLabel("Title").fill(title.en);
  await panel.getByLabel("Summary").fill("Spot trading without fees all week.");
  await panel.getByLabel("Body").fill("Trade BTC/USDT without fees.\n\nThe offer ends on Sunday.");
  await editor.getByRole("tab", { name: "简体中文" }).click();
  await panel.getByLabel("Title").fill(title.zh);
  await shot(page, "admin-content-editor");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.locator(".ant-message")).toContainText("Article saved");
  await expect(editor).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: title.en });
  await expect(row).toContainText("Published");
  await expect(row).toContainText("zh");
  await shot(page, "admin-content-list");
  expect((await publicBanners(request, "zh")).map((b) => b.title)).toContain(title.zh);
  expect((await publicBanners(request, "en")).map((b) => b.title)).toContain(title.en);

  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: /Edit article/ });
  await expect(edit.getByRole("tabpanel").getByLabel("Title")).toHaveValue(title.en);
  await edit.getByRole("switch").first().click();
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText("Draft");
  expect((await publicBanners(request, "en")).map((b) => b.title)).not.toContain(title.en);

  await row.getByRole("button", { name: "Delete" }).click();
  await page.locator(".ant-popconfirm").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: title.en })).toHaveCount(0);
});

test("a new article starts empty in every language after another was saved", async ({ page }) => {
  const stamp = Date.now().toString().slice(-6);
  const first = { en: `Maintenance ${stamp}`, zh: `系统维护 ${stamp}`, fra: `Maintenance prévue ${stamp}` };

  await signInToConsole(page);
  await page.getByRole("menuitem", { name: "Content" }).click();
  await page.getByRole("tab", { name: "News" }).click();
  await page.getByRole("button", { name: "New article" }).first().click();
  const editor = page.getByRole("dialog", { name: /New article · News/ });
  const panel = editor.getByRole("tabpanel");
  await panel.getByLabel("Title").fill(first.en);
  await panel.getByLabel("Body").fill("The venue pauses for an hour on Sunday.");
  await editor.getByRole("tab", { name: "简体中文" }).click();
  await panel.getByLabel("Title").fill(first.zh);
  await editor.getByRole("tab", { name: "Français" }).click();
  await panel.getByLabel("Title").fill(first.fra);
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: first.en });
  await expect(row).toContainText("fra");

  // the next new article shows none of the first one's texts, in any language
  await page.getByRole("button", { name: "New article" }).first().click();
  const next = page.getByRole("dialog", { name: /New article · News/ });
  for (const tab of ["English *", "简体中文", "Français"]) {
    await next.getByRole("tab", { name: tab }).click();
    await expect(next.getByRole("tabpanel").getByLabel("Title")).toHaveValue("");
    await expect(next.getByRole("tabpanel").getByLabel("Body")).toHaveValue("");
  }
  await shot(page, "admin-content-new-after-save");
  await next.getByRole("button", { name: "Cancel" }).click();
  await expect(next).toBeHidden();

  // editing the first one still shows its texts
  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: /Edit article/ });
  await edit.getByRole("tab", { name: "Français" }).click();
  await expect(edit.getByRole("tabpanel").getByLabel("Title")).toHaveValue(first.fra);
  await edit.getByRole("button", { name: "Cancel" }).click();

  await row.getByRole("button", { name: "Delete" }).click();
  await page.locator(".ant-popconfirm").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: first.en })).toHaveCount(0);
});
