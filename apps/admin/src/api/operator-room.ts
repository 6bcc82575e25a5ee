import type {
  OperatorQueueCounts,
  OperatorQueuesAck,
  OperatorQueuesMessage,
} from "@bourse/contract/realtime";
import { useSyncExternalStore } from "react";
import type { Socket } from "socket.io-client";
import { queryClient } from "./query-client";
import { getToken, subscribeToken } from "./session";

/**
 * The console's live queues: one socket per tab, in the operators' room (`operator <token>`, the
 * server checks it as it checks the console's calls). Each `queues` message carries every queue's waiting
 * count, which the menu shows, and the queues that changed, whose lists are fetched again
 * (TanStack Query invalidation): an open queue page shows a new or decided request without a reload.
 * The socket opens with the session and closes when it ends; socket.io-client loads in a chunk of its own.
 */

/** The console's queries each queue's requests appear in (their keys' first parts). */
const QUERIES: Record<string, readonly (readonly string[])[]> = {
  kyc: [
    ["admin", "kyc"],
    ["admin", "users"],
  ],
  deposits: [["admin", "deposits"]],
  withdrawals: [["admin", "withdrawals"]],
  p2p_appeals: [["admin", "p2p"]],
  p2p_merchants: [["admin", "p2p"]],
  copy_traders: [["admin", "copy"]],
  loans: [["admin", "loan"]],
  loan_repayments: [["admin", "loan"]],
  king_managers: [["admin", "growth"]],
  support: [["admin", "support"]],
  // a decision applies money or terms: what it may have changed is read again
  approvals: [
    ["admin", "approvals"],
    ["admin", "users"],
    ["admin", "withdrawals"],
  ],
};

/** The menu entries (paths) that work each queue; an entry shows the sum of its queues. */
export const QUEUE_MENU: Record<string, readonly string[]> = {
  "/kyc": ["kyc"],
  "/deposits": ["deposits"],
  "/withdrawals": ["withdrawals"],
  "/p2p": ["p2p_appeals", "p2p_merchants"],
  "/copy": ["copy_traders"],
  "/earn": ["loans", "loan_repayments"],
  "/growth": ["king_managers"],
  "/support": ["support"],
  "/approvals": ["approvals"],
};

let counts: OperatorQueueCounts | null = null;
const listeners = new Set<() => void>();
const publish = (next: OperatorQueueCounts | null) => {
  counts = next;
  for (const listener of listeners) listener();
};

let socket: Socket | null = null;
let opening: Promise<void> | null = null;

function join(s: Socket) {
  const token = getToken();
  if (!token) return;
  s.emit("operator", token, (ack: OperatorQueuesAck) => {
    if (ack.ok && ack.queues) publish(ack.queues);
  });
}

async function open() {
  const { io } = await import("socket.io-client");
  if (!getToken() || socket) return;
  const s = io({ path: "/socket.io", transports: ["websocket", "polling"] });
  socket = s;
  // joined again after every reconnect: a new connection is in no room
  s.on("connect", () => join(s));
  s.on("queues", (message: OperatorQueuesMessage) => {
    publish(message.queues);
    const keys = new Set(
      message.changed.flatMap((queue) => (QUERIES[queue] ?? []).map((k) => k.join("\u0000"))),
    );
    keys.add(["admin", "dashboard"].join("\u0000"));
    for (const key of keys) void queryClient.invalidateQueries({ queryKey: key.split("\u0000") });
  });
}

function sync() {
  if (getToken()) {
    if (!socket && !opening) opening = open().finally(() => (opening = null));
  } else if (socket) {
    socket.close();
    socket = null;
    publish(null);
  }
}

let started = false;
/** Opens the room's socket with the session (and again for a new one); idempotent. */
export function startOperatorRoom(): void {
  if (started) return;
  started = true;
  let previous = getToken();
  subscribeToken(() => {
    const next = getToken();
    if (next !== previous && socket) {
      // another operator signed in on this tab: the room is joined again with the new session
      socket.close();
      socket = null;
      publish(null);
    }
    previous = next;
    sync();
  });
  sync();
}

/** The queues' waiting counts as the room last told them (null before the first). */
export function useOperatorQueues(): OperatorQueueCounts | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => counts,
  );
}

/** What a menu entry shows: the sum of its queues' counts, or null when it works no queue. */
export function menuCount(path: string, queues: OperatorQueueCounts | null): number | null {
  const keys = QUEUE_MENU[path];
  if (!keys || !queues) return null;
  return keys.reduce((sum, key) => sum + (queues[key] ?? 0), 0);
}
