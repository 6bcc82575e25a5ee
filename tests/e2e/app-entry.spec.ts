import { expect, test } from "@playwright/test";

test("the app is served at /h5/ with its PWA manifest", async ({ request }) => {
  const entry = await request.get("/h5/");
  expect(entry.status(), "GET /h5/ must serve the built index.html").toBe(200);
  expect(await entry.text()).toContain('<div id="root">');
  const manifest = await request.get("/h5/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(JSON.parse(await manifest.text())).toMatchObject({
    name: "Bourse",
    start_url: "/h5/",
    display: "standalone",
  });
});
