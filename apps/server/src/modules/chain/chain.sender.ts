import { confirmations, gasToFund, replacementFees, sweepable, toChainUnits } from "@bourse/engine";
import type { Core } from "../../core/core.ts";
import type { Db } from "../../db/db.ts";
import type { UserNotice } from "../../notify/notice.ts";
import { configAmount } from "../wallet/index.ts";
import type { ChainAdapter, Fees } from "./chain.adapter.ts";
import type { chainCommands } from "./chain.commands.ts";
import type { WatchedNetwork } from "./chain.networks.ts";
import type { SignAnswer, SignRequest } from "./signer.client.ts";

/** A broadcast transaction still unmined after this long is sent again with the same nonce and a higher fee. */
const STUCK_MS = 90_000;

interface TransferRow {
  id: number;
  kind: "withdrawal" | "sweep" | "gas";
  withdrawal_id: number | null;
  network_id: number;
  from_address: string;
  from_key: string;
  to_address: string;
  chain_units: string;
  nonce: string | null;
  max_fee: string | null;
  priority_fee: string | null;
  gas_limit: string | null;
  tx_hash: string | null;
  raw_tx: string | null;
  state: string;
  broadcast_at: Date | null;
}

export interface SenderDeps {
  db: Db;
  core: Core;
  clock: () => Date;
  adapter: ChainAdapter;
  commands: ReturnType<typeof chainCommands>;
  networks: () => WatchedNetwork[];
  sign: (request: SignRequest) => Promise<SignAnswer>;
  /** tells the user's open screens that a withdrawal of theirs moved on */
  tell: (notice: UserNotice) => void;
  log: { warn: (obj: object, msg: string) => void };
  stuckMs?: number;
}

/**
 * Sends what leaves the venue on the chain, on the writer only: approved withdrawals from the hot wallet
 * (those at or under the network's auto-approve amount are approved here), sweeps of credited deposits
 * into the hot wallet (a token's after the gas it needs was sent), each signed by the signer and
 * broadcast; then follows each transaction to its confirmations, pays the withdrawal's hold out (or gives
 * it back when it failed or the signer refused it), and replaces one stuck too long with a higher fee.
 */
export function createSender(deps: SenderDeps) {
  const { db, adapter } = deps;
  const family = adapter.family;
  const stuckMs = deps.stuckMs ?? STUCK_MS;
  const hot = adapter.hotAddress();
  const coinNetwork = () => deps.networks().find((n) => n.token === "");
  const network = (id: number) => deps.networks().find((n) => n.id === id);

  /** The withdrawal's owner hears where it stands now. */
  async function tellWithdrawal(id: number | null) {
    if (id === null) return;
    const [w] = await db.query<{ user_id: number; state: string; chain_state: string | null }>(
      "SELECT user_id, state, chain_state FROM withdrawal_requests WHERE id = $1",
      [id],
    );
    if (w)
      deps.tell({
        userId: Number(w.user_id),
        kind: "withdrawal",
        withdrawal: { id: Number(id), state: w.state, chain_state: w.chain_state },
      });
  }

  /** The hot wallet's next nonce: the node's pending count, or past what this venue signed already. */
  async function hotNonce(): Promise<number> {
    const [row] = await db.query<{ n: string | null }>(
      "SELECT max(nonce)::text AS n FROM chain_transfers WHERE chain = $1 AND from_address = $2 AND nonce IS NOT NULL AND state <> 'failed'",
      [family, hot],
    );
    const signed = row?.n === null || row?.n === undefined ? 0 : Number(row.n) + 1;
    return Math.max(signed, await adapter.pendingNonce(hot));
  }

  async function autoApprove() {
    for (const n of deps.networks()) {
      if (configAmount(n.autoApproveMax, n.decimals).units === 0n) continue;
      const approved = await db.query<{ id: number }>(
        `UPDATE withdrawal_requests SET chain_state = 'approved', reviewed_at = $3
         WHERE state = 'pending' AND chain_state IS NULL AND method = 'address' AND network_id = $1 AND amount <= $2
         RETURNING id`,
        [n.id, n.autoApproveMax, deps.clock()],
      );
      for (const w of approved) await tellWithdrawal(Number(w.id));
    }
  }

  /** Approved withdrawals get their transfer row (once: a unique index per withdrawal). */
  async function queueWithdrawals() {
    const ids = deps.networks().map((n) => n.id);
    if (ids.length === 0) return;
    const rows = await db.query<{
      id: number;
      network_id: number;
      destination: string;
      amount: string;
      fee: string;
    }>(
      `SELECT w.id, w.network_id, w.destination, (w.amount - w.fee)::text AS amount, w.fee::text AS fee
       FROM withdrawal_requests w WHERE w.chain_state = 'approved' AND w.state = 'pending' AND w.network_id = ANY($1)
         AND NOT EXISTS (SELECT 1 FROM chain_transfers t WHERE t.withdrawal_id = w.id)`,
      [ids],
    );
    for (const w of rows) {
      const n = network(w.network_id)!;
      const units = toChainUnits(configAmount(w.amount, n.decimals).units, n.decimals, n.chainDecimals);
      await db.query(
        `INSERT INTO chain_transfers (chain, kind, withdrawal_id, network_id, from_address, from_key, to_address, chain_units,
           state, created_at) VALUES ($1, 'withdrawal', $2, $3, $4, 'hot', $5, $6, 'approved', $7) ON CONFLICT DO NOTHING`,
        [family, w.id, n.id, hot, w.destination.toLowerCase(), String(units), deps.clock()],
      );
    }
  }

  /** The withdrawal's request row, for the money commands. */
  async function withdrawalOf(id: number) {
    const [w] = await db.query<{ user_id: number; hold_id: string }>(
      "SELECT user_id, hold_id FROM withdrawal_requests WHERE id = $1",
      [id],
    );
    return w!;
  }

  async function fail(t: TransferRow, reason: string) {
    if (t.kind === "withdrawal" && t.withdrawal_id !== null) {
      const w = await withdrawalOf(t.withdrawal_id);
      const done = await deps.core.submit(
        deps.commands.failWithdrawal,
        {
          withdrawal: Number(t.withdrawal_id),
          user: Number(w.user_id),
          hold: w.hold_id,
          transfer: Number(t.id),
          reason,
        },
        { system: "chain" },
        `chain-withdraw:${t.withdrawal_id}`,
      );
      if (!done.ok && done.code !== "WALLET_REQUEST_CLOSED")
        throw new Error(`failing withdrawal ${t.withdrawal_id}: ${done.code}`);
      await tellWithdrawal(t.withdrawal_id);
      return;
    }
    await db.tx(async (q) => {
      await q.query("UPDATE chain_transfers SET state = 'failed', error = $2 WHERE id = $1", [t.id, reason]);
      await q.query("UPDATE chain_deposits SET sweep_id = NULL WHERE sweep_id = $1", [t.id]);
    });
  }

  /** Signs a transfer row with the nonce and fees given, and stores the signed transaction. */
  /** Asks the signer for a transaction of the row, with the nonce and fees given. */
  async function requestSignature(t: TransferRow, nonce: number, fees: Fees, suffix = "") {
    const n = network(t.network_id)!;
    const gasLimit = t.kind === "gas" ? adapter.transferGas() : adapter.transferGas(n.token || undefined);
    const answer = await deps.sign({
      id: `${family}-${t.id}${suffix}`,
      kind: t.kind,
      chainId: await adapter.chainId(),
      currency: t.kind === "gas" ? (coinNetwork()?.currencyName ?? "ETH") : n.currencyName,
      token: t.kind === "gas" ? "" : n.token,
      from: t.from_key === "hot" ? "hot" : { index: Number(t.from_key) },
      to: t.to_address,
      units: t.chain_units,
      nonce,
      gas: String(gasLimit),
      maxFeePerGas: String(fees.maxFeePerGas),
      maxPriorityFeePerGas: String(fees.maxPriorityFeePerGas),
    });
    return { answer, gasLimit };
  }

  const signedColumns = (nonce: number, fees: Fees, gasLimit: bigint, hash: string, raw: string) => [
    nonce,
    String(fees.maxFeePerGas),
    String(fees.maxPriorityFeePerGas),
    String(gasLimit),
    hash,
    raw,
  ];

  /** Signs a queued row with the nonce and fees given, and stores the signed transaction. */
  async function signRow(t: TransferRow, nonce: number, fees: Fees): Promise<"signed" | "refused" | "later"> {
    const { answer, gasLimit } = await requestSignature(t, nonce, fees);
    if (!answer.ok) {
      if ("refused" in answer) {
        await fail(t, `refused by the signer's policy: ${answer.refused}`);
        return "refused";
      }
      deps.log.warn(
        { transfer: t.id, reason: answer.unavailable },
        "the signer is unavailable: the transfer waits",
      );
      return "later";
    }
    await db.tx(async (q) => {
      await q.query(
        `UPDATE chain_transfers SET state = 'signed', nonce = $2, max_fee = $3, priority_fee = $4, gas_limit = $5,
           tx_hash = $6, raw_tx = $7 WHERE id = $1`,
        [t.id, ...signedColumns(nonce, fees, gasLimit, answer.hash, answer.raw)],
      );
      if (t.withdrawal_id !== null)
        await q.query("UPDATE withdrawal_requests SET chain_state = 'signed', txid = $2 WHERE id = $1", [
          t.withdrawal_id,
          answer.hash,
        ]);
    });
    await tellWithdrawal(t.withdrawal_id);
    return "signed";
  }

  async function broadcast(id: number) {
    const [t] = await db.query<TransferRow>("SELECT * FROM chain_transfers WHERE id = $1", [id]);
    if (!t?.raw_tx) return;
    try {
      await adapter.broadcast(t.raw_tx);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      // the node has it already (sent before a restart): it counts as broadcast
      if (!/already known|known transaction|nonce too low|already imported/i.test(message)) {
        deps.log.warn(
          { transfer: id, err: message.split("\n")[0] },
          "broadcasting a transfer failed: it is sent again",
        );
        return;
      }
    }
    await db.tx(async (q) => {
      await q.query("UPDATE chain_transfers SET state = 'broadcast', broadcast_at = $2 WHERE id = $1", [
        id,
        deps.clock(),
      ]);
      if (t.withdrawal_id !== null)
        await q.query("UPDATE withdrawal_requests SET chain_state = 'broadcast' WHERE id = $1", [
          t.withdrawal_id,
        ]);
    });
    await tellWithdrawal(t.withdrawal_id);
  }

  /** Rows to sign, oldest first: the hot wallet's in nonce order, each deposit address's with its own nonce. */
  async function signQueued() {
    const queued = await db.query<TransferRow>(
      "SELECT * FROM chain_transfers WHERE chain = $1 AND state = 'approved' ORDER BY id",
      [family],
    );
    if (queued.length === 0) return;
    const fees = await adapter.fees();
    let nextHot: number | undefined;
    for (const t of queued) {
      let nonce: number;
      if (t.from_key === "hot") {
        nextHot ??= await hotNonce();
        nonce = nextHot;
      } else nonce = await adapter.pendingNonce(t.from_address);
      const r = await signRow(t, nonce, fees);
      if (r === "signed") {
        if (t.from_key === "hot") nextHot = nonce + 1;
        await broadcast(t.id);
      } else if (r === "later") return;
    }
  }

  async function settleWithdrawal(t: TransferRow, txHash: string) {
    const w = await withdrawalOf(t.withdrawal_id!);
    const done = await deps.core.submit(
      deps.commands.confirmWithdrawal,
      {
        withdrawal: Number(t.withdrawal_id),
        user: Number(w.user_id),
        hold: w.hold_id,
        transfer: Number(t.id),
        tx_hash: txHash,
      },
      { system: "chain" },
      `chain-withdraw:${t.withdrawal_id}`,
    );
    if (!done.ok && done.code !== "WALLET_REQUEST_CLOSED")
      throw new Error(`confirming withdrawal ${t.withdrawal_id}: ${done.code}`);
    await tellWithdrawal(t.withdrawal_id);
  }

  /** Follows broadcast transactions (and those they replaced) to their confirmations. */
  async function follow(head: bigint) {
    const open = await db.query<TransferRow>(
      "SELECT * FROM chain_transfers WHERE chain = $1 AND state IN ('signed', 'broadcast') ORDER BY id",
      [family],
    );
    for (const t of open) {
      if (t.state === "signed") {
        await broadcast(t.id);
        continue;
      }
      // the same nonce sent before with a lower fee may be the one mined
      const earlier = await db.query<{ id: number; tx_hash: string }>(
        "SELECT id, tx_hash FROM chain_transfers WHERE chain = $1 AND from_address = $2 AND nonce = $3 AND state = 'replaced'",
        [family, t.from_address, t.nonce],
      );
      let mined: { hash: string; state: "confirmed" | "failed"; blockNumber: bigint } | undefined;
      for (const hash of [t.tx_hash!, ...earlier.map((e) => e.tx_hash)]) {
        const r = await adapter.receipt(hash);
        if (r.state !== "pending") {
          mined = { hash, state: r.state, blockNumber: r.blockNumber };
          break;
        }
      }
      const n = network(t.network_id);
      if (mined) {
        if (confirmations(mined.blockNumber, head) < (n?.confirmations ?? 1)) continue;
        if (mined.hash !== t.tx_hash)
          await db.query("UPDATE chain_transfers SET tx_hash = $2 WHERE id = $1", [t.id, mined.hash]);
        if (mined.state === "failed") await fail(t, "the transaction failed on the chain");
        else if (t.kind === "withdrawal") await settleWithdrawal(t, mined.hash);
        else
          await db.query(
            "UPDATE chain_transfers SET state = 'confirmed', confirmed_at = $2, block_number = $3 WHERE id = $1",
            [t.id, deps.clock(), String(mined.blockNumber)],
          );
        continue;
      }
      if (t.broadcast_at && deps.clock().getTime() - new Date(t.broadcast_at).getTime() > stuckMs)
        await replace(t);
      // a node may lose a transaction from its pool (a restart, a reorganisation): the same signed bytes
      // are sent again, which a node that has them ignores
      else await adapter.broadcast(t.raw_tx!).catch(() => undefined);
    }
  }

  /**
   * Sends a stuck transaction again with the same nonce and higher fees, as a new row. Should the signer
   * refuse or be away, the one already out is followed as before: a replacement never fails a transfer
   * whose first transaction may still be mined.
   */
  async function replace(t: TransferRow) {
    const fees = replacementFees(
      { maxFeePerGas: BigInt(t.max_fee ?? 0), maxPriorityFeePerGas: BigInt(t.priority_fee ?? 0) },
      await adapter.fees(),
    );
    const [tries] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM chain_transfers WHERE chain = $1 AND from_address = $2 AND nonce = $3",
      [family, t.from_address, t.nonce],
    );
    const nonce = Number(t.nonce);
    const { answer, gasLimit } = await requestSignature(t, nonce, fees, `-r${tries?.n ?? 1}`);
    if (!answer.ok) {
      deps.log.warn(
        { transfer: t.id, answer },
        "a stuck transaction could not be replaced: it is followed as it is",
      );
      return;
    }
    const copy = await db.tx(async (q) => {
      await q.query("UPDATE chain_transfers SET state = 'replaced' WHERE id = $1", [t.id]);
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO chain_transfers (chain, kind, withdrawal_id, network_id, from_address, from_key, to_address, chain_units,
           nonce, max_fee, priority_fee, gas_limit, tx_hash, raw_tx, state, created_at)
         SELECT chain, kind, withdrawal_id, network_id, from_address, from_key, to_address, chain_units,
           $2, $3, $4, $5, $6, $7, 'signed', $8 FROM chain_transfers WHERE id = $1 RETURNING id`,
        [t.id, ...signedColumns(nonce, fees, gasLimit, answer.hash, answer.raw), deps.clock()],
      );
      await q.query("UPDATE chain_transfers SET replaced_by = $2 WHERE id = $1", [t.id, row!.id]);
      await q.query("UPDATE chain_deposits SET sweep_id = $2 WHERE sweep_id = $1", [t.id, row!.id]);
      // the user sees the transaction now out (the earlier one's hash stays if that is the one mined)
      if (t.withdrawal_id !== null)
        await q.query("UPDATE withdrawal_requests SET txid = $2 WHERE id = $1", [
          t.withdrawal_id,
          answer.hash,
        ]);
      return row!;
    });
    await broadcast(copy.id);
  }

  /** Credited deposits not yet collected: the coin straight to the hot wallet, a token after its gas. */
  async function sweep() {
    const groups = await db.query<{ address: string; network_id: number; idx: number }>(
      `SELECT DISTINCT d.address, d.network_id, a.idx FROM chain_deposits d
       JOIN chain_addresses a ON a.chain = d.chain AND a.address = d.address
       WHERE d.chain = $1 AND d.state = 'credited' AND d.sweep_id IS NULL`,
      [family],
    );
    if (groups.length === 0) return;
    const fees = await adapter.fees();
    const coin = coinNetwork();
    for (const g of groups) {
      const n = network(g.network_id);
      if (!n) continue;
      const busy = await db.query(
        "SELECT 1 FROM chain_transfers WHERE chain = $1 AND state IN ('approved', 'signed', 'broadcast') AND (from_address = $2 OR to_address = $2)",
        [family, g.address],
      );
      if (busy.length) continue;
      const have = await adapter.balance(g.address);
      let units: bigint;
      if (n.token === "") units = sweepable(have, adapter.transferGas(), fees.maxFeePerGas);
      else {
        const need = gasToFund(have, adapter.transferGas(n.token), fees.maxFeePerGas);
        if (need > 0n && coin) {
          await db.query(
            `INSERT INTO chain_transfers (chain, kind, network_id, from_address, from_key, to_address, chain_units, state, created_at)
             VALUES ($1, 'gas', $2, $3, 'hot', $4, $5, 'approved', $6)`,
            [family, coin.id, hot, g.address, String(need), deps.clock()],
          );
          continue;
        }
        units = await adapter.balance(g.address, n.token);
      }
      if (units <= 0n) continue;
      await db.tx(async (q) => {
        const [row] = await q.query<{ id: number }>(
          `INSERT INTO chain_transfers (chain, kind, network_id, from_address, from_key, to_address, chain_units, state, created_at)
           VALUES ($1, 'sweep', $2, $3, $4, $5, $6, 'approved', $7) RETURNING id`,
          [family, n.id, g.address, String(g.idx), hot, String(units), deps.clock()],
        );
        await q.query(
          "UPDATE chain_deposits SET sweep_id = $1 WHERE chain = $2 AND address = $3 AND network_id = $4 AND state = 'credited' AND sweep_id IS NULL",
          [row!.id, family, g.address, n.id],
        );
      });
    }
  }

  async function tick(head: bigint) {
    await autoApprove();
    await queueWithdrawals();
    await follow(head);
    await sweep();
    await signQueued();
  }

  return { tick };
}
