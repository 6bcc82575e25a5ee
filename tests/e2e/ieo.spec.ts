import { expect } from "@playwright/test";
import {
  adminToken,
  creditUsdt,
  getAs,
  loginThroughApi,
  moveUsdt,
  PASSWORD,
  postAs,
  registerThroughApi,
  route,
  shot,
  signedInUser,
  test,
  uniqueEmail,
} from "./support";

/**
 * The launchpad on the phone. An operator opens a project selling 400 tokens at 0.5 USDT (its window
 * closes 45 s later, the tokens unlock 20 s after that). Another user subscribes 300 USDT; ours
 * subscribes 100 from the financial account after an exact preview (200 tokens). Demand is 800 tokens
 * for 400: when the window ends each gets half its demand, pays for it and has the rest refunded; the
 * tokens sit in the financial account, held, until the unlock releases them.
 */

interface Subscription {
  status: string;
  tokens: string | null;
  released: boolean;
}

test("a new venue's launchpad is not empty: its sample project is open for subscription", async ({
  page,
}) => {
  await page.goto(route("/pages/ieo/ieo"));
  const cards = page.getByTestId("ieo-card");
  await expect(cards.first()).toBeVisible();
  const sample = cards.filter({ hasText: "Aurora Network" });
  await expect(sample).toHaveCount(1);
  await expect(sample.getByTestId("ieo-countdown")).toBeVisible();
  await shot(page, "ieo-00-sample");
  await sample.click();
  await expect(page.getByTestId("ieo-amount")).toBeVisible();
});

test("subscribe to a launchpad project, get a pro-rata allocation and refund, then the tokens unlock", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token } = await signedInUser(page, request, "ieo");
  await creditUsdt(request, token, "500");
  const otherEmail = uniqueEmail("ieo-other");
  await registerThroughApi(request, otherEmail, PASSWORD);
  const other = await loginThroughApi(request, otherEmail);
  await creditUsdt(request, other, "300");
  for (const [who, amount] of [
    [token, "500"],
    [other, "300"],
  ] as const) {
    await moveUsdt(request, who, amount, "financial");
  }

  const now = Date.now();
  const symbol = `L${String(now).slice(-6)}`;
  const endAt = new Date(now + 45_000);
  const created = await request.post("/api/admin/ieo/projects", {
    headers: { Authorization: await adminToken(request) },
    data: {
      name: "Lumen Launch",
      token: symbol,
      token_decimals: 2,
      intro: "Lumen pays for light.",
      pay_currency_id: 3,
      price: "0.5",
      supply: "400",
      min_amount: "10",
      max_amount: "300",
      kyc_level: 0,
      warmup_at: new Date(now - 60_000).toISOString(),
      start_at: new Date(now - 1_000).toISOString(),
      end_at: endAt.toISOString(),
      unlock_at: new Date(endAt.getTime() + 20_000).toISOString(),
    },
  });
  const project = (await created.json()) as { type: string; message: { id: number } };
  expect(project.type, JSON.stringify(project)).toBe("ok");
  const id = project.message.id;
  const theirs = await postAs(request, other, "/project/order", { project_id: String(id), amount: "300" });
  expect(theirs.type, JSON.stringify(theirs.message)).toBe("ok");

  await page.goto(route("/pages/ieo/ieo"));
  const card = page.locator(`[data-testid="ieo-card"][data-project="${id}"]`);
  await expect(card).toContainText("Lumen Launch");
  await expect(card.getByTestId("ieo-countdown")).toBeVisible();
  await shot(page, "ieo-01-list");
  await card.click();

  await expect(page.getByTestId("ieo-available")).toContainText("500");
  await page.getByTestId("ieo-amount").fill("5");
  await page.getByTestId("ieo-submit").click();
  await expect(page.getByTestId("ieo-amount-field")).toContainText("10");
  await page.getByTestId("ieo-amount").fill("100");
  await expect(page.getByTestId("ieo-preview-tokens")).toContainText("200");
  await shot(page, "ieo-02-subscribe");
  await page.getByTestId("ieo-submit").click();
  await expect(page.getByTestId("ieo-confirm")).toContainText("100");
  await page.getByTestId("ieo-confirm-ok").click();

  await expect(page).toHaveURL(/#\/pages\/ieo\/order/);
  const row = page.locator(`[data-testid="ieo-sub"][data-project="${id}"]`);
  await expect(row).toHaveAttribute("data-status", "subscribed");
  await expect(row.getByTestId("ieo-sub-amount")).toContainText("100");
  await shot(page, "ieo-03-subscribed");

  // the window ends: half of each demand, paid for, the rest refunded, tokens held
  await expect(row).toHaveAttribute("data-status", "allocated", { timeout: 60_000 });
  await expect(row.getByTestId("ieo-sub-tokens")).toContainText("100");
  await expect(row.getByTestId("ieo-sub-paid")).toContainText("50");
  await expect(row.getByTestId("ieo-sub-refund")).toContainText("50");
  await expect(row).toHaveAttribute("data-released", "false");
  await shot(page, "ieo-04-allocated");
  const published = await getAs<{ totals: { oversubscribed: boolean; allocated: string } }>(
    request,
    "",
    `/ieo/${id}/allocation`,
  );
  expect(published.message.totals).toMatchObject({ oversubscribed: true, allocated: "400" });

  await page.goto(route("/pages/financial/index"));
  await expect(page.getByTestId("earn-financial-tokens-locked")).toContainText(symbol);
  await expect(page.getByTestId("earn-financial-tokens-locked")).toContainText("100");
  await shot(page, "ieo-05-financial-locked");

  // the unlock time: the tokens become available
  await expect
    .poll(
      async () =>
        (await getAs<{ data: Subscription[] }>(request, token, `/user/project/order?project_id=${id}`))
          .message.data[0]?.released,
      { timeout: 60_000 },
    )
    .toBe(true);
  await page.reload();
  const coin = page.locator(`[data-testid="earn-financial-coin"][data-currency="${symbol}"]`);
  await expect(coin.getByTestId("earn-financial-available")).toContainText("100");
  await expect(page.getByTestId("earn-financial-tokens-locked")).not.toContainText(symbol);
  await shot(page, "ieo-06-released");
});
