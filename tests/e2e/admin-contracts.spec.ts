import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { adminToken, loginThroughApi, postAs, registerThroughApi, uniqueEmail } from "./support";

/**
 * The console's contract terms: the operator changes BTC/USDT's handling-fee rate, the form refuses a
 * rate of 0.1 or more before sending, the table shows the new rate, and the trader's `POST /lever/deal`
 * answers it at once. Needs apps/admin/dist built (npm run build -w @bourse/admin).
 */

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

/** A named screenshot under test-results/screens/, with the dialogs' animations fast-forwarded. */
async function still(page: Page, name: string) {
  const screens = join(dirname(fileURLToPath(import.meta.url)), "test-results", "screens");
  mkdirSync(screens, { recursive: true });
  await page.screenshot({ path: join(screens, `${name}.png`), animations: "disabled" });
}

interface Envelope<T> {
  type: string | number;
  message: T;
}

type Terms = { symbol: string; market_id: number; currency_id: number; legal_id: number; fee_rate: string };

test("an operator changes BTC/USDT's fee rate and the trader's deal page quotes it", async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const markets = async () => {
    const res = await request.get("/api/admin/lever/markets", { headers: { Authorization: admin } });
    const body = (await res.json()) as Envelope<Terms[]>;
    expect(body.type).toBe("ok");
    const btc = body.message.find((m) => m.symbol === "BTC/USDT");
    expect(btc).toBeDefined();
    return btc as Terms;
  };
  const before = await markets();

  try {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/admin/");
    await page.getByLabel("Username").fill(process.env.ADMIN_USER ?? "admin");
    await page.getByLabel("Password").fill(process.env.ADMIN_PASSWORD ?? "bourse-admin-2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("menuitem", { name: "Contracts" }).click();

    const row = page.getByRole("row").filter({ hasText: "BTC/USDT" });
    await expect(row).toContainText(before.fee_rate);
    await still(page, "admin-contracts-lever");

    await row.getByRole("button", { name: "Edit" }).click();
    const modal = page.getByRole("dialog", { name: "Edit BTC/USDT terms" });
    const fee = modal.getByLabel("Fee rate");
    await expect(fee).toHaveValue(before.fee_rate);

    // rates stay below 0.1: refused in the form, nothing is sent
    await fee.fill("0.1");
    await modal.getByRole("button", { name: "Save" }).click();
    await expect(modal).toContainText("Must be below 0.1");
    await still(page, "admin-contracts-fee-refused");

    await fee.fill("0.0006");
    await modal.getByRole("button", { name: "Save" }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText("BTC/USDT terms saved")).toBeVisible();
    await expect(row).toContainText("0.0006");
    await expect(row).toContainText("0.06 %");
    await still(page, "admin-contracts-fee-saved");

    expect((await markets()).fee_rate).toBe("0.0006");

    // the trader sees the new rate on the next call
    const email = uniqueEmail("contracts");
    await registerThroughApi(request, email);
    const user = await loginThroughApi(request, email);
    const deal = await postAs<{ terms: Terms }>(request, user, "/lever/deal", {
      currency_id: String(before.currency_id),
      legal_id: String(before.legal_id),
    });
    expect(deal.type, JSON.stringify(deal.message)).toBe("ok");
    expect(deal.message.terms.fee_rate).toBe("0.0006");

    // seconds contracts: durations and stake currencies, on their own tab
    await page.getByRole("tab", { name: "Seconds contracts" }).click();
    await expect(page.getByRole("row").filter({ hasText: "30 s" })).toContainText("50000");
    await expect(page.getByRole("row").filter({ hasText: "USDT" }).last()).toContainText("1000");
    await still(page, "admin-contracts-seconds");
  } finally {
    // later specs trade BTC/USDT under the seeded terms
    await request.put(`/api/admin/lever/markets/${before.market_id}`, {
      headers: { Authorization: admin },
      data: { fee_rate: before.fee_rate },
    });
  }
});
