import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import {
  adminToken,
  creditUsdt,
  getAs,
  loginThroughApi,
  moveUsdt,
  OPERATOR,
  phoneWith,
  postAs,
  registerThroughApi,
  route,
  setFundPassword,
  setOperatorSetting,
  shot,
  signedInUser,
  test,
  uniqueEmail,
  uploadAs,
  verifyLevel1,
  verifyLevel2,
} from "./support";

/**
 * Stored script payloads are text. What users and operators type (profile, withdrawal address labels,
 * articles, the P2P store, payment details, ad terms, chat and appeals) comes back on other people's
 * screens, in the app and in the console: each payload must show as the literal text it is, run
 * nothing (no `window.__xss`, no dialog), add no element or handler to the page, and trip no
 * Content-Security-Policy report (an injected handler the policy blocked would still be a hole).
 * Article bodies are plain text (paragraphs), not HTML, so they are held to the same rule.
 */

const PAYLOAD = {
  img: "<img src=x onerror=window.__xss=1>",
  script: "<script>window.__xss=1</script>",
  svg: '"><svg onload=window.__xss=1>',
  alert: "<img src=x onerror=alert(document.domain)>",
};
/** The same for fields of 32 characters or fewer (address labels, store names). */
const SHORT = {
  img: "<img src=x onerror=__xss=1>",
  script: "<script>__xss=1</script>",
  svg: '"><svg onload=__xss=1>',
};

const USDT = "3";
const TRC20 = "4";
/** Valid TRON addresses (base58check, version 0x41), one per saved address. */
const TRON = [
  "TLAS2chg6fGvcBrKrgVtRhVcPg7wouQmgx",
  "TRuaojwrBRBnK19Bd4jhinT1V3STTuJrxy",
  "TL5KLtigv2eM99Avyh9Si6ZH8JkaZrcVCs",
];

/** What a page reports that a payload did: dialogs it opened, and CSP violations of injected code. */
async function watch(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.exposeFunction("reportXssViolation", (text: string) => seen.push(`csp: ${text}`));
  // a string, not a function: this folder is type-checked without the DOM library
  const listen = `document.addEventListener("securitypolicyviolation", (e) =>
    window.reportXssViolation(e.violatedDirective + " " + e.blockedURI + " " + (e.sample || "")));`;
  await page.addInitScript(listen);
  // a page already open (the app's routes change only its hash) listens from now on too
  if (page.url() !== "about:blank") await page.evaluate(listen);
  return seen;
}

/** Nothing ran and nothing was injected: no `__xss`, no handler attribute, no payload element or script. */
async function expectInert(page: Page, seen: string[]) {
  expect(await page.evaluate("typeof window.__xss"), "window.__xss").toBe("undefined");
  const injected = await page.evaluate<string[]>(`[
    ...document.querySelectorAll('[onerror], [onload], img[src="x"], svg[onload], iframe[srcdoc]'),
    ...[...document.scripts].filter((s) => s.textContent.includes("__xss")),
  ].map((e) => e.outerHTML.slice(0, 120))`);
  expect(injected, "elements injected by a payload").toEqual([]);
  expect(seen, "dialogs and CSP violations").toEqual([]);
}

/** The console in a desktop-sized context of its own, signed in, with its page watched. */
async function consolePage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    locale: "en-US",
  });
  const page = await context.newPage();
  const seen = await watch(page);
  await page.goto("/admin/");
  await page.getByLabel("Username").fill(OPERATOR.username);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("operator")).toContainText(OPERATOR.username);
  return { page, seen, close: () => context.close() };
}

/** `POST /api/admin/news/save` (JSON): an English news article; answers its id. */
async function saveArticle(
  request: APIRequestContext,
  admin: string,
  en: { title: string; summary: string; body: string },
) {
  const res = await request.post("/api/admin/news/save", {
    headers: { Authorization: admin },
    // last in the news list (sort), never the popup: other journeys read the first notices
    data: { c_id: 4, published: true, pop: false, sort: -1000, cover: "", link: "", translations: { en } },
  });
  const body = (await res.json()) as { type: string; message: { id: number } };
  expect(body.type, JSON.stringify(body.message)).toBe("ok");
  return body.message.id;
}

test("profile fields, address labels and an article's payloads stay text in the app and the console", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const seen = await watch(page);
  const { token } = await signedInUser(page, request, "xss-profile");

  // Nicknames and signatures are letters, digits and Chinese characters: a payload is refused.
  for (const payload of Object.values(PAYLOAD)) {
    const nickname = await postAs<string>(request, token, "/user/editNickname", { nickname: payload });
    expect(nickname.type, payload).not.toBe("ok");
    const signature = await postAs<string>(request, token, "/user/editSignature", { signature: payload });
    expect(signature.type, payload).not.toBe("ok");
  }
  await page.goto(route("/pages/setting/userInfo"));
  await expect(page.getByTestId("edit-nickname")).toContainText("Not set");
  await expect(page.getByTestId("edit-signature")).toContainText("Not set");
  await expectInert(page, seen);

  // Addresses are checked characters: a payload is refused. Labels are free text, kept as typed.
  for (const address of [PAYLOAD.svg, `T${SHORT.img}0000000000`]) {
    const saved = await postAs<unknown>(request, token, "/user/wallet/save", {
      currency: USDT,
      network: TRC20,
      name: "Cold wallet",
      address,
    });
    expect(saved.type, address).not.toBe("ok");
  }
  const labels = Object.values(SHORT);
  for (const [i, name] of labels.entries()) {
    const saved = await postAs<unknown>(request, token, "/user/wallet/save", {
      currency: USDT,
      network: TRC20,
      name,
      address: TRON[i] ?? "",
    });
    expect(saved.type, JSON.stringify(saved.message)).toBe("ok");
  }
  await page.goto(route("/pages/setting/wallet"));
  const rows = page.getByTestId("address-row");
  await expect(rows).toHaveCount(labels.length);
  for (const [i, name] of labels.entries()) await expect(rows.nth(i)).toContainText(`${name} · USDT`);
  await rows.nth(1).getByTestId("address-delete").click();
  const confirm = page.locator(".adm-dialog");
  await expect(confirm).toContainText(`Delete the address “${SHORT.script}”?`);
  await shot(page, "xss-01-address-labels");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(labels.length);
  await expectInert(page, seen);

  // An operator's article: title, summary and body are plain text wherever they are shown.
  const stamp = Date.now().toString().slice(-6);
  const article = {
    title: `Notice ${stamp} ${PAYLOAD.svg}`,
    summary: `Read this ${PAYLOAD.img}`,
    body: [PAYLOAD.script, PAYLOAD.img, `Then ${PAYLOAD.alert} and more`, PAYLOAD.svg].join("\n\n"),
  };
  const admin = await adminToken(request);
  const id = await saveArticle(request, admin, article);
  try {
    await page.goto(route("/pages/index/news"));
    const item = page.getByTestId("article-item").filter({ hasText: `Notice ${stamp}` });
    await expect(item).toContainText(article.title);
    await expect(item).toContainText(article.summary);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`#/pages/common/article\\?id=${id}$`));
    await expect(page.getByTestId("article-title")).toHaveText(article.title);
    await expect(page.getByTestId("article-body").locator("p")).toHaveText(article.body.split("\n\n"));
    await shot(page, "xss-02-article");
    await expectInert(page, seen);

    const desk = await consolePage(browser, baseURL ?? "");
    const c = desk.page;
    await c.getByRole("menuitem", { name: "Content" }).click();
    await c.getByRole("tab", { name: "News" }).click();
    const row = c.getByRole("row").filter({ hasText: `Notice ${stamp}` });
    await expect(row).toContainText(article.title);
    await expectInert(c, desk.seen);
    await row.getByRole("button", { name: "Edit" }).click();
    const editor = c.getByRole("dialog", { name: `Edit article #${id}` });
    const panel = editor.getByRole("tabpanel");
    await expect(panel.getByLabel("Title")).toHaveValue(article.title);
    await expect(panel.getByLabel("Body")).toHaveValue(article.body);
    await shot(c, "xss-03-console-article");
    await expectInert(c, desk.seen);
    await desk.close();
  } finally {
    const deleted = await postAs<string>(request, admin, `/admin/news/${id}/delete`);
    expect(deleted.type, deleted.message).toBe("ok");
  }
});

/** A verified user (level 1 or 2) with the fund password 2580, and its token. */
async function verifiedUser(request: APIRequestContext, tag: string, level: 1 | 2) {
  const email = uniqueEmail(tag);
  await registerThroughApi(request, email);
  const token = await loginThroughApi(request, email);
  await verifyLevel1(request, token, email);
  if (level === 2) await verifyLevel2(request, token, email);
  await setFundPassword(request, token, email);
  return { email, token };
}

test("P2P store names, payment details, ad terms, chat and appeals stay text on both phones and in the console", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? "";
  const stamp = Date.now().toString().slice(-6);
  await setOperatorSetting(request, "p2p_appeal_wait_minutes", "0");

  // The merchant's store, bank details and ad carry payloads.
  const merchant = await verifiedUser(request, "xss-merchant", 2);
  await creditUsdt(request, merchant.token, "150");
  await moveUsdt(request, merchant.token, "150", "legal");
  const bank = {
    account_name: `Ann ${PAYLOAD.img}`,
    account_number: "6222 0000 3333",
    bank_name: `First ${PAYLOAD.script}`,
    branch_name: PAYLOAD.svg,
  };
  const method = await postAs<unknown>(request, merchant.token, "/p2p/payment_methods", {
    kind: "bank",
    ...bank,
  });
  expect(method.type, JSON.stringify(method.message)).toBe("ok");
  const store = `${SHORT.img} #${stamp}`;
  const applied = await postAs<unknown>(request, merchant.token, "/p2p/merchant/apply", {
    store_name: store,
  });
  expect(applied.type, JSON.stringify(applied.message)).toBe("ok");

  // The operator reviews the application: the store name is text in the queue and in the reject dialog.
  const desk = await consolePage(browser, base);
  const c = desk.page;
  await c.getByRole("menuitem", { name: "Fiat P2P" }).click();
  await c.getByRole("tab", { name: "Merchants" }).click();
  const application = c.getByRole("row").filter({ hasText: `#${stamp}` });
  await expect(application).toContainText(store);
  await expect(application).toContainText(merchant.email);
  await application.getByRole("button", { name: "Reject" }).click();
  const rejecting = c.getByRole("dialog", { name: `Reject ${store}` });
  await expect(rejecting).toBeVisible();
  await shot(c, "xss-04-console-merchant");
  await rejecting.getByRole("button", { name: "Cancel" }).click();
  await expect(rejecting).toBeHidden();
  await expectInert(c, desk.seen);
  await application.getByRole("button", { name: "Approve" }).click();
  await expect(application).toHaveCount(0);

  const terms = `Pay within 15 minutes. ${PAYLOAD.script} ${PAYLOAD.svg}`;
  const ad = await postAs<{ id: number }>(request, merchant.token, "/legal_send", {
    type: "sell",
    currency_id: USDT,
    coin_code: "USD",
    price: "1.02",
    total_number: "100",
    min_number: "10",
    max_number: "100",
    way: "bank",
    password: "2580",
    terms,
  });
  expect(ad.type, JSON.stringify(ad.message)).toBe("ok");

  // A buyer sees the store and the terms, takes the ad and they chat.
  const buyer = await verifiedUser(request, "xss-buyer", 1);
  const b = await phoneWith(browser, base, buyer.token);
  const buyerSeen = await watch(b);
  await b.goto(route("/pages/legal/legal?side=buy"));
  const listed = b
    .getByTestId("p2p-ads")
    .locator("li")
    .filter({ hasText: `#${stamp}` });
  await expect(listed).toContainText(store);
  await shot(b, "xss-05-p2p-ads");
  await b.goto(route(`/pages/legal/order?id=${ad.message.id}`));
  await expect(b.getByText(terms)).toBeVisible();
  await expect(b.getByText(store)).toBeVisible();
  await shot(b, "xss-06-p2p-take");
  await expectInert(b, buyerSeen);

  const order = await postAs<{ id: number }>(request, buyer.token, "/do_legal_deal", {
    id: String(ad.message.id),
    means: "money",
    value: "51",
    way: "bank",
    password: "2580",
  });
  expect(order.type, JSON.stringify(order.message)).toBe("ok");
  const orderId = order.message.id;
  const lines = [
    [buyer.token, PAYLOAD.img],
    [merchant.token, PAYLOAD.script],
    [buyer.token, `Sent it ${PAYLOAD.svg}`],
    [merchant.token, PAYLOAD.alert],
  ] as const;
  for (const [who, text] of lines) {
    const said = await postAs<unknown>(request, who, "/p2p/chat", { id: String(orderId), text });
    expect(said.type, JSON.stringify(said.message)).toBe("ok");
  }

  await b.goto(route(`/pages/legal/orderDetail?id=${orderId}`));
  await expect(b.getByTestId("p2p-order")).toHaveAttribute("data-status", "unpaid");
  const payTo = b.getByTestId("p2p-pay-to");
  for (const value of Object.values(bank)) await expect(payTo).toContainText(value);
  const chat = b.getByTestId("p2p-chat");
  for (const [, text] of lines) await expect(chat).toContainText(text);
  await expect(b.getByTestId("p2p-order")).toContainText(store);
  await shot(b, "xss-07-p2p-order-buyer");
  await expectInert(b, buyerSeen);

  // The merchant's phone: its store, its bank details and the same chat.
  const m = await phoneWith(browser, base, merchant.token);
  const merchantSeen = await watch(m);
  await m.goto(route("/pages/legal/store"));
  await expect(m.getByTestId("p2p-store")).toContainText(store);
  await m.goto(route("/pages/setting/payment_methods"));
  const saved = m.getByTestId("p2p-method-bank");
  for (const value of Object.values(bank)) await expect(saved).toContainText(value);
  await shot(m, "xss-08-p2p-methods");
  await m.goto(route(`/pages/legal/orderDetail?id=${orderId}`));
  for (const [, text] of lines) await expect(m.getByTestId("p2p-chat")).toContainText(text);
  await shot(m, "xss-09-p2p-order-merchant");
  await expectInert(m, merchantSeen);

  // Paid with a proof, then appealed with a payload for a reason: the operator reads it all as text.
  const paid = await postAs<unknown>(request, buyer.token, "/user_legal_pay", {
    id: String(orderId),
    pay_orders_img: await uploadAs(request, buyer.token, "receipt.png"),
  });
  expect(paid.type, JSON.stringify(paid.message)).toBe("ok");
  const reason = `Nothing arrived ${PAYLOAD.img} ${PAYLOAD.script}`;
  const appealed = await postAs<unknown>(request, merchant.token, "/fpay", { id: String(orderId), reason });
  expect(appealed.type, JSON.stringify(appealed.message)).toBe("ok");

  await c.getByRole("tab", { name: "Appeals & orders" }).click();
  const open = c.getByTestId(`p2p-order-${orderId}`);
  await expect(c.getByRole("row").filter({ has: open })).toContainText(reason);
  await open.click();
  const drawer = c.getByRole("dialog", { name: `P2P order #${orderId}` });
  await expect(drawer).toContainText(reason);
  const consoleChat = drawer.getByTestId("p2p-chat");
  for (const [, text] of lines) await expect(consoleChat).toContainText(text);
  await consoleChat.scrollIntoViewIfNeeded();
  await shot(c, "xss-10-console-appeal");
  await expectInert(c, desk.seen);

  await b.goto(route("/pages/legal/recordlist"));
  await expect(b.getByText(store).first()).toBeVisible();
  await shot(b, "xss-11-p2p-records");
  await expectInert(b, buyerSeen);

  const orders = await getAs<{ data: { id: number; status: string }[] }>(
    request,
    buyer.token,
    "/legal_user_deal",
  );
  expect(orders.message.data.find((o) => o.id === orderId)?.status).toBe("appeal");
  await desk.close();
  await b.context().close();
  await m.context().close();
});
