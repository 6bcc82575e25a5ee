import {
  NftAdminArtist,
  NftAdminArtwork,
  NftAdminOrder,
  NftAdminSeries,
  NftArtistDetail,
  NftArtistPage,
  NftBidPage,
  NftBidPlaced,
  NftBought,
  NftBoxPage,
  NftCollected,
  NftCollection,
  NftCollectionDetail,
  NftCollectionPage,
  NftCurrency,
  NftItemPage,
  NftJoined,
  NftListed,
  NftMedia,
  NftMessagePage,
  NftOpened,
  NftOrderPage,
  NftPaid,
  NftProof,
  NftRevealed,
  NftSale,
  NftSaleDetail,
  NftSaleListPage,
  NftSalePage,
  NftSaved,
  NftSeriesCreated,
  NftUnread,
} from "@bourse/contract";
import { drawBoxes, seedCommitment, userAccount } from "@bourse/engine";
import sharp from "sharp";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../core/checker.ts";
import { expectAnswer } from "../../testing/answers.ts";
import { fundedUser, USDT_TRC20 } from "../../testing/funds-kit.ts";
import {
  IMAGES,
  operatorToken,
  type TestApp,
  testApp,
  testClock,
  testDb,
  upload,
} from "../../testing/harness.ts";

const USDT = 3;
const MINUTE = 60_000;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp({}, { db: await testDb(), clock: testClock(new Date("2026-06-01T10:00:00Z")) });
  admin = await operatorToken(t);
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
  await t.db.close();
});

const spot = (id: number, bucket: "available" | "frozen" = "available") =>
  t.app.core.balance(userAccount(id, "change", bucket), USDT);
const venue = (name: "nft" | "fees") => t.app.core.balance(`s:${name}`, USDT);
const usdt = (whole: number) => BigInt(whole) * 1_000_000n;
const call = (name: string, body: Record<string, unknown>, token?: string) =>
  t.json(`/api/bind_box/${name}`, body, token);
const adminPost = (path: string, body: Record<string, unknown>) =>
  t.json(`/api/admin/nft/${path}`, body, admin);
const iso = (ms: number) => new Date(t.clock().getTime() + ms).toISOString();

/** Uploads an artwork's file to the console; answers its URL. */
async function media(bytes: Buffer, name = "art.png") {
  const answer = await upload(t, admin, bytes, name, "file", "/api/admin/nft/media");
  return answer;
}

describe("the NFT market", () => {
  let ann: { id: number; token: string };
  let bob: { id: number; token: string };
  let cat: { id: number; token: string };
  let artwork: number;
  let png: string;

  it("lists the seeded market, searches it, and refuses a blank keyword", async () => {
    const list = await call("getBoxList", {});
    expect(list.type).toBe("ok");
    expectAnswer(NftSalePage, list);
    // the seeded sales open when the venue is installed: to this clock they are upcoming
    expect(list.message.data.map((s: { kind: string }) => s.kind).sort()).toEqual([
      "auction",
      "blind",
      "fixed",
    ]);
    expect(list.message.data.every((s: { sell_status: number }) => s.sell_status === 2)).toBe(true);
    expect(await call("getBoxList", { keyword: "  " })).toMatchObject({
      code: "NFT_KEYWORD_REQUIRED",
      field: "keyword",
    });
    const tidal = await call("getBoxList", { keyword: "tidal" });
    expect(tidal.message.data).toHaveLength(1);
    expect(tidal.message.data[0]).toMatchObject({
      kind: "auction",
      pay_type: "auction",
      margin: "50",
      per_increase: "10",
    });
    // an artist's name finds the blind box that holds its work
    expect(
      (await call("getBoxList", { keyword: "Kai" })).message.data.map((s: { kind: string }) => s.kind).sort(),
    ).toEqual(["auction", "blind"]);
    expect((await call("getArtist", {})).message.data).toHaveLength(2);
    const artist = await call("getArtistDetail", { id: 2 });
    expectAnswer(NftArtistDetail, artist);
    expect(artist.message.collections).toHaveLength(1);
    const collection = await call("getCollection", { id: 1 });
    expectAnswer(NftCollectionDetail, collection);
    expect(collection.message.artworks.map((w: { title: string }) => w.title)).toEqual([
      "Sunset Grid",
      "Meadow Tiles",
      "Orchid Orbit",
    ]);
    expect((await call("getNftCurrency", {})).message).toEqual([{ id: USDT, name: "USDT", decimals: 6 }]);
    expect(await call("getBoxDetail", { id: 999 })).toMatchObject({ code: "NFT_SALE_NOT_FOUND" });
  });

  it("takes only real media, with a still for lists; audio and video need a poster", async () => {
    const notMedia = await media(Buffer.from("<script>alert(1)</script>"), "x.png");
    expect(notMedia).toMatchObject({ code: "NFT_MEDIA_INVALID", field: "file" });
    // looks like a PNG from its first bytes, but does not decode as one
    expect(await media(IMAGES.png)).toMatchObject({ code: "NFT_MEDIA_INVALID" });
    const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#f59e0b" } })
      .png()
      .toBuffer();
    const up = await media(image);
    expect(up.type, JSON.stringify(up)).toBe("ok");
    expectAnswer(NftMedia, up);
    expect(up.message).toMatchObject({ artwork_type: "image", mime: "image/png" });
    png = up.message.url;
    const thumb = await t.raw({ method: "GET", url: up.message.thumb });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
    // MPEG audio frames behind an ID3 tag: audio
    const frame = Buffer.alloc(417);
    frame.set([0xff, 0xfb, 0x90, 0x64]);
    const mp3 = Buffer.concat([
      Buffer.from("ID3"),
      Buffer.from([3, 0, 0, 0, 0, 0, 0]),
      frame,
      frame,
      frame,
      frame,
    ]);
    const audio = await media(mp3, "a.mp3");
    expectAnswer(NftMedia, audio);
    expect(audio.message).toMatchObject({ artwork_type: "audio", thumb: "" });
    const base = { collection_id: 1, title: "Song", description: "", rarity: "rare", editions: 3 };
    expect(await adminPost("artworks", { ...base, media: audio.message.url })).toMatchObject({
      code: "NFT_POSTER_REQUIRED",
      field: "poster",
    });
    const song = await adminPost("artworks", { ...base, media: audio.message.url, poster: png });
    expect(song.type, JSON.stringify(song)).toBe("ok");
    expectAnswer(NftSaved, song);
    const made = await adminPost("artworks", {
      ...base,
      title: "Two",
      media: png,
      rarity: "epic",
      editions: 2,
    });
    expect(made.type).toBe("ok");
    artwork = made.message.id;
    const listed = (await t.get("/api/admin/nft/artworks", admin)).message as {
      id: number;
      artwork_type: string;
      thumb: string;
    }[];
    expect(listed.find((w) => w.id === song.message.id)).toMatchObject({ artwork_type: "audio" });
    expect(listed.find((w) => w.id === artwork)?.thumb).toMatch(/\.thumb\.webp$/);
  });

  it("sells the last edition to one of two buyers at once", async () => {
    ann = await fundedUser(t, "nft-ann@example.com", [[...USDT_TRC20, "1000"]]);
    bob = await fundedUser(t, "nft-bob@example.com", [[...USDT_TRC20, "1000"]]);
    cat = await fundedUser(t, "nft-cat@example.com", [[...USDT_TRC20, "1000"]]);
    const sale = await adminPost("sales", {
      kind: "fixed",
      artwork_id: artwork,
      currency_id: USDT,
      quantity: 2,
      price: "100",
      start_at: iso(0),
      end_at: iso(60 * MINUTE),
    });
    expect(sale.type, JSON.stringify(sale)).toBe("ok");
    expectAnswer(NftSaved, sale);
    // no edition is left to offer again
    expect(
      await adminPost("sales", {
        kind: "fixed",
        artwork_id: artwork,
        currency_id: USDT,
        quantity: 1,
        price: "1",
        start_at: iso(0),
        end_at: iso(MINUTE),
      }),
    ).toMatchObject({ code: "NFT_EDITIONS_LEFT", field: "quantity" });
    const id = sale.message.id;
    expect(await call("buyNFT", { id, price: "99" }, ann.token)).toMatchObject({
      code: "NFT_PRICE_CHANGED",
      field: "price",
    });
    const first = await call("buyNFT", { id, price: "100" }, ann.token);
    expect(first.type, JSON.stringify(first)).toBe("ok");
    expectAnswer(NftBought, first);
    expect(first.message.item).toMatchObject({ edition: 1, code: `${artwork}-1` });
    const race = await Promise.all([bob, cat].map((u) => call("buyNFT", { id }, u.token)));
    expect(race.map((r) => r.type === "ok").filter(Boolean)).toHaveLength(1);
    expect(race.find((r) => r.type !== "ok")).toMatchObject({ code: "NFT_SOLD_OUT" });
    expect(spot(bob.id) + spot(cat.id)).toBe(usdt(1900));
    expect(venue("nft")).toBe(usdt(200));
    const detail = await call("getBoxDetail", { id });
    expectAnswer(NftSaleDetail, detail);
    expect(detail.message).toMatchObject({ state: "sold_out", sell_status: 0, remaining: 0 });
    expect(detail.message.history).toHaveLength(2);
    // the seeded sales have not started yet
    expect(await call("buyNFT", { id: 1 }, ann.token)).toMatchObject({ code: "NFT_NOT_IN_SALE_TIME" });
  });

  let auction: number;
  it("runs an auction: margins, the raise, late bids move the end, the loser's margin returns", async () => {
    const made = await adminPost("artworks", {
      collection_id: 2,
      title: "Unique",
      description: "",
      rarity: "legendary",
      media: png,
      editions: 1,
    });
    const sale = await adminPost("sales", {
      kind: "auction",
      artwork_id: made.message.id,
      currency_id: USDT,
      price: "200",
      per_increase: "10",
      margin: "20",
      start_at: iso(0),
      end_at: iso(30 * MINUTE),
    });
    expect(sale.type, JSON.stringify(sale)).toBe("ok");
    auction = sale.message.id;
    expect(await call("auctionNFT", { id: auction, price: "200" }, ann.token)).toMatchObject({
      code: "NFT_NOT_JOINED",
    });
    // a margin one cannot pay: nothing is frozen, nothing joined
    const poor = await fundedUser(t, "nft-poor@example.com", []);
    expect(await call("marginNFT", { id: auction }, poor.token)).toMatchObject({
      code: "WALLET_INSUFFICIENT_BALANCE",
    });
    expect(await call("auctionNFT", { id: auction, price: "200" }, poor.token)).toMatchObject({
      code: "NFT_NOT_JOINED",
    });
    expect((await call("marginNFT", { id: auction }, ann.token)).message).toEqual({ margin: "20" });
    expect(await call("marginNFT", { id: auction }, ann.token)).toMatchObject({ code: "NFT_ALREADY_JOINED" });
    expect(spot(ann.id, "frozen")).toBe(usdt(20));
    expect(await call("auctionNFT", { id: auction, price: "199.99" }, ann.token)).toMatchObject({
      code: "NFT_BID_TOO_LOW",
      field: "price",
    });
    expect((await call("auctionNFT", { id: auction, price: "200" }, ann.token)).type).toBe("ok");
    expect(await call("auctionNFT", { id: auction, price: "250" }, ann.token)).toMatchObject({
      code: "NFT_ALREADY_LEADING",
    });
    expectAnswer(NftJoined, await call("marginNFT", { id: auction }, bob.token));
    const low = await call("auctionNFT", { id: auction, price: "205" }, bob.token);
    expect(low.code).toBe("NFT_BID_TOO_LOW");
    expect(low.message).toContain("210");
    t.clock.advance(27 * MINUTE);
    const late = await call("auctionNFT", { id: auction, price: "210" }, bob.token);
    expectAnswer(NftBidPlaced, late);
    expect(late.message.end_at).toBe(iso(5 * MINUTE));
    // ann was told she was outbid
    const told = await call("getNFTMessages", {}, ann.token);
    expectAnswer(NftMessagePage, told);
    expect(told.message.data[0]).toMatchObject({
      kind: "outbid",
      sale_id: auction,
      read: false,
      data: { price: "210", coin: "USDT" },
    });
    expect(told.message.unread).toBe(1);
    expect((await call("readNFTOrderMessage", {}, ann.token)).message).toEqual({ unread: 0 });
    const log = await call("getBindBoxQuotationLog", { id: auction });
    expectAnswer(NftBidPage, log);
    expect(log.message.data.map((b: { price: string; leading: boolean }) => [b.price, b.leading])).toEqual([
      ["210", true],
      ["200", false],
    ]);
    expect(log.message.data[0].bidder).toBe("n***@example.com");

    t.clock.advance(3 * MINUTE);
    await t.app.scheduler.check();
    expect((await call("getBoxDetail", { id: auction })).message.state).toBe("live");
    t.clock.advance(2 * MINUTE);
    await t.app.scheduler.check();
    expect(spot(ann.id, "frozen")).toBe(0n);
    expect(spot(bob.id, "frozen")).toBe(usdt(20));
    expect(await call("auctionNFT", { id: auction, price: "500" }, ann.token)).toMatchObject({
      code: "NFT_NOT_IN_SALE_TIME",
    });
    const due = await call("getNeedPayNFTOrder", {}, bob.token);
    expectAnswer(NftOrderPage, due);
    expect(due.message.data).toHaveLength(1);
    expect(due.message.data[0]).toMatchObject({ status: "due", price: "210", margin: "20", due: "190" });
    expect(await call("payNFTOrder", { id: due.message.data[0].id }, ann.token)).toMatchObject({
      code: "NFT_ORDER_NOT_FOUND",
    });
    const kinds = (await call("getNFTMessages", {}, bob.token)).message.data.map(
      (m: { kind: string }) => m.kind,
    );
    expect(kinds).toContain("won");
  });

  it("the winner pays the rest and holds the edition; a late winner forfeits the margin", async () => {
    const [order] = (await call("getNeedPayNFTOrder", {}, bob.token)).message.data;
    const before = spot(bob.id);
    const paid = await call("payNFTOrder", { id: order.id }, bob.token);
    expect(paid.type, JSON.stringify(paid)).toBe("ok");
    expectAnswer(NftPaid, paid);
    expect(spot(bob.id)).toBe(before - usdt(190));
    expect(spot(bob.id, "frozen")).toBe(0n);
    expect(await call("payNFTOrder", { id: order.id }, bob.token)).toMatchObject({
      code: "NFT_ORDER_NOT_DUE",
    });
    // one order by its id, whatever its status; another user's is not there
    expect((await call("getNeedPayNFTOrder", { id: order.id }, bob.token)).message.data).toMatchObject([
      { id: order.id, status: "paid" },
    ]);
    expect((await call("getNeedPayNFTOrder", { id: order.id }, ann.token)).message.data).toEqual([]);
    const mine = await call("getMyNFTs", {}, bob.token);
    expectAnswer(NftItemPage, mine);
    expect(mine.message.data.map((i: { artwork: { title: string } }) => i.artwork.title)).toContain("Unique");

    // a second auction whose winner never pays
    const made = await adminPost("artworks", {
      collection_id: 2,
      title: "Unpaid",
      description: "",
      rarity: "rare",
      media: png,
      editions: 1,
    });
    const sale = await adminPost("sales", {
      kind: "auction",
      artwork_id: made.message.id,
      currency_id: USDT,
      price: "50",
      per_increase: "5",
      margin: "15",
      start_at: iso(0),
      end_at: iso(10 * MINUTE),
    });
    await call("marginNFT", { id: sale.message.id }, cat.token);
    await call("auctionNFT", { id: sale.message.id, price: "50" }, cat.token);
    t.clock.advance(10 * MINUTE);
    await t.app.scheduler.check();
    const nftBefore = venue("nft");
    // a reminder 6 hours before the deadline, once
    t.clock.advance(18 * 60 * MINUTE + MINUTE);
    await t.app.scheduler.check();
    await t.app.scheduler.check();
    const reminders = (await call("getNFTMessages", {}, cat.token)).message.data.filter(
      (m: { kind: string }) => m.kind === "payment_due",
    );
    expect(reminders).toHaveLength(1);
    // past the deadline (a day after the end), across a restart
    await t.close();
    t.clock.advance(6 * 60 * MINUTE);
    t = await testApp({}, { db: t.db, clock: t.clock });
    admin = await operatorToken(t);
    const [late] = (await call("getNeedPayNFTOrder", { status: "all" }, cat.token)).message.data;
    expect(await call("payNFTOrder", { id: late.id }, cat.token)).toMatchObject({ code: "NFT_PAYMENT_LATE" });
    await t.app.scheduler.check();
    await t.app.scheduler.check();
    expect(venue("nft")).toBe(nftBefore + usdt(15));
    expect(spot(cat.id, "frozen")).toBe(0n);
    expect((await call("getNeedPayNFTOrder", { status: "all" }, cat.token)).message.data[0].status).toBe(
      "forfeited",
    );
    expect(
      await t.db.query("SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'nft_forfeit'"),
    ).toEqual([{ n: 1 }]);
  });

  it("resells with the artist's royalty and the venue's fee; a listed edition cannot be listed again", async () => {
    const [item] = (await call("getMyNFTs", {}, ann.token)).message.data;
    expect((await call("getMyNFTs", { id: item.id }, ann.token)).message.data).toMatchObject([
      { id: item.id },
    ]);
    expect((await call("getMyNFTs", { id: item.id }, bob.token)).message.data).toEqual([]);
    const end = Math.floor(t.clock().getTime() / 1000) + 3600;
    expect(await call("resellNFT", { id: item.id, price: "100", end_time: end }, bob.token)).toMatchObject({
      code: "NFT_ITEM_NOT_FOUND",
    });
    expect(
      await call("resellNFT", { id: item.id, price: "100", end_time: end - 7200 }, ann.token),
    ).toMatchObject({ code: "NFT_END_BEFORE_START", field: "end_time" });
    expect(
      await call(
        "resellNFT",
        { id: item.id, pay_type: "auction", price: "100", per_increase: "0", end_time: end },
        ann.token,
      ),
    ).toMatchObject({ code: "NFT_RAISE_INVALID", field: "per_increase" });
    const listed = await call("resellNFT", { id: item.id, price: "200", end_time: end }, ann.token);
    expect(listed.type, JSON.stringify(listed)).toBe("ok");
    expectAnswer(NftListed, listed);
    expect(await call("resellNFT", { id: item.id, price: "300", end_time: end }, ann.token)).toMatchObject({
      code: "NFT_ALREADY_LISTED",
    });
    const saleId = listed.message.sale_id;
    expect(await call("buyNFT", { id: saleId }, ann.token)).toMatchObject({ code: "NFT_OWN_ITEM" });
    const [annBefore, nftBefore, feesBefore] = [spot(ann.id), venue("nft"), venue("fees")];
    const bought = await call("buyNFT", { id: saleId, price: "200" }, cat.token);
    expect(bought.type, JSON.stringify(bought)).toBe("ok");
    expectAnswer(NftBought, bought);
    // Mira Sol's 5 % royalty is held for her (no account linked); the venue's fee is 2.5 %
    expect(venue("nft") - nftBefore).toBe(usdt(10));
    expect(venue("fees") - feesBefore).toBe(usdt(5));
    expect(spot(ann.id) - annBefore).toBe(usdt(185));
    const sold = (await call("getNFTMessages", {}, ann.token)).message.data[0];
    expect(sold).toMatchObject({ kind: "sold", data: { price: "200", received: "185", coin: "USDT" } });
    const history = (await call("getBoxDetail", { id: saleId })).message.history;
    expect(history.map((h: { kind: string }) => h.kind)).toEqual(["sale", "mint"]);
    expect((await call("getMyNFTs", { type: "sold" }, ann.token)).message.data).toHaveLength(1);
  });

  it("draws blind boxes from the committed seed; anyone recomputes them once it is revealed", async () => {
    // the restart above started over with an empty upload folder
    png = (
      await media(
        await sharp({ create: { width: 60, height: 60, channels: 3, background: "#0ea5e9" } })
          .png()
          .toBuffer(),
      )
    ).message.url;
    const art = async (title: string, rarity: string) =>
      (
        await adminPost("artworks", {
          collection_id: 1,
          title,
          description: "",
          rarity,
          media: png,
          editions: 5,
        })
      ).message.id as number;
    const [common, epic] = [await art("Box common", "common"), await art("Box epic", "epic")];
    const series = await adminPost("series", {
      name: "Test boxes",
      cover: png,
      description: "",
      currency_id: USDT,
      price: "5",
      start_at: iso(0),
      end_at: iso(60 * MINUTE),
      table: [
        { artwork_id: common, count: 2 },
        { artwork_id: epic, count: 1 },
      ],
    });
    expect(series.type, JSON.stringify(series)).toBe("ok");
    expectAnswer(NftSeriesCreated, series);
    const id = series.message.id;
    const before = await t.get(`/api/nft/series/${id}/proof`);
    expectAnswer(NftProof, before);
    expect(before.message).toMatchObject({
      seed: null,
      commitment: series.message.commitment,
      rule: { name: "blind-box-draw" },
    });
    const boxes = [];
    for (const u of [ann, bob, ann]) {
      const bought = await call("buyNFT", { id }, u.token);
      expect(bought.type, JSON.stringify(bought)).toBe("ok");
      expectAnswer(NftBought, bought);
      boxes.push({ user: u, box: bought.message.box });
      // while boxes are for sale what an unopened one holds is not told
      if (boxes.length === 2) {
        const live = (await t.get(`/api/nft/series/${id}/proof`)).message;
        expect(live.boxes).toEqual([
          { number: 1, artwork_id: null, opened: false },
          { number: 2, artwork_id: null, opened: false },
        ]);
        expect(await t.json(`/api/admin/nft/series/${id}/reveal`, {}, admin)).toMatchObject({
          code: "NFT_SERIES_NOT_ENDED",
        });
      }
    }
    expect(await call("buyNFT", { id }, cat.token)).toMatchObject({ code: "NFT_SOLD_OUT" });
    expect(boxes.map((b) => b.box.number)).toEqual([1, 2, 3]);
    const first = boxes[0] as (typeof boxes)[number];
    expect(await call("openBlindBox", { id: first.box.id }, bob.token)).toMatchObject({
      code: "NFT_BOX_NOT_FOUND",
    });
    const opened = await call("openBlindBox", { id: first.box.id }, ann.token);
    expectAnswer(NftOpened, opened);
    expect(opened.message.box).toMatchObject({ opened: true, number: 1 });
    expect(await call("openBlindBox", { id: first.box.id }, ann.token)).toMatchObject({
      code: "NFT_BOX_OPENED",
    });
    // sold out, the series has ended and its seed is published (the console's reveal changes nothing)
    const revealed = await t.json(`/api/admin/nft/series/${id}/reveal`, {}, admin);
    expect(revealed.type, JSON.stringify(revealed)).toBe("ok");
    expectAnswer(NftRevealed, revealed);
    expectAnswer(NftProof, await t.get(`/api/nft/series/${id}/proof`));
    const proof = (await t.get(`/api/nft/series/${id}/proof`)).message;
    expect(seedCommitment(proof.seed)).toBe(proof.commitment);
    const table = proof.table.map((r: { artwork_id: number; count: number }) => ({
      artwork: r.artwork_id,
      count: r.count,
    }));
    expect(proof.boxes.map((b: { artwork_id: number }) => b.artwork_id)).toEqual(
      drawBoxes(proof.seed, table, 3),
    );
    expect(opened.message.box.item.artwork.id).toBe(proof.boxes[0].artwork_id);
    // the other boxes open after the end too
    const third = boxes[2] as (typeof boxes)[number];
    expect((await call("openBlindBox", { id: third.box.id }, ann.token)).type).toBe("ok");
    const mine = await call("getMyNFTs", { type: "boxes" }, ann.token);
    expectAnswer(NftBoxPage, mine);
    expect(mine.message.data.filter((b: { opened: boolean }) => b.opened)).toHaveLength(2);
  });

  it("keeps favourites, and another user's orders and boxes are not found", async () => {
    expect((await call("collect", { id: auction }, cat.token)).message).toEqual({
      collected: true,
      favourites: 1,
    });
    expect(
      (await call("getMyNFTs", { type: "collect" }, cat.token)).message.data.map((s: { id: number }) => s.id),
    ).toEqual([auction]);
    expect((await call("collect", { id: auction }, cat.token)).message).toEqual({
      collected: false,
      favourites: 0,
    });
    expect(await call("collect", { id: 9999 }, cat.token)).toMatchObject({ code: "NFT_SALE_NOT_FOUND" });
    expect(await call("payNFTOrder", { id: 1 }, cat.token)).toMatchObject({ code: "NFT_ORDER_NOT_FOUND" });
    expect(await call("readNFTOrderMessage", { id: 1 }, cat.token)).toMatchObject({ field: "id" });
    expect(await call("getMyNFTs", {})).toMatchObject({ code: "AUTH_NOT_LOGGED_IN" });
  });

  it("a price the tables cannot store is refused naming it, and other users' commands go on", async () => {
    // NUMERIC(36,18): at most 18 integer digits; a 19-digit bid or resale price is refused at the edge
    const huge = `1${"0".repeat(18)}`;
    const made = await adminPost("artworks", {
      collection_id: 2,
      title: "Storable",
      description: "",
      rarity: "rare",
      media: png,
      editions: 1,
    });
    const terms = {
      kind: "auction",
      artwork_id: made.message.id,
      currency_id: USDT,
      price: "100",
      per_increase: "1",
      margin: "10",
      start_at: iso(0),
      end_at: iso(30 * MINUTE),
    };
    const sale = await adminPost("sales", terms);
    expect(sale.type, JSON.stringify(sale)).toBe("ok");
    for (const who of [ann, bob])
      expect((await call("marginNFT", { id: sale.message.id }, who.token)).type).toBe("ok");
    for (const price of [huge, `${huge}.5`, "1.0000000000000000001"])
      expect(await call("auctionNFT", { id: sale.message.id, price }, ann.token)).toMatchObject({
        code: "REQUEST_INVALID_FIELD",
        field: "price",
      });
    const item = [...t.app.nft.state.items.values()].find((i) => i.owner === ann.id && i.listedSale === null);
    if (!item) throw new Error("ann holds no edition to list");
    const end_time = Math.floor(t.clock().getTime() / 1000) + 3600;
    expect(await call("resellNFT", { id: item.id, price: huge, end_time }, ann.token)).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "price",
    });

    // the same bid sent to the writer directly, in one batch with another user's: refused alone, before
    // any commit, and the other user's bid is taken
    const { core } = t.app;
    const { commands } = t.app.nft;
    const [bad, good] = await Promise.all([
      core.submit(commands.bid, { sale: sale.message.id, price: `${huge}000000` }, { user: ann.id }),
      core.submit(commands.bid, { sale: sale.message.id, price: "100000000" }, { user: bob.id }),
    ]);
    expect(bad).toMatchObject({ ok: false, code: "REQUEST_INVALID_FIELD" });
    expect(good).toMatchObject({ ok: true });
    const log = await call("getBindBoxQuotationLog", { id: sale.message.id });
    expect(log.message.data.map((b: { price: string }) => b.price)).toEqual(["100"]);
    const listing = {
      item: item.id,
      kind: "fixed" as const,
      currency: USDT,
      scale: 6,
      raise: "0",
      margin: "0",
      startAt: t.clock().getTime(),
      endAt: end_time * 1000,
      ...(await t.app.nft.currentTerms()),
      royalty: "0",
      royaltyUser: null,
    };
    expect(
      await core.submit(commands.resell, { ...listing, price: `${huge}000000` }, { user: ann.id }),
    ).toMatchObject({ ok: false, code: "REQUEST_INVALID_FIELD" });
    expect(item.listedSale).toBeNull();
    // and a first sale's price in the console
    expect(await adminPost("sales", { ...terms, price: huge })).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "price",
    });
  });

  it("answers every call in the shape its contract declares", async () => {
    // the catalogue, as anyone and as a signed-in user (one's part in an auction not yet bid on)
    for (const body of [{}, { type: "auction", sort: "hot" }, { status: "ended" }, { keyword: "Kai" }])
      expectAnswer(NftSalePage, await call("getBoxList", body));
    expectAnswer(NftSalePage, await call("getBoxList", {}, ann.token));
    for (const id of [1, 2, 3, auction]) {
      expectAnswer(NftSaleDetail, await call("getBoxDetail", { id }));
      expectAnswer(NftSaleDetail, await call("getBoxDetail", { id }, ann.token));
    }
    expectAnswer(NftArtistPage, await call("getArtist", {}));
    expectAnswer(NftArtistPage, await call("getArtist", { keyword: "Mira" }));
    expectAnswer(NftArtistDetail, await call("getArtistDetail", { id: 1 }));
    expectAnswer(NftCollectionPage, await call("getCollection", {}));
    expectAnswer(NftCollectionPage, await call("getCollection", { artist_id: 2 }));
    expectAnswer(NftCollectionDetail, await call("getCollection", { id: 2 }));
    expectAnswer(Type.Array(NftCurrency), await call("getNftCurrency", {}));

    // favourites, in and out
    expectAnswer(NftCollected, await call("collect", { id: auction }, ann.token));
    expectAnswer(NftSaleListPage, await call("getMyNFTs", { type: "collect" }, ann.token));
    expectAnswer(NftCollected, await call("collect", { id: auction }, ann.token));

    // one's editions, boxes, finished resales, bids, orders and messages
    for (const u of [ann, bob, cat]) {
      expectAnswer(NftItemPage, await call("getMyNFTs", {}, u.token));
      expectAnswer(NftBoxPage, await call("getMyNFTs", { type: "boxes" }, u.token));
      expectAnswer(NftSaleListPage, await call("getMyNFTs", { type: "sold" }, u.token));
      expectAnswer(NftBidPage, await call("getMyBindBoxQuotationLog", {}, u.token));
      expectAnswer(NftOrderPage, await call("getNeedPayNFTOrder", { status: "all" }, u.token));
      expectAnswer(NftMessagePage, await call("getNFTMessages", {}, u.token));
    }
    const [message] = (await call("getNFTMessages", {}, cat.token)).message.data;
    expectAnswer(NftUnread, await call("readNFTOrderMessage", { id: message.id }, cat.token));
    expectAnswer(NftUnread, await call("readNFTOrderMessage", {}, cat.token));

    // the console's lists and saves
    expectAnswer(Type.Array(NftAdminArtist), await t.get("/api/admin/nft/artists", admin));
    expectAnswer(Type.Array(NftCollection), await t.get("/api/admin/nft/collections", admin));
    expectAnswer(Type.Array(NftAdminArtwork), await t.get("/api/admin/nft/artworks", admin));
    expectAnswer(Type.Array(NftSale), await t.get("/api/admin/nft/sales", admin));
    expectAnswer(Type.Array(NftAdminSeries), await t.get("/api/admin/nft/series", admin));
    expectAnswer(Type.Array(NftAdminOrder), await t.get("/api/admin/nft/orders", admin));
    expectAnswer(Type.Array(NftAdminOrder), await t.get("/api/admin/nft/orders?status=forfeited", admin));
    const artistBody = {
      name: "Ana Vale",
      avatar: "",
      bio: "",
      royalty_rate: "0.1",
      user_email: "nft-ann@example.com",
    };
    const artist = await adminPost("artists", artistBody);
    expectAnswer(NftSaved, artist);
    expectAnswer(
      NftSaved,
      await adminPost(`artists/${artist.message.id}`, { ...artistBody, user_email: "" }),
    );
    const collectionBody = { artist_id: artist.message.id, name: "Vale", cover: "", description: "" };
    const collection = await adminPost("collections", collectionBody);
    expectAnswer(NftSaved, collection);
    expectAnswer(NftSaved, await adminPost(`collections/${collection.message.id}`, collectionBody));
    const artworkBody = {
      collection_id: collection.message.id,
      title: "Vale one",
      description: "",
      rarity: "common",
      media: png,
      editions: 3,
    };
    const made = await adminPost("artworks", artworkBody);
    expectAnswer(NftSaved, made);
    expectAnswer(NftSaved, await adminPost(`artworks/${made.message.id}`, { ...artworkBody, editions: 4 }));
    expectAnswer(Type.Array(NftAdminArtist), await t.get("/api/admin/nft/artists", admin));
  });
});
