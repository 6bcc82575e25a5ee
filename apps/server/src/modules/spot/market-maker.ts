import { userAccount } from "@bourse/engine";
import { fromUnits, parse, rescale, toPlainString } from "@bourse/money";
import type { Answer } from "../../core/command.ts";
import type { Core } from "../../core/core.ts";
import type { Db } from "../../db/db.ts";
import type { Feed } from "../../feed/feed.ts";
import { readSettings } from "../../settings/settings.read.ts";
import { registerMakerCapital } from "./spot.commands.ts";
import type { MarketRules } from "./spot.rules.ts";
import type { SpotService } from "./spot.service.ts";

export const MARKET_MAKER_EMAIL = "market-maker@bourse.local";

interface MakerSettings {
  levels: number;
  /** distance of the first level from the index price, in basis points (each side gets half) */
  spreadBps: number;
  /** distance between levels, in basis points */
  stepBps: number;
  /** size of each level, in the quote currency */
  quoteSize: string;
}

/**
 * The house market maker: an ordinary account (`market-maker@bourse.local`) with real balances, funded
 * once from the house through the ledger, that quotes post-only layered orders on both sides of every
 * market around the index price and re-quotes them every `intervalMs`. Each re-quote of a book is one
 * command (`spot.requote`) that moves only the levels that changed, in one step, so the book is never
 * empty in between; its orders obey the same balances and holds as users' (post-only: a level that would
 * cross the book is not quoted).
 */
export async function createMarketMaker(deps: {
  db: Db;
  core: Core;
  feed: Feed;
  spot: SpotService;
  /** demo accounts: the row of an owner's, and its opening (`demo.open`) */
  demo: {
    rowOf: (owner: number) => Promise<{ id: number }>;
    openFor: (demo: number, owner: number) => Promise<Answer<unknown>>;
  };
  intervalMs: number;
  onError?: (err: unknown) => void;
}) {
  const { db, core, feed, spot } = deps;
  const [user] = await db.query<{ id: string }>("SELECT id::text AS id FROM users WHERE email = $1", [
    MARKET_MAKER_EMAIL,
  ]);
  if (!user) throw new Error("the market maker's account is missing");
  const makerId = Number(user.id);
  // the maker's demo account quotes the demo books with demo money (opened in `fund`)
  const demoMakerId = (await deps.demo.rowOf(makerId)).id;
  const capital = registerMakerCapital(core, [makerId, demoMakerId]);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function settings(): Promise<MakerSettings> {
    const s = await readSettings(db, [
      "spot_maker_levels",
      "spot_maker_spread_bps",
      "spot_maker_step_bps",
      "spot_maker_quote_size",
    ]);
    return {
      levels: s.spot_maker_levels,
      spreadBps: s.spot_maker_spread_bps,
      stepBps: s.spot_maker_step_bps,
      quoteSize: s.spot_maker_quote_size,
    };
  }

  /**
   * Gives the maker its working capital once: each currency worth about 10 million USDT. Each credit has
   * its key (`market-maker-capital:<currency>`), so a later call answers the first credits again.
   */
  async function fund(): Promise<Answer<{ currency: number; amount: string }>[]> {
    const opened = await deps.demo.openFor(demoMakerId, makerId);
    if (!opened.ok) throw new Error(`the market maker's demo account could not be opened (${opened.code})`);
    const currencies = await db.query<{ id: number; decimals: number; reference: string }>(
      "SELECT id, decimals, reference_price::text AS reference FROM currencies WHERE reference_price > 0 ORDER BY id",
    );
    const answers = [];
    for (const c of currencies) {
      const reference = parse(c.reference, 18);
      if (!reference.ok || reference.value.units === 0n) continue;
      // 10,000,000 / reference, at the currency's decimals
      const units = (10_000_000n * 10n ** BigInt(c.decimals + 18)) / reference.value.units;
      if (units === 0n) continue;
      for (const [maker, key] of [
        [makerId, `market-maker-capital:${c.id}`],
        [demoMakerId, `market-maker-capital:demo:${c.id}`],
      ] as const)
        answers.push(
          await core.submit(capital, { currency: c.id, amount: units.toString() }, { user: maker }, key),
        );
    }
    return answers;
  }

  /** The ladder for one market: [side, price, amount] texts; empty without a live index price. */
  function ladder(
    r: MarketRules,
    s: MakerSettings,
  ): { side: "buy" | "sell"; price: string; amount: string }[] {
    const index = feed.lastPrice(r.id);
    if (!index || feed.isStale(r.id)) return [];
    const p = parse(index, 18);
    if (!p.ok) return [];
    const out: { side: "buy" | "sell"; price: string; amount: string }[] = [];
    const size = parse(s.quoteSize, 18);
    if (!size.ok) return [];
    for (let i = 0; i < s.levels; i++) {
      const bps = BigInt(Math.round(s.spreadBps / 2 + i * s.stepBps));
      for (const side of ["buy", "sell"] as const) {
        const factor = side === "buy" ? 10_000n - bps : 10_000n + bps;
        const price = rescale(
          fromUnits((p.value.units * factor) / 10_000n, 18),
          r.priceDecimals,
          side === "buy" ? "down" : "up",
        );
        if (price.units <= 0n) continue;
        const amount = rescale(
          fromUnits((size.value.units * 10n ** 18n) / rescale(price, 18, "down").units, 18),
          r.amountDecimals,
          "down",
        );
        if (amount.units <= 0n) continue;
        out.push({ side, price: toPlainString(price), amount: toPlainString(amount) });
      }
    }
    return out;
  }

  /**
   * Quotes every market's book, and its demo book with the same ladder: one `spot.requote` per book whose
   * quotes moved (levels unchanged keep their orders and priority, moved ones are amended in place), none
   * for a book whose quotes are the ladder already. The books' commands are sent at once, so they share
   * one commit.
   */
  async function requote() {
    const s = await settings();
    const sent: Promise<unknown>[] = [];
    for (const r of spot.rules) {
      if (!r.open || r.halted) continue; // a halted market gets no new quotes
      const quotes = ladder(r, s);
      if (quotes.length === 0) continue;
      for (const maker of [makerId, demoMakerId]) sent.push(spot.requote(maker, r, quotes));
    }
    const failed = (await Promise.allSettled(sent)).find((o) => o.status === "rejected");
    if (failed) throw failed.reason;
  }

  return {
    makerId,
    demoMakerId,
    fund,
    requote,
    /** The maker's available balance of a currency (tests). */
    available: (currency: number) => core.balance(userAccount(makerId, "change"), currency),
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = requote()
          .catch((err) => deps.onError?.(err))
          .finally(() => {
            running = undefined;
          });
      }, deps.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type MarketMaker = Awaited<ReturnType<typeof createMarketMaker>>;
