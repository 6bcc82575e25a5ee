import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

const screens = join(dirname(fileURLToPath(import.meta.url)), "test-results", "screens");

/** Hash route of the app, relative to baseURL (/h5/). */
export const route = (path: string) => `./#${path}`;

/** A fresh address per run and per test. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const PASSWORD = "Trade2024x";

/** Saves a named screenshot under test-results/screens/. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(screens, { recursive: true });
  await page.screenshot({ path: join(screens, `${name}.png`) });
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
export async function registerThroughApi(request: APIRequestContext, email: string, password = PASSWORD) {
  const sent = await post<string>(request, "/sms_mail", { user_string: email, scene: "register" });
  expect(sent.type).toBe("ok");
  const code = await readCode(request, email);
  const done = await post<string>(request, "/user/register", {
    type: "email",
    user_string: email,
    code,
    password,
    re_password: password,
  });
  expect(done.type, String(done.message)).toBe("ok");
}

/** The toast antd-mobile shows (server messages and client notices). */
export const toast = (page: Page) => page.locator(".adm-toast-main");

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

/** Writes a session into the app's persisted state (takes effect on the next page load). */
export async function storeToken(page: Page, token: string): Promise<void> {
  const state = JSON.stringify({ state: { token, user: null, lang: "en" }, version: 1 });
  await page.evaluate(`localStorage.setItem("bourse.app", ${JSON.stringify(state)})`);
}
