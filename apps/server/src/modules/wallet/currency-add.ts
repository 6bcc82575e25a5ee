import type { AddedId, CurrencyAddBody, NetworkAddBody } from "@bourse/contract";
import { parse, toPlainString } from "@bourse/money";
import { Type } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Core } from "../../core/core.ts";
import type { Db, Queryable } from "../../db/db.ts";
import type { SessionOperator } from "../../http/auth.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { networkTermsRefusal } from "./network-terms.ts";

/** A currency's symbol: a capital letter, then 1 to 11 capital letters or digits. */
const SYMBOL = /^[A-Z][A-Z0-9]{1,11}$/;
/** A network's name: letters, digits, `-` or `_`, 2 to 20. */
const NETWORK = /^[A-Za-z0-9][A-Za-z0-9_-]{1,19}$/;

const loadNames = async (q: Queryable) =>
  new Set((await q.query<{ name: string }>("SELECT name FROM currencies")).map((c) => c.name));

/**
 * Adding currencies and networks from the console. A currency is added by a command of the money core
 * (`wallet.currency.add`): it takes the next currency id and its scale is known to the ledger from that
 * entry on, on the writer and on every follower replaying the log, so balances, deposits and withdrawals
 * in it work at once, without a restart. A network is a row the deposit and withdrawal calls read each
 * time (and the chain's watcher on each round).
 */
export async function createCurrencyAdmin({ db, core }: { db: Db; core: Core }) {
  /** the venue's currency symbols, as the handler checks a new one against them */
  let names = await loadNames(db);
  core.onReload(async (q) => {
    names = await loadNames(q);
  });

  const add = core.register({
    kind: "wallet.currency.add",
    args: Type.Object(
      {
        symbol: Type.String({ pattern: SYMBOL.source }),
        fullName: Type.String({ maxLength: 64 }),
        decimals: Type.Integer({ minimum: 0, maximum: 18 }),
        referencePrice: Type.String({ pattern: "^[0-9]{1,20}(\\.[0-9]{1,18})?$" }),
        enabled: Type.Boolean(),
        ip: Type.String({ maxLength: 64 }),
      },
      { additionalProperties: false },
    ),
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const operator = ctx.caller.operator;
      if (names.has(a.symbol))
        return failure("WALLET_CURRENCY_EXISTS", { field: "symbol", symbol: a.symbol });
      const id = core.nextCurrencyId();
      names.add(a.symbol);
      core.defineCurrency(id, a.decimals);
      const row = {
        name: a.symbol,
        full_name: a.fullName,
        decimals: a.decimals,
        reference_price: a.referencePrice,
        enabled: a.enabled,
      };
      return {
        ok: true,
        entry: { kind: "currency_add", postings: [] },
        reply: { id },
        write: async (q) => {
          // listed after the venue's currencies (an IEO token sorts from 1000 on)
          await q.query(
            `INSERT INTO currencies (id, name, full_name, decimals, reference_price, enabled, sort)
             VALUES ($1, $2, $3, $4, $5, $6, (SELECT coalesce(max(sort), 0) + 1 FROM currencies WHERE sort < 1000))`,
            [id, row.name, row.full_name, row.decimals, row.reference_price, row.enabled],
          );
          await writeAudit(q, {
            operatorId: operator,
            action: "currency.create",
            targetType: "currency",
            targetId: id,
            before: null,
            after: row,
            ip: a.ip,
          });
        },
      };
    },
  });

  /** Adds a currency; refusals name their field (symbol, full_name, reference_price). */
  async function addCurrency(
    operator: SessionOperator,
    b: CurrencyAddBody,
    ip: string,
  ): Promise<Outcome<AddedId>> {
    const symbol = b.symbol.trim().toUpperCase();
    if (!SYMBOL.test(symbol)) return failure("REQUEST_INVALID_FIELD", { field: "symbol" });
    if (names.has(symbol)) return failure("WALLET_CURRENCY_EXISTS", { field: "symbol", symbol });
    const fullName = b.full_name.trim();
    if (fullName === "") return failure("REQUEST_INVALID_FIELD", { field: "full_name" });
    if (!Number.isInteger(b.decimals) || b.decimals < 0 || b.decimals > 18)
      return failure("REQUEST_INVALID_FIELD", { field: "decimals" });
    const price = parse(b.reference_price.trim(), 18);
    if (!price.ok || price.value.units < 0n)
      return failure("REQUEST_INVALID_FIELD", { field: "reference_price" });
    const answer = await core.submit(
      add,
      {
        symbol,
        fullName,
        decimals: b.decimals,
        referencePrice: toPlainString(price.value),
        enabled: b.enabled,
        ip: ip.slice(0, 64),
      },
      { operator: operator.id },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /**
   * Adds a network to a currency: vouchers only, or watched on a chain (`evm`, with the asset's decimals
   * there). Amounts fit the currency's scale; the deposit address is one of the network (or empty:
   * deposits unavailable until an operator sets one). Refusals name their field; audited.
   */
  async function addNetwork(
    operator: SessionOperator,
    currencyId: number,
    b: NetworkAddBody,
    ip: string,
  ): Promise<Outcome<AddedId>> {
    const [currency] = await db.query<{ decimals: number }>("SELECT decimals FROM currencies WHERE id = $1", [
      currencyId,
    ]);
    if (!currency) return failure("WALLET_UNKNOWN_CURRENCY");
    const name = b.name.trim();
    if (!NETWORK.test(name)) return failure("REQUEST_INVALID_FIELD", { field: "name" });
    const chain = b.chain ?? null;
    const refused = networkTermsRefusal(b, { name, decimals: currency.decimals, chain });
    if (refused) return refused;
    if (chain !== null && b.chain_decimals === undefined)
      return failure("REQUEST_INVALID_FIELD", { field: "chain_decimals" });
    const address = b.deposit_address.trim();
    const contract = b.token_contract?.trim().toLowerCase() ?? "";
    const explorer = b.explorer_tx_url?.trim() ?? "";
    const row = {
      name,
      deposit_address: address,
      deposit_min: b.deposit_min.trim(),
      withdraw_min: b.withdraw_min.trim(),
      withdraw_fee: b.withdraw_fee.trim(),
      enabled: b.enabled,
      chain,
      chain_decimals: chain === null ? null : (b.chain_decimals ?? null),
      token_contract: contract,
      confirmations: b.confirmations ?? 12,
      auto_approve_max: b.auto_approve_max?.trim() || "0",
      hot_wallet_min: b.hot_wallet_min?.trim() || "0",
      explorer_tx_url: explorer,
    };
    return db.tx(async (q) => {
      // ids are given in order and names checked: the table's lock keeps two additions from colliding
      await q.query("LOCK TABLE currency_networks IN SHARE ROW EXCLUSIVE MODE");
      const [taken] = await q.query(
        "SELECT 1 FROM currency_networks WHERE currency_id = $1 AND lower(name) = lower($2)",
        [currencyId, name],
      );
      if (taken) return failure("WALLET_NETWORK_EXISTS", { field: "name", network: name });
      const [added] = await q.query<{ id: number }>(
        `INSERT INTO currency_networks (id, currency_id, name, deposit_address, deposit_min, withdraw_min, withdraw_fee,
           enabled, chain, chain_decimals, token_contract, confirmations, auto_approve_max, hot_wallet_min, explorer_tx_url)
         SELECT coalesce(max(id), 0) + 1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14 FROM currency_networks
         RETURNING id`,
        [
          currencyId,
          row.name,
          row.deposit_address,
          row.deposit_min,
          row.withdraw_min,
          row.withdraw_fee,
          row.enabled,
          row.chain,
          row.chain_decimals,
          row.token_contract,
          row.confirmations,
          row.auto_approve_max,
          row.hot_wallet_min,
          row.explorer_tx_url,
        ],
      );
      const id = Number(added!.id);
      await writeAudit(q, {
        operatorId: operator.id,
        action: "network.create",
        targetType: "network",
        targetId: id,
        before: null,
        after: { currency_id: currencyId, ...row },
        ip,
      });
      return success({ id });
    });
  }

  return { addCurrency, addNetwork };
}

export type CurrencyAdmin = Awaited<ReturnType<typeof createCurrencyAdmin>>;
