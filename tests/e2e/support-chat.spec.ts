import { expect } from "@playwright/test";
import { route, shot, signedInUser, signInToConsole, solidPng, test, userChannelJoined } from "./support";

/**
 * Live support chat on a phone and in the console. A user opens the chat from Contact us, writes and
 * sends a picture; the operator finds the conversation at the top of the inbox with its unread lines,
 * reads it (the user's lines turn "Read" on the phone) and answers with a canned reply, which appears on
 * the phone without a reload; the user having read it, the console shows "Read" under the answer. A
 * text answer follows, then the operator closes the conversation and the phone says so.
 */
test("a user chats with support: text and a picture in, a canned reply and a text back, read on both sides", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const joined = userChannelJoined(page);
  const { email } = await signedInUser(page, request, "support-chat");
  await joined;

  // the support entry of Contact us opens the chat; the e-mail stays as a second line
  await page.goto(route("/pages/setting/contactUs"));
  await expect(page.getByTestId("contact-list")).toContainText("support@bourse.local");
  await page.getByTestId("contact-live-chat").click();
  await expect(page).toHaveURL(/#\/pages\/common\/liveChatView/);
  const chat = page.getByTestId("support-chat");
  await expect(chat).toContainText("No messages yet");
  await expect(page.getByTestId("live-chat-email")).toContainText("support@bourse.local");

  await page.getByTestId("support-chat-input").fill("My deposit of 500 USDT has not arrived yet");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const lines = page.getByTestId("support-chat-line");
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText("My deposit of 500 USDT has not arrived yet");
  await expect(lines.first()).toContainText("Sent");
  await page.getByTestId("support-chat-image").setInputFiles(solidPng("receipt.png", [30, 120, 200], 64));
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(1).getByRole("button", { name: "Picture" }).locator("img")).toBeVisible();
  await shot(page, "support-chat-01-sent");

  // the operator, in a second browser: the conversation heads the inbox with two unread lines
  const consoleContext = await browser.newContext({
    baseURL: baseURL ?? "",
    viewport: { width: 1366, height: 900 },
    locale: "en-US",
  });
  const c = await consoleContext.newPage();
  await signInToConsole(c);
  await c.getByRole("menuitem", { name: "Support chat" }).click();
  const row = c.getByTestId("support-inbox-row").filter({ hasText: email });
  await expect(c.getByTestId("support-inbox-row").first()).toContainText(email);
  await expect(row.getByTestId("support-unread")).toContainText("2");
  await expect(row.getByTestId("support-waiting")).toContainText(/Waiting \d+ min/);
  await shot(c, "support-chat-02-inbox");
  await row.click();
  await expect(c.getByTestId("support-user")).toContainText(email);
  await expect(c.getByTestId("support-user")).toContainText("Lv0");
  const thread = c.getByTestId("support-thread");
  await expect(thread).toContainText("My deposit of 500 USDT has not arrived yet");
  await expect(thread.getByTestId("support-line-image").locator("img").first()).toBeVisible();

  // opening it read the user's lines: the phone says so without a reload
  await expect(lines.first()).toContainText("Read");
  await expect(lines.nth(1)).toContainText("Read");

  // a canned reply, in the user's language (English here)
  await c.getByTestId("support-canned").click();
  await c
    .locator(".ant-select-dropdown:visible .ant-select-item-option")
    .filter({ hasText: "Greeting" })
    .click();
  await expect(thread).toContainText("Hello, thank you for contacting Bourse support.");
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(2)).toContainText(
    "Hello, thank you for contacting Bourse support. How can we help you today?",
  );
  await expect(lines.nth(2)).toContainText("Support");
  await shot(page, "support-chat-03-answered");
  // the phone had the chat open: the console shows the answer read
  const answer = thread.getByTestId("support-line").filter({ hasText: "Hello, thank you" });
  await expect(answer.getByTestId("support-line-status")).toContainText("Read");

  // a text answer, then the conversation is closed
  await c.getByTestId("support-reply-input").fill("We found your deposit: it is credited now.");
  await c.getByTestId("support-send").click();
  await expect(lines.nth(3)).toContainText("We found your deposit: it is credited now.");
  await shot(c, "support-chat-04-console");
  await c.getByTestId("support-close").click();
  await expect(c.getByTestId("support-status")).toHaveText("Closed");
  await expect(page.getByTestId("live-chat-closed")).toBeVisible();
  await expect(chat).toContainText("Support closed the conversation");
  await shot(page, "support-chat-05-closed");

  // writing again reopens it
  await page.getByTestId("support-chat-input").fill("Thank you!");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByTestId("live-chat-closed")).toBeHidden();
  await expect(chat).toContainText("The conversation was reopened");
  await expect(c.getByTestId("support-status")).toHaveText("Open");
  await consoleContext.close();
});
