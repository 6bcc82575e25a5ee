import type { EventEmitter } from "node:events";
import { inflateRawSync } from "node:zlib";
import type { Db } from "../db/db.ts";
import type { Command } from "./command.ts";
import type { LoggedCommand } from "./commit.ts";
import type { Execution } from "./execution.ts";
import type { JournalRecord } from "./journal.ts";
import { digestBytes, type MerkleLog } from "./merkle-log.ts";

/** A batch of the command log as a follower reads it. */
interface LogBatch {
  first_id: number;
  last_id: number;
  created_at: Date;
  commands: Uint8Array;
  digests: Uint8Array;
  root: Uint8Array;
}

/** How many log batches a follower reads at a time. */
const FOLLOW_PAGE = 50;

/**
 * The core's following: a node that does not lead applies the command log exactly as the writer ran it,
 * batch after batch, checking each entry's digest and the tree's root; a gap or a difference rebuilds
 * memory from the tables. Its work (catch-ups, resyncs, a change of role) runs one piece after another.
 */
export function createFollowing({
  db,
  log,
  exec,
  events,
  active,
  reload,
}: {
  db: Db;
  log: MerkleLog;
  exec: Execution;
  /** `committed` (records) for each applied batch, `resync` before a rebuild */
  events: EventEmitter;
  /** whether this node still follows (not leading, not stopped) */
  active: () => boolean;
  reload: () => Promise<void>;
}) {
  /** a follower's catch-ups and resyncs, one after another */
  let following: Promise<void> = Promise.resolve();

  /** Runs `fn` after the follower's work already queued, and before any queued after it. */
  function serially(fn: () => Promise<void>): Promise<void> {
    following = following.then(fn, fn);
    return following;
  }

  /** Applies every entry the writer committed after the last one applied (a follower). */
  function catchUp(): Promise<void> {
    return serially(applyNew);
  }

  async function applyNew() {
    for (;;) {
      if (!active()) return;
      const batches = await db.query<LogBatch>(
        `SELECT first_id, last_id, created_at, commands, digests, root FROM core_log
         WHERE first_id > $1 ORDER BY first_id LIMIT ${FOLLOW_PAGE}`,
        [exec.lastId()],
      );
      let diverged = false;
      for (const batch of batches) {
        if (!applyBatch(batch)) {
          diverged = true;
          break;
        }
      }
      // a gap, or an entry that does not come out the same: start over from the tables (the digests and
      // the tree's root make any difference visible)
      if (diverged) {
        events.emit("resync");
        await reload();
        continue;
      }
      if (batches.length < FOLLOW_PAGE) return;
    }
  }

  /**
   * One batch of the log through its handlers, exactly as the writer ran it; false when it differs (its
   * entries then stay in memory until the reload that follows).
   */
  function applyBatch(batch: LogBatch): boolean {
    if (Number(batch.first_id) !== exec.lastId() + 1) return false;
    const records: JournalRecord[] = [];
    const after: ((() => void) | undefined)[] = [];
    const createdAt = new Date(batch.created_at);
    let same = true;
    try {
      const commands = JSON.parse(inflateRawSync(batch.commands).toString("utf8")) as LoggedCommand[];
      for (const [i, [id, kind, args, caller, key]] of commands.entries()) {
        const command: Command = { kind, args, caller, ...(key ? { idempotencyKey: key } : {}) };
        const replayed = exec.replay(command, id, createdAt);
        if (!replayed) return false;
        records.push(replayed.record);
        after.push(replayed.committed);
        if (!digestBytes(replayed.record.hash).every((b, j) => b === batch.digests[i * 32 + j])) {
          same = false;
          break;
        }
      }
    } catch {
      same = false;
    }
    const tree = same ? log.append(records.map((r) => digestBytes(r.hash))) : undefined;
    if (!tree || exec.lastId() !== Number(batch.last_id) || !tree.root.every((b, j) => b === batch.root[j]))
      same = false;
    else log.adopt(tree);
    for (const hook of after) hook?.();
    if (records.length > 0) events.emit("committed", records);
    return same;
  }

  /** Waits until this follower has applied entry `entryId` (a forwarded command's), briefly. */
  async function applied(entryId: number) {
    for (let i = 0; i < 100 && active() && exec.lastId() < entryId; i++) {
      await catchUp();
      if (exec.lastId() < entryId) await new Promise((r) => setTimeout(r, 10));
    }
  }

  return {
    serially,
    catchUp,
    applied,
    /** Resolves once the follower's queued work is done. */
    settled: () => following,
  };
}
