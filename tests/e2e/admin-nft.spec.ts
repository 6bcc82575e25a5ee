import { expect, type Page } from "@playwright/test";
import { adminToken, getAs, postAs, shot, solidPng, test } from "./support";

/**
 * The NFT market in the console: an operator uploads an artwork's image (a file that is not media is
 * refused on its field), creates the artwork, offers its editions at a fixed price, and creates a
 * blind-box series whose commitment the app shows before the sale.
 */

const OPERATOR = {
  username: process.env.ADMIN_USER ?? "admin",
  password: process.env.ADMIN_PASSWORD ?? "bourse-admin-2026",
};

/** Picks `label` in the antd select whose input has `testId`. */
async function choose(page: Page, testId: string, label: string | RegExp) {
  await page.getByTestId(testId).click();
  await page
    .locator(".ant-select-dropdown:visible .ant-select-item-option")
    .filter({ hasText: label })
    .first()
    .click();
}

test("an operator adds an artwork, sells its editions and opens a blind-box series", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Dune ${String(Date.now()).slice(-6)}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/admin/");
  await page.getByLabel("Username").fill(OPERATOR.username);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("menuitem", { name: "NFT" }).click();
  await page.getByRole("tab", { name: "Artworks" }).click();
  await page.getByTestId("nft-new-artwork").click();
  const form = page.getByTestId("nft-artwork-form");
  await choose(page, "nft-artwork-field-collection_id", "Grids");
  await page.getByTestId("nft-artwork-field-title").fill(title);
  await choose(page, "nft-artwork-field-rarity", "Rare");
  const file = page.getByTestId("nft-artwork-field-media").locator('input[type="file"]');
  // text named like an image: refused by its content
  await file.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await expect(form.getByText(/image, GIF, audio|must be an image/i).first()).toBeVisible();
  await file.setInputFiles(solidPng("dune.png", [214, 150, 60], 640));
  await expect(page.getByTestId("nft-artwork-field-media").locator("img").first()).toBeVisible();
  await page.getByTestId("nft-artwork-field-editions").fill("5");
  await shot(page, "admin-nft-artwork");
  await page.getByTestId("nft-artwork-save").click();
  const row = page.getByTestId("nft-artwork-row").filter({ hasText: title });
  await expect(row).toBeVisible();

  await page.getByRole("tab", { name: "Sales" }).click();
  await page.getByTestId("nft-new-sale").click();
  await choose(page, "nft-sale-field-artwork_id", title);
  await choose(page, "nft-sale-field-currency_id", "USDT");
  await page.getByTestId("nft-sale-field-quantity").fill("3");
  await page.getByTestId("nft-sale-field-price").fill("12.5");
  const hour = 3_600_000;
  for (const [field, at] of [
    ["start_at", Date.now() - 60_000],
    ["end_at", Date.now() + 24 * hour],
  ] as const) {
    const input = page.locator(`#nft-sale-field-${field}`);
    await input.click();
    await input.fill(local(new Date(at)));
    await input.press("Enter");
  }
  await page.getByTestId("nft-sale-save").click();
  await expect(page.getByTestId("nft-sale-row").filter({ hasText: title })).toBeVisible();
  const listed = await postAs<{ data: { id: number; price: string; remaining: number; state: string }[] }>(
    request,
    "",
    "/bind_box/getBoxList",
    { keyword: title },
  );
  expect(listed.message.data).toHaveLength(1);
  expect(listed.message.data[0]).toMatchObject({ price: "12.5", remaining: 3, state: "live" });

  await page.getByRole("tab", { name: "Blind boxes" }).click();
  await page.getByTestId("nft-new-series").click();
  await page.getByTestId("nft-series-field-name").fill(`${title} boxes`);
  await choose(page, "nft-series-field-currency_id", "USDT");
  await page.getByTestId("nft-series-field-price").fill("2");
  await choose(page, "nft-series-field-table-0-artwork_id", title);
  await page.getByTestId("nft-series-field-table-0-count").fill("2");
  for (const [field, at] of [
    ["start_at", Date.now() - 60_000],
    ["end_at", Date.now() + 24 * hour],
  ] as const) {
    const input = page.locator(`#nft-series-field-${field}`);
    await input.click();
    await input.fill(local(new Date(at)));
    await input.press("Enter");
  }
  await page.getByTestId("nft-series-save").click();
  const commitment = page.getByTestId("nft-series-commitment");
  await expect(commitment).toBeVisible();
  const hash = (await commitment.innerText()).trim();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  await shot(page, "admin-nft-series");
  await page.getByTestId("nft-series-commitment-ok").click();
  await expect(
    page.locator(`[data-testid="nft-series-commitment-cell"][data-value="${hash}"]`),
  ).toBeVisible();
  const boxes = await postAs<{ data: { series: { commitment: string; seed: string | null } }[] }>(
    request,
    "",
    "/bind_box/getBoxList",
    { keyword: `${title} boxes`, type: "blind" },
  );
  expect(boxes.message.data[0]?.series).toMatchObject({ commitment: hash, seed: null });
  const art = await getAs<{ title: string; editions: number }[]>(
    request,
    await adminToken(request),
    "/admin/nft/artworks",
  );
  expect(art.message.find((w) => w.title === title)).toMatchObject({ editions: 5 });
});

/** "YYYY-MM-DD HH:mm:ss" in the browser's local time, as the console's date pickers take it. */
function local(at: Date) {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())} ${p(at.getHours())}:${p(at.getMinutes())}:${p(at.getSeconds())}`;
}
