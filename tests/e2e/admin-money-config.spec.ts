import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { adminToken } from "./support";

/**
 * The console's currencies page: the operator sees the currencies with their networks, the form
 * refuses an amount finer than the currency allows, and a refusal from the server shows in the form.
 * Needs apps/admin/dist built (npm run build -w @bourse/admin).
 */

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

/**
 * A named screenshot under test-results/screens/ once the drawers and dialogs have finished
 * sliding in (animations are fast-forwarded), so the picture shows what the operator sees.
 */
async function still(page: Page, name: string) {
  const screens = join(dirname(fileURLToPath(import.meta.url)), "test-results", "screens");
  mkdirSync(screens, { recursive: true });
  await page.screenshot({ path: join(screens, `${name}.png`), animations: "disabled" });
}

interface Envelope<T> {
  type: string | number;
  message: T;
}

type Network = { id: number; name: string; deposit_address: string; deposit_min: string };

test("an operator edits a network: the console checks the amounts and shows the server's refusal", async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const before = await request.get("/api/admin/currencies", { headers: { Authorization: admin } });
  const currencies = (await before.json()) as Envelope<{ name: string; networks: Network[] }[]>;
  const trc20 = currencies.message.find((c) => c.name === "USDT")?.networks.find((n) => n.name === "TRC20");
  expect(trc20).toBeDefined();

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/admin/");
  await page.getByLabel("Username").fill(process.env.ADMIN_USER ?? "admin");
  await page.getByLabel("Password").fill(process.env.ADMIN_PASSWORD ?? "bourse-admin-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("menuitem", { name: "Currencies" }).click();

  const usdt = page.getByTestId("currency-USDT");
  const row = usdt.getByRole("row").filter({ hasText: "TRC20" });
  await expect(row).toContainText(trc20?.deposit_address ?? "");
  await expect(page.getByTestId("currency-BTC")).toContainText("65000");
  await still(page, "admin-money-currencies");

  await row.getByRole("button", { name: "Edit" }).click();
  const modal = page.getByRole("dialog", { name: "Edit USDT · TRC20" });
  await expect(modal.getByLabel("Min. deposit")).toHaveValue(trc20?.deposit_min ?? "");

  // USDT has 6 decimals: a finer minimum is refused before anything is sent
  await modal.getByLabel("Min. deposit").fill("0.0000001");
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(modal).toContainText("At most 6 decimal places");
  await modal.getByLabel("Min. deposit").fill("1");
  // a corrected field's message leaves (animated) before the next one is read
  const errors = modal.locator(".ant-form-item-explain-error");
  await expect(errors).toHaveCount(0);

  // the server checks the address by the network's rules: its refusal shows under the field, the form stays open
  await modal.getByLabel("Deposit address").fill("TBourse*NotAnAddress0000000000000");
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(errors).toHaveText("deposit_address: not a valid TRC20 address (it cannot contain *)");
  // one character off a valid address: the base58check checksum catches it
  await modal
    .getByLabel("Deposit address")
    .fill(`${trc20?.deposit_address.slice(0, -1)}${trc20?.deposit_address.endsWith("2") ? "3" : "2"}`);
  await expect(errors).toHaveCount(0);
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(errors).toHaveText("deposit_address: not a valid TRC20 address (checksum)");
  await expect(modal.locator(".ant-alert")).toHaveCount(0);
  await still(page, "admin-money-network-refused");
  await modal.getByRole("button", { name: "Cancel" }).click();
  await expect(modal).toBeHidden();

  const after = await request.get("/api/admin/currencies", { headers: { Authorization: admin } });
  const unchanged = ((await after.json()) as Envelope<{ name: string; networks: Network[] }[]>).message
    .find((c) => c.name === "USDT")
    ?.networks.find((n) => n.name === "TRC20");
  expect(unchanged).toEqual(trc20);

  // the money pages speak Chinese too
  await page.getByText("中文").click();
  await page.getByRole("menuitem", { name: "充值审核" }).click();
  await expect(page.getByRole("tab", { name: /待审核/ })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("menuitem", { name: "币种与网络" }).click();
  await expect(page.getByTestId("currency-USDT")).toContainText("参考价 (USDT)");
  await still(page, "admin-money-currencies-zh");
});
