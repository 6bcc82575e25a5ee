import type { Queryable } from "../../db/db.ts";

/** The chain family's own coin: its network needs no contract. */
const COIN: Record<string, string> = { evm: "ETH" };

/** A currency network watched on the chain, with what the watcher and the sender need of it. */
export interface WatchedNetwork {
  id: number;
  name: string;
  currencyId: number;
  currencyName: string;
  /** the currency's scale on the venue */
  decimals: number;
  /** its scale on the chain */
  chainDecimals: number;
  /** '' for the chain's coin, else the token's contract, lower case */
  token: string;
  confirmations: number;
  depositMin: string;
  autoApproveMax: string;
  explorerTxUrl: string;
  hotWalletMin: string;
}

/**
 * The enabled networks of the chain family. A token network without a contract yet is left out (nothing
 * to watch); with `usdtContract` (a dev chain's), the USDT network without one is given it first.
 */
export async function watchedNetworks(
  q: Queryable,
  family: string,
  usdtContract?: string,
): Promise<WatchedNetwork[]> {
  if (usdtContract)
    await q.query(
      `UPDATE currency_networks n SET token_contract = $2 FROM currencies c
       WHERE c.id = n.currency_id AND c.name = 'USDT' AND n.chain = $1 AND n.token_contract = ''`,
      [family, usdtContract],
    );
  const rows = await q.query<{
    id: number;
    name: string;
    currency_id: number;
    currency_name: string;
    decimals: number;
    chain_decimals: number;
    token_contract: string;
    confirmations: number;
    deposit_min: string;
    auto_approve_max: string;
    explorer_tx_url: string;
    hot_wallet_min: string;
  }>(
    `SELECT n.id, n.name, n.currency_id, c.name AS currency_name, c.decimals, n.chain_decimals, n.token_contract,
       n.confirmations, n.deposit_min::text AS deposit_min, n.auto_approve_max::text AS auto_approve_max,
       n.explorer_tx_url, n.hot_wallet_min::text AS hot_wallet_min
     FROM currency_networks n JOIN currencies c ON c.id = n.currency_id
     WHERE n.chain = $1 AND n.enabled AND n.chain_decimals IS NOT NULL ORDER BY n.id`,
    [family],
  );
  return (
    rows
      .map((r) => ({
        id: r.id,
        name: r.name,
        currencyId: r.currency_id,
        currencyName: r.currency_name,
        decimals: r.decimals,
        chainDecimals: r.chain_decimals,
        token: r.token_contract.toLowerCase(),
        confirmations: r.confirmations,
        depositMin: r.deposit_min,
        autoApproveMax: r.auto_approve_max,
        explorerTxUrl: r.explorer_tx_url,
        hotWalletMin: r.hot_wallet_min,
      }))
      // without a contract, only the chain's own coin can be watched
      .filter((n) => n.token !== "" || n.currencyName === COIN[family])
  );
}

/** The explorer's page of a transaction, when the network has a pattern. */
export const explorerUrl = (pattern: string, txHash: string | null) =>
  pattern && txHash ? pattern.replaceAll("{tx}", txHash) : null;
