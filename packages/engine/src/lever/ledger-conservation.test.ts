import { fromUnits } from "@bourse/money";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isUserAccount, systemAccount, userAccount } from "../ledger/accounts.ts";
import { Ledger, type Posting } from "../ledger/ledger.ts";
import { settleSeconds } from "../seconds.ts";
import {
  accountRisk,
  atLiquidation,
  closeSettlement,
  dealingPrice,
  feeFor,
  type LeverDirection,
  type LeverPosition,
  type LeverTerms,
  liquidationSettlement,
  marginFor,
  overnightCharge,
  pnlAt,
  stopReached,
  unrealizedAt,
} from "./math.ts";
import { arbDirection, arbMultiple, BTC_USDT } from "./test-terms.ts";

/**
 * The lever math driving a real Ledger the way the lever and seconds products move money: opens hold
 * margin + fee (the fee paid to `s:fees` at once), closes settle per `closeSettlement`, stops fire on
 * tick paths, overnight fees per `overnightCharge`, liquidations per `liquidationSettlement`, seconds
 * contracts per `settleSeconds`. After every step the books must balance and every user's money must
 * be explained by deposits, realized PnL, what the house absorbed, fees and seconds results.
 */

const USDT = 3;
const THRESHOLD = { num: 20n, den: 100n };
/** a steep overnight rate (5 % a day), so that fees reach the margin and beyond */
const ETH_USDT: LeverTerms = {
  ...BTC_USDT,
  lotSize: 10_000_000n,
  spread: { num: 3n, den: 10_000n },
  overnight: { num: 5n, den: 100n },
};
const MARKETS = [
  { terms: BTC_USDT, start: 6_500_000n },
  { terms: ETH_USDT, start: 350_000n },
];
const HOUSE = systemAccount("house");
const FEES = systemAccount("fees");

type Step =
  | { op: "deposit"; user: number; kind: "lever" | "micro"; amount: bigint }
  | {
      op: "open";
      user: number;
      market: number;
      direction: LeverDirection;
      lots: bigint;
      multiple: number;
      tpBps: number | null;
      slBps: number | null;
    }
  | { op: "tick"; market: number; bps: number }
  | { op: "close"; pick: number }
  | { op: "overnight" }
  | { op: "secondsOpen"; user: number; market: number; stake: bigint; up: boolean; rate: string }
  | { op: "secondsSettle"; pick: number };

const arbUser = fc.integer({ min: 1, max: 3 });
const arbMarket = fc.integer({ min: 0, max: 1 });
const arbStep: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("deposit" as const),
      user: arbUser,
      kind: fc.constantFrom("lever" as const, "micro" as const),
      amount: fc.bigInt({ min: 1n, max: 300_000_000n }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant("open" as const),
      user: arbUser,
      market: arbMarket,
      direction: arbDirection,
      lots: fc.bigInt({ min: 1n, max: 3_000n }),
      multiple: arbMultiple,
      tpBps: fc.option(fc.integer({ min: 1, max: 800 })),
      slBps: fc.option(fc.integer({ min: 1, max: 800 })),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant("tick" as const),
      market: arbMarket,
      bps: fc.oneof(fc.integer({ min: -300, max: 300 }), fc.integer({ min: -3000, max: 3000 })),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("close" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ op: "overnight" as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("secondsOpen" as const),
      user: arbUser,
      market: arbMarket,
      stake: fc.bigInt({ min: 1n, max: 500_000_000n }),
      up: fc.boolean(),
      rate: fc.constantFrom("0.2", "0.3", "0.45", "0.85"),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("secondsSettle" as const), pick: fc.nat() }) },
);

interface Position extends LeverPosition {
  hold: string;
}
interface UserFlows {
  deposited: bigint;
  pnl: bigint;
  absorbed: bigint;
  fees: bigint;
  seconds: bigint;
}

const seen = {
  closes: 0,
  stops: 0,
  liquidations: 0,
  absorbed: 0,
  overnightFromMargin: 0,
  waived: 0,
  seconds: 0,
};

class World {
  readonly ledger = new Ledger();
  readonly index = MARKETS.map((m) => m.start);
  readonly positions = new Map<number, Position>();
  readonly seconds = new Map<
    string,
    { user: number; market: number; stake: bigint; up: boolean; rate: string; open: bigint }
  >();
  readonly flows = new Map<number, UserFlows>();
  private nextId = 1;

  flowsOf(user: number): UserFlows {
    let f = this.flows.get(user);
    if (!f) {
      f = { deposited: 0n, pnl: 0n, absorbed: 0n, fees: 0n, seconds: 0n };
      this.flows.set(user, f);
    }
    return f;
  }

  private exchange(x: Parameters<Ledger["exchange"]>[0]) {
    const result = this.ledger.exchange(x);
    if (!result.ok) throw new Error(`the ledger refused ${x.entryKind}: ${result.code}`);
  }

  apply(step: Step): void {
    switch (step.op) {
      case "deposit": {
        const r = this.ledger.credit({ ...step, currency: USDT, from: "deposits", entryKind: "deposit" });
        expect(r.ok).toBe(true);
        this.flowsOf(step.user).deposited += step.amount;
        return;
      }
      case "open":
        this.open(step);
        return;
      case "tick": {
        const now = this.index[step.market]!;
        this.index[step.market] = now + (now * BigInt(step.bps)) / 10_000n || 1n;
        for (const p of this.sorted())
          if (p.marketId === step.market && stopReached(p, this.index[step.market]!)) {
            seen.stops += 1;
            this.close(p);
          }
        for (const user of new Set(this.sorted().map((p) => p.owner))) this.liquidateIfDue(user);
        return;
      }
      case "close": {
        const all = this.sorted();
        if (all.length) this.close(all[step.pick % all.length]!);
        return;
      }
      case "overnight":
        for (const p of this.sorted()) this.overnight(p);
        return;
      case "secondsOpen": {
        const hold = `sec:${this.nextId++}`;
        const r = this.ledger.freeze({
          id: hold,
          user: step.user,
          kind: "micro",
          currency: USDT,
          amount: step.stake,
          entryKind: "seconds_submit",
        });
        if (r.ok) this.seconds.set(hold, { ...step, open: this.index[step.market]! });
        else expect(r.code).toBe("WALLET_INSUFFICIENT_BALANCE");
        return;
      }
      case "secondsSettle": {
        const holds = [...this.seconds.keys()];
        if (holds.length) this.settleSeconds(holds[step.pick % holds.length]!);
        return;
      }
    }
  }

  private sorted(): Position[] {
    return [...this.positions.values()].sort((a, b) => a.id - b.id);
  }

  private open(s: Extract<Step, { op: "open" }>) {
    const terms = MARKETS[s.market]!.terms;
    const index = this.index[s.market]!;
    const openPrice = dealingPrice(index, s.direction, "open", terms);
    const margin = marginFor(openPrice, s.lots, s.multiple, terms);
    const fee = feeFor(openPrice, s.lots, terms.fee, terms);
    const up = s.direction === "long";
    const away = (bps: number | null, above: boolean) =>
      bps === null ? null : index + ((above ? 1n : -1n) * index * BigInt(bps)) / 10_000n;
    const id = this.nextId++;
    const hold = `lever:${id}`;
    const result = this.ledger.exchange({
      entryKind: "lever_open",
      open: [{ id: hold, user: s.user, kind: "lever", currency: USDT, amount: margin + fee }],
      use: fee > 0n ? [{ hold, amount: fee }] : [],
      pay: [{ account: FEES, currency: USDT, amount: fee }],
    });
    if (!result.ok) {
      expect(result.code).toBe("WALLET_INSUFFICIENT_BALANCE");
      return;
    }
    this.flowsOf(s.user).fees += fee;
    this.positions.set(id, {
      id,
      owner: s.user,
      marketId: s.market,
      direction: s.direction,
      lots: s.lots,
      openPrice,
      margin,
      takeProfit: away(s.tpBps, up),
      stopLoss: away(s.slBps, !up),
      hold,
    });
  }

  private close(p: Position) {
    const terms = MARKETS[p.marketId]!.terms;
    const pnl = pnlAt(p, dealingPrice(this.index[p.marketId]!, p.direction, "close", terms), terms);
    const available = this.ledger.balance(userAccount(p.owner, "lever"), USDT);
    const s = closeSettlement({ pnl, margin: p.margin, available });
    const user = userAccount(p.owner, "lever");
    this.exchange({
      entryKind: "lever_close",
      use: s.fromMargin > 0n ? [{ hold: p.hold, amount: s.fromMargin }] : [],
      pay: [
        { account: HOUSE, currency: USDT, amount: s.fromMargin + s.fromAvailable - s.profit },
        { account: user, currency: USDT, amount: s.profit - s.fromAvailable },
      ],
      release: [p.hold],
    });
    const f = this.flowsOf(p.owner);
    f.pnl += pnl;
    f.absorbed += s.absorbed;
    if (s.absorbed > 0n) seen.absorbed += 1;
    seen.closes += 1;
    this.positions.delete(p.id);
  }

  private overnight(p: Position) {
    const terms = MARKETS[p.marketId]!.terms;
    const fee = feeFor(p.openPrice, p.lots, terms.overnight, terms);
    const available = this.ledger.balance(userAccount(p.owner, "lever"), USDT);
    const c = overnightCharge({ fee, available, margin: p.margin });
    if (c.waived > 0n) seen.waived += 1;
    if (c.fromMargin > 0n) seen.overnightFromMargin += 1;
    if (c.fromAvailable + c.fromMargin === 0n) return;
    this.exchange({
      entryKind: "lever_overnight",
      use: c.fromMargin > 0n ? [{ hold: p.hold, amount: c.fromMargin }] : [],
      pay: [
        { account: userAccount(p.owner, "lever"), currency: USDT, amount: -c.fromAvailable },
        { account: FEES, currency: USDT, amount: c.fromAvailable + c.fromMargin },
      ],
    });
    p.margin -= c.fromMargin;
    this.flowsOf(p.owner).fees += c.fromAvailable + c.fromMargin;
  }

  private liquidateIfDue(owner: number) {
    const mine = this.sorted().filter((p) => p.owner === owner);
    const balance =
      this.ledger.balance(userAccount(owner, "lever"), USDT) +
      this.ledger.balance(userAccount(owner, "lever", "frozen"), USDT);
    const at = (p: Position) => this.index[p.marketId]!;
    const risk = accountRisk(
      balance,
      mine.map((p) => ({ margin: p.margin, unrealized: unrealizedAt(p, at(p), MARKETS[p.marketId]!.terms) })),
    );
    if (!atLiquidation(risk, THRESHOLD)) return;
    const pnls = mine.map((p) => {
      const terms = MARKETS[p.marketId]!.terms;
      return pnlAt(p, dealingPrice(at(p), p.direction, "close", terms), terms);
    });
    const s = liquidationSettlement(balance, pnls);
    this.exchange({
      entryKind: "lever_liquidation",
      release: mine.map((p) => p.hold),
      pay: [
        { account: userAccount(owner, "lever"), currency: USDT, amount: s.paid },
        { account: HOUSE, currency: USDT, amount: -s.paid },
      ],
    });
    const f = this.flowsOf(owner);
    f.pnl += pnls.reduce((a, b) => a + b, 0n);
    f.absorbed += s.absorbed;
    if (s.absorbed > 0n) seen.absorbed += 1;
    seen.liquidations += 1;
    for (const p of mine) this.positions.delete(p.id);
    expect(this.ledger.balance(userAccount(owner, "lever", "frozen"), USDT)).toBe(0n);
  }

  private settleSeconds(hold: string) {
    const o = this.seconds.get(hold)!;
    const decimals = MARKETS[o.market]!.terms.priceDecimals;
    const s = settleSeconds({
      direction: o.up ? "up" : "down",
      stake: fromUnits(o.stake, 6),
      profitRate: o.rate,
      openPrice: fromUnits(o.open, decimals),
      endPrice: fromUnits(this.index[o.market]!, decimals),
    });
    const micro = userAccount(o.user, "micro");
    const pay: Posting[] =
      s.result === "win"
        ? [
            { account: HOUSE, currency: USDT, amount: -s.profit.units },
            { account: micro, currency: USDT, amount: s.profit.units },
          ]
        : s.result === "loss"
          ? [{ account: HOUSE, currency: USDT, amount: o.stake }]
          : [];
    this.exchange({
      entryKind: "seconds_settle",
      use: s.result === "loss" ? [{ hold, amount: o.stake }] : [],
      pay,
      release: [hold],
    });
    this.flowsOf(o.user).seconds += s.profit.units;
    seen.seconds += 1;
    this.seconds.delete(hold);
  }

  /** The books balance, no user bucket is negative, holds explain frozen money, flows explain the rest. */
  check(): void {
    const sum = new Map<number, bigint>();
    for (const e of this.ledger.entries()) {
      sum.set(e.currency, (sum.get(e.currency) ?? 0n) + e.amount);
      if (isUserAccount(e.account)) expect(e.amount >= 0n, e.account).toBe(true);
    }
    for (const total of sum.values()) expect(total).toBe(0n);
    const held = new Map<string, bigint>();
    for (const h of this.ledger.openHolds()) {
      const key = userAccount(h.user, h.kind, "frozen");
      held.set(key, (held.get(key) ?? 0n) + h.amount);
    }
    let toUsers = 0n;
    let fees = 0n;
    let deposited = 0n;
    for (const [user, f] of this.flows) {
      for (const kind of ["lever", "micro"] as const) {
        const frozen = userAccount(user, kind, "frozen");
        expect(this.ledger.balance(frozen, USDT)).toBe(held.get(frozen) ?? 0n);
      }
      const margins = [...this.positions.values()]
        .filter((p) => p.owner === user)
        .reduce((a, p) => a + p.margin, 0n);
      expect(this.ledger.balance(userAccount(user, "lever", "frozen"), USDT)).toBe(margins);
      const total = (["lever", "micro"] as const).reduce(
        (a, kind) =>
          a +
          this.ledger.balance(userAccount(user, kind), USDT) +
          this.ledger.balance(userAccount(user, kind, "frozen"), USDT),
        0n,
      );
      // what the user holds is what they put in, plus results, plus losses the house absorbed, less fees;
      // never below zero: a user never loses more than they put in
      const explained = f.deposited + f.pnl + f.absorbed - f.fees + f.seconds;
      expect(total).toBe(explained);
      expect(total >= 0n).toBe(true);
      toUsers += f.pnl + f.absorbed + f.seconds;
      fees += f.fees;
      deposited += f.deposited;
    }
    expect(this.ledger.balance(HOUSE, USDT)).toBe(-toUsers);
    expect(this.ledger.balance(FEES, USDT)).toBe(fees);
    expect(this.ledger.balance(systemAccount("deposits"), USDT)).toBe(-deposited);
  }
}

describe("lever and seconds settlement on a real ledger", () => {
  it("(e) conserves money through opens, stops, closes, overnight fees, liquidations and seconds", () => {
    fc.assert(
      fc.property(fc.array(arbStep, { minLength: 10, maxLength: 80, size: "max" }), (steps) => {
        const world = new World();
        for (const step of steps) {
          world.apply(step);
          world.check();
        }
      }),
      { seed: 107, numRuns: 120 },
    );
    // the runs reached every path that matters
    for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(0);
  });
});
