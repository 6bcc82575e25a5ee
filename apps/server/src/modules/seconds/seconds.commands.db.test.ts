import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Command } from "../../core/command.ts";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";
import { secondsTester, USDT } from "../../testing/seconds-kit.ts";
import { newPublicId } from "./seconds.store.ts";

/**
 * The seconds commands as the money core runs them: sent as data (as from a log or another node), a
 * repeated settlement key, arguments off the schema and refusals of the handlers themselves.
 */
let t: TestApp;
let admin: string;
let s: ReturnType<typeof secondsTester>;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
  s = secondsTester(t, admin);
  await s.step(500);
});
afterAll(() => t.close());

const send = (command: Command) => t.app.core.send(command);
const journalCount = async () =>
  (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM journal_entries"))[0]!.n;
const orderRow = async (id: number) =>
  (
    await t.db.query<{ status: number; end_seq: string | null; settle_entry_id: string | null }>(
      "SELECT status, end_seq::text AS end_seq, settle_entry_id::text AS settle_entry_id FROM seconds_orders WHERE id = $1",
      [id],
    )
  )[0];

/** Arguments of a valid `seconds.submit` on BTC/USDT's last tick: 100 USDT up for 30 s. */
function submitArgs(over: Record<string, unknown> = {}) {
  return {
    publicId: newPublicId(),
    marketId: 1,
    symbol: "BTC/USDT",
    currencyId: USDT,
    currencyName: "USDT",
    decimals: 6,
    direction: "up",
    seconds: 30,
    profitRatio: "20",
    stake: "100",
    openTick: t.app.feed.lastTick(1)!,
    staleAfterMs: 10_000,
    ...over,
  };
}

describe("seconds commands sent as data", () => {
  it("places an order with the sender's public id and open tick, as a request would", async () => {
    const kim = await s.user("cmd-kim@example.com");
    const publicId = newPublicId();
    const open = t.app.feed.lastTick(1)!;
    const answer = await send({
      kind: "seconds.submit",
      args: submitArgs({ publicId, openTick: open }),
      caller: { user: kim.id },
    });
    expect(answer).toMatchObject({ ok: true, duplicate: false });
    if (!answer.ok) return;
    const reply = answer.reply as { id: number; public_id: string };
    expect(reply).toMatchObject({
      public_id: publicId,
      status: 1,
      number: "100",
      open_tick: { seq: open.seq, time: open.ts, price: open.price },
    });
    expect(await s.result(kim.token, reply.id)).toEqual(reply);
    expect(s.micro(kim.id, "frozen")).toBe(100_000_000n);
    // the journal keeps the command with its entry
    const [entry] = await t.db.query<{ command: Command; user_id: string }>(
      "SELECT command, user_id::text AS user_id FROM journal_entries WHERE id = $1",
      [answer.entryId],
    );
    expect(entry).toMatchObject({
      command: { kind: "seconds.submit", args: { publicId }, caller: { user: kim.id } },
      user_id: String(kim.id),
    });
  });

  it("answers a repeated settlement key with the first reply and settles nothing twice", async () => {
    const lou = await s.user("cmd-lou@example.com");
    const placed = (await s.submit(lou.token, { number: "50" })).message;
    const end = await s.step(30_000);
    const settled = await s.result(lou.token, placed.id);
    expect(settled).toMatchObject({ status: 3, end_tick: { seq: end.seq, time: end.ts, price: end.price } });
    const key = `seconds-settle:${placed.id}`;
    const [first] = await t.db.query<{ id: string; reply: unknown }>(
      "SELECT id::text AS id, reply FROM journal_entries WHERE idempotency_key = $1",
      [key],
    );
    expect(first!.reply).toEqual({
      id: placed.id,
      result: settled.result,
      payout: settled.payout,
      fact_profits: settled.fact_profits,
      end_tick: settled.end_tick,
    });
    const balance = s.micro(lou.id);
    const house = s.house();
    const entries = await journalCount();

    // the same settlement again, on a later tick, twice at once
    const later = await s.step(500);
    const repeat: Command = {
      kind: "seconds.settle",
      args: { orderId: placed.id, endTick: { seq: later.seq, ts: later.ts, price: later.price } },
      caller: { system: "seconds-settlement" },
      idempotencyKey: key,
    };
    const answers = await Promise.all([send(repeat), send(repeat)]);
    for (const answer of answers)
      expect(answer).toEqual({ ok: true, entryId: Number(first!.id), reply: first!.reply, duplicate: true });
    // without its key, a settlement of a closed order is refused with the product's code
    const { idempotencyKey: _, ...unkeyed } = repeat;
    expect(await send(unkeyed)).toEqual({ ok: false, code: "SECONDS_ALREADY_SETTLED" });

    expect(await journalCount()).toBe(entries);
    expect(s.micro(lou.id)).toBe(balance);
    expect(s.house()).toBe(house);
    expect(await s.result(lou.token, placed.id)).toEqual(settled);
  });

  it("refuses arguments off the schema with COMMAND_INVALID and changes nothing", async () => {
    const max = await s.user("cmd-max@example.com");
    const open = (await s.submit(max.token, { number: "10", seconds: "60" })).message;
    const caller = { user: max.id };
    const tick = t.app.feed.lastTick(1)!;
    const bad: Command[] = [
      { kind: "seconds.submit", args: submitArgs({ stake: 100 }), caller },
      { kind: "seconds.submit", args: submitArgs({ stake: "1e3" }), caller },
      { kind: "seconds.submit", args: submitArgs({ stake: "100000000000000000000000" }), caller },
      { kind: "seconds.submit", args: submitArgs({ publicId: String(open.id) }), caller },
      { kind: "seconds.submit", args: submitArgs({ direction: "sideways" }), caller },
      { kind: "seconds.submit", args: submitArgs({ symbol: "BTC/USDT\u0000" }), caller },
      { kind: "seconds.submit", args: submitArgs({ openTick: { ...tick, price: -1 } }), caller },
      { kind: "seconds.submit", args: submitArgs({ openTick: undefined }), caller },
      { kind: "seconds.submit", args: submitArgs({ userId: 1 }), caller },
      { kind: "seconds.submit", args: "100 up", caller },
      { kind: "seconds.settle", args: { orderId: String(open.id), endTick: tick }, caller },
      { kind: "seconds.settle", args: { orderId: open.id, endTick: { seq: tick.seq } }, caller },
      { kind: "seconds.settle", args: { orderId: 2 ** 60, endTick: tick }, caller },
      { kind: "seconds.cancel", args: { orderId: open.id, graceSeconds: -1 }, caller },
      { kind: "seconds.cancel", args: { orderId: open.id }, caller },
      { kind: "seconds.refund", args: { orderId: open.id }, caller },
    ];
    const entries = await journalCount();
    for (const command of bad)
      expect(await send(command), JSON.stringify(command.args)).toEqual({
        ok: false,
        code: "COMMAND_INVALID",
      });
    expect(await journalCount()).toBe(entries);
    expect(await s.orderCount(max.id)).toBe(1);
    expect(s.micro(max.id, "frozen")).toBe(10_000_000n);
    expect(s.micro(max.id)).toBe(990_000_000n);
    expect((await s.result(max.token, open.id)).status).toBe(1);
  });

  it("refuses with the product's code what the handlers find wrong when they run, with nothing changed", async () => {
    const ned = await s.user("cmd-ned@example.com", "200");
    const ola = await s.user("cmd-ola@example.com");
    const open = (await s.submit(ned.token, { number: "100", seconds: "60" })).message;
    const tick = t.app.feed.lastTick(1)!;
    const entries = await journalCount();
    const refusals: [Command, unknown][] = [
      // an open tick older than the stale limit at the batch's time
      [
        {
          kind: "seconds.submit",
          args: submitArgs({ openTick: { ...tick, ts: tick.ts - 10_001 } }),
          caller: { user: ned.id },
        },
        { ok: false, code: "SECONDS_PRICE_STALE" },
      ],
      [
        { kind: "seconds.submit", args: submitArgs({ stake: "100.000001" }), caller: { user: ned.id } },
        { ok: false, code: "WALLET_INSUFFICIENT_BALANCE" },
      ],
      [
        { kind: "seconds.submit", args: submitArgs({ stake: "0" }), caller: { user: ned.id } },
        { ok: false, code: "WALLET_INVALID_AMOUNT" },
      ],
      // an order is placed by its user, never by the venue or an operator
      [
        { kind: "seconds.submit", args: submitArgs(), caller: { system: "replay" } },
        { ok: false, code: "COMMAND_INVALID" },
      ],
      // the end tick is never one before expiry
      [
        {
          kind: "seconds.settle",
          args: { orderId: open.id, endTick: { seq: tick.seq, ts: tick.ts, price: tick.price } },
          caller: { system: "seconds-settlement" },
        },
        { ok: false, code: "COMMAND_INVALID" },
      ],
      // someone else's order is not found; the owner's needs a grace period, and then within it
      [
        { kind: "seconds.cancel", args: { orderId: open.id, graceSeconds: 5 }, caller: { user: ola.id } },
        { ok: false, code: "SECONDS_NOT_FOUND" },
      ],
      [
        { kind: "seconds.cancel", args: { orderId: open.id, graceSeconds: 0 }, caller: { user: ned.id } },
        { ok: false, code: "SECONDS_CANCEL_NOT_ALLOWED" },
      ],
    ];
    for (const [command, refusal] of refusals) expect(await send(command)).toEqual(refusal);
    await s.step(6_000);
    expect(
      await send({
        kind: "seconds.cancel",
        args: { orderId: open.id, graceSeconds: 5 },
        caller: { user: ned.id },
      }),
    ).toEqual({ ok: false, code: "SECONDS_CANCEL_TOO_LATE", params: { seconds: 5 } });

    expect(await journalCount()).toBe(entries);
    expect(s.micro(ned.id, "frozen")).toBe(100_000_000n);
    expect(s.micro(ned.id)).toBe(100_000_000n);
    expect(await s.orderCount(ned.id)).toBe(1);
    expect(await orderRow(open.id)).toEqual({ status: 1, end_seq: null, settle_entry_id: null });
    // it still settles on its own end tick
    await s.step(54_000);
    expect((await s.result(ned.token, open.id)).status).toBe(3);
    expect(s.micro(ned.id, "frozen")).toBe(0n);
  });

  it("cancels once for a repeated cancellation key: every repeat hears the cancelled order", async () => {
    const pat = await s.user("cmd-pat@example.com");
    const placed = (await s.submit(pat.token, { number: "100" })).message;
    const cancel: Command = {
      kind: "seconds.cancel",
      args: { orderId: placed.id, graceSeconds: 5 },
      caller: { user: pat.id },
      idempotencyKey: `seconds-cancel:${placed.id}`,
    };
    const [a, b] = await Promise.all([send(cancel), send(cancel)]);
    expect(a).toMatchObject({ ok: true, duplicate: false, reply: { id: placed.id, status: 4 } });
    expect(b).toEqual({ ...a, duplicate: true });
    expect(await send(cancel)).toEqual({ ...a, duplicate: true });
    expect(s.micro(pat.id)).toBe(1000_000_000n);
    expect(s.micro(pat.id, "frozen")).toBe(0n);
    expect(await s.result(pat.token, placed.id)).toMatchObject({ status: 4, end_tick: null });
    const [row] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM journal_entries WHERE idempotency_key = $1",
      [`seconds-cancel:${placed.id}`],
    );
    expect(row!.n).toBe(1);
  });
});
