import { Id, RefId } from "@bourse/contract";
import { allocateIeo, type Hold, type Posting, systemAccount, userAccount } from "@bourse/engine";
import { Type } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Caller } from "../../core/command.ts";
import { type Core, holdId } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import { failure } from "../../http/outcome.ts";
import { hashedId, type IeoState, type LiveProject, stateOf } from "./ieo.store.ts";

/**
 * The IEO's commands, as data. A subscription holds its payment in the financial account
 * (`ieo.subscribe`); when the window ends `ieo.settle` allocates the supply (engine `allocateIeo`), pays
 * the venue's IEO account for the tokens each subscriber gets, releases the rest of its holds and credits
 * the tokens into a hold of their own; `ieo.release` ends those holds at the unlock time; `ieo.close`
 * (the operator calls a project off) releases every payment hold.
 */

const Units = Type.String({ pattern: "^[1-9][0-9]{0,40}$" });
const Time = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 });
const userOf = (caller: Caller) => ("user" in caller ? caller.user : undefined);

/** The project's money terms and times a save carries (units; epoch milliseconds). */
const Terms = {
  payCurrency: RefId,
  payScale: Type.Integer({ minimum: 0, maximum: 18 }),
  price: Units,
  supply: Units,
  min: Units,
  max: Units,
  kycLevel: Type.Integer({ minimum: 0, maximum: 2 }),
  warmupAt: Time,
  startAt: Time,
  endAt: Time,
  unlockAt: Time,
};

export function registerIeoCommands(core: Core, s: IeoState) {
  const pay = (p: LiveProject, v: bigint) => unitsToDecimal(v, p.payScale);
  const tok = (p: LiveProject, v: bigint) => unitsToDecimal(v, p.tokenScale);

  /**
   * An operator creates a project (its token becomes a currency of the venue) or changes one (audited in
   * the same step). Once subscriptions have opened, or after the project ended, its money terms and
   * times stay as they are; its presentation (name, logo, intro, white paper) may still change.
   */
  const save = core.register({
    kind: "ieo.project.save",
    args: Type.Object({
      id: Type.Union([RefId, Type.Null()]),
      token: Type.String({ pattern: "^[A-Z][A-Z0-9]{1,9}$" }),
      tokenScale: Type.Integer({ minimum: 0, maximum: 18 }),
      name: Type.String({ maxLength: 80 }),
      logo: Type.String({ maxLength: 300 }),
      intro: Type.String({ maxLength: 2000 }),
      whitepaper: Type.Union([Id, Type.Null()]),
      ...Terms,
      ip: Type.String({ maxLength: 64 }),
    }),
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const operator = ctx.caller.operator;
      const before = a.id === null ? undefined : s.projects.get(a.id);
      if (a.id !== null && !before) return failure("IEO_PROJECT_NOT_FOUND");
      const terms: Omit<LiveProject, "id" | "currencyId" | "phase" | "subscriptions"> = {
        token: a.token,
        tokenScale: a.tokenScale,
        payCurrencyId: a.payCurrency,
        payScale: a.payScale,
        priceUnits: BigInt(a.price),
        supply: BigInt(a.supply),
        min: BigInt(a.min),
        max: BigInt(a.max),
        kycLevel: a.kycLevel,
        warmupAt: a.warmupAt,
        startAt: a.startAt,
        endAt: a.endAt,
        unlockAt: a.unlockAt,
      };
      if (before) {
        if (before.token !== a.token) return failure("REQUEST_INVALID_FIELD", { field: "token" });
        if (before.tokenScale !== a.tokenScale)
          return failure("REQUEST_INVALID_FIELD", { field: "token_decimals" });
        const started = before.phase !== "open" || ctx.now.getTime() >= before.startAt;
        const changed = (Object.keys(terms) as (keyof typeof terms)[]).find((k) => terms[k] !== before[k]);
        if (started && changed)
          return failure("IEO_PROJECT_STARTED", { field: FIELD_OF[changed] ?? changed });
      } else if (s.currencyNames.has(a.token)) {
        return failure("IEO_TOKEN_TAKEN", { field: "token", token: a.token });
      }
      if (!before || stateOf(before, ctx.now.getTime()) === "warmup") {
        if (a.endAt <= ctx.now.getTime()) return failure("IEO_WINDOWS", { field: "end_at" });
      }
      // the core hands out currency ids: an operator adds currencies too
      if (!before) s.ids.currency = core.nextCurrencyId();
      const project: LiveProject = before
        ? Object.assign(before, terms)
        : {
            id: ++s.ids.project,
            currencyId: s.ids.currency,
            phase: "open",
            subscriptions: new Map(),
            ...terms,
          };
      if (!before) {
        s.projects.set(project.id, project);
        s.currencyNames.add(a.token);
        core.defineCurrency(project.currencyId, a.tokenScale);
      }
      const row = {
        name: a.name,
        token: a.token,
        logo: a.logo,
        intro: a.intro,
        whitepaper_article_id: a.whitepaper,
        pay_currency_id: a.payCurrency,
        price: pay(project, project.priceUnits),
        supply: tok(project, project.supply),
        min_amount: pay(project, project.min),
        max_amount: pay(project, project.max),
        kyc_level: a.kycLevel,
        warmup_at: new Date(a.warmupAt).toISOString(),
        start_at: new Date(a.startAt).toISOString(),
        end_at: new Date(a.endAt).toISOString(),
        unlock_at: new Date(a.unlockAt).toISOString(),
      };
      return {
        ok: true,
        entry: { kind: "ieo_project", postings: [] },
        reply: { id: project.id, currency_id: project.currencyId },
        write: async (q, entryId) => {
          if (!before)
            await q.query(
              "INSERT INTO currencies (id, name, decimals, image, sort) VALUES ($1, $2, $3, $4, $5)",
              [project.currencyId, a.token, a.tokenScale, a.logo, 1000 + project.id],
            );
          else await q.query("UPDATE currencies SET image = $2 WHERE id = $1", [project.currencyId, a.logo]);
          await q.query(
            `INSERT INTO ieo_projects (id, name, currency_id, logo, intro, whitepaper_article_id, pay_currency_id, price,
               supply, min_amount, max_amount, kyc_level, warmup_at, start_at, end_at, unlock_at, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
             ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, logo = EXCLUDED.logo, intro = EXCLUDED.intro,
               whitepaper_article_id = EXCLUDED.whitepaper_article_id, pay_currency_id = EXCLUDED.pay_currency_id,
               price = EXCLUDED.price, supply = EXCLUDED.supply, min_amount = EXCLUDED.min_amount,
               max_amount = EXCLUDED.max_amount, kyc_level = EXCLUDED.kyc_level, warmup_at = EXCLUDED.warmup_at,
               start_at = EXCLUDED.start_at, end_at = EXCLUDED.end_at, unlock_at = EXCLUDED.unlock_at`,
            [
              project.id,
              row.name,
              project.currencyId,
              row.logo,
              row.intro,
              row.whitepaper_article_id,
              row.pay_currency_id,
              row.price,
              row.supply,
              row.min_amount,
              row.max_amount,
              row.kyc_level,
              row.warmup_at,
              row.start_at,
              row.end_at,
              row.unlock_at,
              ctx.now,
            ],
          );
          await writeAudit(q, {
            operatorId: operator,
            action: before ? "ieo.project.update" : "ieo.project.create",
            targetType: "ieo_project",
            targetId: project.id,
            before: null,
            after: { ...row, entry: entryId },
            ip: a.ip,
          });
        },
      };
    },
  });

  /**
   * A user subscribes `amount` to a project in progress: held in its financial account until the
   * allocation. Orders add up to one subscription, whose total stays within the per-user limits.
   */
  const subscribe = core.register({
    kind: "ieo.subscribe",
    args: Type.Object({
      project: RefId,
      amount: Units,
      /** the user's verification level when it asked */
      kyc: Type.Integer({ minimum: 0, maximum: 2 }),
      /** the salt of the user's published line, if this is its first order */
      salt: Type.String({ pattern: "^[0-9a-f]{32}$" }),
    }),
    run(a, ctx) {
      const user = userOf(ctx.caller);
      if (user === undefined) return failure("COMMAND_INVALID");
      const p = s.projects.get(a.project);
      if (!p || ctx.now.getTime() < p.warmupAt) return failure("IEO_PROJECT_NOT_FOUND");
      if (stateOf(p, ctx.now.getTime()) !== "active") return failure("IEO_NOT_IN_PROGRESS");
      if (a.kyc < p.kycLevel) return failure("IEO_KYC_REQUIRED", { level: p.kycLevel });
      const amount = BigInt(a.amount);
      const sub = p.subscriptions.get(user);
      const already = sub?.amount ?? 0n;
      if (already + amount < p.min || already + amount > p.max)
        return failure("IEO_AMOUNT_RANGE", {
          field: "amount",
          min: pay(p, p.min),
          max: pay(p, p.max),
          already: pay(p, already),
        });
      const hold = holdId(ctx);
      const result = ctx.ledger.exchange({
        entryKind: "ieo_subscribe",
        open: [{ id: hold, user, kind: "financial", currency: p.payCurrencyId, amount }],
      });
      if (!result.ok) return result;
      const subscription = sub ?? {
        id: ++s.ids.subscription,
        userId: user,
        amount: 0n,
        holds: [],
        tokenHold: null,
      };
      subscription.amount += amount;
      subscription.holds.push({ id: hold, amount });
      p.subscriptions.set(user, subscription);
      const orderId = ++s.ids.order;
      return {
        ...result,
        reference: `ieo:${p.id}`,
        reply: {
          id: orderId,
          subscription: subscription.id,
          amount: pay(p, amount),
          total: pay(p, subscription.amount),
        },
        write: async (q, entryId) => {
          if (!sub)
            await q.query(
              `INSERT INTO ieo_subscriptions (id, project_id, user_id, amount, salt, hashed_id, status, created_at)
               VALUES ($1, $2, $3, $4, $5, $6, 'subscribed', $7)`,
              [subscription.id, p.id, user, pay(p, amount), a.salt, hashedId(p.id, user, a.salt), ctx.now],
            );
          else
            await q.query("UPDATE ieo_subscriptions SET amount = $2 WHERE id = $1", [
              subscription.id,
              pay(p, subscription.amount),
            ]);
          await q.query(
            "INSERT INTO ieo_orders (id, subscription_id, amount, hold_id, entry_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
            [orderId, subscription.id, pay(p, amount), hold, entryId, ctx.now],
          );
        },
      };
    },
  });

  /**
   * The window has ended: the supply is allocated among the subscriptions (pro-rata when
   * oversubscribed), each pays the venue's IEO account for its tokens out of its holds and gets the rest
   * back, and its tokens are credited to its financial account and held until the unlock time.
   */
  const settle = core.register({
    kind: "ieo.settle",
    args: Type.Object({ project: RefId }),
    run(a, ctx) {
      if (!("system" in ctx.caller)) return failure("COMMAND_INVALID");
      const p = s.projects.get(a.project);
      if (p?.phase !== "open" || ctx.now.getTime() < p.endAt) return failure("IEO_NOT_IN_PROGRESS");
      const subs = [...p.subscriptions.values()];
      const { allocations, totals } = allocateIeo({
        supply: p.supply,
        price: { priceUnits: p.priceUnits, tokenScale: p.tokenScale },
        subscriptions: subs.map((x) => ({ id: x.userId, amount: x.amount })),
      });
      const use: { hold: string; amount: bigint }[] = [];
      const open: Hold[] = [];
      const payments: Posting[] = [];
      const base = holdId(ctx);
      const results = allocations.map((r, i) => {
        const sub = subs[i] as (typeof subs)[number];
        let due = r.paid;
        for (const h of sub.holds) {
          const take = due < h.amount ? due : h.amount;
          if (take > 0n) use.push({ hold: h.id, amount: take });
          due -= take;
        }
        const tokenHold = r.tokens > 0n ? `${base}:${sub.userId}` : null;
        if (tokenHold) {
          payments.push({
            account: userAccount(sub.userId, "financial"),
            currency: p.currencyId,
            amount: r.tokens,
          });
          open.push({
            id: tokenHold,
            user: sub.userId,
            kind: "financial",
            currency: p.currencyId,
            amount: r.tokens,
          });
        }
        return { sub, tokenHold, ...r };
      });
      if (totals.paid > 0n)
        payments.push({ account: systemAccount("ieo"), currency: p.payCurrencyId, amount: totals.paid });
      if (totals.allocated > 0n)
        payments.push({ account: systemAccount("ieo"), currency: p.currencyId, amount: -totals.allocated });
      const result = ctx.ledger.exchange({
        entryKind: "ieo_settle",
        open,
        use,
        pay: payments,
        release: subs.flatMap((x) => x.holds.map((h) => h.id)),
      });
      if (!result.ok) return result;
      p.phase = "settled";
      for (const r of results) {
        r.sub.holds = [];
        r.sub.tokenHold = r.tokenHold;
      }
      return {
        ...result,
        userId: null,
        reference: `ieo:${p.id}`,
        reply: {
          project: p.id,
          subscriptions: subs.length,
          allocated: tok(p, totals.allocated),
          paid: pay(p, totals.paid),
        },
        write: async (q, entryId) => {
          await q.query(
            `UPDATE ieo_projects SET settled_entry = $2, demand = $3, allocated = $4, remainder = $5, paid = $6,
               refunded = $7, oversubscribed = $8 WHERE id = $1`,
            [
              p.id,
              entryId,
              tok(p, totals.demand),
              tok(p, totals.allocated),
              tok(p, totals.remainder),
              pay(p, totals.paid),
              pay(p, totals.refunded),
              totals.oversubscribed,
            ],
          );
          if (results.length > 0)
            await q.query(
              `UPDATE ieo_subscriptions s SET status = 'allocated', tokens = r.tokens, paid = r.paid, refund = r.refund,
                 token_hold = r.hold
               FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, tokens numeric, paid numeric, refund numeric, hold text)
               WHERE s.id = r.id`,
              [
                JSON.stringify(
                  results.map((r) => ({
                    id: r.sub.id,
                    tokens: tok(p, r.tokens),
                    paid: pay(p, r.paid),
                    refund: pay(p, r.refund),
                    hold: r.tokenHold,
                  })),
                ),
              ],
            );
        },
      };
    },
  });

  /** The unlock time has come: every allocated token becomes available in its owner's financial account. */
  const release = core.register({
    kind: "ieo.release",
    args: Type.Object({ project: RefId }),
    run(a, ctx) {
      if (!("system" in ctx.caller)) return failure("COMMAND_INVALID");
      const p = s.projects.get(a.project);
      if (p?.phase !== "settled" || ctx.now.getTime() < p.unlockAt) return failure("IEO_NOT_IN_PROGRESS");
      const holds = [...p.subscriptions.values()].flatMap((x) => (x.tokenHold ? [x.tokenHold] : []));
      const result = ctx.ledger.exchange({ entryKind: "ieo_release", release: holds });
      if (!result.ok) return result;
      p.phase = "released";
      p.subscriptions.clear();
      return {
        ...result,
        userId: null,
        reference: `ieo:${p.id}`,
        reply: { project: p.id, released: holds.length },
        write: async (q, entryId) => {
          await q.query("UPDATE ieo_projects SET released_entry = $2 WHERE id = $1", [p.id, entryId]);
          await q.query("UPDATE ieo_subscriptions SET released = true WHERE project_id = $1 AND tokens > 0", [
            p.id,
          ]);
        },
      };
    },
  });

  /** An operator calls a project off before its allocation: every subscription is refunded in full. */
  const close = core.register({
    kind: "ieo.close",
    args: Type.Object({ project: RefId, ip: Type.String({ maxLength: 64 }) }),
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const operator = ctx.caller.operator;
      const p = s.projects.get(a.project);
      if (!p) return failure("IEO_PROJECT_NOT_FOUND");
      if (p.phase !== "open") return failure("IEO_PROJECT_SETTLED");
      const subs = [...p.subscriptions.values()];
      const result = ctx.ledger.exchange({
        entryKind: "ieo_close",
        release: subs.flatMap((x) => x.holds.map((h) => h.id)),
      });
      if (!result.ok) return result;
      p.phase = "closed";
      p.subscriptions.clear();
      return {
        ...result,
        userId: null,
        reference: `ieo:${p.id}`,
        reply: { id: p.id, refunded: subs.length },
        write: async (q, entryId) => {
          await q.query("UPDATE ieo_projects SET closed_entry = $2 WHERE id = $1", [p.id, entryId]);
          await q.query(
            "UPDATE ieo_subscriptions SET status = 'refunded', paid = 0, refund = amount, tokens = 0 WHERE project_id = $1",
            [p.id],
          );
          await writeAudit(q, {
            operatorId: operator,
            action: "ieo.project.close",
            targetType: "ieo_project",
            targetId: p.id,
            before: null,
            after: { refunded: subs.length, entry: entryId },
            ip: a.ip,
          });
        },
      };
    },
  });

  return { save, subscribe, settle, release, close };
}

/** The body field a money term comes from (a refused change names it). */
const FIELD_OF: Record<string, string> = {
  token: "token",
  tokenScale: "token_decimals",
  payCurrencyId: "pay_currency_id",
  payScale: "pay_currency_id",
  priceUnits: "price",
  supply: "supply",
  min: "min_amount",
  max: "max_amount",
  kycLevel: "kyc_level",
  warmupAt: "warmup_at",
  startAt: "start_at",
  endAt: "end_at",
  unlockAt: "unlock_at",
};

export type IeoCommands = ReturnType<typeof registerIeoCommands>;
