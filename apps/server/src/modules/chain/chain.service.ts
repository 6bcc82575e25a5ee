import type { ChainDeposit, ChainStatus, ChainTransfer } from "@bourse/contract";
import { fromUnits, toPlainString } from "@bourse/money";
import type { FastifyBaseLogger } from "fastify";
import type { ChainConfig } from "../../config.ts";
import type { Core } from "../../core/core.ts";
import { iso, num } from "../../db/columns.ts";
import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { offsetOf, pageOf } from "../../http/pagination.ts";
import type { UserNotice } from "../../notify/notice.ts";
import type { ChainAdapter } from "./chain.adapter.ts";
import { chainCommands } from "./chain.commands.ts";
import { explorerUrl, type WatchedNetwork, watchedNetworks } from "./chain.networks.ts";
import { createSender } from "./chain.sender.ts";
import { createWatcher } from "./chain.watcher.ts";
import { createSignerClient } from "./signer.client.ts";

/** Blocks the watcher may fall behind the node before an operator is told. */
const LAG_ALERT = 50;
/** How often the hot wallet's balances are read for the console and its low-balance alert. */
const HOT_CHECK_MS = 30_000;

export interface ChainServiceDeps {
  db: Db;
  core: Core;
  clock: () => Date;
  config: ChainConfig;
  adapter: ChainAdapter;
  log: FastifyBaseLogger;
  tell: (notice: UserNotice) => void;
}

/**
 * Deposits and withdrawals on a chain: each user's deposit address, the watcher and the sender (run on
 * the writer, one tick after the other), and what the app and the console read of them.
 */
export async function createChainService(deps: ChainServiceDeps) {
  const { db, adapter, clock } = deps;
  const family = adapter.family;
  let networks: WatchedNetwork[] = await watchedNetworks(db, family, deps.config.usdtContract);
  const commands = chainCommands(deps.core);
  let hotBalances = new Map<number, string>();
  let hotCheckedAt = 0;

  async function alert(kind: string, detail: Record<string, unknown>) {
    deps.log.error({ chain: family, kind, detail }, `chain alert: ${kind}`);
    // one open alert of a kind at a time, but every deep reorganisation is kept
    if (kind !== "deep_reorg") {
      const open = await db.query(
        "SELECT 1 FROM chain_alerts WHERE chain = $1 AND kind = $2 AND resolved_at IS NULL",
        [family, kind],
      );
      if (open.length) return;
    }
    await db.query("INSERT INTO chain_alerts (chain, kind, detail, created_at) VALUES ($1, $2, $3, $4)", [
      family,
      kind,
      JSON.stringify(detail),
      clock(),
    ]);
  }

  const watcher = createWatcher({
    db,
    core: deps.core,
    clock,
    adapter,
    commands,
    networks: () => networks,
    tell: deps.tell,
    alert,
  });
  const signer =
    deps.config.signerUrl && deps.config.signerSecret
      ? createSignerClient({ url: deps.config.signerUrl, secret: deps.config.signerSecret })
      : undefined;
  const sender = signer
    ? createSender({
        db,
        core: deps.core,
        clock,
        adapter,
        commands,
        networks: () => networks,
        sign: signer,
        tell: deps.tell,
        log: deps.log,
        stuckMs: deps.config.stuckMs,
      })
    : undefined;

  async function checkHotWallet() {
    const next = new Map<number, string>();
    for (const n of networks) {
      const units = await adapter.balance(adapter.hotAddress(), n.token || undefined);
      const amount = fromUnits(units, n.chainDecimals);
      next.set(n.id, toPlainString(amount));
      const [low] = await db.query<{ low: boolean }>("SELECT $1::numeric < $2::numeric AS low", [
        toPlainString(amount),
        n.hotWalletMin,
      ]);
      if (low?.low)
        await alert("hot_wallet_low", {
          network: n.name,
          currency: n.currencyName,
          balance: toPlainString(amount),
          min: n.hotWalletMin,
        });
    }
    hotBalances = next;
    hotCheckedAt = clock().getTime();
  }

  /** One round at a time: a round asked for while one runs goes after it. */
  let rounds: Promise<void> = Promise.resolve();
  function tick(): Promise<void> {
    rounds = rounds.then(round, round);
    return rounds;
  }

  /** One round on the writer: scan, then send; alerts when the watcher lags or the hot wallet runs low. */
  async function round() {
    networks = await watchedNetworks(db, family);
    try {
      await watcher.tick();
    } catch (e) {
      deps.log.warn({ err: e }, "the chain watcher could not scan: it resumes from its last block");
      return;
    }
    const head = watcher.status().head;
    if (head === null) return;
    const [row] = await db.query<{ n: string | null }>(
      "SELECT max(number)::text AS n FROM chain_blocks WHERE chain = $1",
      [family],
    );
    const lag = row?.n ? Number(head - BigInt(row.n)) : 0;
    if (lag > LAG_ALERT) await alert("watcher_lag", { head: String(head), scanned: row?.n, lag });
    if (sender) await sender.tick(head);
    if (clock().getTime() - hotCheckedAt >= HOT_CHECK_MS) await checkHotWallet();
  }

  /**
   * The user's permanent address on the chain, made on first ask at the next free index (dense, so the
   * signer knows every venue address by deriving as many as there are users with one).
   */
  async function address(userId: number): Promise<Outcome<string>> {
    const [user] = await db.query<{ demo_of: number | null }>("SELECT demo_of FROM users WHERE id = $1", [
      userId,
    ]);
    if (!user || user.demo_of !== null)
      return failure("WALLET_DEPOSIT_UNAVAILABLE", { network: family.toUpperCase() });
    for (;;) {
      const [own] = await db.query<{ address: string }>(
        "SELECT address FROM chain_addresses WHERE chain = $1 AND user_id = $2",
        [family, userId],
      );
      if (own) return success(own.address);
      const [next] = await db.query<{ idx: number }>(
        "SELECT COALESCE(max(idx) + 1, 0)::int AS idx FROM chain_addresses WHERE chain = $1",
        [family],
      );
      const idx = next?.idx ?? 0;
      // two users asking at once may take the same index: one of them tries the next
      await db.query(
        "INSERT INTO chain_addresses (chain, user_id, idx, address, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
        [family, userId, idx, adapter.depositAddress(idx), clock()],
      );
    }
  }

  const DEPOSIT_SELECT = `SELECT d.id, d.user_id, d.currency_id, c.name AS currency_name, d.network_id, n.name AS network_name,
      d.address, d.sender, d.tx_hash, d.log_index, d.block_number::int AS block_number, ${num("d.amount")} AS amount, d.state,
      d.confirmations, n.confirmations AS required, n.explorer_tx_url, d.sweep_id IS NOT NULL AS swept,
      ${iso("d.created_at")} AS created_at, ${iso("d.credited_at")} AS credited_at
    FROM chain_deposits d JOIN currencies c ON c.id = d.currency_id JOIN currency_networks n ON n.id = d.network_id`;

  async function deposits(filter: { userId?: number; state?: string }, page: number, limit: number) {
    const where = "($1::bigint IS NULL OR d.user_id = $1) AND ($2::text IS NULL OR d.state = $2)";
    const params = [filter.userId ?? null, filter.state ?? null];
    const rows = await db.query<ChainDeposit & { explorer_tx_url: string }>(
      `${DEPOSIT_SELECT} WHERE ${where} ORDER BY d.id DESC LIMIT $3 OFFSET $4`,
      [...params, limit, offsetOf(page, limit)],
    );
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chain_deposits d WHERE ${where}`,
      params,
    );
    const items = rows.map(({ explorer_tx_url, ...d }) => ({
      ...d,
      explorer_url: explorerUrl(explorer_tx_url, d.tx_hash),
    }));
    return pageOf(items, count?.n ?? 0, page, limit);
  }

  async function transfers(filter: { kind?: string; state?: string }, page: number, limit: number) {
    const where = "($1::text IS NULL OR t.kind = $1) AND ($2::text IS NULL OR t.state = $2)";
    const params = [filter.kind ?? null, filter.state ?? null];
    const rows = await db.query<
      Omit<ChainTransfer, "amount"> & {
        units: string;
        chain_decimals: number;
        gas: boolean;
        explorer_tx_url: string;
      }
    >(
      `SELECT t.id, t.kind, t.withdrawal_id, t.network_id, n.name AS network_name,
         CASE WHEN t.kind = 'gas' THEN 'ETH' ELSE c.name END AS currency_name, t.from_address, t.to_address,
         t.chain_units::text AS units, n.chain_decimals, t.nonce::int AS nonce, t.tx_hash, t.state, t.error,
         n.explorer_tx_url, ${iso("t.created_at")} AS created_at, ${iso("t.confirmed_at")} AS confirmed_at, t.kind = 'gas' AS gas
       FROM chain_transfers t JOIN currency_networks n ON n.id = t.network_id JOIN currencies c ON c.id = n.currency_id
       WHERE ${where} ORDER BY t.id DESC LIMIT $3 OFFSET $4`,
      [...params, limit, offsetOf(page, limit)],
    );
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chain_transfers t WHERE ${where}`,
      params,
    );
    const items = rows.map(({ units, chain_decimals, gas, explorer_tx_url, ...t }) => ({
      ...t,
      amount: toPlainString(fromUnits(BigInt(units), gas ? 18 : chain_decimals)),
      explorer_url: explorerUrl(explorer_tx_url, t.tx_hash),
    }));
    return pageOf(items, count?.n ?? 0, page, limit);
  }

  async function status(): Promise<ChainStatus> {
    const [scanned] = await db.query<{ n: string | null }>(
      "SELECT max(number)::text AS n FROM chain_blocks WHERE chain = $1",
      [family],
    );
    const w = watcher.status();
    let head = w.head;
    let chainId: number | null = null;
    let rpcError = w.lastError;
    try {
      head = await adapter.head();
      chainId = await adapter.chainId();
    } catch (e) {
      rpcError = e instanceof Error ? e.message.split("\n")[0]! : String(e);
    }
    const counts = await db.query<{ network_id: number; state: string; n: number; unswept: number }>(
      `SELECT network_id, state, count(*)::int AS n, count(*) FILTER (WHERE state = 'credited' AND sweep_id IS NULL)::int AS unswept
       FROM chain_deposits WHERE chain = $1 GROUP BY network_id, state`,
      [family],
    );
    const withdrawals = await db.query<{ network_id: number; chain_state: string; n: number }>(
      `SELECT network_id, chain_state, count(*)::int AS n FROM withdrawal_requests
       WHERE chain_state IS NOT NULL GROUP BY network_id, chain_state`,
    );
    const liabilities = await db.query<{ currency_id: number; total: string }>(
      `SELECT b.currency_id, ${num("sum(b.amount)")} AS total FROM ledger_balances b JOIN users u ON u.id = b.user_id
       WHERE b.user_id IS NOT NULL AND u.demo_of IS NULL GROUP BY b.currency_id`,
    );
    const alerts = await db.query<ChainStatus["alerts"][number]>(
      `SELECT id::int AS id, kind, detail::text AS detail, ${iso("created_at")} AS created_at, ${iso("resolved_at")} AS resolved_at
       FROM chain_alerts WHERE chain = $1 AND (resolved_at IS NULL OR created_at > $2) ORDER BY id DESC LIMIT 50`,
      [family, new Date(clock().getTime() - 7 * 86400_000)],
    );
    const all = await db.query<{
      id: number;
      name: string;
      currency_name: string;
      token_contract: string;
      confirmations: number;
      auto_approve_max: string;
      hot_wallet_min: string;
      currency_id: number;
    }>(
      `SELECT n.id, n.name, c.name AS currency_name, n.token_contract, n.confirmations, ${num("n.auto_approve_max")} AS auto_approve_max,
         ${num("n.hot_wallet_min")} AS hot_wallet_min, n.currency_id
       FROM currency_networks n JOIN currencies c ON c.id = n.currency_id WHERE n.chain = $1 ORDER BY n.id`,
      [family],
    );
    const lag = head !== null && scanned?.n ? Number(head - BigInt(scanned.n)) : null;
    return {
      configured: true,
      family,
      chain_id: chainId,
      head: head === null ? null : Number(head),
      scanned: scanned?.n ? Number(scanned.n) : null,
      lag,
      rpc_ok: rpcError === null,
      rpc_error: rpcError,
      last_scan_at: w.lastScanAt?.toISOString() ?? null,
      signer: sender !== undefined,
      networks: all.map((n) => {
        const of = counts.filter((c) => c.network_id === n.id);
        return {
          network_id: n.id,
          network_name: n.name,
          currency_name: n.currency_name,
          token_contract: n.token_contract,
          confirmations: n.confirmations,
          auto_approve_max: n.auto_approve_max,
          hot_address: adapter.hotAddress(),
          hot_balance: hotBalances.get(n.id) ?? null,
          hot_wallet_min: n.hot_wallet_min,
          liabilities: liabilities.find((l) => l.currency_id === n.currency_id)?.total ?? "0",
          deposits: {
            pending: of.find((c) => c.state === "pending")?.n ?? 0,
            credited: of.find((c) => c.state === "credited")?.n ?? 0,
            unswept: of.reduce((s, c) => s + c.unswept, 0),
          },
          withdrawals: Object.fromEntries(
            withdrawals.filter((x) => x.network_id === n.id).map((x) => [x.chain_state, x.n]),
          ),
        };
      }),
      alerts,
    };
  }

  async function resolveAlert(id: number): Promise<Outcome<null>> {
    const rows = await db.query(
      "UPDATE chain_alerts SET resolved_at = $2 WHERE id = $1 AND resolved_at IS NULL RETURNING id",
      [id, clock()],
    );
    return rows.length ? success(null) : failure("WALLET_REQUEST_NOT_FOUND");
  }

  return {
    family,
    tick,
    address,
    deposits,
    transfers,
    status,
    /** The watcher's last pass on this node, from memory (monitoring): the node's head, its error, when. */
    watcherStatus: watcher.status,
    resolveAlert,
    /** the networks the chain watches (their ids), for the wallet's deposit and withdrawal paths */
    watched: () => networks,
    refresh: async () => {
      networks = await watchedNetworks(db, family);
    },
  };
}

export type ChainService = Awaited<ReturnType<typeof createChainService>>;
