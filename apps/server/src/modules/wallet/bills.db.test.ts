import { BillPage, isLedgerEntryKind, PostingPage } from "@bourse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAnswer } from "../../testing/answers.ts";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";
import { leverKit } from "../../testing/lever-kit.ts";
import { secondsTester } from "../../testing/seconds-kit.ts";

let t: TestApp;
let s: ReturnType<typeof secondsTester>;
beforeAll(async () => {
  t = await testApp();
  s = secondsTester(t, await operatorToken(t));
  await s.step(500);
});
afterAll(() => t.close());

const lever = leverKit(() => t);

interface Line {
  id: string;
  entry_id: number;
  type: string;
  account: string;
  bucket: string;
  currency_name: string;
  value: string;
  balance_after: string;
  available: string;
  frozen: string;
  frozen_after: string | null;
  from_account: string | null;
  to_account: string | null;
  amount: string | null;
  fee: string | null;
}

const neg = (text: string) => (text.startsWith("-") ? text.slice(1) : `-${text}`);

describe("bills: one line per action", () => {
  it("groups a transfer, a perpetual open and close, a seconds order and settlement; a resting spot order is no bill", async () => {
    // 10,000 USDT deposited; 1,000 of it moved to the lever account (the kit's trader)
    const { token, id } = await lever.trader("bills-one-line@example.com", "1000");
    const toSeconds = await t.form(
      "/api/wallet/change",
      { currency_id: "3", number: "3000", from_field: "change", to_field: "micro" },
      token,
    );
    expect(toSeconds.type).toBe("ok");

    const opened = (await lever.submit(token, { share: "1", multiple: "5" })).message;
    await lever.step(2);
    expect((await t.form("/api/lever/close", { id: String(opened.id) }, token)).type).toBe("ok");

    const order = await s.submit(token, { number: "100" });
    expect(order.type).toBe("ok");
    await s.step(30_000);
    expect((await s.result(token, order.message.id)).status).toBe(3);

    const price = (Number(t.app.feed.lastPrice(1)) * 0.9).toFixed(2);
    const spot = await t.form(
      "/api/coin/trade",
      { currency_id: "1", legal_id: "3", type: "buy", amount: "0.01", target_price: price },
      token,
    );
    expect(spot.message).toMatchObject({ status: "open" });

    const billsAnswer = await t.form("/api/wallet/legal_log", { limit: "50" }, token);
    expectAnswer(BillPage, billsAnswer);
    const bills = billsAnswer.message;
    const lines = bills.data as Line[];
    // a resting order only sets money aside within the account (its order screen shows it): no bill line
    expect(lines.map((l) => [l.type, l.account])).toEqual([
      ["seconds_settle", "micro"],
      ["seconds_order", "micro"],
      ["lever_close", "lever"],
      ["lever_open", "lever"],
      ["transfer", "change"],
      ["transfer", "change"],
      ["deposit", "change"],
    ]);
    expect(bills.total).toBe(7);
    // unique ids, one line per journal entry here, and every kind one the apps name
    expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
    expect(new Set(lines.map((l) => l.entry_id)).size).toBe(lines.length);
    for (const l of lines) expect(isLedgerEntryKind(l.type), l.type).toBe(true);

    const [settle, stake, close, open, moveToSeconds, moveToLever, deposit] = lines as [
      Line,
      Line,
      Line,
      Line,
      Line,
      Line,
      Line,
    ];

    // seconds: the stake frozen, then the frozen stake settled (paid out, returned or lost)
    expect(stake).toMatchObject({ value: "-100", available: "-100", frozen: "100", frozen_after: "100" });
    expect(stake.balance_after).toBe("2900");
    expect(settle).toMatchObject({ frozen: "-100", frozen_after: "0" });
    if (settle.available === "0") expect(settle).toMatchObject({ bucket: "frozen", value: "-100" });
    else expect(settle).toMatchObject({ bucket: "available", value: settle.available });

    // perpetual: margin frozen and the fee paid at open, the margin released with the result at close
    expect(open).toMatchObject({ frozen: opened.caution_money, frozen_after: opened.caution_money });
    expect(open.value).toBe(open.available);
    expect(close).toMatchObject({
      frozen: neg(opened.caution_money),
      frozen_after: "0",
      bucket: "available",
    });

    // a transfer: one line from → to, the amount sent and its fee
    expect(moveToSeconds).toMatchObject({
      from_account: "change",
      to_account: "micro",
      amount: "3000",
      fee: "0",
      value: "-3000",
      balance_after: "6000",
      frozen_after: null,
    });
    expect(moveToLever).toMatchObject({ from_account: "change", to_account: "lever", amount: "1000" });
    expect(deposit).toMatchObject({ value: "10000", from_account: null, amount: null, fee: null });

    // filtered by an account, a transfer speaks for that account
    const micro = (await t.form("/api/wallet/legal_log", { type: "micro" }, token)).message.data as Line[];
    expect(micro.map((l) => l.type)).toEqual(["seconds_settle", "seconds_order", "transfer"]);
    expect(micro[2]).toMatchObject({
      id: moveToSeconds.id,
      account: "micro",
      value: "3000",
      balance_after: "3000",
      from_account: "change",
      to_account: "micro",
    });

    // the transfer history: one line per transfer
    const historyAnswer = await t.get("/api/wallet/hzhistory", token);
    expectAnswer(BillPage, historyAnswer);
    const history = historyAnswer.message;
    expect(history.total).toBe(2);
    expect(history.data.map((l: Line) => [l.from_account, l.to_account, l.amount])).toEqual([
      ["change", "micro", "3000"],
      ["change", "lever", "1000"],
    ]);

    // pages never split a line: two at a time give the same lines
    const paged: Line[] = [];
    for (let page = 1; page <= 4; page++)
      paged.push(
        ...(await t.form("/api/wallet/legal_log", { page: String(page), limit: "2" }, token)).message.data,
      );
    expect(paged.map((l) => l.id)).toEqual(lines.map((l) => l.id));

    // the console still sees each posting, each with an id of its own
    const postingsAnswer = await t.get(`/api/admin/users/${id}/bills?limit=100`, await operatorToken(t));
    expectAnswer(PostingPage, postingsAnswer);
    const postings = postingsAnswer.message;
    expect(postings.total).toBeGreaterThan(lines.length);
    expect(new Set(postings.data.map((p: { id: string }) => p.id)).size).toBe(postings.data.length);
  });

  it("charges a transfer's fee on its one line", async () => {
    const { token } = await lever.trader("bills-fee@example.com", "1000");
    const admin = await operatorToken(t);
    await t.form("/api/admin/settings", { key: "transfer_fee_rate", value: "0.001" }, admin);
    await t.form(
      "/api/wallet/change",
      { currency_id: "3", number: "50", from_field: "change", to_field: "micro" },
      token,
    );
    await t.form("/api/admin/settings", { key: "transfer_fee_rate", value: "0" }, admin);
    const [line] = (await t.get("/api/wallet/hzhistory", token)).message.data as Line[];
    expect(line).toMatchObject({ from_account: "change", to_account: "micro", amount: "50", fee: "0.05" });
  });
});
