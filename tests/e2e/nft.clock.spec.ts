import { type APIRequestContext, expect } from "@playwright/test";
import {
  adminToken,
  creditUsdt,
  loginThroughApi,
  phoneWith,
  postAs,
  registerThroughApi,
  route,
  shot,
  signedInUser,
  solidPng,
  test,
  uniqueEmail,
} from "./support";

/**
 * The NFT market on two phones, on the server whose clock the journey moves. Ann and Bob join an
 * auction and bid; Ann is told she was outbid; the auction's time runs out; Bob pays the rest and holds
 * the edition. Ann buys a blind box of a two-box series, the other box sells, the seed is out: she opens
 * her box and the verify screen recomputes both boxes in the browser.
 */

interface Envelope<T> {
  type: string;
  message: T;
}

/** An operator's JSON call. */
async function operator<T>(request: APIRequestContext, token: string, path: string, body: unknown) {
  const res = await request.post(`/api/admin/nft/${path}`, { headers: { Authorization: token }, data: body });
  const answer = (await res.json()) as Envelope<T>;
  expect(answer.type, JSON.stringify(answer.message)).toBe("ok");
  return answer.message;
}

test("two phones bid, time runs out, the winner pays; a blind box is opened and verified", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await adminToken(request);
  const uploaded = await request.post("/api/admin/nft/media", {
    headers: { Authorization: admin },
    multipart: { file: solidPng("lot.png", [120, 60, 200], 256) },
  });
  const media = ((await uploaded.json()) as Envelope<{ url: string }>).message.url;
  const tag = String(Date.now()).slice(-6);
  const artwork = async (title: string, editions: number) =>
    (
      await operator<{ id: number }>(request, admin, "artworks", {
        collection_id: 2,
        title,
        description: "",
        rarity: "epic",
        media,
        editions,
      })
    ).id;
  const now = Date.parse(
    (await postAs<{ now: string }>(request, "", "/bind_box/getBoxList", { limit: "1" })).message.now,
  );
  const at = (ms: number) => new Date(now + ms).toISOString();
  const lotTitle = `Lot ${tag}`;
  const auction = (
    await operator<{ id: number }>(request, admin, "sales", {
      kind: "auction",
      artwork_id: await artwork(lotTitle, 1),
      currency_id: 3,
      price: "100",
      per_increase: "10",
      margin: "10",
      start_at: at(-60_000),
      end_at: at(10 * 60_000),
    })
  ).id;
  const series = (
    await operator<{ id: number }>(request, admin, "series", {
      name: `Pair ${tag}`,
      cover: media,
      description: "",
      currency_id: 3,
      price: "1",
      start_at: at(-60_000),
      end_at: at(86_400_000),
      table: [{ artwork_id: await artwork(`Twin ${tag}`, 2), count: 2 }],
    })
  ).id;

  const ann = await signedInUser(page, request, "nft-ann");
  await creditUsdt(request, ann.token, "500");
  const bobEmail = uniqueEmail("nft-bob");
  await registerThroughApi(request, bobEmail);
  const bobToken = await loginThroughApi(request, bobEmail);
  await creditUsdt(request, bobToken, "500");
  const bob = await phoneWith(browser, baseURL!, bobToken);

  // both join (the margin is frozen) and bid
  for (const [phone, price] of [
    [page, "100"],
    [bob, "110"],
  ] as const) {
    await phone.goto(route(`/pages/nft/artworkDetail?id=${auction}`));
    await phone.getByTestId("nft-join").click();
    await phone.getByTestId("nft-confirm").click();
    await phone.getByTestId("nft-bid-input").fill(price);
    await phone.getByTestId("nft-bid").click();
    await phone.getByTestId("nft-confirm").click();
    await expect(phone.getByTestId("nft-leading")).toBeVisible();
  }
  await shot(bob, "nft-01-leading");
  await page.goto(route("/pages/nft/mine?tab=messages"));
  const outbid = page.locator('[data-testid="nft-message"][data-kind="outbid"]').first();
  await expect(outbid).toBeVisible();
  await expect(outbid).toContainText("110");
  await shot(page, "nft-02-outbid");

  // the auction's time runs out: Bob has won and has a day to pay the rest
  expect((await request.post("/api/dev/clock", { data: { advance_ms: 11 * 60_000 } })).status()).toBe(200);
  await expect
    .poll(
      async () =>
        (await postAs<{ data: { status: string }[] }>(request, bobToken, "/bind_box/getNeedPayNFTOrder", {}))
          .message.data[0]?.status,
      { timeout: 30_000 },
    )
    .toBe("due");
  await bob.goto(route("/pages/nft/mine?tab=orders"));
  await bob.getByTestId("nft-pay").first().click();
  await expect(bob).toHaveURL(/purchase_one/);
  await expect(bob.getByTestId("nft-countdown")).toBeVisible();
  await shot(bob, "nft-03-pay");
  await bob.getByTestId("nft-pay").click();
  await bob.getByTestId("nft-confirm").click();
  await bob.goto(route("/pages/nft/myNft?tab=owned"));
  await expect(bob.getByTestId("nft-item").filter({ hasText: lotTitle })).toBeVisible();
  await shot(bob, "nft-04-owned");

  // a blind box: bought on the phone, the series sells out, opened, then verified in the browser
  await page.goto(route(`/pages/nft/artworkDetail?id=${series}`));
  await page.getByTestId("nft-buy").click();
  await expect(page).toHaveURL(/purchase/);
  await page.getByTestId("nft-buy").click();
  await page.getByTestId("nft-confirm").click();
  await expect(page).toHaveURL(/myNft/);
  const other = await postAs(request, bobToken, "/bind_box/buyNFT", { id: String(series) });
  expect(other.type).toBe("ok");
  await page.goto(route("/pages/nft/myNft?tab=boxes"));
  await page.getByTestId("nft-open-box").first().click();
  await page.getByTestId("nft-confirm").click();
  await expect(page.getByTestId("nft-reveal")).toBeVisible();
  await shot(page, "nft-05-opened");
  await page.getByTestId("nft-reveal-ok").click();
  await page.goto(route(`/pages/nft/verify?id=${series}`));
  const rows = page.getByTestId("nft-verify-row");
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row).toHaveAttribute("data-match", "true");
  await shot(page, "nft-06-verified");
});
