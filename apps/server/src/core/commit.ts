import type { EventEmitter } from "node:events";
import { deflateRawSync } from "node:zlib";
import type { Db } from "../db/db.ts";
import type { Caller } from "./command.ts";
import type { Execution, Run } from "./execution.ts";
import type { JournalRecord } from "./journal.ts";
import { Fenced } from "./lease.ts";
import { digestBytes, type MerkleLog } from "./merkle-log.ts";
import { type LogRow, persistBatch, persistPrefix } from "./persist.ts";
import { unstorable } from "./records.ts";

/** One entry of a log batch's commands: id, kind, arguments, caller, idempotency key. */
export type LoggedCommand = [number, string, unknown, Caller, string | null];

export interface RefusedInfo {
  error: unknown;
  kind: string;
  reference: string | null;
  userId: number | null;
}

/**
 * The core's persistence: a batch run in memory becomes durable (its journal rows and its row of the
 * command log, in one transaction fenced by the lease), and only then are its commands answered.
 */
export function createCommit({
  db,
  log,
  exec,
  events,
  epoch,
  reload,
  onRefused,
}: {
  db: Db;
  log: MerkleLog;
  exec: Execution;
  /** `committed` (records), after each durable batch */
  events: EventEmitter;
  /** the lease's epoch every commit is fenced by */
  epoch: () => number | undefined;
  /** memory as the tables have it, after a refused record */
  reload: () => Promise<void>;
  onRefused?: (info: RefusedInfo) => void;
}) {
  /**
   * Commits a batch run and answers its commands; false when memory had to be rebuilt from the tables.
   * If the database refuses the batch, its records are written again one at a time: those before the
   * first one it refuses are committed, that command is refused (`COMMAND_NOT_STORABLE`), the commands
   * after it in the batch are refused as `COMMAND_RETRY` (they ran on a state that will not be kept), and
   * memory is rebuilt from the tables. Throws only when the database cannot commit at all, or this node no
   * longer leads (`Fenced`).
   */
  async function commitRun({ batch, results, after, records, commandOf, createdAt }: Run): Promise<boolean> {
    const unfit = records.findIndex((r) => unstorable(r) !== undefined);
    let committed = records.length;
    let error: unknown;
    /** the log's row of the first `n` records, and the tree once they are appended */
    const logOf = (n: number) => logRow(records.slice(0, n), createdAt);
    if (unfit >= 0) {
      error = new Error(unstorable(records[unfit]!));
      committed = (await persistPrefix(db, records, unfit, (n) => logOf(n).row, epoch())).committed;
    } else if (records.length > 0) {
      const whole = logOf(records.length);
      try {
        await persistBatch(db, records, whole.row, epoch());
        log.adopt(whole.tree);
      } catch (err) {
        if (err instanceof Fenced) throw err;
        error = err;
        const prefix = await persistPrefix(db, records, records.length, (n) => logOf(n).row, epoch());
        committed = prefix.committed;
        if (prefix.error !== undefined) error = prefix.error;
      }
    }
    if (committed < records.length) {
      const offender = records[committed]!;
      const at = commandOf[committed]!;
      onRefused?.({ error, kind: offender.kind, reference: offender.reference, userId: offender.userId });
      for (let i = at; i < batch.length; i++)
        results[i] = { ok: false, code: i === at ? "COMMAND_NOT_STORABLE" : "COMMAND_RETRY" };
      exec.forget(records.slice(committed));
      await reload();
    }
    for (const hook of after.slice(0, committed)) hook?.();
    batch.forEach((p, i) => {
      const r = results[i]!;
      if ("bug" in r) p.reject(r.bug);
      else p.resolve(r);
    });
    if (committed > 0) events.emit("committed", records.slice(0, committed));
    return committed === records.length;
  }

  /** A batch's row of the command log: its commands, their digests, the tree's root after them. */
  function logRow(records: JournalRecord[], createdAt: Date) {
    const digests = records.map((r) => digestBytes(r.hash));
    const tree = log.append(digests);
    const commands: LoggedCommand[] = records.map((r) => [
      r.id,
      r.command!.kind,
      r.command!.args,
      r.command!.caller,
      r.idempotencyKey,
    ]);
    const lastId = exec.lastId();
    const row: LogRow = {
      firstId: records[0]?.id ?? lastId + 1,
      lastId: records.at(-1)?.id ?? lastId,
      createdAt,
      commands: deflateRawSync(JSON.stringify(commands)),
      digests: Buffer.concat(digests),
      root: tree.root,
      tiles: tree.tiles,
    };
    return { row, tree };
  }

  return { commitRun };
}
