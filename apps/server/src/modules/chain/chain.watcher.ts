import { confirmations, depositDecision, forkPoint, toVenueUnits } from "@bourse/engine";
import { compare, fromUnits, toPlainString } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import type { Db } from "../../db/db.ts";
import type { UserNotice } from "../../notify/notice.ts";
import { readSetting } from "../../settings/settings.read.ts";
import { configAmount } from "../wallet/index.ts";
import type { ChainAdapter, IncomingTransfer } from "./chain.adapter.ts";
import type { chainCommands } from "./chain.commands.ts";
import type { WatchedNetwork } from "./chain.networks.ts";

/** Blocks scanned in one step at most, and how many of the newest are kept to find a fork. */
const STEP = 100n;
const KEEP = 256n;

export interface WatcherDeps {
  db: Db;
  core: Core;
  clock: () => Date;
  adapter: ChainAdapter;
  commands: ReturnType<typeof chainCommands>;
  networks: () => WatchedNetwork[];
  tell: (notice: UserNotice) => void;
  alert: (kind: string, detail: Record<string, unknown>) => Promise<void>;
}

/**
 * Scans the chain for transfers to the users' deposit addresses, on the writer only. Each tick reads the
 * head first, then the addresses (so an address is known before any block that could pay it is scanned),
 * checks the last scanned block is still on the chain (else finds the fork and drops what was pending
 * above it), scans up to the head in steps, and credits what reached its confirmations by one core
 * command per transfer, keyed by chain, transaction and log. It resumes from the last scanned block.
 */
export function createWatcher(deps: WatcherDeps) {
  const { db, adapter } = deps;
  const family = adapter.family;
  let addresses = new Map<string, number>();
  let addressCount = -1;
  let lastError: string | null = null;
  let lastScanAt: Date | null = null;
  let head: bigint | null = null;

  async function loadAddresses() {
    const [count] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM chain_addresses WHERE chain = $1",
      [family],
    );
    if (count?.n === addressCount) return;
    const rows = await db.query<{ address: string; user_id: number }>(
      "SELECT address, user_id FROM chain_addresses WHERE chain = $1",
      [family],
    );
    addresses = new Map(rows.map((r) => [r.address, Number(r.user_id)]));
    addressCount = count?.n ?? 0;
  }

  async function scanned(): Promise<{ number: bigint; hash: string } | undefined> {
    const [row] = await db.query<{ number: string; hash: string }>(
      "SELECT number::text AS number, hash FROM chain_blocks b WHERE chain = $1 ORDER BY b.number DESC LIMIT 1",
      [family],
    );
    return row && { number: BigInt(row.number), hash: row.hash };
  }

  /** The last scanned block left the chain: rewind to where the stored blocks still match it. */
  async function rewind(top: bigint) {
    const stored = (
      await db.query<{ number: string; hash: string }>(
        "SELECT number::text AS number, hash FROM chain_blocks b WHERE chain = $1 ORDER BY b.number DESC",
        [family],
      )
    ).map((r) => ({ number: BigInt(r.number), hash: r.hash }));
    const canonical = new Map<bigint, string>();
    for (const b of stored) {
      const on = await adapter.block(b.number);
      if (on) canonical.set(b.number, on.hash);
      if (on?.hash === b.hash) break; // the newest match is the fork point: nothing below is needed
    }
    const fork = forkPoint(stored, canonical);
    // no kept block is on the chain any more (a fork deeper than what is kept, or another chain behind
    // the same address): everything kept is forgotten and the scan starts again near the head
    const from = fork ?? -1n;
    if (fork === undefined)
      await deps.alert("deep_reorg", {
        from_block: String(top),
        kept: stored.length,
        note: "fork below the kept blocks",
      });
    // what was pending above the fork is dropped (found again if the new chain has it); credited stays
    const moved = await db.tx(async (q) => {
      await q.query("DELETE FROM chain_blocks WHERE chain = $1 AND number > $2", [family, String(from)]);
      const dropped = await q.query<{ id: number; user_id: number }>(
        `UPDATE chain_deposits SET state = 'dropped', confirmations = 0
         WHERE chain = $1 AND block_number > $2 AND state IN ('pending', 'below_minimum') RETURNING id, user_id`,
        [family, String(from)],
      );
      const credited = await q.query<{ id: number; tx_hash: string; block_number: string }>(
        "SELECT id, tx_hash, block_number::text AS block_number FROM chain_deposits WHERE chain = $1 AND block_number > $2 AND state = 'credited'",
        [family, String(from)],
      );
      return { dropped, credited };
    });
    for (const d of moved.dropped)
      deps.tell({
        userId: Number(d.user_id),
        kind: "chain_deposit",
        deposit: { id: Number(d.id), state: "dropped", confirmations: 0, required: 0 },
      });
    // a credited deposit whose block left the chain is never reversed silently: an operator decides
    if (moved.credited.length)
      await deps.alert("deep_reorg", {
        fork_block: String(from),
        credited_deposits: moved.credited.map((d) => ({
          id: Number(d.id),
          tx: d.tx_hash,
          block: d.block_number,
        })),
      });
  }

  function depositRow(t: IncomingTransfer, n: WatchedNetwork, userId: number) {
    const units = toVenueUnits(t.units, n.chainDecimals, n.decimals);
    const amount = fromUnits(units, n.decimals);
    const below = compare(amount, configAmount(n.depositMin, n.decimals)) < 0 || units === 0n;
    return { units, amount: toPlainString(amount), state: below ? "below_minimum" : "pending", userId };
  }

  /** Stores one scanned range: its blocks and the transfers in it, in one transaction. */
  async function store(
    blocks: { number: bigint; hash: string; parentHash: string }[],
    transfers: IncomingTransfer[],
  ) {
    const byToken = new Map(deps.networks().map((n) => [n.token, n]));
    const now = deps.clock();
    const seen = await db.tx(async (q) => {
      const told: { id: number; user_id: number; state: string; block_number: string; network: number }[] =
        [];
      for (const b of blocks)
        await q.query(
          `INSERT INTO chain_blocks (chain, number, hash, parent_hash, scanned_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (chain, number) DO UPDATE SET hash = EXCLUDED.hash, parent_hash = EXCLUDED.parent_hash, scanned_at = EXCLUDED.scanned_at`,
          [family, String(b.number), b.hash, b.parentHash, now],
        );
      for (const t of transfers) {
        const n = byToken.get(t.token);
        const userId = addresses.get(t.to);
        // the venue's own transfers (gas for a sweep from the hot wallet) are not deposits
        if (!n || userId === undefined || t.from === adapter.hotAddress() || addresses.has(t.from)) continue;
        const d = depositRow(t, n, userId);
        const [row] = await q.query<{ id: number; user_id: number; state: string; block_number: string }>(
          `INSERT INTO chain_deposits (chain, network_id, currency_id, user_id, address, tx_hash, log_index, sender,
             block_number, block_hash, chain_units, amount, state, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
           ON CONFLICT (chain, tx_hash, log_index) DO UPDATE SET block_number = EXCLUDED.block_number,
             block_hash = EXCLUDED.block_hash,
             state = CASE WHEN chain_deposits.state = 'dropped' THEN EXCLUDED.state ELSE chain_deposits.state END
           RETURNING id, user_id, state, block_number::text AS block_number`,
          [
            family,
            n.id,
            n.currencyId,
            userId,
            t.to,
            t.txHash,
            t.logIndex,
            t.from,
            String(t.blockNumber),
            t.blockHash,
            String(t.units),
            d.amount,
            d.state,
            now,
          ],
        );
        if (row) told.push({ ...row, network: n.id });
      }
      const top = blocks.at(-1)?.number;
      if (top !== undefined)
        await q.query("DELETE FROM chain_blocks WHERE chain = $1 AND number < $2", [
          family,
          String(top - KEEP),
        ]);
      return told;
    });
    for (const d of seen) {
      const n = deps.networks().find((x) => x.id === d.network);
      deps.tell({
        userId: Number(d.user_id),
        kind: "chain_deposit",
        deposit: {
          id: Number(d.id),
          state: d.state,
          confirmations: head === null ? 0 : confirmations(BigInt(d.block_number), head),
          required: n?.confirmations ?? 0,
        },
      });
    }
  }

  /** Counts the pending deposits' confirmations and credits those that reached their network's. */
  async function settle(now: bigint) {
    const pending = await db.query<{
      id: number;
      user_id: number;
      network_id: number;
      currency_id: number;
      block_number: string;
      block_hash: string;
      confirmations: number;
      amount: string;
      tx_hash: string;
      log_index: number;
    }>(
      `SELECT id, user_id, network_id, currency_id, block_number::text AS block_number, block_hash, confirmations,
         amount::text AS amount, tx_hash, log_index
       FROM chain_deposits WHERE chain = $1 AND state = 'pending' ORDER BY id`,
      [family],
    );
    if (pending.length === 0) return;
    const account = await readSetting(db, "deposit_account");
    for (const d of pending) {
      const n = deps.networks().find((x) => x.id === d.network_id);
      if (!n) continue;
      const blockNumber = BigInt(d.block_number);
      const count = confirmations(blockNumber, now);
      const check = { state: "pending", blockNumber, head: now, required: n.confirmations } as const;
      if (depositDecision({ ...check, stillCanonical: true }) === "credit") {
        // credited only from a block still on the chain (the chain may have moved since it was scanned)
        const on = await adapter.block(blockNumber);
        if (depositDecision({ ...check, stillCanonical: on?.hash === d.block_hash }) === "drop") {
          await db.query(
            "UPDATE chain_deposits SET state = 'dropped', confirmations = 0 WHERE id = $1 AND state = 'pending'",
            [d.id],
          );
          deps.tell({
            userId: Number(d.user_id),
            kind: "chain_deposit",
            deposit: { id: Number(d.id), state: "dropped", confirmations: 0, required: n.confirmations },
          });
          continue;
        }
        const done = await deps.core.submit(
          deps.commands.creditDeposit,
          {
            deposit: Number(d.id),
            user: Number(d.user_id),
            currency: d.currency_id,
            account,
            amount: String(configAmount(d.amount, n.decimals).units),
          },
          { system: "chain" },
          `chain:${family}:${d.tx_hash}:${d.log_index}`,
        );
        if (!done.ok) throw new Error(`crediting chain deposit ${d.id} was refused: ${done.code}`);
        await db.query("UPDATE chain_deposits SET confirmations = $2 WHERE id = $1", [d.id, count]);
        deps.tell({
          userId: Number(d.user_id),
          kind: "chain_deposit",
          deposit: { id: Number(d.id), state: "credited", confirmations: count, required: n.confirmations },
        });
      } else if (count !== d.confirmations) {
        await db.query("UPDATE chain_deposits SET confirmations = $2 WHERE id = $1", [d.id, count]);
        deps.tell({
          userId: Number(d.user_id),
          kind: "chain_deposit",
          deposit: { id: Number(d.id), state: "pending", confirmations: count, required: n.confirmations },
        });
      }
    }
  }

  /** One pass: up to the head, in steps. Throws on an RPC failure; the next tick resumes. */
  async function tick() {
    try {
      const top = await adapter.head();
      head = top;
      await loadAddresses();
      let last = await scanned();
      if (last) {
        const on = await adapter.block(last.number);
        if (on?.hash !== last.hash) {
          await rewind(last.number);
          last = await scanned();
        }
      }
      const deepest = Math.max(1, ...deps.networks().map((n) => n.confirmations));
      let from = last ? last.number + 1n : top - BigInt(deepest) > 0n ? top - BigInt(deepest) : 0n;
      const tokens = deps.networks().flatMap((n) => (n.token ? [n.token] : []));
      const watched = new Set(addresses.keys());
      while (from <= top) {
        const to = from + STEP - 1n < top ? from + STEP - 1n : top;
        const found = await adapter.scan(from, to, watched, tokens);
        await store(found.blocks, found.transfers);
        const end = found.blocks.at(-1);
        if (end) last = { number: end.number, hash: end.hash };
        from = to + 1n;
      }
      await settle(top);
      lastError = null;
      lastScanAt = deps.clock();
    } catch (e) {
      lastError = e instanceof Error ? e.message.split("\n")[0]!.slice(0, 300) : String(e);
      throw e;
    }
  }

  return {
    tick,
    status: () => ({ head, lastError, lastScanAt, addresses: addresses.size }),
    watches: (address: string) => addresses.has(address),
  };
}
