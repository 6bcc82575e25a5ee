import type { CurrencySettings, FiatRate, NetworkSettings } from "@bourse/contract";
import { parse } from "@bourse/money";
import { writeAudit } from "../../audit/audit.ts";
import { iso, num } from "../../db/columns.ts";
import type { Db } from "../../db/db.ts";
import type { SessionOperator } from "../../http/auth.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { addressRefusal } from "./addresses.ts";

const decimal = (text: string) => parse(text.trim(), 18);

/** Operator configuration of currencies (reference price) and networks (address, minimums, fee). */
export function createWalletConfigService(deps: { db: Db }) {
  const { db } = deps;

  async function list(): Promise<CurrencySettings[]> {
    const currencies = await db.query<Omit<CurrencySettings, "networks">>(
      `SELECT id, name, decimals, ${num("reference_price")} AS reference_price, enabled FROM currencies ORDER BY sort, id`,
    );
    const networks = await db.query<NetworkSettings>(
      `SELECT id, currency_id, name, deposit_address, ${num("deposit_min")} AS deposit_min,
         ${num("withdraw_min")} AS withdraw_min, ${num("withdraw_fee")} AS withdraw_fee, enabled
       FROM currency_networks ORDER BY id`,
    );
    return currencies.map((c) => ({ ...c, networks: networks.filter((n) => n.currency_id === c.id) }));
  }

  async function updateCurrency(
    operator: SessionOperator,
    id: number,
    b: { reference_price: string; enabled: boolean },
    ip: string,
  ): Promise<Outcome<null>> {
    const price = decimal(b.reference_price);
    if (!price.ok || price.value.units < 0n)
      return failure("REQUEST_INVALID_FIELD", { field: "reference_price" });
    return db.tx(async (q) => {
      const [before] = await q.query(
        "SELECT reference_price::text AS reference_price, enabled FROM currencies WHERE id = $1 FOR UPDATE",
        [id],
      );
      if (!before) return failure("WALLET_UNKNOWN_CURRENCY");
      await q.query("UPDATE currencies SET reference_price = $2, enabled = $3 WHERE id = $1", [
        id,
        b.reference_price.trim(),
        b.enabled,
      ]);
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

  async function updateNetwork(
    operator: SessionOperator,
    id: number,
    b: {
      deposit_address: string;
      deposit_min: string;
      withdraw_min: string;
      withdraw_fee: string;
      enabled: boolean;
    },
    ip: string,
  ): Promise<Outcome<null>> {
    const [network] = await db.query<{ decimals: number; name: string }>(
      "SELECT c.decimals, n.name FROM currency_networks n JOIN currencies c ON c.id = n.currency_id WHERE n.id = $1",
      [id],
    );
    if (!network) return failure("WALLET_UNKNOWN_NETWORK");
    // amounts must fit the currency's scale, or deposits and withdrawals on the network could not use them
    for (const field of ["deposit_min", "withdraw_min", "withdraw_fee"] as const) {
      const value = parse(b[field].trim(), network.decimals);
      if (!value.ok && value.code === "MONEY_TOO_PRECISE")
        return failure("WALLET_AMOUNT_TOO_PRECISE", { decimals: network.decimals });
      if (!value.ok || value.value.units < 0n) return failure("REQUEST_INVALID_FIELD", { field });
    }
    // empty keeps a network without a deposit address (deposits on it are unavailable)
    const refused = b.deposit_address.trim()
      ? addressRefusal("deposit_address", network.name, b.deposit_address)
      : null;
    if (refused) return refused;
    return db.tx(async (q) => {
      const [before] = await q.query(
        `SELECT deposit_address, deposit_min::text AS deposit_min, withdraw_min::text AS withdraw_min, withdraw_fee::text AS withdraw_fee, enabled
         FROM currency_networks WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!before) return failure("WALLET_UNKNOWN_NETWORK");
      await q.query(
        "UPDATE currency_networks SET deposit_address = $2, deposit_min = $3, withdraw_min = $4, withdraw_fee = $5, enabled = $6 WHERE id = $1",
        [
          id,
          b.deposit_address.trim(),
          b.deposit_min.trim(),
          b.withdraw_min.trim(),
          b.withdraw_fee.trim(),
          b.enabled,
        ],
      );
      await writeAudit(q, {
        operatorId: operator.id,
        action: "network.update",
        targetType: "network",
        targetId: id,
        before,
        after: b,
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

  return { list, updateCurrency, updateNetwork, fiatRates, setFiatRate };
}

export type WalletConfigService = ReturnType<typeof createWalletConfigService>;
