import { describe, expect, it } from "vitest";
import { isTimeFigure, messageCoin, messageFigures, messageKind, messageTarget } from "./message";

describe("NFT messages", () => {
  it("knows the kinds the server sends", () => {
    expect(messageKind("won")).toBe("won");
    expect(messageKind("payment_due")).toBe("payment_due");
    expect(messageKind("constructor")).toBeNull();
  });

  it("leads a won auction to paying it, the others to their sale", () => {
    expect(messageTarget({ kind: "won", sale_id: 3, order_id: 9 })).toBe("/pages/nft/purchase_one?id=9");
    expect(messageTarget({ kind: "payment_due", sale_id: 3, order_id: 9 })).toBe(
      "/pages/nft/purchase_one?id=9",
    );
    expect(messageTarget({ kind: "outbid", sale_id: 3, order_id: null })).toBe(
      "/pages/nft/artworkDetail?id=3",
    );
    expect(messageTarget({ kind: "won", sale_id: 3, order_id: null })).toBe("/pages/nft/artworkDetail?id=3");
    expect(messageTarget({ kind: "refunded", sale_id: null, order_id: null })).toBeNull();
  });

  it("lists the figures in a steady order, the coin apart", () => {
    expect(
      messageFigures({ deadline: "2026-03-02T00:00:00Z", coin: "USDT", zeta: "1", price: "120", due: "108" }),
    ).toEqual([
      { key: "price", known: "price", value: "120" },
      { key: "due", known: "due", value: "108" },
      { key: "deadline", known: "deadline", value: "2026-03-02T00:00:00Z" },
      { key: "zeta", known: null, value: "1" },
    ]);
    expect(messageFigures(undefined)).toEqual([]);
    expect(messageCoin({ coin: "USDT" })).toBe("USDT");
    expect(messageCoin({ currency_type: "ETH" })).toBe("ETH");
    expect(messageCoin({})).toBe("");
  });

  it("reads a won auction's figures as the server sends them, its deadline as a time", () => {
    expect(
      messageFigures({ pay_by: "2026-03-02T00:00:00.000Z", due: "108", price: "120" }).map((f) => f.known),
    ).toEqual(["price", "due", "pay_by"]);
    expect(isTimeFigure("pay_by")).toBe(true);
    expect(isTimeFigure("deadline")).toBe(true);
    expect(isTimeFigure("created_at")).toBe(true);
    expect(isTimeFigure("price")).toBe(false);
  });
});
