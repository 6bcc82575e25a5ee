import { expect } from "@playwright/test";
import { adminToken, getAs, postAs, route, shot, signedInUser, test, uploadAs } from "./support";

/**
 * A collateral loan on the phone: a user with 0.1 BTC in the financial account borrows 500 USDT against
 * the least collateral the screen proposes, watches the loan's LTV follow the BTC index, and repays it:
 * the collateral comes back.
 */

interface Offer {
  id: number;
}
interface Loan {
  id: number;
  state: string;
}

test("borrow USDT against BTC, watch the LTV follow the index, repay", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await signedInUser(page, request, "loan");
  const claim = await postAs<{ id: number }>(request, token, "/wallet/charge_req", {
    currency: "1",
    network: "1",
    amount: "0.1",
    voucher: await uploadAs(request, token, "voucher.png"),
  });
  expect(claim.type, JSON.stringify(claim.message)).toBe("ok");
  expect(
    (await postAs(request, await adminToken(request), `/admin/deposits/${claim.message.id}/approve`)).type,
  ).toBe("ok");
  const moved = await postAs<string>(request, token, "/wallet/change", {
    currency_id: "1",
    number: "0.1",
    from_field: "change",
    to_field: "financial",
  });
  expect(moved.type, JSON.stringify(moved.message)).toBe("ok");
  const offer = (await getAs<Offer[]>(request, "", "/loan/config")).message[0]!;

  await page.goto(route("/pages/loan/loan"));
  const card = page.locator(`[data-testid="loan-offer"][data-id="${offer.id}"]`);
  await expect(card).toContainText("USDT");
  await shot(page, "loan-01-offers");
  await card.click();

  await expect(page.getByTestId("loan-available")).toContainText("0.1");
  await page.getByTestId("loan-amount").fill("500");
  await expect(page.getByTestId("loan-collateral")).not.toHaveValue("");
  await expect(page.getByTestId("loan-start-ltv")).toContainText("%");
  await shot(page, "loan-02-apply");
  await page.getByTestId("loan-submit").click();
  await expect(page.getByTestId("loan-confirm")).toContainText("500");
  await page.getByTestId("loan-confirm-ok").click();

  await expect(page).toHaveURL(/#\/pages\/loan\/order/);
  const item = page.locator('[data-testid="loan-item"]').first();
  await expect(item).toHaveAttribute("data-state", "active");
  const ltv = item.getByTestId("loan-ltv");
  await expect(ltv).toContainText("%");
  const first = await ltv.innerText();
  // the simulated index moves every half second; the screen values the loan at it again
  await expect.poll(async () => ltv.innerText(), { timeout: 30_000 }).not.toBe(first);
  await shot(page, "loan-03-active");

  await item.getByTestId("loan-repay").click();
  await page.getByTestId("loan-repay-ok").click();
  await expect
    .poll(
      async () =>
        (await getAs<{ data: Loan[] }>(request, token, "/loan/order?status=ended")).message.data[0]?.state,
    )
    .toBe("repaid");
  await page.getByTestId("loan-tab-ended").click();
  await expect(page.locator('[data-testid="loan-item"]').first()).toHaveAttribute("data-state", "repaid");
  await shot(page, "loan-04-repaid");
});
