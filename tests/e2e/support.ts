/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// (functions passed to page.evaluate run in the browser)
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { type APIRequestContext, type Browser, test as base, expect, type Page } from "@playwright/test";

/** Where named screenshots go: `screens/` in the run's output directory (test-results, or `--output`). */
const screensDir = () => join(base.info().project.outputDir, "screens");

/** Hash route of the app, relative to baseURL (/h5/). */
export const route = (path: string) => `./#${path}`;

/** A fresh address per run and per test. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const PASSWORD = "Trade2024x";

/** Saves a named screenshot under test-results/screens/ (the output directory's, when given). */
export async function shot(page: Page, name: string): Promise<void> {
  const screens = screensDir();
  mkdirSync(screens, { recursive: true });
  await page.screenshot({ path: join(screens, `${name}.png`) });
  // An app screen fits the phone's width: anything wider would make the phone zoom the page out.
  if (new URL(page.url()).pathname.startsWith("/h5/")) {
    const wider = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return [];
      return [...document.querySelectorAll("body *")]
        .filter((e) => e.getBoundingClientRect().right > width + 1)
        .slice(0, 3)
        .map(
          (e) =>
            `<${e.tagName.toLowerCase()} class="${e.className}"> ends at ${Math.round(e.getBoundingClientRect().right)} px`,
        );
    });
    expect(wider, `${name}: parts wider than the screen`).toEqual([]);
  }
}

/** An email as the app shows it in place of a missing nickname: "tr***@example.com". */
export function maskedEmail(email: string): string {
  const [name = "", domain = ""] = email.split("@");
  return `${name.slice(0, 2)}***@${domain}`;
}

interface Envelope<T> {
  type: string | number;
  message: T;
}

/** The newest verification code the dev outbox holds for `to`, waiting briefly for it to arrive. */
export async function readCode(request: APIRequestContext, to: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await res.json()) as Envelope<{ code: string | null }[]>;
    const code = body.message.find((m) => m.code)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification code in the dev outbox for ${to}`);
}

/** Calls the API as a form post, as the app does. */
export async function post<T>(request: APIRequestContext, path: string, form: Record<string, string>) {
  const res = await request.post(`/api${path}`, { form: { lang: "en", ...form } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Envelope<T>;
}

/** Registers an email account straight through the API (for tests that start from a user). */
export async function registerThroughApi(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
  extra: Record<string, string> = {},
) {
  const sent = await post<string>(request, "/sms_mail", { user_string: email, scene: "register" });
  expect(sent.type).toBe("ok");
  const code = await readCode(request, email);
  const done = await post<string>(request, "/user/register", {
    type: "email",
    user_string: email,
    code,
    password,
    re_password: password,
    ...extra,
  });
  expect(done.type, String(done.message)).toBe("ok");
}

/**
 * The toast antd-mobile shows (server messages and client notices): the newest one, since a
 * toast that is being replaced stays in the page while it fades out.
 */
export const toast = (page: Page) => page.locator(".adm-toast-main").last();

/** Fills the register form's fields (not the ticks) and requests a code from the dev outbox. */
export async function fillRegisterForm(
  page: Page,
  request: APIRequestContext,
  email: string,
  options: { code?: string; password?: string } = {},
) {
  const password = options.password ?? PASSWORD;
  await page.locator("#account").fill(email);
  await page.getByTestId("get-code").click();
  await expect(toast(page)).toContainText("Verification code sent");
  const code = options.code ?? (await readCode(request, email));
  await page.locator("#code").fill(code);
  await page.locator("#password").fill(password);
  await page.locator("#re_password").fill(password);
}

export async function tickAll(page: Page) {
  for (const label of [
    "I am 18 years of age or older",
    "I have read the investment risk notice",
    "I agree to the terms of service",
  ]) {
    await page.getByText(label).click();
  }
}

/**
 * The token the app persisted (null when logged out). Browser-side code is passed as a string:
 * this folder is type-checked without the DOM library.
 */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate<string | null>(
    `JSON.parse(localStorage.getItem("bourse.app") ?? "{}").state?.token ?? null`,
  );
}

/** The app version whose popup notice counts as seen (the server's app_version setting). */
const SEEN_POPUP = "1.1.3";

/** Writes a session, in `lang`, into the app's persisted state (takes effect on the next page load). */
export async function storeToken(page: Page, token: string, lang = "en"): Promise<void> {
  const state = JSON.stringify({
    state: { token, user: null, lang, hasShowAd: SEEN_POPUP },
    version: 1,
  });
  await page.evaluate(`localStorage.setItem("bourse.app", ${JSON.stringify(state)})`);
}

/**
 * The test API in a browser that has already seen this version's popup notice (it shows once per app
 * version in each fresh browser and would cover whatever a spec taps). Specs that look at the popup
 * itself use base `test`.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    // a string, not a function: this file is type-checked without the DOM library
    await page.addInitScript(`{
      const stored = JSON.parse(localStorage.getItem("bourse.app") ?? '{"state":{},"version":1}');
      stored.state = { ...stored.state, hasShowAd: ${JSON.stringify(SEEN_POPUP)} };
      localStorage.setItem("bourse.app", JSON.stringify(stored));
      localStorage.setItem("bourse.version", "1");
    }`);
    await use(page);
  },
});

/**
 * Resolves once the page's socket has joined the signed-in user's channel (its `auth` acknowledged):
 * from then on what the server pushes to the user reaches the page. Call it before the page loads.
 */
export function userChannelJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      let ack: string | undefined;
      socket.on("framesent", ({ payload }) => {
        const auth = /^42(\d+)\["auth"/.exec(String(payload));
        if (auth) ack = `43${auth[1]}[{"ok":true`;
      });
      socket.on("framereceived", ({ payload }) => {
        if (ack && String(payload).startsWith(ack)) resolve();
      });
    });
  });
}

/** Logs in through the API and returns the session token. */
export async function loginThroughApi(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await post<string>(request, "/user/login", { type: "email", user_string: email, password });
  expect(res.type, String(res.message)).toBe("ok");
  return res.message;
}

/** A fresh email account, registered and logged in through the API, its session stored in the page. */
export async function signedInUser(page: Page, request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag);
  await registerThroughApi(request, email);
  const token = await loginThroughApi(request, email);
  // A blank screen: home would persist its own state (the popup notice) over the stored session.
  await page.goto(route("/pages/setting/whitePage"));
  await storeToken(page, token);
  // The app reads its stored state once per load.
  await page.reload();
  return { email, token };
}

/** GET with the user's token raw in Authorization, as the app sends it. */
export async function getAs<T>(request: APIRequestContext, token: string, path: string) {
  const res = await request.get(`/api${path}`, { headers: { Authorization: token } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Envelope<T>;
}

/** The seeded console account (playwright.config.ts sets the password the servers start with). */
export const OPERATOR = {
  username: process.env.ADMIN_USER ?? "admin",
  password: process.env.ADMIN_PASSWORD ?? "bourse-admin-2026",
};

/** Operator sessions of this worker, by server: signed in once and kept, as an operator keeps one. */
const operatorSessions = new Map<string, Promise<string>>();

/**
 * The operator's token (the seeded console account). A worker signs in once per server and keeps the
 * session (12 h), as a console does: signing in for every call would meet the sign-in rate limit (30 a
 * minute from one address). The server whose clock the journeys move signs in each time, since its
 * days pass in seconds.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const signIn = async () => {
    const res = await post<string>(request, "/admin/login", OPERATOR);
    expect(res.type, String(res.message)).toBe("ok");
    return res.message;
  };
  const { project } = test.info();
  if (project.name === "phone-clock") return signIn();
  const server = String(project.use.baseURL);
  let session = operatorSessions.get(server);
  if (!session) {
    session = signIn();
    operatorSessions.set(server, session);
    session.catch(() => operatorSessions.delete(server));
  }
  return session;
}

/** A square PNG of one colour, `size` pixels wide, as a file for setInputFiles. */
export function solidPng(name: string, rgb: [number, number, number], size = 48) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return { name, mimeType: "image/png", buffer };
}

/** A form post with the token raw in Authorization, as the app and the console send it. */
export async function postAs<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  form: Record<string, string> = {},
) {
  const res = await request.post(`/api${path}`, {
    headers: { Authorization: token },
    form: { lang: "en", ...form },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Envelope<T>;
}

/** Uploads a small PNG as the user and returns its private path. */
export async function uploadAs(request: APIRequestContext, token: string, name: string) {
  const res = await request.post("/api/upload", {
    headers: { Authorization: token },
    multipart: { file: solidPng(name, [32, 112, 196], 64) },
  });
  const body = (await res.json()) as Envelope<string>;
  expect(body.type, body.message).toBe("ok");
  return body.message;
}

/** Claims a USDT deposit over TRC20 as the user and has the operator approve it (credits spot). */
export async function creditUsdt(request: APIRequestContext, token: string, amount: string) {
  const claim = await postAs<{ id: number }>(request, token, "/wallet/charge_req", {
    currency: "3",
    network: "4",
    amount,
    voucher: await uploadAs(request, token, "voucher.png"),
  });
  expect(claim.type, JSON.stringify(claim.message)).toBe("ok");
  const approved = await postAs<string>(
    request,
    await adminToken(request),
    `/admin/deposits/${claim.message.id}/approve`,
  );
  expect(approved.type, approved.message).toBe("ok");
}

/** Moves `amount` USDT from the spot account to another of the user's accounts through the API. */
export async function moveUsdt(
  request: APIRequestContext,
  token: string,
  amount: string,
  to: "financial" | "legal" | "lever" | "micro" | "copy",
) {
  const moved = await postAs<string>(request, token, "/wallet/change", {
    currency_id: "3",
    number: amount,
    from_field: "change",
    to_field: to,
  });
  expect(moved.type, JSON.stringify(moved.message)).toBe("ok");
}

/** KYC level 1 through the API: bind a mobile, submit with photos, the operator approves. */
export async function verifyLevel1(request: APIRequestContext, token: string, email: string) {
  await submitLevel1(request, token);
  await approveKyc(request, email);
}

/**
 * KYC level 1 submitted through the API (a mobile bound, both photos): it waits for review. `cardId` is
 * the passport number (a fresh one unless given).
 */
export async function submitLevel1(request: APIRequestContext, token: string, cardId?: string) {
  const mobile = `78${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const sent = await postAs<string>(request, token, "/sms_send", { mobile, area_code: "44", scene: "bind" });
  expect(sent.type, sent.message).toBe("ok");
  const code = await readCode(request, `+44${mobile}`);
  const bound = await postAs<string>(request, token, "/safe/mobile", { mobile, area_code: "44", code });
  expect(bound.type, bound.message).toBe("ok");
  await sendLevel1Form(request, token, cardId);
}

/** The level 1 form sent through the API (name, a passport, both photos), as a first time or again. */
export async function sendLevel1Form(request: APIRequestContext, token: string, cardId?: string) {
  const submitted = await postAs<string>(request, token, "/user/real", {
    type: "1",
    name: "Grace Hopper",
    doc_type: "passport",
    card_id: cardId ?? `P${Date.now().toString().slice(-8)}`,
    nationality: "GB",
    front_pic: await uploadAs(request, token, "front.png"),
    reverse_pic: await uploadAs(request, token, "reverse.png"),
  });
  expect(submitted.type, submitted.message).toBe("ok");
}

/** The operator approves the user's application in the KYC review queue. */
export async function approveKyc(request: APIRequestContext, email: string) {
  const admin = await adminToken(request);
  const queue = await request.get("/api/admin/kyc?state=review&page=1&limit=100", {
    headers: { Authorization: admin },
  });
  const applications = (await queue.json()) as Envelope<{ data: { id: number; account: string }[] }>;
  const application = applications.message.data.find((a) => a.account === email);
  expect(application, "the application is in the review queue").toBeDefined();
  const approved = await postAs<string>(request, admin, `/admin/kyc/${application?.id}/approve`);
  expect(approved.type, approved.message).toBe("ok");
}

/** Sets an operator setting (e.g. withdraw_lock_hours). */
export async function setOperatorSetting(request: APIRequestContext, key: string, value: string) {
  const done = await postAs<unknown>(request, await adminToken(request), "/admin/settings", { key, value });
  expect(done.type, JSON.stringify(done.message)).toBe("ok");
}

/** KYC level 2 through the API on top of level 1: the hand-held photo and an emergency contact. */
export async function verifyLevel2(request: APIRequestContext, token: string, email: string) {
  const submitted = await postAs<string>(request, token, "/user/real", {
    type: "2",
    hand_pic: await uploadAs(request, token, "hand.png"),
    relatives: "Ada Byron",
    relationship: "parent",
    relatives_phone: "+44 7700 100009",
    relatives_address: "London",
  });
  expect(submitted.type, submitted.message).toBe("ok");
  await approveKyc(request, email);
}

/** Sets the fund password (2580 unless told) with an emailed security code. */
export async function setFundPassword(
  request: APIRequestContext,
  token: string,
  email: string,
  password = "2580",
) {
  const sent = await postAs<string>(request, token, "/sms_mail", { scene: "security" });
  expect(sent.type, sent.message).toBe("ok");
  const code = await readCode(request, email);
  const done = await postAs<string>(request, token, "/safe/update_password", {
    password,
    re_password: password,
    code,
  });
  expect(done.type, done.message).toBe("ok");
}

/** A second phone (its own browser context at 390×844) signed in with `token`. */
export async function phoneWith(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
  });
  const page = await context.newPage();
  await page.goto(route("/pages/setting/whitePage"));
  await storeToken(page, token);
  await page.reload();
  return page;
}

/**
 * A user is credited 1,000 USDT and verified, moves 500 of it to the lever account and opens a 5× market
 * long of 1 lot on BTC/USDT through the API; answers the position's id.
 */
export async function openLongThroughApi(request: APIRequestContext, token: string, email: string) {
  await creditUsdt(request, token, "1000");
  await verifyLevel1(request, token, email);
  await moveUsdt(request, token, "500", "lever");
  const opened = await postAs<{ id: number }>(request, token, "/lever/submit", {
    share: "1",
    multiple: "5",
    currency_id: "1",
    legal_id: "3",
    type: "1",
    status: "market",
  });
  expect(opened.type, JSON.stringify(opened.message)).toBe("ok");
  return opened.message.id;
}

/** Signs in to the console as the first operator. */
export async function signInToConsole(page: Page) {
  // as an operator who asked for reduced motion: a dialog is where it will stay when it is clicked
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/admin/");
  await expect(page.getByText("Operator sign-in")).toBeVisible();
  await page.getByLabel("Username").fill(OPERATOR.username);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("operator")).toContainText(OPERATOR.username);
}
