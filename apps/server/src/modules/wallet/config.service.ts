import type { CurrencySettings, FiatRate, NetworkSettings } from "@bourse/contract";
import { withdrawalTermsRisky } from "@bourse/engine";
import { parse, toPlainString } from "@bourse/money";
import { writeAudit } from "../../audit/audit.ts";
import { iso, num } from "../../db/columns.ts";
import type { Db } from "../../db/db.ts";
import type { SessionOperator } from "../../http/auth.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import type { AskApproval } from "../approvals/index.ts";
import { type LivePrice, usdtPriceOf } from "./currencies.ts";
import { networkTermsRefusal } from "./network-terms.ts";

const decimal = (text: string) => parse(text.trim(), 18);

/** What the console sets on a network; the on-chain settings are optional and keep their value when left out. */
export type NetworkUpdate = {
  deposit_address: string;
  deposit_min: string;
  withdraw_min: string;
  withdraw_fee: string;
  enabled: boolean;
  token_contract?: string;
  confirmations?: number;
  auto_approve_max?: string;
  hot_wallet_min?: string;
  explorer_tx_url?: string;
};

/** What a second operator's approval of a network's risky terms applies: the first operator's save. */
export interface NetworkApproval {
  network: number;
  update: NetworkUpdate;
}

/** Decimal text compared by value ("1.50" and "1.5" are one value). */
const plainOf = (text: string) => {
  const parsed = decimal(text);
  return parsed.ok ? toPlainString(parsed.value) : text.trim();
};

/** Operator configuration of currencies (reference price) and networks (address, minimums, fee). */
export function createWalletConfigService(deps: { db: Db; livePrice?: LivePrice }) {
  const { db } = deps;
  let secondApproval: AskApproval<NetworkApproval> | undefined;

  async function list(): Promise<CurrencySettings[]> {
    const currencies = await db.query<Omit<CurrencySettings, "networks">>(
      `SELECT id, name, full_name, decimals, ${num("reference_price")} AS reference_price, enabled,
         CASE WHEN second_approval_above IS NULL THEN NULL ELSE ${num("second_approval_above")} END AS second_approval_above
       FROM currencies ORDER BY sort, id`,
    );
    const networks = await db.query<NetworkSettings>(
      `SELECT id, currency_id, name, deposit_address, ${num("deposit_min")} AS deposit_min,
         ${num("withdraw_min")} AS withdraw_min, ${num("withdraw_fee")} AS withdraw_fee, enabled,
         chain, token_contract, confirmations, ${num("auto_approve_max")} AS auto_approve_max,
         ${num("hot_wallet_min")} AS hot_wallet_min, explorer_tx_url
       FROM currency_networks ORDER BY id`,
    );
    return currencies.map((c) => ({ ...c, networks: networks.filter((n) => n.currency_id === c.id) }));
  }

  /**
   * A currency's reference price and listing, and, when given, the amount above which a withdrawal needs a
   * second operator's approval ("" for never).
   */
  async function updateCurrency(
    operator: SessionOperator,
    id: number,
    b: { reference_price: string; enabled: boolean; second_approval_above?: string | undefined },
    ip: string,
  ): Promise<Outcome<null>> {
    const price = decimal(b.reference_price);
    if (!price.ok || price.value.units < 0n)
      return failure("REQUEST_INVALID_FIELD", { field: "reference_price" });
    const threshold = b.second_approval_above?.trim();
    if (threshold !== undefined && threshold !== "") {
      const value = decimal(threshold);
      if (!value.ok || value.value.units < 0n)
        return failure("REQUEST_INVALID_FIELD", { field: "second_approval_above" });
    }
    return db.tx(async (q) => {
      const [before] = await q.query(
        `SELECT reference_price::text AS reference_price, enabled, second_approval_above::text AS second_approval_above
         FROM currencies WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!before) return failure("WALLET_UNKNOWN_CURRENCY");
      // left out, the threshold keeps its value; empty clears it
      await q.query(
        `UPDATE currencies SET reference_price = $2, enabled = $3,
           second_approval_above = CASE WHEN $4::boolean THEN $5::numeric ELSE second_approval_above END
         WHERE id = $1`,
        [id, b.reference_price.trim(), b.enabled, threshold !== undefined, threshold ? threshold : null],
      );
      await writeAudit(q, {
        operatorId: operator.id,
        action: "currency.update",
        targetType: "currency",
        targetId: id,
        before,
        after: b,
        ip,
      });
      return success(null);
    });
  }

  /**
   * A network's settings. A withdrawal fee or limit outside its usual range (engine `withdrawalTermsRisky`)
   * waits for a second operator (`APPROVAL_PENDING`); `secondApproved` is that operator's approval applying it.
   */
  async function updateNetwork(
    operator: SessionOperator,
    id: number,
    b: NetworkUpdate,
    ip: string,
    secondApproved = false,
  ): Promise<Outcome<null>> {
    const [network] = await db.query<{
      decimals: number;
      name: string;
      chain: string | null;
      currency: string;
      reference_price: string;
      withdraw_fee: string;
      withdraw_min: string;
      auto_approve_max: string | null;
    }>(
      `SELECT c.decimals, n.name, n.chain, c.name AS currency, c.reference_price::text AS reference_price,
         ${num("n.withdraw_fee")} AS withdraw_fee, ${num("n.withdraw_min")} AS withdraw_min,
         ${num("n.auto_approve_max")} AS auto_approve_max
       FROM currency_networks n JOIN currencies c ON c.id = n.currency_id WHERE n.id = $1`,
      [id],
    );
    if (!network) return failure("WALLET_UNKNOWN_NETWORK");
    const refused = networkTermsRefusal(b, network);
    if (refused) return refused;
    const contract = b.token_contract?.trim().toLowerCase();
    const explorer = b.explorer_tx_url?.trim();
    if (!secondApproved && secondApproval) {
      const price = usdtPriceOf(
        {
          id: 0,
          name: network.currency,
          decimals: network.decimals,
          reference_price: network.reference_price,
        },
        deps.livePrice ?? (() => undefined),
      );
      const terms = {
        withdraw_fee: b.withdraw_fee.trim(),
        withdraw_min: b.withdraw_min.trim(),
        ...(b.auto_approve_max !== undefined ? { auto_approve_max: b.auto_approve_max.trim() } : {}),
      };
      const risky = withdrawalTermsRisky(terms, price).filter(
        // a value already outside its range and left as it is needs nobody
        (field) => plainOf(terms[field] ?? "") !== plainOf(network[field] ?? ""),
      );
      if (risky.length > 0)
        return secondApproval({
          maker: operator,
          subject: `network:${id}`,
          payload: { network: id, update: b },
          summary: {
            target: `${network.currency} · ${network.name}`,
            currency: network.currency,
            changes: risky.map((field) => ({ field, from: network[field], to: terms[field] ?? "" })),
          },
          ip,
        });
    }
    const after = {
      ...b,
      deposit_address: b.deposit_address.trim(),
      ...(contract !== undefined ? { token_contract: contract } : {}),
      ...(explorer !== undefined ? { explorer_tx_url: explorer } : {}),
    };
    return db.tx(async (q) => {
      const [before] = await q.query(
        `SELECT deposit_address, deposit_min::text AS deposit_min, withdraw_min::text AS withdraw_min, withdraw_fee::text AS withdraw_fee, enabled,
           token_contract, confirmations, auto_approve_max::text AS auto_approve_max, hot_wallet_min::text AS hot_wallet_min, explorer_tx_url
         FROM currency_networks WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!before) return failure("WALLET_UNKNOWN_NETWORK");
      // a field left out keeps its value (COALESCE of a null parameter)
      await q.query(
        `UPDATE currency_networks SET deposit_address = $2, deposit_min = $3, withdraw_min = $4, withdraw_fee = $5, enabled = $6,
           token_contract = COALESCE($7, token_contract), confirmations = COALESCE($8, confirmations),
           auto_approve_max = COALESCE($9, auto_approve_max), hot_wallet_min = COALESCE($10, hot_wallet_min),
           explorer_tx_url = COALESCE($11, explorer_tx_url)
         WHERE id = $1`,
        [
          id,
          after.deposit_address,
          b.deposit_min.trim(),
          b.withdraw_min.trim(),
          b.withdraw_fee.trim(),
          b.enabled,
          contract ?? null,
          b.confirmations ?? null,
          b.auto_approve_max?.trim() ?? null,
          b.hot_wallet_min?.trim() ?? null,
          explorer ?? null,
        ],
      );
      await writeAudit(q, {
        operatorId: operator.id,
        action: "network.update",
        targetType: "network",
        targetId: id,
        before,
        after,
        ip,
      });
      return success(null);
    });
  }

  /** Fiat display rates (units of the fiat per USD); an app shows values in the user's chosen one. */
  async function fiatRates(): Promise<FiatRate[]> {
    return db.query<FiatRate>(
      `SELECT currency_code, ${num("rate")} AS rate, ${iso("updated_at")} AS updated_at FROM fiat_rates
       ORDER BY currency_code = 'USD' DESC, currency_code`,
    );
  }

  async function setFiatRate(
    operator: SessionOperator,
    code: string,
    rate: string,
    ip: string,
    now: Date,
  ): Promise<Outcome<null>> {
    const upper = code.trim().toUpperCase();
    const value = decimal(rate);
    if (!/^[A-Z]{3}$/.test(upper)) return failure("REQUEST_INVALID_FIELD", { field: "currency_code" });
    if (!value.ok || value.value.units <= 0n || (upper === "USD" && rate.trim() !== "1")) {
      return failure("REQUEST_INVALID_FIELD", { field: "rate" });
    }
    return db.tx(async (q) => {
      const [before] = await q.query("SELECT rate::text AS rate FROM fiat_rates WHERE currency_code = $1", [
        upper,
      ]);
      await q.query(
        `INSERT INTO fiat_rates (currency_code, rate, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (currency_code) DO UPDATE SET rate = EXCLUDED.rate, updated_at = EXCLUDED.updated_at`,
        [upper, rate.trim(), now],
      );
      await writeAudit(q, {
        operatorId: operator.id,
        action: "fiat_rate.set",
        targetType: "fiat_rate",
        targetId: upper,
        before: before ?? null,
        after: { rate: rate.trim() },
        ip,
      });
      return success(null);
    });
  }

  return {
    list,
    updateCurrency,
    updateNetwork,
    fiatRates,
    setFiatRate,
    /** Networks' risky withdrawal terms go to a second operator through this (see `updateNetwork`). */
    useSecondApproval(ask: AskApproval<NetworkApproval>) {
      secondApproval = ask;
    },
  };
}

export type WalletConfigService = ReturnType<typeof createWalletConfigService>;
