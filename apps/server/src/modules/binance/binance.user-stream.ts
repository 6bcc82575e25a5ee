import { randomBytes } from "node:crypto";
import {
  BinanceEmpty,
  BinanceError as BinanceErrorSchema,
  BinanceListenKey,
  type SpotOrder,
} from "@bourse/contract";
import { parseAccountKey, userAccount } from "@bourse/engine";
import { type Amount, add, fromUnits, sub, toPlainString } from "@bourse/money";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Type } from "typebox";
import type { Core } from "../../core/core.ts";
import type { JournalRecord } from "../../core/journal.ts";
import type { Db } from "../../db/db.ts";
import type { ApiKeysService } from "../apikeys/index.ts";
import type { OrderFill, SpotService } from "../spot/index.ts";
import {
  BinanceError,
  binanceSymbol,
  installBinanceConventions,
  type WeightCounter,
} from "./binance.conventions.ts";
import type { MarketRules } from "./binance.map.ts";
import { exact, fixed, type OrderRow, orderRowOf, statusOf } from "./binance.orders.ts";

/** A listen key lives this long after its creation or last keep-alive. */
export const LISTEN_KEY_TTL_MS = 60 * 60_000;
const LISTEN_KEY = /^[A-Za-z0-9]{60}$/;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A fresh listen key: 60 letters and digits. */
function newListenKey(): string {
  const bytes = randomBytes(60);
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
}
export const isListenKey = (text: string) => LISTEN_KEY.test(text);

const refusedKey = (v: { code: number; msg: string }) =>
  new BinanceError(v.code, v.msg, v.code === -2014 || v.code === -2015 ? 401 : 400);
const noListenKey = () => new BinanceError(-1125, "This listenKey does not exist.");

export interface ListenKeyOptions {
  db: Db;
  clock: () => Date;
  keys: ApiKeysService;
  weights: WeightCounter;
}

/**
 * `POST`, `PUT` and `DELETE /api/v3/userDataStream` (Binance's USER_STREAM calls: the API key alone, no
 * signature): one listen key per API key, created or extended by POST (the live one is answered again),
 * kept alive by PUT, ended by DELETE.
 */
export const listenKeyRoutes: FastifyPluginAsync<ListenKeyOptions> = async (
  app,
  { db, clock, keys, weights },
) => {
  installBinanceConventions(app, weights);
  const keyOf = async (request: FastifyRequest) => {
    const verdict = await keys.verifyKey({
      apiKey: request.headers["x-mbx-apikey"] as string | undefined,
      ip: request.ip,
      now: clock(),
    });
    if (!verdict.ok) throw refusedKey(verdict);
    return verdict;
  };
  const listenKeyOf = (request: FastifyRequest) => {
    const q = request.query as Record<string, unknown>;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const value = q.listenKey ?? body.listenKey;
    if (typeof value !== "string" || value === "")
      throw new BinanceError(
        -1102,
        "Mandatory parameter 'listenKey' was not sent, was empty/null, or malformed.",
      );
    return value;
  };
  const tags = ["binance"];
  const errorAnswers = { 400: BinanceErrorSchema, 401: BinanceErrorSchema, 429: BinanceErrorSchema };
  const ListenKeyQuery = Type.Object({ listenKey: Type.Optional(Type.String({ maxLength: 64 })) });

  app.post(
    "/userDataStream",
    {
      config: { binanceWeight: () => 2 },
      schema: {
        tags,
        summary: "Starts the user data stream (or extends the live one): a listen key for /ws/<listenKey>",
        response: { 200: BinanceListenKey, ...errorAnswers },
      },
    },
    async (request) => {
      const key = await keyOf(request);
      const now = clock();
      const [row] = await db.query<{ listen_key: string }>(
        `INSERT INTO api_listen_keys (listen_key, api_key_id, user_id, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (api_key_id) DO UPDATE SET
           listen_key = CASE WHEN api_listen_keys.expires_at > $5 THEN api_listen_keys.listen_key
                             ELSE EXCLUDED.listen_key END,
           expires_at = EXCLUDED.expires_at
         RETURNING listen_key`,
        [newListenKey(), key.keyId, key.userId, new Date(now.getTime() + LISTEN_KEY_TTL_MS), now],
      );
      return { listenKey: row!.listen_key };
    },
  );

  app.put(
    "/userDataStream",
    {
      config: { binanceWeight: () => 2 },
      schema: {
        tags,
        summary: "Keeps a listen key alive for another 60 minutes",
        querystring: ListenKeyQuery,
        response: { 200: BinanceEmpty, ...errorAnswers },
      },
    },
    async (request) => {
      const key = await keyOf(request);
      const now = clock();
      const rows = await db.query(
        `UPDATE api_listen_keys SET expires_at = $3
         WHERE listen_key = $1 AND api_key_id = $2 AND expires_at > $4 RETURNING 1`,
        [listenKeyOf(request), key.keyId, new Date(now.getTime() + LISTEN_KEY_TTL_MS), now],
      );
      if (rows.length === 0) throw noListenKey();
      return {};
    },
  );

  app.delete(
    "/userDataStream",
    {
      config: { binanceWeight: () => 2 },
      schema: {
        tags,
        summary: "Closes a listen key's stream",
        querystring: ListenKeyQuery,
        response: { 200: BinanceEmpty, ...errorAnswers },
      },
    },
    async (request) => {
      const key = await keyOf(request);
      const rows = await db.query(
        "DELETE FROM api_listen_keys WHERE listen_key = $1 AND api_key_id = $2 RETURNING 1",
        [listenKeyOf(request), key.keyId],
      );
      if (rows.length === 0) throw noListenKey();
      return {};
    },
  );
};

/** The account behind a live listen key (and the API key it was made with), or undefined. */
export async function listenKeyAccount(db: Db, listenKey: string, now: Date) {
  if (!isListenKey(listenKey)) return undefined;
  const [row] = await db.query<{ user_id: string; api_key: string }>(
    `SELECT l.user_id::text AS user_id, k.api_key FROM api_listen_keys l JOIN api_keys k ON k.id = l.api_key_id
     WHERE l.listen_key = $1 AND l.expires_at > $2`,
    [listenKey, now],
  );
  return row && { userId: Number(row.user_id), apiKey: row.api_key };
}

/** One user data event, Binance's shape. */
export type UserEvent = Record<string, unknown> & { e: string };

export interface UserEventsDeps {
  db: Db;
  clock: () => Date;
  core: Core;
  spot: SpotService;
  onError: (err: unknown) => void;
}

/**
 * The user data stream's events of the accounts someone follows: `executionReport` for each change of
 * their spot orders (NEW, each TRADE, CANCELED or EXPIRED), `outboundAccountPosition` with the spot
 * balances a committed entry changed, and `balanceUpdate` for money that moved in or out of the spot
 * account other than by trading. A user's events go out in order.
 */
export function createUserEvents({ db, clock, core, spot, onError }: UserEventsDeps) {
  const bySymbol = new Map(spot.rules.map((r) => [r.symbol, r]));
  const assets = new Map<number, { name: string; scale: number }>();
  for (const r of spot.rules) {
    assets.set(r.currencyId, { name: r.baseName, scale: r.baseScale });
    assets.set(r.legalId, { name: r.quoteName, scale: r.quoteScale });
  }
  const followers = new Map<
    number,
    { sinks: Set<(e: UserEvent) => void>; since: Date; queue: Promise<void> }
  >();
  /** The open orders of followed users already seen in an event: their owner and client order id. */
  const reported = new Map<number, { userId: number; client: string | null }>();

  const deliver = (userId: number, events: UserEvent[]) => {
    const f = followers.get(userId);
    if (f) for (const e of events) for (const sink of f.sinks) sink(e);
  };
  /** Runs `work` after the user's earlier events, and delivers what it makes. */
  const enqueue = (userId: number, work: () => Promise<UserEvent[]> | UserEvent[]) => {
    const f = followers.get(userId);
    if (!f) return;
    f.queue = f.queue
      .then(work)
      .then((events) => deliver(userId, events))
      .catch(onError);
  };

  /**
   * The execution reports of one `order` event: the order as its command left it and its fills in that
   * command. Only an order's client id is read, once, when the order is first seen.
   */
  async function reports(userId: number, order: SpotOrder, fills: OrderFill[]): Promise<UserEvent[]> {
    const since = followers.get(userId)?.since;
    const r = bySymbol.get(order.symbol);
    if (!since || !r) return [];
    let known = reported.get(order.id);
    if (!known) {
      const [row] = await db.query<{ client_order_id: string }>(
        "SELECT client_order_id FROM api_client_orders WHERE order_id = $1",
        [order.id],
      );
      known = { userId, client: row?.client_order_id ?? null };
    }
    const o = orderRowOf(order, r.id, known.client);
    const events: UserEvent[] = [];
    const base = executionBase(o, r);
    const E = clock().getTime();
    const created = new Date(order.created_at).getTime();
    // its NEW was reported already, or it was placed before anyone followed
    if (!reported.has(order.id) && created >= since.getTime())
      events.push({
        ...base,
        E,
        x: "NEW",
        X: "NEW",
        l: fixed("0", r.amountDecimals),
        z: fixed("0", r.amountDecimals),
        Z: fixed("0", r.quoteScale),
        T: created,
      });
    // the cumulative quantity and quote before this command's fills, then after each
    let filled = sub(exact(order.filled), sum(fills.map((f) => f.quantity)));
    let filledQuote = sub(exact(order.filled_quote), sum(fills.map((f) => f.quote)));
    const feeAsset = o.side === "buy" ? r.baseName : r.quoteName;
    const feeScale = o.side === "buy" ? r.baseScale : r.quoteScale;
    for (const [i, t] of fills.entries()) {
      filled = add(filled, exact(t.quantity));
      filledQuote = add(filledQuote, exact(t.quote));
      const full = i === fills.length - 1 && o.status === "filled";
      events.push({
        ...base,
        E,
        x: "TRADE",
        X: full ? "FILLED" : "PARTIALLY_FILLED",
        l: fixed(t.quantity, r.amountDecimals),
        z: fixed(toPlainString(filled), r.amountDecimals),
        L: fixed(t.price, r.priceDecimals),
        n: fixed(t.fee, feeScale),
        N: feeAsset,
        T: t.time.getTime(),
        t: t.id,
        w: !full && o.status === "open",
        m: t.maker,
        Z: fixed(toPlainString(filledQuote), r.quoteScale),
        Y: fixed(t.quote, r.quoteScale),
      });
    }
    if (o.status === "cancelled") {
      const status = statusOf(o);
      events.push({ ...base, E, x: status, X: status, T: o.updated_at.getTime() });
    }
    if (o.status === "open") reported.set(order.id, known);
    else reported.delete(order.id);
    return events;
  }

  const onOrder = ({ userId, order, fills }: { userId: number; order: SpotOrder; fills: OrderFill[] }) => {
    if (followers.has(userId)) enqueue(userId, () => reports(userId, order, fills));
  };

  const onCommitted = (records: JournalRecord[]) => {
    if (followers.size === 0) return;
    const byUser = new Map<number, { changed: Set<number>; moves: UserEvent[] }>();
    for (const rec of records) {
      const deltas = new Map<string, bigint>();
      for (const p of rec.postings) {
        const owner = parseAccountKey(p.account);
        if (!owner || !("user" in owner) || owner.kind !== "change" || !followers.has(owner.user)) continue;
        const asset = assets.get(p.currency);
        if (!asset) continue;
        const entry = byUser.get(owner.user) ?? { changed: new Set(), moves: [] };
        entry.changed.add(p.currency);
        byUser.set(owner.user, entry);
        const key = `${owner.user}:${p.currency}`;
        deltas.set(key, (deltas.get(key) ?? 0n) + BigInt(unitsOf(p.amount, asset.scale)));
      }
      if (rec.kind.startsWith("spot")) continue;
      for (const [key, delta] of deltas) {
        if (delta === 0n) continue;
        const [user, currency] = key.split(":").map(Number) as [number, number];
        const asset = assets.get(currency)!;
        byUser.get(user)!.moves.push({
          e: "balanceUpdate",
          E: clock().getTime(),
          a: asset.name,
          d: toPlainString(fromUnits(delta, asset.scale)),
          T: rec.createdAt.getTime(),
        });
      }
    }
    for (const [user, { changed, moves }] of byUser) {
      const E = clock().getTime();
      const B = [...changed].map((currency) => {
        const asset = assets.get(currency)!;
        const free = core.balance(userAccount(user, "change", "available"), currency);
        const locked = core.balance(userAccount(user, "change", "frozen"), currency);
        return {
          a: asset.name,
          f: fixed(toPlainString(fromUnits(free, asset.scale)), asset.scale),
          l: fixed(toPlainString(fromUnits(locked, asset.scale)), asset.scale),
        };
      });
      const position: UserEvent = { e: "outboundAccountPosition", E, u: E, B };
      enqueue(user, () => [...moves, position]);
    }
  };

  spot.events.on("order", onOrder);
  core.events.on("committed", onCommitted);
  return {
    /** Sends `sink` the user's events from now on, until the answered function is called. */
    follow(userId: number, sink: (e: UserEvent) => void): () => void {
      const f = followers.get(userId) ?? { sinks: new Set(), since: clock(), queue: Promise.resolve() };
      f.sinks.add(sink);
      followers.set(userId, f);
      return () => {
        f.sinks.delete(sink);
        if (f.sinks.size > 0 || followers.get(userId) !== f) return;
        followers.delete(userId);
        for (const [order, r] of reported) if (r.userId === userId) reported.delete(order);
      };
    },
    close() {
      spot.events.off("order", onOrder);
      core.events.off("committed", onCommitted);
    },
  };
}
export type UserEvents = ReturnType<typeof createUserEvents>;

/** The sum of decimal texts. */
const sum = (texts: string[]): Amount => texts.reduce((total, t) => add(total, exact(t)), exact("0"));

/** A posting's decimal amount in units of `scale`. */
function unitsOf(amount: string, scale: number): string {
  const negative = amount.startsWith("-");
  const [whole = "0", fraction = ""] = (negative ? amount.slice(1) : amount).split(".");
  const units = (whole + fraction.padEnd(scale, "0").slice(0, scale)).replace(/^0+(?=\d)/, "");
  return negative ? `-${units}` : units;
}

/** The fields of an order's execution report that do not depend on the execution. */
function executionBase(o: OrderRow, r: MarketRules) {
  return {
    e: "executionReport",
    s: binanceSymbol(r.symbol),
    c: o.client_order_id ?? `bourse-${o.id}`,
    S: o.side === "buy" ? "BUY" : "SELL",
    o: o.type === "market" ? "MARKET" : o.post_only ? "LIMIT_MAKER" : "LIMIT",
    f: o.tif,
    q: o.quantity === null ? fixed(o.filled, r.amountDecimals) : fixed(o.quantity, r.amountDecimals),
    p: fixed(o.price, r.priceDecimals),
    P: fixed(null, r.priceDecimals),
    F: fixed(null, r.amountDecimals),
    g: -1,
    C: "",
    r: "NONE",
    i: Number(o.id),
    l: fixed("0", r.amountDecimals),
    z: fixed(o.filled, r.amountDecimals),
    L: fixed("0", r.priceDecimals),
    n: "0",
    N: null,
    t: -1,
    I: 0,
    w: o.status === "open",
    m: false,
    M: false,
    O: o.created_at.getTime(),
    Z: fixed(o.filled_quote, r.quoteScale),
    Y: fixed("0", r.quoteScale),
    Q: fixed(o.quote_budget, r.quoteScale),
    W: o.created_at.getTime(),
    V: "NONE",
  };
}
