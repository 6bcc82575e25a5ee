import {
  drawBoxes,
  liquidate,
  type OutcomeProof,
  seedCommitment,
  type VerifyStep,
  verified,
  verifyOutcome,
} from "@bourse/engine";
import { fromUnits, toPlainString } from "@bourse/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BTC_NETWORK, financialUser, fundedUser, USDT_TRC20 } from "../../testing/funds-kit.ts";
import { operatorToken, type TestApp, testApp, testClock, testDb } from "../../testing/harness.ts";

const USDT = 3;
const MINUTE = 60_000;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp({}, { db: await testDb(), clock: testClock(new Date("2026-06-01T10:00:00Z")) });
  admin = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
  await t.db.close();
});

const failing = (steps: VerifyStep[]) => steps.filter((x) => !x.ok).map((x) => x.name);
const call = (name: string, body: Record<string, unknown>, token?: string) =>
  t.json(`/api/bind_box/${name}`, body, token);
const iso = (ms: number) => new Date(t.clock().getTime() + ms).toISOString();
const nftProof = (id: number, token?: string) => t.get(`/api/transparency/outcomes/nft/${id}`, token);

describe("blind box outcomes", () => {
  it("proves one's own box once its series has ended and its seed is out; others' are not found", async () => {
    const ann = await fundedUser(t, "outcome-nft-ann@example.com", [[...USDT_TRC20, "100"]]);
    const bob = await fundedUser(t, "outcome-nft-bob@example.com", [[...USDT_TRC20, "100"]]);
    // three boxes of two artworks, for an hour
    const art = async (title: string, rarity: string) => {
      const made = await t.json(
        "/api/admin/nft/artworks",
        { collection_id: 1, title, description: "", rarity, media: "/uploads/seed/nft-3.svg", editions: 5 },
        admin,
      );
      expect(made.type, JSON.stringify(made)).toBe("ok");
      return made.message.id as number;
    };
    const [common, epic] = [await art("Proof common", "common"), await art("Proof epic", "epic")];
    const table = [
      { artwork: common, count: 2 },
      { artwork: epic, count: 1 },
    ];
    const series = await t.json(
      "/api/admin/nft/series",
      {
        name: "Proof boxes",
        cover: "/uploads/seed/nft-3.svg",
        description: "",
        currency_id: USDT,
        price: "5",
        start_at: iso(0),
        end_at: iso(60 * MINUTE),
        table: table.map((s) => ({ artwork_id: s.artwork, count: s.count })),
      },
      admin,
    );
    expect(series.type, JSON.stringify(series)).toBe("ok");
    const seriesId = series.message.id as number;

    const bought = await call("buyNFT", { id: seriesId }, ann.token);
    expect(bought.type, JSON.stringify(bought)).toBe("ok");
    const box = bought.message.box as { id: number; number: number };
    expect(box.number).toBe(1);
    const opened = await call("openBlindBox", { id: box.id }, ann.token);
    expect(opened.type, JSON.stringify(opened)).toBe("ok");
    const bobs = (await call("buyNFT", { id: seriesId }, bob.token)).message.box as { id: number };

    // the seed is secret while the series is on sale: the draw cannot be recomputed yet
    expect(await nftProof(box.id, ann.token)).toMatchObject({ code: "TRANSPARENCY_OUTCOME_OPEN" });

    // the hour is over: the scheduler ends the series (one box unsold) and its seed is published
    t.clock.advance(61 * MINUTE);
    await t.app.scheduler.check();

    // a guest is not signed in; someone else's box, or an unknown one, is not found
    expect((await nftProof(box.id)).type).toBe(999);
    expect(await nftProof(box.id, bob.token)).toMatchObject({ code: "TRANSPARENCY_OUTCOME_NOT_FOUND" });
    expect(await nftProof(9_999, ann.token)).toMatchObject({ code: "TRANSPARENCY_OUTCOME_NOT_FOUND" });

    const answer = await nftProof(box.id, ann.token);
    expect(answer.type, JSON.stringify(answer)).toBe("ok");
    const proof = answer.message as OutcomeProof;
    const pub = (await t.get(`/api/nft/series/${seriesId}/proof`)).message;
    const [order] = await t.db.query<{ entry: number }>(
      "SELECT entry_id::int AS entry FROM nft_orders WHERE box_id = $1",
      [box.id],
    );
    expect(proof).toEqual({
      kind: "nft.draw",
      rule: { name: "blind-box-draw", version: 1 },
      inputs: {
        series: seriesId,
        commitment: series.message.commitment,
        seed: pub.seed,
        box: 1,
        table,
      },
      result: { artwork: String(opened.message.box.item.artwork.id) },
      entry_id: order!.entry,
    });
    expect(seedCommitment(pub.seed)).toBe(series.message.commitment);
    expect(Number(proof.result.artwork)).toBe(drawBoxes(pub.seed, table, 3)[0]);
    const steps = verifyOutcome(proof);
    expect(steps.map((s) => s.name)).toEqual(["known rule", "inputs", "commitment", "result"]);
    expect(verified(steps)).toBe(true);
    expect(await t.db.query("SELECT kind FROM journal_entries WHERE id = $1", [proof.entry_id])).toEqual([
      { kind: "nft_box_buy" },
    ]);

    // a box that was never opened is proven too (its draw was fixed when it was bought)
    const bobProof = (await nftProof(bobs.id, bob.token)).message as OutcomeProof;
    expect(verified(verifyOutcome(bobProof))).toBe(true);
    expect(bobProof.inputs.box).toBe(2);

    // another artwork stated fails the result; another commitment fails the commitment
    const other = String(proof.result.artwork === String(common) ? epic : common);
    expect(failing(verifyOutcome({ ...proof, result: { artwork: other } }))).toEqual(["result"]);
    expect(
      failing(
        verifyOutcome({ ...proof, inputs: { ...proof.inputs, commitment: seedCommitment("00".repeat(32)) } }),
      ),
    ).toEqual(["commitment"]);
  });
});

const BTC_USDT = 1;
const units6 = (text: string) => {
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole + fraction.padEnd(6, "0").slice(0, 6));
};
const loanProof = (id: number, token?: string) => t.get(`/api/transparency/outcomes/loan/${id}`, token);

describe("loan liquidation outcomes", () => {
  it("proves one's own liquidated loan at the tick it used; a running loan is open, others' not found", async () => {
    await t.app.feed.step(t.clock());
    const cat = await financialUser(t, "outcome-loan-cat@example.com", [[...BTC_NETWORK, "0.1"]]);
    const dan = await financialUser(t, "outcome-loan-dan@example.com", [[...BTC_NETWORK, "0.1"]]);
    const offer = (await t.get("/api/loan/config")).message[0];
    const added = await t.form("/api/loan/add", { config_id: String(offer.id), amount: "500" }, cat.token);
    expect(added.type, JSON.stringify(added)).toBe("ok");
    expect(added.message.state).toBe("active");
    const loanId = added.message.id as number;
    expect(await loanProof(loanId, cat.token)).toMatchObject({ code: "TRANSPARENCY_OUTCOME_OPEN" });

    // the index crashes to where the LTV is 95 %: past the liquidation step (92 %)
    const [row] = await t.db.query<{ debt: string; collateral: string }>(
      "SELECT (amount + interest)::text AS debt, collateral::text FROM loans WHERE id = $1",
      [loanId],
    );
    const debt = units6(row!.debt);
    const [whole = "0", fraction = ""] = row!.collateral.split(".");
    const collateral = BigInt(whole + fraction.padEnd(8, "0").slice(0, 8));
    const crash = (debt * 10n ** 8n * 100n) / (collateral * 95n);
    const at = t.clock().getTime();
    t.app.loan.onTick({
      marketId: BTC_USDT,
      seq: 800_001,
      price: toPlainString(fromUnits(crash, 6)),
      ts: at,
    });
    await t.app.loan.settled();

    expect((await loanProof(loanId)).type).toBe(999);
    expect(await loanProof(loanId, dan.token)).toMatchObject({ code: "TRANSPARENCY_OUTCOME_NOT_FOUND" });
    expect(await loanProof(999_999, cat.token)).toMatchObject({ code: "TRANSPARENCY_OUTCOME_NOT_FOUND" });
    const answer = await loanProof(loanId, cat.token);
    expect(answer.type, JSON.stringify(answer)).toBe("ok");
    const proof = answer.message as OutcomeProof;
    const r = liquidate(debt, collateral, crash, 8);
    const [entry] = await t.db.query<{ id: number }>(
      "SELECT id::int AS id FROM journal_entries WHERE kind = 'loan_liquidate' AND reference = $1",
      [`loan:${loanId}`],
    );
    const c8 = (v: bigint) => toPlainString(fromUnits(v, 8));
    const c6 = (v: bigint) => toPlainString(fromUnits(v, 6));
    expect(proof).toMatchObject({
      kind: "loan.liquidate",
      rule: { name: "loan-liquidation", version: 1 },
      inputs: {
        symbol: "BTC/USDT",
        loan_scale: 6,
        collateral_scale: 8,
        collateral: c8(collateral),
        steps: { margin_call: "0.8", top_up: "0.85", liquidate: "0.92" },
        liquidation_tick: 800_001,
        ticks: { 800001: { price: c6(crash), time: at } },
      },
      result: {
        step: "liquidate",
        sold: c8(r.sold),
        returned: c8(r.returned),
        proceeds: c6(r.proceeds),
        shortfall: c6(r.shortfall),
        surplus: c6(r.surplus),
      },
      entry_id: entry!.id,
    });
    expect(units6(proof.inputs.principal as string) + units6(proof.inputs.interest as string)).toBe(debt);
    const steps = verifyOutcome(proof);
    expect(steps.map((s) => s.name)).toEqual(["known rule", "inputs", "result"]);
    expect(verified(steps)).toBe(true);

    // a higher tick price (LTV under the last step) or another amount sold fails the result
    const ticks = proof.inputs.ticks as Record<string, { price: string; time: number }>;
    const higher = {
      ...proof,
      inputs: { ...proof.inputs, ticks: { 800001: { ...ticks["800001"]!, price: c6(crash * 2n) } } },
    };
    expect(failing(verifyOutcome(higher))).toEqual(["result"]);
    expect(failing(verifyOutcome({ ...proof, result: { ...proof.result, sold: c8(r.sold + 1n) } }))).toEqual([
      "result",
    ]);
  });
});
