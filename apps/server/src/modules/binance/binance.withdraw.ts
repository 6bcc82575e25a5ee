import {
  BinanceError as BinanceErrorSchema,
  BinanceWithdrawApplied,
  BinanceWithdrawHistory,
} from "@bourse/contract";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { num } from "../../db/columns.ts";
import type { Db } from "../../db/db.ts";
import { t } from "../../http/messages/index.ts";
import type { Failure } from "../../http/outcome.ts";
import type { ApiKeysService } from "../apikeys/index.ts";
import {
  BinanceError,
  errors,
  installBinanceConventions,
  integerParam,
  timeParam,
  type WeightCounter,
} from "./binance.conventions.ts";
import { installSigning } from "./binance.signing.ts";

export interface BinanceWithdrawOptions {
  db: Db;
  clock: () => Date;
  funding: FastifyInstance["funding"];
  keys: ApiKeysService;
  weights: WeightCounter;
}

const tags = ["binance"];
const errorAnswers = { 400: BinanceErrorSchema, 401: BinanceErrorSchema, 429: BinanceErrorSchema };

const COIN = /^[A-Za-z0-9]{1,20}$/;
const NETWORK = /^[A-Za-z0-9_.-]{1,40}$/;
const HISTORY_LIMIT = 1000;

/** The app's withdrawal states as Binance's numeric statuses. */
const STATUS: Record<string, number> = { pending: 4, approved: 6, rejected: 3 };

/** A time as Binance's withdrawal history writes it: UTC, `YYYY-MM-DD HH:mm:ss`. */
const binanceTime = (d: Date) => d.toISOString().slice(0, 19).replace("T", " ");

/** A refusal of the app's withdrawal service as Binance's capital error, its message in English. */
function withdrawRefusal(f: Failure): BinanceError {
  const text = t("en", f.code, f.params);
  const code: Record<string, number> = {
    WALLET_INSUFFICIENT_BALANCE: -4026,
    WALLET_BELOW_MINIMUM: -4022,
    WALLET_AMOUNT_TOO_PRECISE: -4021,
    WALLET_DAILY_LIMIT: -4023,
    WALLET_SECURITY_LOCK: -4016,
    WALLET_INVALID_ADDRESS: -4033,
    WALLET_UNKNOWN_CURRENCY: -4018,
    WALLET_UNKNOWN_NETWORK: -4019,
    AUTH_KYC_REQUIRED: -4015,
  };
  if (f.code === "WALLET_INVALID_AMOUNT") return errors.illegal("amount");
  return new BinanceError(code[f.code] ?? -4015, text);
}

/**
 * Withdrawals through the Binance-compatible API (`/sapi/v1`, Binance's capital endpoints): a key with
 * the withdraw permission (which the app grants only with an IP allowlist) requests a withdrawal to
 * one of the account's saved addresses in place of the fund password and authenticator code; every
 * other check of the app's own withdrawals applies (verification, the pause after a security change,
 * the minimum, the 24 h limit), the amount is frozen and an operator pays or rejects it.
 */
export const binanceWithdrawRoutes: FastifyPluginAsync<BinanceWithdrawOptions> = async (app, opts) => {
  const { db, clock, funding, keys, weights } = opts;
  installBinanceConventions(app, weights, { notFound: true });
  const { signed, paramsOf, userOf } = installSigning(app, keys, clock);

  const coinParam = (value: string | undefined, required: boolean) => {
    if (value === undefined || value === "") {
      if (required) throw errors.mandatory("coin");
      return undefined;
    }
    if (!COIN.test(value)) throw errors.illegal("coin");
    return value.toUpperCase();
  };

  app.post(
    "/capital/withdraw/apply",
    {
      config: { binanceWeight: () => 900 },
      preHandler: signed("withdraw"),
      schema: {
        tags,
        summary:
          "Withdraws to a saved address (signed, withdraw; the key needs an IP allowlist): the amount is frozen until an operator pays or rejects it",
        response: { 200: BinanceWithdrawApplied, ...errorAnswers },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const p = paramsOf(request);
      const coin = coinParam(p.coin, true)!;
      const address = p.address?.trim();
      if (!address) throw errors.mandatory("address");
      if (!p.amount) throw errors.mandatory("amount");
      if (p.network !== undefined && p.network !== "" && !NETWORK.test(p.network))
        throw errors.illegal("network");

      const [currency] = await db.query<{ id: number }>(
        "SELECT id FROM currencies WHERE enabled AND upper(name) = $1 ORDER BY id LIMIT 1",
        [coin],
      );
      if (!currency) throw new BinanceError(-4018, `We don't have this asset: ${coin}.`);
      const networks = await db.query<{ id: number; name: string }>(
        "SELECT id, name FROM currency_networks WHERE currency_id = $1 AND enabled ORDER BY id",
        [currency.id],
      );
      const network = p.network
        ? networks.find((n) => n.name.toUpperCase() === p.network!.toUpperCase())
        : networks[0];
      if (!network)
        throw new BinanceError(
          -4019,
          p.network
            ? `Network ${p.network} is not open for ${coin} withdrawals.`
            : `${coin} is not open for withdrawal.`,
        );
      const saved = (await funding.addresses(userId)).find(
        (a) => a.currency === currency.id && a.network === network.id && a.address === address,
      );
      if (!saved)
        throw new BinanceError(
          -4035,
          `This address is not among the account's saved ${coin} ${network.name} withdrawal addresses. Please save it in the app and try again.`,
        );
      const done = await funding.requestWithdrawal(userId, {
        currency: currency.id,
        number: p.amount,
        network: network.id,
        destination: saved.address,
        method: "address",
        byApiKey: true,
      });
      if (!done.ok) throw withdrawRefusal(done);
      return { id: String(done.value.id) };
    },
  );

  app.get(
    "/capital/withdraw/history",
    {
      config: { binanceWeight: () => 10 },
      preHandler: signed("read"),
      schema: {
        tags,
        summary:
          "The account's withdrawals, newest first: coin, status, startTime, endTime, offset, limit (at most 1000) (signed, read)",
        response: { 200: BinanceWithdrawHistory, ...errorAnswers },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const p = paramsOf(request);
      const coin = coinParam(p.coin, false);
      const status = integerParam(p.status, "status");
      const states = status === undefined ? null : Object.keys(STATUS).filter((s) => STATUS[s] === status);
      const limit = Math.min(integerParam(p.limit, "limit") ?? HISTORY_LIMIT, HISTORY_LIMIT);
      const offset = integerParam(p.offset, "offset") ?? 0;
      const start = timeParam(p.startTime, "startTime");
      const end = timeParam(p.endTime, "endTime");
      if (start !== undefined && end !== undefined && start > end) throw errors.combination();
      const rows = await db.query<{
        id: string;
        amount: string;
        fee: string;
        coin: string;
        state: string;
        address: string;
        txid: string | null;
        reject_reason: string | null;
        network: string | null;
        created_at: Date;
        reviewed_at: Date | null;
      }>(
        `SELECT w.id::text AS id, ${num("w.amount")} AS amount, ${num("w.fee")} AS fee,
           c.name AS coin, w.state, w.destination AS address, w.txid, w.reject_reason, n.name AS network,
           w.created_at, w.reviewed_at
         FROM withdrawal_requests w JOIN currencies c ON c.id = w.currency_id
         LEFT JOIN currency_networks n ON n.id = w.network_id
         WHERE w.user_id = $1 AND w.method = 'address' AND ($2::text IS NULL OR upper(c.name) = $2)
           AND ($3::text[] IS NULL OR w.state = ANY($3)) AND ($4::timestamptz IS NULL OR w.created_at >= $4)
           AND ($5::timestamptz IS NULL OR w.created_at <= $5)
         ORDER BY w.id DESC LIMIT $6 OFFSET $7`,
        [
          userId,
          coin ?? null,
          states,
          start === undefined ? null : new Date(start),
          end === undefined ? null : new Date(end),
          limit,
          offset,
        ],
      );
      return rows.map((w) => ({
        id: w.id,
        amount: w.amount,
        transactionFee: w.fee,
        coin: w.coin,
        status: STATUS[w.state] ?? 4,
        address: w.address,
        txId: w.txid ?? "",
        applyTime: binanceTime(w.created_at),
        network: w.network ?? "",
        transferType: 0,
        info: w.reject_reason ?? "",
        ...(w.state === "approved" && w.reviewed_at ? { completeTime: binanceTime(w.reviewed_at) } : {}),
      }));
    },
  );
};
