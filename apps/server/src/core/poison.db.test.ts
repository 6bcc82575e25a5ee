import { userAccount } from "@bourse/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGES, operatorToken, signUp, type TestApp, testApp, upload } from "../testing/harness.ts";
import { leverKit } from "../testing/lever-kit.ts";
import { secondsTester } from "../testing/seconds-kit.ts";
import { checkLedger } from "./checker.ts";
import { decimalToUnits, scaleOf } from "./units.ts";

/**
 * A command whose product rows the database refuses is refused alone: the server stays up, the others
 * of its batch keep their answers or are told to retry, and every product's memory is the database's
 * again. The refusal comes from a trigger that rejects the rows of one "poisoned" user.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
  t.clock.advance(500);
  await t.app.feed.step(t.clock());
  await t.db.exec(`
    CREATE TABLE probe_refused (user_id bigint PRIMARY KEY);
    CREATE FUNCTION probe_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM probe_refused WHERE user_id = NEW.user_id) THEN
        RAISE EXCEPTION 'rows of user % refused', NEW.user_id;
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER spot_probe BEFORE INSERT OR UPDATE ON spot_orders FOR EACH ROW EXECUTE FUNCTION probe_refuse();
    CREATE TRIGGER lever_probe BEFORE INSERT OR UPDATE ON lever_trades FOR EACH ROW EXECUTE FUNCTION probe_refuse();
    CREATE TRIGGER seconds_probe BEFORE INSERT OR UPDATE ON seconds_orders FOR EACH ROW EXECUTE FUNCTION probe_refuse();
  `);
});
afterAll(() => t.close());

const BTC = 1;
const USDT = 3;
const poison = (id: number) => t.db.query("INSERT INTO probe_refused (user_id) VALUES ($1)", [id]);
const cure = (id: number) => t.db.query("DELETE FROM probe_refused WHERE user_id = $1", [id]);
const near = (pct: number) => (Math.round(Number(t.app.feed.lastPrice(1)) * (100 + pct)) / 100).toFixed(2);
const order = (token: string, body: Record<string, string>) =>
  t.form("/api/coin/trade", { currency_id: "1", legal_id: "3", ...body }, token);
const spotBalance = (id: number, currency: number, bucket: "available" | "frozen" = "available") =>
  t.app.core.balance(userAccount(id, "change", bucket), currency);

async function spotUser(email: string, currency: number, amount: string) {
  const token = await signUp(t, email);
  const voucher = (await upload(t, token, IMAGES.png)).message;
  const claim = await t.form(
    "/api/wallet/charge_req",
    { currency: String(currency), network: currency === BTC ? "1" : "4", amount, voucher },
    token,
  );
  expect((await t.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, admin)).type).toBe("ok");
  const [row] = await t.db.query<{ id: string }>("SELECT id::text AS id FROM users WHERE email = $1", [
    email,
  ]);
  return { token, id: Number(row!.id) };
}

/** The memory the core rebuilt agrees with the tables. */
async function memoryMatchesTables() {
  expect(await checkLedger(t.db)).toEqual([]);
  const stored = await t.db.query<{ account: string; currency_id: number; amount: string }>(
    "SELECT account, currency_id, amount::text AS amount FROM ledger_balances WHERE user_id IS NOT NULL",
  );
  for (const b of stored) {
    const scale = scaleOf(t.app.core.scales, b.currency_id);
    expect(t.app.core.balance(b.account, b.currency_id), b.account).toBe(decimalToUnits(b.amount, scale));
  }
}

describe("a command whose rows the database refuses", () => {
  it("spot: the order is refused, the batch's others are answered, and the book is the table's again", async () => {
    const alice = await spotUser("poison-alice@example.com", BTC, "1");
    const bob = await spotUser("poison-bob@example.com", USDT, "100000");
    const mallory = await spotUser("poison-mallory@example.com", USDT, "100000");
    const price = near(1);
    expect((await order(alice.token, { type: "sell", amount: "0.5", target_price: price })).type).toBe("ok");
    await poison(mallory.id);
    const [refused, other] = await Promise.all([
      order(mallory.token, { type: "buy", amount: "0.3", target_price: price }),
      order(bob.token, { type: "buy", amount: "0.3", target_price: price }),
    ]);
    expect(refused).toMatchObject({ type: "error", code: "COMMAND_NOT_STORABLE" });
    expect(refused.message).toMatch(/nothing was changed/);
    // bob's order either ran before mallory's in the batch (filled) or after it (asked to retry)
    const bobFilled = other.type === "ok";
    if (!bobFilled) expect(other).toMatchObject({ type: "error", code: "COMMAND_RETRY" });
    expect(spotBalance(mallory.id, USDT)).toBe(100_000_000_000n);
    expect(spotBalance(mallory.id, USDT, "frozen")).toBe(0n);
    expect(spotBalance(mallory.id, BTC)).toBe(0n);
    expect((await t.get("/api/coin/list?status=open", mallory.token)).message.data).toEqual([]);
    const rest = bobFilled ? "0.2" : "0.5";
    expect((await t.get("/api/spot/depth?symbol=BTC/USDT")).message.asks).toEqual([[price, rest]]);
    await memoryMatchesTables();

    // the server goes on: bob's order (again, if he was asked to retry) and mallory's once cured
    if (!bobFilled)
      expect((await order(bob.token, { type: "buy", amount: "0.3", target_price: price })).type).toBe("ok");
    await cure(mallory.id);
    const later = await order(mallory.token, { type: "buy", amount: "0.3", target_price: price });
    expect(later.message).toMatchObject({ filled: "0.2" });
    expect((await t.get("/api/spot/depth?symbol=BTC/USDT")).message.asks).toEqual([]);
    expect(spotBalance(bob.id, BTC)).toBe(29_970_000n); // 0.3 less 0.1 %
    await memoryMatchesTables();
  });

  it("lever: the position is refused and the book keeps only what the table has", async () => {
    const kit = leverKit(() => t);
    const carol = await kit.trader("poison-carol@example.com");
    const mallory = await kit.trader("poison-mallet@example.com");
    await poison(mallory.id);
    const [refused, other] = await Promise.all([kit.submit(mallory.token, {}), kit.submit(carol.token, {})]);
    expect(refused).toMatchObject({ type: "error", code: "COMMAND_NOT_STORABLE" });
    if (other.type !== "ok") {
      expect(other).toMatchObject({ code: "COMMAND_RETRY" });
      expect((await kit.submit(carol.token, {})).type).toBe("ok");
    }
    expect(kit.available(mallory.id)).toBe(1_000_000_000n);
    expect(kit.frozen(mallory.id)).toBe(0n);
    expect(t.app.lever.book.ofHolderAll(mallory.id)).toEqual([]);
    expect(t.app.lever.book.ofHolderAll(carol.id)).toHaveLength(1);
    await memoryMatchesTables();
    await cure(mallory.id);
    expect((await kit.submit(mallory.token, {})).type).toBe("ok");
    expect(t.app.lever.book.ofHolderAll(mallory.id)).toHaveLength(1);
    await memoryMatchesTables();
  });

  it("seconds: a settlement refused stays open with its stake held, and settles on its own end tick once it can", async () => {
    const s = secondsTester(t, admin);
    const dave = await s.user("poison-dave@example.com");
    const placed = await s.submit(dave.token);
    expect(placed.type).toBe("ok");
    await poison(dave.id);
    await s.step(31_000); // past expiry: the settlement is refused
    await s.committed();
    const [open] = await t.db.query<{ status: number }>("SELECT status FROM seconds_orders WHERE id = $1", [
      placed.message.id,
    ]);
    expect(open).toEqual({ status: 1 });
    expect(s.micro(dave.id, "frozen")).toBe(100_000_000n);
    await memoryMatchesTables();
    const [end] = await t.db.query<{ seq: string }>(
      "SELECT seq::text AS seq FROM ticks WHERE market_id = 1 AND ts >= (SELECT expires_at FROM seconds_orders WHERE id = $1) ORDER BY seq LIMIT 1",
      [placed.message.id],
    );

    await cure(dave.id);
    await s.step(500);
    await s.committed();
    const [row] = await t.db.query<{ status: number; end_seq: string }>(
      "SELECT status, end_seq::text AS end_seq FROM seconds_orders WHERE id = $1",
      [placed.message.id],
    );
    expect(row).toEqual({ status: 3, end_seq: end!.seq });
    expect(s.micro(dave.id, "frozen")).toBe(0n);
    await memoryMatchesTables();
  });
});
