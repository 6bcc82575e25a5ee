import { crc32, deflateSync } from "node:zlib";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { PASSWORD, readCode, registerThroughApi, shot, signInToConsole, uniqueEmail } from "./support";

/**
 * The operator console (apps/admin, served at /admin/) reviewing real-name verification: a user
 * submits level 1 through the API, an operator reviews it in the browser, and the user's own
 * state follows the decision. Needs apps/admin/dist built (npm run build -w @bourse/admin).
 */

const OPERATOR = {
  username: process.env.ADMIN_USER ?? "admin",
  password: process.env.ADMIN_PASSWORD ?? "bourse-admin-2026",
};

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

interface Envelope<T> {
  type: string | number;
  message: T;
}

type Rgb = [number, number, number];
const DOCUMENT_WIDTH = 480;

/** A small PNG that looks like an identity document (the server checks the image signature). */
function documentPng(side: "front" | "reverse"): Buffer {
  const width = DOCUMENT_WIDTH;
  const height = 300;
  const paint = (x: number, y: number): Rgb => {
    if (y < 48) return side === "front" ? [22, 62, 140] : [120, 40, 60];
    if (side === "front" && x > 28 && x < 148 && y > 72 && y < 232) return [176, 184, 196];
    const line = Math.floor((y - 80) / 28);
    const inLine = (y - 80) % 28 < 10 && line >= 0 && line < 6;
    if (side === "front" && inLine && x > 176 && x < 440 - line * 30) return [60, 64, 72];
    if (side === "reverse" && y > 200 && y < 260 && x > 40 && x < 440 && (x * 7) % 11 < 4)
      return [30, 30, 30];
    return [236 - Math.floor(y / 20), 242 - Math.floor(x / 40), 250];
  };
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) raw.set(paint(x, y), row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function call<T>(
  request: APIRequestContext,
  path: string,
  token: string,
  form: Record<string, string>,
) {
  const res = await request.post(`/api${path}`, {
    headers: { Authorization: token },
    form: { lang: "en", ...form },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Envelope<T>;
}

async function upload(request: APIRequestContext, token: string, name: string, buffer: Buffer) {
  const res = await request.post("/api/upload", {
    headers: { Authorization: token },
    multipart: { file: { name, mimeType: "image/png", buffer } },
  });
  const body = (await res.json()) as Envelope<string>;
  expect(body.type, body.message).toBe("ok");
  return body.message;
}

/** A registered user with email and mobile bound who has submitted level 1; returns the session. */
async function userWithLevel1Submitted(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag);
  await registerThroughApi(request, email);
  const login = await call<string>(request, "/user/login", "", { user_string: email, password: PASSWORD });
  expect(login.type, login.message).toBe("ok");
  const token = login.message;

  const mobile = `155${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const sent = await call<string>(request, "/sms_send", token, { mobile, area_code: "1", scene: "bind" });
  expect(sent.type, sent.message).toBe("ok");
  const code = await readCode(request, `+1${mobile}`);
  const bound = await call<string>(request, "/safe/mobile", token, { mobile, area_code: "1", code });
  expect(bound.type, bound.message).toBe("ok");

  const name = `Ada ${tag === "approve" ? "Lovelace" : "Byron"}`;
  const submitted = await call<string>(request, "/user/real", token, {
    type: "1",
    name,
    card_id: `P${Date.now().toString().slice(-8)}`,
    doc_type: "passport",
    nationality: "GB",
    front_pic: await upload(request, token, "front.png", documentPng("front")),
    reverse_pic: await upload(request, token, "reverse.png", documentPng("reverse")),
  });
  expect(submitted.type, submitted.message).toBe("ok");
  return { email, token, name };
}

async function realState(request: APIRequestContext, token: string) {
  const res = await request.get("/api/real/state", { headers: { Authorization: token } });
  const body = (await res.json()) as Envelope<{
    kyc_level: number;
    level1: { state: string; reject_reason: string | null };
  }>;
  expect(body.type).toBe("ok");
  return body.message;
}

/** Opens the KYC queue and the review drawer of the application of `email`. */
async function openApplication(page: Page, email: string) {
  await page.getByRole("menuitem", { name: "KYC review" }).click();
  await expect(page.getByRole("tab", { name: /Pending review/ })).toHaveAttribute("aria-selected", "true");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Review" }).click();
  const drawer = page.getByRole("dialog", { name: /KYC application/ });
  await expect(drawer).toContainText(email);
  // both photos arrive as blobs fetched with the operator's token
  const photos = drawer.getByTestId("kyc-photo").locator("img");
  await expect(photos).toHaveCount(2);
  for (const photo of await photos.all()) {
    await expect(photo).toHaveAttribute("src", /^blob:/);
    await expect(photo).toHaveJSProperty("naturalWidth", DOCUMENT_WIDTH);
  }
  return drawer;
}

test("an operator views the photos and approves level 1; the user is then certified", async ({
  page,
  request,
}) => {
  const user = await userWithLevel1Submitted(request, "approve");
  expect((await realState(request, user.token)).level1.state).toBe("review");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/admin/");
  await expect(page).toHaveURL(/#\/login/);
  await shot(page, "admin-login");
  await signInToConsole(page);
  // the seeded operator has no authenticator yet: the console invites binding one
  await expect(page.getByText("Protect your console account")).toBeVisible();

  const drawer = await openApplication(page, user.email);
  await expect(drawer).toContainText(user.name);
  await expect(drawer).toContainText("Passport");
  await shot(page, "admin-kyc-review");

  await drawer.getByTestId("kyc-photo").first().click();
  const preview = page.locator(".ant-image-preview");
  await expect(preview).toBeVisible();
  await expect(preview.locator("img")).toHaveAttribute("src", /^blob:/);
  await shot(page, "admin-kyc-photo-zoom");
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();

  await drawer.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Approve this application?")).toBeVisible();
  await page.locator(".ant-popconfirm").getByRole("button", { name: "Approve" }).click();
  await expect(page.locator(".ant-message")).toContainText("Approved");
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: user.email })).toHaveCount(0);

  const state = await realState(request, user.token);
  expect(state.level1.state).toBe("certified");
  expect(state.kyc_level).toBe(1);

  await page.getByRole("tab", { name: "Approved" }).click();
  await expect(page.getByRole("row").filter({ hasText: user.email })).toContainText(OPERATOR.username);
  await shot(page, "admin-kyc-approved");

  // the user's page shows the new level and the decided application
  await page.getByRole("menuitem", { name: "Users" }).click();
  await page.getByPlaceholder("User ID, email or mobile").fill(user.email);
  await page.getByRole("button", { name: "Search" }).click();
  const userRow = page.getByRole("row").filter({ hasText: user.email });
  await expect(userRow).toContainText("Certified");
  await userRow.getByRole("button", { name: "View" }).click();
  const userDrawer = page.getByRole("dialog", { name: /User #/ });
  // the user's verification history is under the drawer's KYC tab
  await userDrawer.getByRole("tab", { name: "KYC", exact: true }).click();
  const history = userDrawer.getByRole("tabpanel");
  await expect(history.getByRole("row").filter({ hasText: "Ada Lovelace" })).toContainText("Approved");
  await shot(page, "admin-user-detail");
});

test("an operator rejects with a required reason, which the user then reads", async ({ page, request }) => {
  const user = await userWithLevel1Submitted(request, "reject");
  await signInToConsole(page);
  const drawer = await openApplication(page, user.email);

  await drawer.getByRole("button", { name: "Reject" }).click();
  const modal = page.getByRole("dialog", { name: "Reject the application" });
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Reject" }).click();
  await expect(modal).toContainText("A reason is required");
  await shot(page, "admin-kyc-reject-required");

  const reason = "The photos are blurred or unreadable";
  await modal.getByLabel("Reason").fill(reason);
  await shot(page, "admin-kyc-reject-reason");
  await modal.getByRole("button", { name: "Reject" }).click();
  await expect(page.locator(".ant-message")).toContainText("Rejected");
  await expect(drawer).toBeHidden();

  const state = await realState(request, user.token);
  expect(state.level1.state).toBe("rejected");
  expect(state.level1.reject_reason).toBe(reason);
  expect(state.kyc_level).toBe(0);

  await page.getByRole("tab", { name: "Rejected" }).click();
  const row = page.getByRole("row").filter({ hasText: user.email });
  await expect(row).toContainText(reason);
  await shot(page, "admin-kyc-rejected");
});
