import { expect } from "@playwright/test";
import { creditUsdt, getAs, moveUsdt, postAs, route, shot, signedInUser, test } from "./support";

/**
 * Dual investment on the phone, on the server whose clock the journey moves. A user buys two shares of
 * the seeded buy-low BTC product (100 USDT each) after reading both payouts, finds the order in
 * progress, then eight days pass: the order settles on the first index tick after its maturity, shows
 * the tick, the payout and its proof, and the proof names that tick.
 */

interface Product {
  id: number;
  type: string;
}
interface Order {
  id: number;
  public_id: string;
  status: string;
  settle_seq: number | null;
  payout: string | null;
  payout_currency_name: string | null;
}

test("buy a dual product, let it mature, and open the proof of its settlement", async ({ page, request }) => {
  test.setTimeout(150_000);
  const { token } = await signedInUser(page, request, "dual");
  await creditUsdt(request, token, "500");
  await moveUsdt(request, token, "500", "financial");
  const products = (await getAs<{ data: Product[] }>(request, "", "/dual/index?type=put")).message.data;
  const put = products[0]!;

  await page.goto(route("/pages/invest/invest"));
  await page.getByTestId("dual-tab-put").click();
  const card = page.locator(`[data-testid="dual-product"][data-id="${put.id}"]`);
  await expect(card).toContainText("60,000");
  await shot(page, "dual-01-products");
  await card.click();

  await expect(page.getByTestId("dual-available")).toContainText("500");
  await page.getByTestId("dual-num").fill("1.5");
  await page.getByTestId("dual-submit").click();
  await expect(page.getByTestId("dual-num-field")).toContainText(/integer|whole/i);
  await page.getByTestId("dual-num").fill("2");
  await expect(page.getByTestId("dual-investment")).toContainText("200");
  await expect(page.getByTestId("dual-scenario-kept")).toContainText("USDT");
  await expect(page.getByTestId("dual-scenario-converted")).toContainText("BTC");
  await shot(page, "dual-02-purchase");
  await page.getByTestId("dual-submit").click();
  await expect(page.getByTestId("dual-confirm")).toContainText("200");
  await page.getByTestId("dual-confirm-ok").click();

  await expect(page).toHaveURL(/#\/pages\/invest\/mine/);
  const row = page.locator('[data-testid="dual-order"]').first();
  await expect(row).toHaveAttribute("data-status", "purchased");
  await shot(page, "dual-03-purchased");

  // eight days later the order has matured; it settles on the first tick after its maturity
  const moved8 = await request.post("/api/dev/clock", { data: { advance_ms: 8 * 86_400_000 } });
  expect(moved8.status()).toBe(200);
  let settled: Order | undefined;
  await expect
    .poll(
      async () => {
        const list = await postAs<{ data: Order[] }>(request, token, "/dual/dual_list", {
          status: "completed",
        });
        settled = list.message.data[0];
        return settled?.status;
      },
      { timeout: 30_000 },
    )
    .toBe("completed");
  await page.getByTestId("dual-mine-tab-completed").click();
  const done = page.locator(`[data-testid="dual-order"][data-id="${settled!.id}"]`);
  await expect(done).toHaveAttribute("data-status", "completed");
  await expect(done.getByTestId("dual-order-tick")).toHaveAttribute("data-seq", String(settled!.settle_seq));
  await expect(done.getByTestId("dual-order-payout")).toContainText(settled!.payout_currency_name!);
  await shot(page, "dual-04-settled");

  const [proofPage] = await Promise.all([
    page.context().waitForEvent("page"),
    done.getByTestId("dual-order-proof").click(),
  ]);
  await proofPage.waitForLoadState();
  const proof = JSON.parse((await proofPage.locator("body").innerText()).trim()) as {
    message: { rule: { name: string }; ticks: { seq: number }[]; order: { payout: string } };
  };
  expect(proof.message.rule.name).toBe("dual-settlement");
  expect(proof.message.ticks.map((tk) => tk.seq)).toContain(settled!.settle_seq);
  expect(proof.message.order.payout).toBe(settled!.payout);
});
