import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGES, operatorToken, signUp, type TestApp, testApp, upload } from "../../testing/harness.ts";

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await testApp({ uploadMaxBytes: 1024 });
  alice = await signUp(t, "alice-files@bourse.test");
  bob = await signUp(t, "bob-files@bourse.test");
});
afterAll(() => t.close());

describe("uploads", () => {
  it("stores an image under a random private path its owner can read", async () => {
    const res = await upload(t, alice, IMAGES.png, "passport front.png");
    expect(res.type).toBe("ok");
    expect(res.message).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png$/);
    expect(res.message).not.toContain("passport");
    const own = await t.raw({ method: "GET", url: res.message, headers: { authorization: alice } });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/png");
    expect(own.rawPayload.equals(IMAGES.png)).toBe(true);
  });

  it("never serves a user's file to another user or a guest, but does to an operator", async () => {
    const path = (await upload(t, alice, IMAGES.jpg, "id.jpg")).message;
    expect((await t.raw({ method: "GET", url: path, headers: { authorization: bob } })).statusCode).toBe(404);
    expect((await t.raw({ method: "GET", url: path })).statusCode).toBe(404);
    const operator = await operatorToken(t, "reviewer");
    expect((await t.raw({ method: "GET", url: path, headers: { authorization: operator } })).statusCode).toBe(
      200,
    );
    // and the private folder is not reachable through the public one
    const name = path.split("/").pop();
    expect((await t.raw({ method: "GET", url: `/uploads/${name}` })).statusCode).toBe(404);
  });

  it("refuses text, a renamed executable, an empty file, a wrong field and a guest", async () => {
    expect(await upload(t, alice, Buffer.from("hello, not an image"), "a.png")).toMatchObject({
      code: "UPLOAD_NOT_IMAGE",
    });
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(100, 0x90)]);
    expect(await upload(t, alice, exe, "cat.jpg")).toMatchObject({
      type: "error",
      message: "Only JPEG, PNG, GIF or WebP images can be uploaded",
    });
    expect(await upload(t, alice, Buffer.alloc(0), "empty.png")).toMatchObject({
      code: "UPLOAD_MISSING_FILE",
    });
    expect(await upload(t, alice, IMAGES.png, "a.png", "photo")).toMatchObject({
      code: "UPLOAD_MISSING_FILE",
    });
    expect((await upload(t, undefined, IMAGES.png)).type).toBe(999);
    const notMultipart = await t.form("/api/upload", { file: "x" }, alice);
    expect(notMultipart).toMatchObject({ code: "UPLOAD_MISSING_FILE" });
  });

  it("refuses a file over the size limit with the limit in the message", async () => {
    const big = Buffer.concat([IMAGES.png, Buffer.alloc(2048, 1)]);
    const res = await upload(t, alice, big);
    expect(res).toMatchObject({ type: "error", code: "UPLOAD_TOO_LARGE", statusCode: 200 });
    const rows = await t.db.query("SELECT 1 FROM uploads WHERE size > 1024");
    expect(rows).toHaveLength(0);
  });
});
