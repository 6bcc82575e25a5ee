import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { createGuardrails, generate } from "otplib";
import {
  adminToken,
  creditUsdt,
  getAs,
  loginThroughApi,
  postAs,
  registerThroughApi,
  shot,
  signInToConsole,
  test,
  uniqueEmail,
} from "./support";

/**
 * Two-person approval at the desk: the admin asks for a 150 % seconds payout (warned before saving) and a
 * balance credit for a user; neither applies. A second admin, added through the operators' call and
 * signed in in a browser of its own (binding its authenticator first), approves both under Approvals;
 * the payout rate and the user's balance then show the change. Needs apps/admin/dist built.
 */

/** The console's keys are 10 bytes (16 base32 characters), below otplib's default minimum. */
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
const desk = {
  viewport: { width: 1440, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};

test.use(desk);

type Duration = { seconds: number; profit_ratio: string; min_num: string; max_num: string; enabled: boolean };
type Approval = { id: number; kind: string; summary: { user_id: number | null; target: string } };

const userDrawer = (page: Page) => page.getByRole("dialog", { name: /User #/ });

test("a payout above 100 % and a balance credit wait for a second admin, whose approval applies them", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminToken(request);
  const durations = await getAs<Duration[]>(request, admin, "/admin/seconds/durations");
  const duration = durations.message[0] as Duration;
  const restore = () =>
    request.put(`/api/admin/seconds/durations/${duration.seconds}`, {
      headers: { Authorization: admin },
      data: {
        profit_ratio: duration.profit_ratio,
        min_num: duration.min_num,
        max_num: duration.max_num,
        enabled: duration.enabled,
      },
    });

  // a user with 100 USDT
  const email = uniqueEmail("adjusted");
  await registerThroughApi(request, email);
  const token = await loginThroughApi(request, email);
  await creditUsdt(request, token, "100");
  const found = await getAs<{ data: { id: number }[] }>(
    request,
    admin,
    `/admin/users?q=${encodeURIComponent(email)}`,
  );
  const userId = found.message.data[0]?.id as number;

  // the second admin, added through the operators' call
  const username = `checker-${randomBytes(3).toString("hex")}`;
  const password = "checker-passphrase-2026";
  const created = await postAs<unknown>(request, admin, "/admin/operators", {
    username,
    password,
    role: "admin",
  });
  expect(created.type, JSON.stringify(created.message)).toBe("ok");

  try {
    await signInToConsole(page);

    // the maker asks for a 150 % payout: warned before saving, kept as a request
    await page.getByRole("menuitem", { name: "Contracts", exact: true }).click();
    await page.getByRole("tab", { name: "Seconds contracts" }).click();
    const row = page.locator("tr", { hasText: `${duration.seconds} s` }).first();
    await row.getByRole("button", { name: "Edit" }).click();
    const modal = page.getByRole("dialog");
    await modal.getByLabel("Payout rate (%)").fill("150");
    await expect(modal.getByTestId("risky-term-warning")).toContainText("second operator");
    await shot(page, "approvals-01-payout-warning");
    await modal.getByRole("button", { name: "Save" }).click();
    await expect(modal.getByText(/Saved as request #\d+/)).toBeVisible();
    await shot(page, "approvals-02-payout-waiting");
    await modal.getByRole("button", { name: "Cancel" }).click();
    const unchanged = await getAs<Duration[]>(request, admin, "/admin/seconds/durations");
    expect(unchanged.message.find((d) => d.seconds === duration.seconds)?.profit_ratio).toBe(
      duration.profit_ratio,
    );

    // and a 25 USDT credit from the user's balances
    await page.goto(`/admin/#/users?q=${userId}&user=${userId}`);
    const drawer = userDrawer(page);
    const tab = drawer.getByRole("tab", { name: "Balances", exact: true });
    await expect(async () => {
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
    }).toPass();
    await drawer.getByTestId("adjust-balance").click();
    const adjust = page.getByRole("dialog", { name: `Adjust the balance of user #${userId}` });
    await adjust.getByTestId("adjust-currency").click();
    await page
      .locator(".ant-select-item-option", { hasText: /^USDT$/ })
      .first()
      .click();
    await adjust.getByTestId("adjust-amount").fill("25");
    await adjust.getByTestId("adjust-reason").fill("Goodwill credit after the outage of ticket 5120");
    await shot(page, "approvals-03-adjust");
    await page.getByTestId("adjust-ok").click();
    await expect(page.getByText(/Request #\d+ waits for a second operator/)).toBeVisible();
    await expect(page.getByTestId("menu-count-approvals")).toBeVisible();

    const waiting = await getAs<{ data: Approval[] }>(
      request,
      admin,
      "/admin/approvals?state=pending&limit=100",
    );
    const payout = waiting.message.data.find(
      (a) => a.kind === "seconds.duration" && a.summary.target === `Seconds ${duration.seconds} s`,
    );
    const credit = waiting.message.data.find(
      (a) => a.kind === "balance.adjust" && a.summary.user_id === userId,
    );
    expect(payout && credit).toBeTruthy();

    // the maker cannot approve its own
    await page.keyboard.press("Escape");
    await page.getByRole("menuitem", { name: /^Approvals/ }).click();
    const own = page.locator(`tr[data-approval="${credit?.id}"]`);
    await expect(own).toContainText("Your request");
    await expect(own.getByTestId(`approve-${credit?.id}`)).toHaveCount(0);
    await shot(page, "approvals-04-maker-queue");

    // the second admin, in a browser of its own: binds its authenticator, then approves both
    const context = await browser.newContext({ ...desk, baseURL: new URL("/", page.url()).href });
    const other = await context.newPage();
    try {
      await other.emulateMedia({ reducedMotion: "reduce" });
      await other.goto("/admin/");
      await other.getByLabel("Username").fill(username);
      await other.getByLabel("Password").fill(password);
      await other.getByRole("button", { name: "Sign in" }).click();
      await expect(other.getByTestId("bind-required")).toBeVisible();
      const secret = (await other.getByTestId("totp-secret").innerText()).trim();
      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000), guardrails });
      await other.getByLabel("Authenticator code").fill(code);
      await other.getByRole("button", { name: "Bind" }).click();
      await expect(other.getByTestId("operator")).toContainText(username);

      await other.getByRole("menuitem", { name: /^Approvals/ }).click();
      for (const request of [payout, credit]) {
        const line = other.locator(`tr[data-approval="${request?.id}"]`);
        await expect(line).toBeVisible();
        if (request === credit) {
          await expect(line).toContainText(email);
          await shot(other, "approvals-05-checker-queue");
        }
        await line.getByTestId(`approve-${request?.id}`).click();
        await other.locator(".ant-popconfirm").getByRole("button", { name: "Approve" }).click();
        await expect(line).toHaveCount(0);
      }
      await other.getByRole("tab", { name: /Approved/ }).click();
      await expect(other.locator(`tr[data-approval="${credit?.id}"]`)).toContainText(username);
      await shot(other, "approvals-06-approved");
    } finally {
      await context.close();
    }

    // applied: the payout rate, and the user's balance with the credit
    const applied = await getAs<Duration[]>(request, admin, "/admin/seconds/durations");
    expect(applied.message.find((d) => d.seconds === duration.seconds)?.profit_ratio).toBe("150");
    await page.goto(`/admin/#/users?q=${userId}&user=${userId}`);
    // read afresh: this console cached the balances before the other operator's approval
    await page.reload();
    const again = userDrawer(page);
    const balances = again.getByRole("tab", { name: "Balances", exact: true });
    await expect(async () => {
      await balances.click();
      await expect(balances).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
    }).toPass();
    // the spot account's USDT line: 100 deposited and 25 credited
    await expect(again.getByTestId("user-balances").getByRole("row", { name: /^USDT/ })).toContainText("125");
    await shot(page, "approvals-07-credited");
  } finally {
    await restore();
  }
});
