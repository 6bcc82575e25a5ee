import { expect, type Page } from "@playwright/test";
import { route, shot, signedInUser, test } from "./support";

/**
 * A 390 px phone in English and in Vietnamese: every home shortcut's name is shown in full (wrapping
 * onto a second line, never cut off with "…"), and a masked email or a toast breaks between words,
 * never inside one ("al***@exampl / e.com", "passwo / rd").
 */

/** Picks the app's language on the settings screen and waits for the page to take it. */
async function pickLanguage(page: Page, name: string, tag: string) {
  await page.goto(route("/pages/setting/set"));
  await page.getByText(name, { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", tag);
}

/** Each label that does not show its whole text: wider than its box, or ending in an ellipsis. */
const cutLabels = (page: Page) =>
  page.getByTestId("quick-entry").evaluateAll((entries) =>
    entries.flatMap((entry) => {
      const label = entry.lastElementChild as HTMLElement;
      const style = getComputedStyle(label);
      const cut =
        label.scrollWidth > label.clientWidth ||
        label.scrollHeight > label.clientHeight ||
        style.textOverflow === "ellipsis" ||
        style.whiteSpace === "nowrap" ||
        (label.textContent ?? "").includes("…");
      return cut ? [label.textContent ?? ""] : [];
    }),
  );

for (const { lang, name, tag, wrapped } of [
  { lang: "en", name: "English", tag: "en", wrapped: "Copy trading" },
  { lang: "vi", name: "Tiếng Việt", tag: "vi", wrapped: "P2P pháp định" },
]) {
  test(`at 390 px in ${name} every home shortcut's name is whole, two lines at most`, async ({ page }) => {
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
    await pickLanguage(page, name, tag);
    await page.goto(route("/"));
    const entries = page.getByTestId("quick-entry");
    await expect(entries.first()).toBeVisible();
    expect(await entries.count()).toBeGreaterThan(5);
    expect(await cutLabels(page)).toEqual([]);
    // a long name takes a second line rather than being cut; none takes a third
    const lines = await entries.evaluateAll((list) =>
      list.map((entry) => {
        const label = entry.lastElementChild as HTMLElement;
        const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
        return { text: label.textContent ?? "", lines: Math.round(label.clientHeight / lineHeight) };
      }),
    );
    expect(lines.find((l) => l.text === wrapped)?.lines, JSON.stringify(lines)).toBe(2);
    expect(
      lines.filter((l) => l.lines > 2),
      JSON.stringify(lines),
    ).toEqual([]);
    await page.getByTestId("quick-entries").scrollIntoViewIfNeeded();
    await shot(page, `layout-home-shortcuts-${lang}`);
  });
}

test("at 390 px a masked email and a toast break between words, never inside one", async ({
  page,
  request,
}) => {
  await signedInUser(page, request, "layout-words");
  const breaksWords = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).wordBreak);

  await page.goto(route("/pages/setting/setting"));
  await expect(page.getByTestId("profile-name")).toContainText("***@");
  expect(await breaksWords('[data-testid="profile-name"]')).not.toBe("break-all");
  await page.goto(route("/pages/setting/security"));
  await expect(page.getByTestId("email-state")).toContainText("***@");
  expect(await breaksWords('[data-testid="email-state"]')).not.toBe("break-all");

  // a code sent by email: its toast (antd-mobile's, loaded on first use) keeps words whole
  await page.goto(route("/pages/setting/payPassword"));
  await page.getByTestId("get-code").click();
  // read at once: the toast lasts 1.5 s
  expect(await breaksWords(".adm-toast-main")).toBe("normal");
  await shot(page, "layout-toast");
});
