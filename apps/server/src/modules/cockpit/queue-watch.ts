import type { EventEmitter } from "node:events";
import {
  OPERATORS_ROOM,
  type OperatorQueueCounts,
  type OperatorQueuesAck,
  type OperatorQueuesMessage,
} from "@bourse/contract/realtime";
import type { FastifyBaseLogger } from "fastify";
import type { Server, Socket } from "socket.io";
import type { Queryable } from "../../db/db.ts";
import type { SessionOperator } from "../../http/auth.ts";
import { queueCounts } from "./cockpit.store.ts";

/**
 * The newest request of the queues whose requests arrive waiting: a new one and a decided one at once
 * leave the count as it was, and still change the list.
 */
async function newest(q: Queryable): Promise<Record<string, number>> {
  const [row] = await q.query<Record<string, number | null>>(
    `SELECT
       (SELECT max(id) FROM kyc_applications)::int8 AS kyc,
       (SELECT max(id) FROM deposit_requests)::int8 AS deposits,
       (SELECT max(id) FROM withdrawal_requests)::int8 AS withdrawals,
       (SELECT max(id) FROM king_applications)::int8 AS king_managers,
       (SELECT max(id) FROM support_messages)::int8 AS support`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v ?? 0)]));
}

/** How often the operators' sockets' sessions are looked at again. */
const REVALIDATE_MS = 30_000;
/**
 * Writes within this span share one read: under a market maker's order churn the queues are read at most
 * ten times a second, not once per order.
 */
const WRITE_GATHER_MS = 100;

interface QueueState {
  queues: OperatorQueueCounts;
  newest: Record<string, number>;
}

export interface QueueWatch {
  /** Reads the queues now (again once more if a read is under way) and tells the room what changed. */
  check(): Promise<void>;
  close(): void;
}

/**
 * The operators' room (`OPERATORS_ROOM`): a console socket joins it with `operator <token>`, checked as
 * the console's calls are (an operator's live session); users' sockets never do. After answered writes on
 * this node (`writes`, gathered over WRITE_GATHER_MS) and every `pollMs` (what jobs, the chain and other nodes change), while
 * an operator listens here, the queues the dashboard counts are read (their state indexes, one query,
 * and the newest id of the queues whose requests arrive waiting); when any moved, this node's operator
 * sockets get a `queues` message with every count and the queues that changed. Counts only: no user's
 * data goes through the room. Every REVALIDATE_MS the room's sessions are checked again: a socket whose
 * session ended (signed out, revoked, expired) leaves the room.
 */
export function watchQueues({
  io,
  db,
  authenticate,
  writes,
  log,
  pollMs = 2000,
}: {
  io: Server;
  db: Queryable;
  authenticate: (token: string) => Promise<SessionOperator | undefined>;
  writes?: EventEmitter;
  log: FastifyBaseLogger;
  pollMs?: number;
}): QueueWatch {
  let last: QueueState | undefined;
  let seq = 0;
  let running: Promise<void> | undefined;
  let again = false;
  const listening = () => (io.of("/").adapter.rooms.get(OPERATORS_ROOM)?.size ?? 0) > 0;
  const read = async (): Promise<QueueState> => ({ queues: await queueCounts(db), newest: await newest(db) });

  async function once() {
    if (!listening()) return;
    const now = await read();
    const before = last;
    last = now;
    if (!before) return;
    const keys = new Set([...Object.keys(now.queues), ...Object.keys(now.newest)]);
    const changed = [...keys].filter(
      (k) => now.queues[k] !== before.queues[k] || now.newest[k] !== before.newest[k],
    );
    if (changed.length === 0) return;
    const message: OperatorQueuesMessage = {
      channel: OPERATORS_ROOM,
      seq: ++seq,
      queues: now.queues,
      changed,
    };
    io.local.to(OPERATORS_ROOM).emit("queues", message);
  }

  function check(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await once();
      } while (again);
    })()
      .catch((err) => log.error({ err }, "operator queues: the counts could not be read"))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const onConnection = (socket: Socket) => {
    socket.on("operator", async (token: unknown, ack: unknown) => {
      const reply = (answer: OperatorQueuesAck) => {
        if (typeof ack === "function") (ack as (a: OperatorQueuesAck) => void)(answer);
      };
      const operator = typeof token === "string" && token ? await authenticate(token) : undefined;
      if (!operator) return reply({ ok: false, message: "not signed in" });
      (socket.data as { operatorToken?: string }).operatorToken = token as string;
      await socket.join(OPERATORS_ROOM);
      const now = await read();
      last ??= now;
      reply({ ok: true, queues: now.queues });
    });
  };
  io.on("connection", onConnection);
  let gathering: NodeJS.Timeout | undefined;
  const onWrite = () => {
    gathering ??= setTimeout(() => {
      gathering = undefined;
      void check();
    }, WRITE_GATHER_MS);
  };
  writes?.on("write", onWrite);
  const timer = setInterval(() => void check(), pollMs);
  timer.unref();
  // a session signed out or revoked elsewhere leaves the room within REVALIDATE_MS
  const revalidate = setInterval(() => {
    void (async () => {
      for (const socket of await io.local.in(OPERATORS_ROOM).fetchSockets()) {
        const token = (socket.data as { operatorToken?: string }).operatorToken;
        if (!token || !(await authenticate(token))) socket.leave(OPERATORS_ROOM);
      }
    })().catch((err) => log.error({ err }, "operator queues: the sessions could not be checked"));
  }, REVALIDATE_MS);
  revalidate.unref();

  return {
    check,
    close() {
      clearInterval(timer);
      clearInterval(revalidate);
      clearTimeout(gathering);
      writes?.off("write", onWrite);
      io.off("connection", onConnection);
    },
  };
}
