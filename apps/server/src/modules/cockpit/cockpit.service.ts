import type {
  CockpitCoverage,
  CockpitDashboard,
  CockpitFunnel,
  CockpitHouseResult,
  CockpitMoneyFlow,
  CockpitProduct,
  CockpitQueue,
  CockpitQueueKey,
  CockpitSpotMarket,
} from "@bourse/contract";
import { type Amount, add, fromUnits, lt, money, neg, sub, toPlainString, zero } from "@bourse/money";
import type { Db } from "../../db/db.ts";
import {
  type AppendedTable,
  contractDays,
  coverage,
  currencies,
  firstIdFrom,
  markets,
  queueCounts,
  signUpDays,
  spotDays,
  spotFeeDays,
  venuePostingDays,
  type Window,
} from "./cockpit.store.ts";

const DAY_MS = 86_400_000;
/** Days in the daily series and the longest period. */
const DAYS = 30;
/** How long one answer serves every operator: the console refetches every 10 s. */
export const DASHBOARD_TTL_MS = 5_000;

/** The queues' pages in the console (hash routes, apps/admin/src/app/paths.ts). */
const QUEUE_PATHS: Record<CockpitQueueKey, string> = {
  kyc: "/kyc",
  deposits: "/deposits",
  withdrawals: "/withdrawals",
  p2p_appeals: "/p2p?section=orders",
  p2p_merchants: "/p2p?section=merchants",
  copy_traders: "/copy",
  loans: "/earn?section=loans",
  loan_repayments: "/earn?section=loans",
  king_managers: "/growth?section=king",
  support: "/support?section=inbox",
};

/** A dashboard figure over the periods, summed from days. */
type Periods<T> = { today: T; d7: T; d30: T };

export interface HotWallet {
  /** the hot wallet's balance per currency name, when a chain is watched and its node answered */
  balances(): Promise<Map<string, string> | undefined>;
}

export interface CockpitDeps {
  db: Db;
  clock: () => Date;
  hotWallet?: HotWallet;
}

const SCALE = 18;
const amount = (text: string) => money(text, SCALE);
const plain = (a: Amount) => toPlainString(a);

/**
 * The operator console's dashboard (module `cockpit`): sign-ups and identity checks, money in and out,
 * spot trading, contracts opened, the house's result per product, liabilities against assets, and the
 * queues waiting for an operator. Periods are UTC days on the server's clock: `today` since 00:00, `d7`
 * the last 7 days and `d30` the last 30, today included. One answer serves every caller for 5 s.
 */
export function createCockpitService({ db, clock, hotWallet }: CockpitDeps) {
  /** the first id at a UTC midnight, per table: the past does not change once a later row exists */
  const firstIds = new Map<string, number>();
  let cached: { at: number; answer: Promise<CockpitDashboard> } | undefined;

  async function firstId(table: AppendedTable, from: Date): Promise<number> {
    const key = `${table}@${from.getTime()}`;
    const known = firstIds.get(key);
    if (known !== undefined) return known;
    const { id, exists } = await firstIdFrom(db, table, from);
    // kept only once a row at or after the midnight exists: until then the next row may take any id
    if (exists) {
      if (firstIds.size > 64) firstIds.clear();
      firstIds.set(key, id);
    }
    return id;
  }

  async function read(now: Date): Promise<CockpitDashboard> {
    const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    const days = Array.from({ length: DAYS }, (_, i) =>
      new Date(today - (DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
    );
    const w: Window = { from: new Date(today - (DAYS - 1) * DAY_MS), to: now };
    /** which periods a day (`YYYY-MM-DD`) counts in */
    const within = (d: string): (keyof Periods<unknown>)[] => {
      const i = days.indexOf(d);
      if (i < 0) return [];
      return i === DAYS - 1 ? ["today", "d7", "d30"] : i >= DAYS - 7 ? ["d7", "d30"] : ["d30"];
    };

    const [cur, mkts, firstUser, firstEntry, firstLever, firstSeconds] = await Promise.all([
      currencies(db),
      markets(db),
      firstId("users", w.from),
      firstId("journal_entries", w.from),
      firstId("lever_trades", w.from),
      firstId("seconds_orders", w.from),
    ]);
    const marketIds = mkts.map((m) => m.id);
    const [signUps, postings, spot, spotFees, contracts, cover, queues, hot] = await Promise.all([
      signUpDays(db, w, firstUser),
      venuePostingDays(
        db,
        w,
        firstEntry,
        cur.map((c) => c.id),
      ),
      spotDays(db, w, marketIds),
      spotFeeDays(db, w, marketIds),
      contractDays(db, w, firstLever, firstSeconds),
      coverage(db),
      queueCounts(db),
      hotWallet?.balances().catch(() => undefined),
    ]);

    // users
    const counts = (): Periods<number> => ({ today: 0, d7: 0, d30: 0 });
    const funnel = (): CockpitFunnel => ({
      signed_up: 0,
      level1_submitted: 0,
      level1_verified: 0,
      level2_submitted: 0,
      level2_verified: 0,
    });
    const signUpPeriods = counts();
    const funnels: Periods<CockpitFunnel> = { today: funnel(), d7: funnel(), d30: funnel() };
    const signUpsByDay = days.map(() => 0);
    for (const r of signUps) {
      signUpsByDay[days.indexOf(r.day)] = r.signed_up;
      for (const p of within(r.day)) {
        signUpPeriods[p] += r.signed_up;
        const f = funnels[p];
        for (const k of Object.keys(f) as (keyof CockpitFunnel)[]) f[k] += r[k];
      }
    }

    // money in and out, the house's result
    const sums = (): Periods<Amount> => ({ today: zero(SCALE), d7: zero(SCALE), d30: zero(SCALE) });
    const addTo = (target: Periods<Amount>, d: string, value: Amount) => {
      for (const p of within(d)) target[p] = add(target[p], value);
    };
    const text = (p: Periods<Amount>) => ({ today: plain(p.today), d7: plain(p.d7), d30: plain(p.d30) });
    const flows = new Map<number, { in: Periods<Amount>; out: Periods<Amount> }>();
    const house = new Map<string, { trading: Periods<Amount>; fees: Periods<Amount> }>();
    for (const r of postings) {
      const value = amount(r.amount);
      if (r.account === "s:deposits" && r.kind === "deposit") {
        const f = flows.get(r.currency_id) ?? { in: sums(), out: sums() };
        flows.set(r.currency_id, f);
        addTo(f.in, r.day, neg(value));
      } else if (r.account === "s:withdrawals" && r.kind === "withdraw_paid") {
        const f = flows.get(r.currency_id) ?? { in: sums(), out: sums() };
        flows.set(r.currency_id, f);
        addTo(f.out, r.day, value);
      } else if (r.product !== null && (r.account === "s:house" || r.account === "s:fees")) {
        const key = `${r.product}|${r.currency_id}`;
        const h = house.get(key) ?? { trading: sums(), fees: sums() };
        house.set(key, h);
        addTo(r.account === "s:house" ? h.trading : h.fees, r.day, value);
      }
    }
    const nameOf = new Map(cur.map((c) => [c.id, c]));
    const money: CockpitMoneyFlow[] = [...flows.entries()]
      .sort(([a], [b]) => a - b)
      .map(([id, f]) => ({
        currency_id: id,
        currency: nameOf.get(id)?.name ?? String(id),
        deposits: text(f.in),
        withdrawals: text(f.out),
        net: {
          today: plain(sub(f.in.today, f.out.today)),
          d7: plain(sub(f.in.d7, f.out.d7)),
          d30: plain(sub(f.in.d30, f.out.d30)),
        },
      }));
    const PRODUCTS: CockpitProduct[] = ["perpetual", "seconds", "copy"];
    const houseResults: CockpitHouseResult[] = [...house.entries()]
      .map(([key, h]) => {
        const [product, id] = key.split("|") as [CockpitProduct, string];
        return {
          product,
          currency_id: Number(id),
          currency: nameOf.get(Number(id))?.name ?? id,
          trading: text(h.trading),
          fees: text(h.fees),
          total: {
            today: plain(add(h.trading.today, h.fees.today)),
            d7: plain(add(h.trading.d7, h.fees.d7)),
            d30: plain(add(h.trading.d30, h.fees.d30)),
          },
        };
      })
      .sort(
        (a, b) => PRODUCTS.indexOf(a.product) - PRODUCTS.indexOf(b.product) || a.currency_id - b.currency_id,
      );

    // spot
    const spotMarkets: CockpitSpotMarket[] = mkts.map((m) => {
      const trades = counts();
      const volume = sums();
      const feesQuote = sums();
      const feesBase = sums();
      const byDay = days.map(() => zero(SCALE));
      for (const r of spot) {
        if (r.market_id !== m.id) continue;
        const v = amount(r.volume);
        const i = days.indexOf(r.day);
        if (i >= 0) byDay[i] = add(byDay[i]!, v);
        addTo(volume, r.day, v);
        for (const p of within(r.day)) trades[p] += r.trades;
      }
      for (const r of spotFees) {
        if (r.market_id !== m.id) continue;
        addTo(r.currency_id === m.quote_id ? feesQuote : feesBase, r.day, amount(r.amount));
      }
      return {
        market_id: m.id,
        symbol: `${m.base}/${m.quote}`,
        base: m.base,
        quote: m.quote,
        trades,
        volume: text(volume),
        fees_quote: text(feesQuote),
        fees_base: text(feesBase),
        volume_by_day: byDay.map(plain),
      };
    });

    // contracts
    const opened = { perpetual: counts(), seconds: counts(), copy: counts() };
    for (const r of contracts) for (const p of within(r.day)) opened[r.product][p] += r.opened;

    // coverage
    const snapshot = cover.find((c) => c.snapshot !== null);
    const coverRows: CockpitCoverage[] = cover
      .map((c) => {
        const cu = nameOf.get(c.currency_id)!;
        const now = amount(c.owed_now);
        const owed =
          c.snapshot_units !== null
            ? amount(toPlainString(fromUnits(BigInt(c.snapshot_units), cu.decimals)))
            : snapshot
              ? zero(SCALE)
              : now;
        const custody = amount(c.custody);
        const capital = amount(c.house_capital);
        const assets = add(custody, capital);
        const hotText = hot?.get(cu.name);
        const hotAmount = hotText === undefined ? undefined : amount(hotText);
        // the snapshot is as of its publication, the assets as of now: short against either
        const most = lt(owed, now) ? now : owed;
        return {
          currency_id: c.currency_id,
          currency: cu.name,
          liabilities: plain(owed),
          liabilities_now: plain(now),
          custody: plain(custody),
          house_capital: plain(capital),
          assets: plain(assets),
          hot_wallet: hotAmount === undefined ? null : plain(hotAmount),
          short: lt(assets, most) || (hotAmount !== undefined && lt(hotAmount, most)),
        };
      })
      .filter(
        (c) =>
          c.liabilities !== "0" || c.liabilities_now !== "0" || c.custody !== "0" || c.hot_wallet !== null,
      );

    const queueList: CockpitQueue[] = (Object.keys(QUEUE_PATHS) as CockpitQueueKey[]).map((key) => ({
      key,
      count: queues[key] ?? 0,
      path: QUEUE_PATHS[key],
    }));

    return {
      as_of: now.toISOString(),
      starts: {
        today: new Date(today).toISOString(),
        d7: new Date(today - 6 * DAY_MS).toISOString(),
        d30: w.from.toISOString(),
      },
      days,
      users: { sign_ups: signUpPeriods, sign_ups_by_day: signUpsByDay, funnel: funnels },
      money,
      spot: spotMarkets,
      contracts: opened,
      house: houseResults,
      coverage: {
        snapshot: snapshot?.snapshot ?? null,
        snapshot_at: snapshot?.snapshot_at ?? null,
        currencies: coverRows,
      },
      queues: queueList,
    };
  }

  /** The dashboard as of now: the answer of the last 5 s when there is one (of the same clock). */
  function dashboard(): Promise<CockpitDashboard> {
    const now = clock();
    const t = now.getTime();
    if (cached && t >= cached.at && t - cached.at < DASHBOARD_TTL_MS) return cached.answer;
    const answer = read(now);
    cached = { at: t, answer };
    answer.catch(() => {
      if (cached?.answer === answer) cached = undefined;
    });
    return answer;
  }

  return { dashboard };
}

export type CockpitService = ReturnType<typeof createCockpitService>;
