/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// (functions passed to page.evaluate run in the browser)
import { expect, test } from "@playwright/test";

test("the app is served at /h5/ with its PWA manifest", async ({ request }) => {
  const entry = await request.get("/h5/");
  expect(entry.status(), "GET /h5/ must serve the built index.html").toBe(200);
  expect(await entry.text()).toContain('<div id="root">');
  const manifest = await request.get("/h5/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(JSON.parse(await manifest.text())).toMatchObject({
    name: "Bourse",
    start_url: "/h5/",
    display: "standalone",
  });
});

test("the user may zoom, and no text field is small enough for the phone to zoom into it", async ({
  page,
}) => {
  await page.goto("/h5/#/pages/common/login");
  const viewport = await page.locator('meta[name="viewport"]').getAttribute("content");
  expect(viewport).not.toMatch(/user-scalable=no|maximum-scale=1\b/);
  for (const route of ["/pages/common/login", "/pages/common/register", "/pages/transaction/currency"]) {
    await page.goto(`/h5/#${route}`);
    const fields = page.locator(
      "input:visible:not([type=checkbox]):not([type=radio]), textarea:visible, select:visible",
    );
    await expect(fields.first()).toBeVisible();
    // polled: a screen still settling may swap a field out between finding and measuring it
    await expect
      .poll(
        async () =>
          Math.min(
            ...(await fields.evaluateAll((all) =>
              all.map((e) => Number.parseFloat(getComputedStyle(e).fontSize)),
            )),
          ),
        { message: `${route}: smallest text field` },
      )
      .toBeGreaterThanOrEqual(16);
  }
});
