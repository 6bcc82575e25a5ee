import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import {
  adminToken,
  creditUsdt,
  getAs,
  loginThroughApi,
  moveUsdt,
  openLongThroughApi,
  postAs,
  registerThroughApi,
  route,
  shot,
  signedInUser,
  test,
  uniqueEmail,
} from "./support";

/**
 * A user checks, on the phone, what the venue recorded and decided about their money: a bill's entry in
 * the signed Merkle log, a settled seconds order, a closed perpetual position and their balances in the
 * published proof of liabilities. Each verify screen recomputes the proof in the browser with the
 * engine's code and shows every step passed.
 */

interface SecondsOrder {
  id: number;
  public_id: string;
  status: number;
}

/** `proof` is the screen's proof section; reading it (not the page) keeps the previous screen's verdict out. */
async function expectVerified(page: Page, proof: Locator, name: string) {
  await expect(proof).toBeVisible({ timeout: 20_000 });
  await expect(proof.getByTestId("verify-verdict")).toHaveAttribute("data-ok", "true");
  await expect(proof.getByTestId("verify-step").first()).toBeVisible();
  await expect(proof.locator('[data-testid="verify-step"][data-ok="false"]')).toHaveCount(0);
  await shot(page, name);
}

const outcome = (page: Page, kind: string) =>
  page.locator(`[data-testid="verify-outcome"][data-kind^="${kind}."]`);

async function settledSecondsOrder(request: APIRequestContext, token: string): Promise<SecondsOrder> {
  await moveUsdt(request, token, "50", "micro");
  const placed = await postAs<SecondsOrder>(request, token, "/microtrade/submit", {
    match_id: "1",
    currency_id: "3",
    type: "1",
    seconds: "30",
    number: "10",
  });
  expect(placed.type, JSON.stringify(placed.message)).toBe("ok");
  await expect
    .poll(
      async () =>
        (await getAs<SecondsOrder>(request, token, `/microtrade/get_result?id=${placed.message.id}`)).message
          .status,
      {
        timeout: 75_000,
        intervals: [2000],
      },
    )
    .toBe(3);
  return placed.message;
}

test("a user verifies a seconds settlement, a perpetual close and their liabilities proof in the browser", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { token, email } = await signedInUser(page, request, "verify");
  const position = await openLongThroughApi(request, token, email);
  const closed = await postAs(request, token, "/lever/close", { id: String(position) });
  expect(closed.type, JSON.stringify(closed.message)).toBe("ok");
  const order = await settledSecondsOrder(request, token);

  // the seconds order: from its result screen's verify link
  await page.goto(route(`/pages/transaction/index2?id=${order.id}`));
  await page.getByTestId("verify-link").first().click();
  await expect(page).toHaveURL(/#\/pages\/setting\/verify\?/);
  await expectVerified(page, outcome(page, "seconds"), "verify-01-seconds");

  // the perpetual close
  await page.goto(route(`/pages/setting/verify?kind=lever&id=${position}`));
  await expectVerified(page, outcome(page, "lever"), "verify-02-lever-close");

  // the balances in today's proof of liabilities (the operator takes a snapshot now)
  await creditUsdt(request, token, "5");
  const snapshot = await postAs(request, await adminToken(request), "/admin/transparency/liabilities");
  expect(snapshot.type, JSON.stringify(snapshot.message)).toBe("ok");
  await page.goto(route("/pages/setting/verify?kind=liabilities"));
  await expectVerified(page, page.getByTestId("verify-liabilities"), "verify-03-liabilities");
});

test("a user verifies a bill made before two heads: one short result, however many entries came after it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signedInUser(page, request, "verify-bill");
  await creditUsdt(request, token, "100");
  // a head after the deposit, others' money moves (12 entries and more), then a second head over them all
  const publish = async () => {
    const head = await postAs(request, await adminToken(request), "/admin/transparency/heads");
    expect(head.type, JSON.stringify(head.message)).toBe("ok");
  };
  await publish();
  const busy = uniqueEmail("verify-busy");
  await registerThroughApi(request, busy);
  const other = await loginThroughApi(request, busy);
  await creditUsdt(request, other, "100");
  for (let i = 0; i < 12; i++) {
    await moveUsdt(request, other, "1", "micro");
    // transfers are limited to 5 a second per account
    await page.waitForTimeout(250);
  }
  await publish();

  // Bills → the deposit → Verify
  await page.goto(route("/pages/fund/assets_all_record"));
  const deposit = page.getByTestId("bill-row");
  await expect(deposit.getByTestId("bill-kind")).toHaveText(["Deposit"]);
  await deposit.getByTestId("verify-link").click();
  await expect(page).toHaveURL(/#\/pages\/setting\/verify\?kind=entry&id=\d+/);
  const proof = page.getByTestId("verify-entry");
  await expect(proof).toBeVisible({ timeout: 20_000 });
  const verdict = proof.getByTestId("verify-verdict");
  await expect(verdict).toHaveAttribute("data-ok", "true");
  await expect(verdict).toContainText("Verified");
  // the entry's leaf, the tree it is in and the path's few hashes
  const id = Number(await proof.getAttribute("data-id"));
  await expect(proof.getByTestId("verify-leaf")).toHaveText(String(id - 1));
  const size = Number(await proof.getByTestId("verify-tree-size").textContent());
  expect(size).toBeGreaterThanOrEqual(id + 12);
  const hashes = Number((await proof.getByTestId("verify-path").textContent())?.match(/\d+/)?.[0]);
  expect(hashes).toBeGreaterThan(0);
  expect(hashes).toBeLessThanOrEqual(Math.ceil(Math.log2(size)));
  await expect(proof.getByTestId("verify-entry-facts")).toContainText("Next head due");
  // four checks, never one row per entry: the page stays short
  await expect(proof.getByTestId("verify-step")).toHaveCount(4);
  await expect(proof.locator('[data-testid="verify-step"][data-ok="false"]')).toHaveCount(0);
  const { height, viewport } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
  }));
  expect(height).toBeLessThan(2 * viewport);
  await shot(page, "verify-04-bill");
});
