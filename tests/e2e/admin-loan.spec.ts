import { expect } from "@playwright/test";
import {
  adminToken,
  getAs,
  loginThroughApi,
  PASSWORD,
  postAs,
  registerThroughApi,
  shot,
  test,
  uniqueEmail,
  uploadAs,
} from "./support";

/**
 * Loans in the console: two loans above the auto-approval amount wait for review; the operator approves
 * one (the principal reaches the borrower) and rejects the other with a reason (the collateral comes back).
 */

const OPERATOR = {
  username: process.env.ADMIN_USER ?? "admin",
  password: process.env.ADMIN_PASSWORD ?? "bourse-admin-2026",
};

interface Loan {
  id: number;
  state: string;
  reason: string | null;
}

test("an operator approves one loan under review and rejects another with a reason", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("loan-review");
  await registerThroughApi(request, email, PASSWORD);
  const token = await loginThroughApi(request, email);
  const claim = await postAs<{ id: number }>(request, token, "/wallet/charge_req", {
    currency: "1",
    network: "1",
    amount: "0.2",
    voucher: await uploadAs(request, token, "voucher.png"),
  });
  expect(claim.type, JSON.stringify(claim.message)).toBe("ok");
  expect(
    (await postAs(request, await adminToken(request), `/admin/deposits/${claim.message.id}/approve`)).type,
  ).toBe("ok");
  expect(
    (
      await postAs(request, token, "/wallet/change", {
        currency_id: "1",
        number: "0.2",
        from_field: "change",
        to_field: "financial",
      })
    ).type,
  ).toBe("ok");
  const offers = (await getAs<{ id: number; cycle_days: number }[]>(request, "", "/loan/config")).message;
  const apply = async (amount: string) => {
    const res = await postAs<{ id: number; state: string }>(request, token, "/loan/add", {
      config_id: String(offers[0]!.id),
      amount,
      collateral_currency_id: "1",
      collateral: "0.08",
    });
    expect(res.type, JSON.stringify(res.message)).toBe("ok");
    expect(res.message.state).toBe("review");
    return res.message.id;
  };
  const approved = await apply("1500");
  const rejected = await apply("1200");

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/admin/");
  await page.getByLabel("Username").fill(OPERATOR.username);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("menuitem", { name: "Earn" }).click();
  await page.getByRole("tab", { name: "Loans", exact: true }).click();
  const row = (id: number) => page.locator(`[data-testid="loan-row"][data-loan="${id}"]`);
  await expect(row(approved).getByTestId("loan-state")).toHaveAttribute("data-state", "review");
  await shot(page, "admin-loan-review");
  await row(approved).getByTestId("loan-approve").click();
  await page.getByTestId("loan-approve-ok").click();
  await expect(row(approved).getByTestId("loan-state")).toHaveAttribute("data-state", "active");

  await row(rejected).getByTestId("loan-reject").click();
  await page.getByTestId("loan-reject-reason").fill("Collateral from a flagged address");
  await page.getByTestId("loan-reject-ok").click();
  await expect(row(rejected).getByTestId("loan-state")).toHaveAttribute("data-state", "rejected");

  const ended = (await getAs<{ data: Loan[] }>(request, token, "/loan/order?status=ended")).message.data;
  expect(ended.find((l) => l.id === rejected)).toMatchObject({
    state: "rejected",
    reason: "Collateral from a flagged address",
  });
  const open = (await getAs<{ data: Loan[] }>(request, token, "/loan/order?status=open")).message.data;
  expect(open.find((l) => l.id === approved)).toMatchObject({ state: "active" });
});
