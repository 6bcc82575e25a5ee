import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  adminToken,
  loginThroughApi,
  PASSWORD,
  phoneWith,
  readCode,
  registerThroughApi,
  route,
  signInToConsole,
  solidPng,
  uniqueEmail,
} from "./support";

/**
 * The console's money pages against the real server: a deposit claimed through the API is credited
 * in the browser, and a withdrawal attempt under the 24-hour security lock never reaches the
 * console. Needs apps/admin/dist built (npm run build -w @bourse/admin).
 */

const OPERATOR = {
  username: process.env.ADMIN_USER ?? "admin",
  password: process.env.ADMIN_PASSWORD ?? "bourse-admin-2026",
};
const USDT = "3";
const TRC20 = "4";
const VOUCHER_WIDTH = 160;

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

/** A form post with the token raw in Authorization, as the apps and the console send it. */
async function call<T>(
  request: APIRequestContext,
  path: string,
  token: string,
  form: Record<string, string> = {},
) {
  const res = await request.post(`/api${path}`, {
    headers: { Authorization: token },
    form: { lang: "en", ...form },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Envelope<T>;
}

async function upload(
  request: APIRequestContext,
  token: string,
  name: string,
  rgb: [number, number, number],
) {
  const res = await request.post("/api/upload", {
    headers: { Authorization: token },
    multipart: { file: solidPng(name, rgb, VOUCHER_WIDTH) },
  });
  const body = (await res.json()) as Envelope<string>;
  expect(body.type, body.message).toBe("ok");
  return body.message;
}

/** A fresh user who has claimed a 250 USDT deposit over TRC20 with a voucher. */
async function userWithDepositClaim(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag);
  await registerThroughApi(request, email);
  const token = await loginThroughApi(request, email);
  const voucher = await upload(request, token, "voucher.png", [32, 112, 196]);
  const claim = await call<{ id: number }>(request, "/wallet/charge_req", token, {
    currency: USDT,
    network: TRC20,
    amount: "250",
    voucher,
  });
  expect(claim.type, JSON.stringify(claim.message)).toBe("ok");
  return { email, token, depositId: claim.message.id };
}

/** The user's USDT line in the spot (change) account, as the app reads it. */
async function spotUsdt(request: APIRequestContext, token: string) {
  const list = await call<{ change_wallet: { balance: Record<string, string>[] } }>(
    request,
    "/wallet/list",
    token,
  );
  expect(list.type).toBe("ok");
  const line = list.message.change_wallet.balance.find((b) => b.currency_name === "USDT");
  expect(line).toBeDefined();
  return { available: line?.change_balance, frozen: line?.lock_change_balance };
}

/** Opens the user's drawer from the Users page. */
async function openUser(page: Page, email: string) {
  await page.getByRole("menuitem", { name: "Users" }).click();
  await page.getByPlaceholder("User ID, email or mobile").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("row").filter({ hasText: email }).getByRole("button", { name: "View" }).click();
  const drawer = page.getByRole("dialog", { name: /User #/ });
  await expect(drawer).toContainText(email);
  return drawer;
}

test("an operator checks the voucher and credits a deposit; the user's spot USDT shows 250", async ({
  page,
  request,
}) => {
  const user = await userWithDepositClaim(request, "deposit");
  expect(await spotUsdt(request, user.token)).toEqual({ available: "0", frozen: "0" });

  await signInToConsole(page);
  await expect(page.getByTestId("ledger-badge")).toContainText("Ledger OK");
  await page.getByRole("menuitem", { name: "Deposits" }).click();
  await expect(page.getByRole("tab", { name: /Pending review/ })).toHaveAttribute("aria-selected", "true");
  const row = page.getByRole("row").filter({ hasText: user.email });
  await expect(row).toContainText("250 USDT");
  await expect(row).toContainText("TRC20");
  await still(page, "admin-money-deposits");

  await row.getByRole("button", { name: "Review" }).click();
  const drawer = page.getByRole("dialog", { name: `Deposit #${user.depositId}` });
  await expect(drawer).toContainText(user.email);
  await expect(drawer).toContainText("In review");
  // the voucher is a private upload: fetched as a blob with the operator's token
  const voucher = drawer.getByTestId("deposit-voucher").locator("img");
  await expect(voucher).toHaveAttribute("src", /^blob:/);
  await expect(voucher).toHaveJSProperty("naturalWidth", VOUCHER_WIDTH);
  await still(page, "admin-money-deposit-review");

  await drawer.getByRole("button", { name: "Approve" }).click();
  const confirm = page.getByRole("dialog", { name: "Credit this deposit?" });
  await expect(confirm).toContainText(user.email);
  await expect(confirm).toContainText("250 USDT");
  await expect(confirm).toContainText("TRC20");
  await still(page, "admin-money-deposit-confirm");
  await confirm.getByRole("button", { name: "Credit" }).click();
  await expect(page.locator(".ant-message")).toContainText("Approved");
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: user.email })).toHaveCount(0);

  expect(await spotUsdt(request, user.token)).toEqual({ available: "250", frozen: "0" });

  await page.getByRole("tab", { name: "Credited" }).click();
  const credited = page.getByRole("row").filter({ hasText: user.email });
  await expect(credited).toContainText("250 USDT");
  await expect(credited).toContainText(OPERATOR.username);
  await still(page, "admin-money-deposit-credited");

  // the user's drawer shows the balance and the bill the credit wrote
  const userDrawer = await openUser(page, user.email);
  await userDrawer.getByRole("tab", { name: "Balances", exact: true }).click();
  const balances = userDrawer.getByTestId("user-balances");
  await expect(balances.getByRole("tab", { name: /Spot/ })).toHaveAttribute("aria-selected", "true");
  const usdt = balances.getByRole("row", { name: /^USDT / });
  await expect(usdt.getByRole("cell").nth(1)).toHaveText("250");
  await expect(usdt.getByRole("cell").nth(3)).toHaveText("250");
  await userDrawer.getByRole("tab", { name: "Bills", exact: true }).click();
  const bill = userDrawer.getByTestId("user-bills").getByRole("row").filter({ hasText: "Deposit" });
  await expect(bill).toContainText("+250 USDT");
  await still(page, "admin-money-user-funds");
  await userDrawer.getByRole("button", { name: "Close" }).click();

  // the ledger still balances after the credit
  await page.getByTestId("ledger-badge").click();
  await expect(page.getByText("All invariants hold")).toBeVisible();
  await page.getByTestId("ledger-recheck").click();
  await expect(page.getByText("All invariants hold")).toBeVisible();
  await still(page, "admin-money-ledger");
});

test("an operator credits another amount than claimed with a reason and the hash; the user sees both amounts", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const user = await userWithDepositClaim(request, "credit-less");
  await signInToConsole(page);
  await page.getByRole("menuitem", { name: "Deposits" }).click();
  const row = page.getByRole("row").filter({ hasText: user.email });
  await expect(row).toContainText("250 USDT");

  // the user in the row opens the users page with that user
  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/users\?q=\d+&user=\d+/);
  const userDrawer = page.getByRole("dialog", { name: /User #/ });
  await expect(userDrawer).toContainText(user.email);
  await userDrawer.getByRole("button", { name: "Close" }).click();
  await page.getByRole("menuitem", { name: "Deposits" }).click();
  await expect(page.getByRole("row").filter({ hasText: user.email })).toContainText("250 USDT");

  await page.getByRole("row").filter({ hasText: user.email }).getByRole("button", { name: "Review" }).click();
  const drawer = page.getByRole("dialog", { name: `Deposit #${user.depositId}` });
  await drawer.getByRole("button", { name: "Approve" }).click();
  const confirm = page.getByRole("dialog", { name: "Credit this deposit?" });
  const amount = confirm.getByLabel("Amount to credit");
  await expect(amount).toHaveValue("250");
  // the reason appears, and is required, once the amount differs from the claim
  await expect(confirm.getByLabel("Reason for another amount")).toHaveCount(0);
  await amount.fill("240");
  const reason = confirm.getByLabel("Reason for another amount");
  await expect(reason).toBeVisible();
  await confirm.getByRole("button", { name: "Credit" }).click();
  await expect(confirm.locator(".ant-form-item-explain-error")).toContainText(
    "Required when the amount differs from the claim",
  );
  expect(await spotUsdt(request, user.token)).toEqual({ available: "0", frozen: "0" });

  const why = "240 USDT arrived: the sending exchange kept a 10 USDT fee";
  const hash = "b3c1f8e2a9d04c7e8f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70";
  await reason.fill(why);
  await confirm.getByLabel("Transaction hash").fill(hash);
  await still(page, "admin-money-deposit-credit-less");
  await confirm.getByRole("button", { name: "Credit" }).click();
  await expect(page.locator(".ant-message")).toContainText("Approved");
  await expect(drawer).toBeHidden();
  expect(await spotUsdt(request, user.token)).toEqual({ available: "240", frozen: "0" });

  await page.getByRole("tab", { name: "Credited" }).click();
  const credited = page.getByRole("row").filter({ hasText: user.email });
  await expect(credited).toContainText("250 USDT");
  await expect(credited).toContainText("240 USDT");
  await expect(credited).toContainText(why.slice(0, 20));
  await credited.getByRole("button", { name: "View" }).click();
  const view = page.getByRole("dialog", { name: `Deposit #${user.depositId}` });
  await expect(view).toContainText(why);
  await expect(view).toContainText(hash);

  // the user's deposit records show the claim, the credit and the reason
  const phone = await phoneWith(browser, baseURL!, user.token);
  await phone.goto(route("/pages/fund/receive_withdraw_record?tab=deposit"));
  const record = phone.getByTestId("deposit-records").locator("li").first();
  await expect(record.getByTestId("record-state")).toHaveText("Completed");
  await expect(record.getByTestId("record-credited")).toHaveText("Claimed 250 USDT, credited 240 USDT");
  await expect(record.getByTestId("record-credit-reason")).toHaveText(`Reason: ${why}`);
  await still(phone, "wallet-deposit-credited-less");
  await phone.context().close();
});

test("an operator rejects a deposit with a required reason; no money moves", async ({ page, request }) => {
  const user = await userWithDepositClaim(request, "reject");
  await signInToConsole(page);
  await page.getByRole("menuitem", { name: "Deposits" }).click();
  await page.getByRole("row").filter({ hasText: user.email }).getByRole("button", { name: "Review" }).click();
  const drawer = page.getByRole("dialog", { name: `Deposit #${user.depositId}` });
  await drawer.getByRole("button", { name: "Reject" }).click();
  const modal = page.getByRole("dialog", { name: `Reject deposit #${user.depositId}` });
  await modal.getByRole("button", { name: "Reject" }).click();
  await expect(modal).toContainText("A reason is required");

  const reason = "The voucher shows 25 USDT, not 250";
  await modal.getByLabel("Reason").fill(reason);
  await still(page, "admin-money-deposit-reject");
  await modal.getByRole("button", { name: "Reject" }).click();
  await expect(page.locator(".ant-message")).toContainText("Rejected");
  await expect(drawer).toBeHidden();
  expect(await spotUsdt(request, user.token)).toEqual({ available: "0", frozen: "0" });

  await page.getByRole("tab", { name: "Rejected" }).click();
  await expect(page.getByRole("row").filter({ hasText: user.email })).toContainText(reason);
});

/** Binds a UK mobile, submits level-1 verification and has the operator approve it through the API. */
async function verifyLevel1(request: APIRequestContext, token: string, email: string, admin: string) {
  const mobile = `77${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const sent = await call<string>(request, "/sms_send", token, { mobile, area_code: "44", scene: "bind" });
  expect(sent.type, sent.message).toBe("ok");
  const code = await readCode(request, `+44${mobile}`);
  const bound = await call<string>(request, "/safe/mobile", token, { mobile, area_code: "44", code });
  expect(bound.type, bound.message).toBe("ok");
  const submitted = await call<string>(request, "/user/real", token, {
    type: "1",
    name: "Grace Hopper",
    doc_type: "passport",
    card_id: `P${Date.now().toString().slice(-8)}`,
    nationality: "GB",
    front_pic: await upload(request, token, "front.png", [22, 62, 140]),
    reverse_pic: await upload(request, token, "reverse.png", [120, 40, 60]),
  });
  expect(submitted.type, submitted.message).toBe("ok");
  const queue = await request.get("/api/admin/kyc?state=review&page=1&limit=100", {
    headers: { Authorization: admin },
  });
  const applications = (await queue.json()) as Envelope<{ data: { id: number; account: string }[] }>;
  const application = applications.message.data.find((a) => a.account === email);
  expect(application, "the level-1 application is in the review queue").toBeDefined();
  const approved = await call<string>(request, `/admin/kyc/${application?.id}/approve`, admin);
  expect(approved.type, approved.message).toBe("ok");
}

test("a withdrawal under the 24-hour security lock never reaches the console; the deposit stays available", async ({
  page,
  request,
}) => {
  const user = await userWithDepositClaim(request, "withdraw");
  const admin = await adminToken(request);
  const credited = await call<string>(request, `/admin/deposits/${user.depositId}/approve`, admin);
  expect(credited.type, credited.message).toBe("ok");
  await verifyLevel1(request, user.token, user.email, admin);

  const sent = await call<string>(request, "/sms_mail", user.token, { scene: "security" });
  expect(sent.type, sent.message).toBe("ok");
  const code = await readCode(request, user.email);
  const fundPassword = await call<string>(request, "/safe/update_password", user.token, {
    password: "2580",
    re_password: "2580",
    code,
  });
  expect(fundPassword.type, fundPassword.message).toBe("ok");
  const address = await call<{ id: number }>(request, "/user/wallet/save", user.token, {
    currency: USDT,
    network: TRC20,
    name: "Cold wallet",
    address: "TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA",
  });
  expect(address.type, JSON.stringify(address.message)).toBe("ok");

  // a first fund password locks nothing; changing the login password locks withdrawals for 24 hours,
  // and the server's clock cannot move
  const changed = await call<string>(request, "/safe/change_password", user.token, {
    old_password: PASSWORD,
    password: "Trade2025y",
    re_password: "Trade2025y",
  });
  expect(changed.type, changed.message).toBe("ok");
  const out = await call<string>(request, "/wallet/out", user.token, {
    currency: USDT,
    number: "100",
    address_id: String(address.message.id),
    pay_password: "2580",
  });
  expect(out.type).toBe("error");
  expect(out.message).toContain("locked");
  expect(await spotUsdt(request, user.token)).toEqual({ available: "250", frozen: "0" });

  const me = await request.get("/api/admin/users", {
    headers: { Authorization: admin },
    params: { q: user.email, page: 1, limit: 1 },
  });
  const userId = ((await me.json()) as Envelope<{ data: { id: number }[] }>).message.data[0]?.id;
  expect(userId).toBeDefined();

  await signInToConsole(page);
  await page.getByRole("menuitem", { name: "Withdrawals" }).click();
  await expect(page.getByRole("tab", { name: /Pending/ })).toHaveAttribute("aria-selected", "true");
  // the box finds the user by id, email, phone, KYC name or document number
  const search = page.getByPlaceholder("User: ID, email, phone, KYC name or document no.");
  await search.fill(user.email);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(user.email)}`));
  await expect(page.getByText("No withdrawal waiting")).toBeVisible();
  await still(page, "admin-money-withdrawals-empty");
  await page.getByRole("tab", { name: "Rejected" }).click();
  await expect(page.getByText("No rejected withdrawal")).toBeVisible();

  const drawer = await openUser(page, user.email);
  await drawer.getByRole("tab", { name: "Balances", exact: true }).click();
  const usdt = drawer.getByTestId("user-balances").getByRole("row", { name: /^USDT / });
  await expect(usdt.getByRole("cell").nth(1)).toHaveText("250");
  await expect(usdt.getByRole("cell").nth(2)).toHaveText("0");
  // the only posting on the user's accounts is the credit: nothing was frozen
  await drawer.getByRole("tab", { name: "Bills", exact: true }).click();
  const bills = drawer.getByTestId("user-bills").locator("tbody tr.ant-table-row");
  await expect(bills).toHaveCount(1);
  await expect(bills.first()).toContainText("Deposit");
  await still(page, "admin-money-withdraw-locked-user");
});
