import { expect } from "@playwright/test";
import {
  adminToken,
  readCode,
  route,
  shot,
  signedInUser,
  solidPng,
  storeToken,
  test,
  toast,
  verifyLevel1,
} from "./support";

interface Application {
  id: number;
  account: string;
  level: number;
}

test("bind a mobile, submit KYC level 1 with photos, and see it certified after review", async ({
  page,
  request,
}) => {
  const { email } = await signedInUser(page, request, "kyc");
  await page.goto(route("/pages/setting/real"));

  // Level 1 needs email and mobile: the screen says so and links to binding.
  await expect(page.getByTestId("kyc-contacts-required")).toBeVisible();
  await expect(page.getByTestId("start-level1")).toBeDisabled();
  await expect(page.getByTestId("kyc-bind-email")).toHaveCount(0);
  await shot(page, "kyc-01-contacts-required");
  await page.getByTestId("kyc-bind-phone").click();
  await expect(page).toHaveURL(/#\/pages\/setting\/bind_phone/);

  // Bind a mobile through the region picker and a code from the dev outbox.
  const mobile = `6${String(Date.now()).slice(-8)}`;
  await page.locator("#mobile").fill(mobile);
  await page.getByTestId("area-button").click();
  await page.getByPlaceholder("Search country or dial code").fill("Singapore");
  await page.getByRole("button", { name: /Singapore/ }).click();
  await expect(page).toHaveURL(/#\/pages\/setting\/bind_phone/);
  await expect(page.getByTestId("area-button")).toHaveText(/\+65/);
  await expect(page.locator("#mobile")).toHaveValue(mobile);
  await page.getByTestId("get-code").click();
  await expect(toast(page)).toContainText("Verification code sent");
  await page.locator("#code").fill(await readCode(request, `+65${mobile}`));
  await shot(page, "kyc-02-bind-phone");
  await page.getByTestId("bind-phone-submit").click();
  await expect(toast(page)).toHaveText("Bound successfully");
  await expect(page).toHaveURL(/#\/pages\/setting\/real$/);

  // Level 1: details, document type, nationality and both photos.
  await expect(page.getByTestId("kyc-contacts-required")).toHaveCount(0);
  await page.getByTestId("start-level1").click();
  await expect(page.getByTestId("kyc-level1-form")).toBeVisible();
  await page.getByTestId("kyc-submit").click();
  await expect(page.getByText("Please upload the photos")).toBeVisible();
  await page.locator("#kyc-name").fill("Ada Lovelace");
  await page.getByTestId("doc-type").click();
  await page.locator(".adm-action-sheet").getByText("Passport", { exact: true }).click();
  await expect(page.getByTestId("doc-type")).toHaveText("Passport");
  await page.locator("#kyc-number").fill("P1234567");
  await page.getByTestId("nationality").click();
  await page.getByPlaceholder("Search country or dial code").fill("united kingdom");
  await page.getByRole("option", { name: /United Kingdom/ }).click();
  await expect(page.getByTestId("nationality")).toHaveText("United Kingdom");
  await page.getByTestId("front-input").setInputFiles(solidPng("front.png", [23, 178, 106], 64));
  await page.getByTestId("back-input").setInputFiles(solidPng("back.png", [233, 67, 89], 64));
  await expect(page.locator('[data-status="done"]')).toHaveCount(2);
  await shot(page, "kyc-03-level1-filled");
  await page.getByTestId("kyc-submit").click();
  await expect(toast(page)).toHaveText("Submitted. We will review it shortly");
  await expect(page.getByTestId("level1-state")).toHaveText("Under review");
  await expect(page.getByTestId("start-level2")).toBeDisabled();
  await shot(page, "kyc-04-under-review");

  // The operator approves it through the API.
  const admin = await adminToken(request);
  const queue = await request.get("/api/admin/kyc?state=review&limit=100", {
    headers: { Authorization: admin },
  });
  const body = (await queue.json()) as { type: string; message: { data: Application[] } };
  expect(body.type).toBe("ok");
  const application = body.message.data.find((a) => a.account === email && a.level === 1);
  expect(application, `no application under review for ${email}`).toBeDefined();
  const approved = await request.post(`/api/admin/kyc/${application?.id}/approve`, {
    headers: { Authorization: admin },
    form: { lang: "en" },
  });
  expect(((await approved.json()) as { type: string }).type).toBe("ok");

  await page.reload();
  await expect(page.getByTestId("level1-state")).toHaveText("Verified");
  await expect(page.getByTestId("level1-state")).toHaveAttribute("data-state", "certified");
  await expect(page.getByTestId("level1-card")).toContainText("Verified as Ada Lovelace");
  await expect(page.getByTestId("start-level2")).toBeEnabled();
  await shot(page, "kyc-05-certified");

  await page.goto(route("/pages/setting/setting"));
  await expect(page.getByTestId("setting-kyc")).toHaveText("Verified");
});

test("a rejected level shows the reason and can be submitted again", async ({ page, request }) => {
  const { email, token } = await signedInUser(page, request, "kycredo");
  const auth = { Authorization: token };
  const form = async (path: string, fields: Record<string, string>) => {
    const res = await request.post(`/api${path}`, { headers: auth, form: { lang: "en", ...fields } });
    const body = (await res.json()) as { type: string; message: string };
    expect(body.type, body.message).toBe("ok");
    return body.message;
  };

  // Through the API: bind a mobile, upload two photos, submit level 1; the operator rejects it.
  const mobile = `7${String(Date.now()).slice(-8)}`;
  await form("/sms_send", { mobile, area_code: "65", scene: "bind" });
  await form("/safe/mobile", { mobile, area_code: "65", code: await readCode(request, `+65${mobile}`) });
  const upload = async (name: string) => {
    const res = await request.post("/api/upload", {
      headers: auth,
      multipart: { file: solidPng(name, [120, 120, 120]) },
    });
    return ((await res.json()) as { message: string }).message;
  };
  await form("/user/real", {
    type: "1",
    name: "Grace Hopper",
    doc_type: "id_card",
    card_id: "X998877",
    nationality: "US",
    front_pic: await upload("front.png"),
    reverse_pic: await upload("back.png"),
  });
  const admin = await adminToken(request);
  const queue = await request.get("/api/admin/kyc?state=review&limit=100", {
    headers: { Authorization: admin },
  });
  const { message } = (await queue.json()) as { message: { data: Application[] } };
  const application = message.data.find((a) => a.account === email && a.level === 1);
  const rejected = await request.post(`/api/admin/kyc/${application?.id}/reject`, {
    headers: { Authorization: admin },
    form: { lang: "en", reason: "The document photo is blurred" },
  });
  expect(((await rejected.json()) as { type: string }).type).toBe("ok");

  await page.goto(route("/pages/setting/real"));
  await expect(page.getByTestId("level1-state")).toHaveText("Rejected");
  await expect(page.getByTestId("level1-reason")).toHaveText("Rejected: The document photo is blurred");
  await shot(page, "kyc-06-rejected");
  await page.getByTestId("start-level1").click();
  await expect(page.getByTestId("start-level1")).toHaveCount(0);
  await expect(page.getByTestId("kyc-level1-form")).toBeVisible();
});

/**
 * The level 2 form asks about the emergency contact, each field with its own placeholder: never the
 * user's own "As shown on the document" or "Enter your mobile number", in English and in Vietnamese.
 */
test("KYC level 2: every emergency contact field has its own placeholder, in English and Vietnamese", async ({
  page,
  request,
}) => {
  const { token, email } = await signedInUser(page, request, "kyc-level2-hints");
  await verifyLevel1(request, token, email);
  const fields = ["#relatives", "#relationship", "#relatives_phone", "#relatives_address"];
  const placeholders = () =>
    Promise.all(fields.map(async (f) => (await page.locator(f).getAttribute("placeholder")) ?? ""));
  const own = {
    en: ["As shown on the document", "Enter your mobile number"],
    vi: ["Như trên giấy tờ", "Nhập số điện thoại của bạn"],
  };
  for (const lang of ["en", "vi"] as const) {
    await storeToken(page, token, lang);
    await page.goto(route("/pages/setting/real?level=2"));
    await page.reload();
    await expect(page.getByTestId("kyc-level2-form")).toBeVisible();
    const shown = await placeholders();
    expect(
      shown.every((p) => p.trim() !== ""),
      shown.join(" | "),
    ).toBe(true);
    expect(new Set(shown).size, shown.join(" | ")).toBe(fields.length);
    for (const text of own[lang]) expect(shown).not.toContain(text);
    await shot(page, `kyc-level2-placeholders-${lang}`);
  }
  const [name, , phone] = await placeholders();
  expect(name).toBe("Họ tên đầy đủ của người liên hệ");
  expect(phone).toContain("người liên hệ");
});
