/**
 * The one socket.io connection of the app (docs/market-api.md, realtime). socket.io-client is
 * fetched on the first subscription, so it stays out of the first screen's JavaScript.
 *
 * Each channel has one SequencedChannel, shared by every screen that listens to it: messages apply
 * strictly in sequence, and a gap or a reconnect brings the state up to date over HTTP (the
 * channel's `resync`). Subscriptions (`sub`) are sent again by that resync, since a reconnected
 * socket has joined nothing.
 */
import {
  type ChannelMessage,
  SequencedChannel,
  type SubscribeAck,
  type UserMessage,
} from "@bourse/contract/realtime";
import type { Socket } from "socket.io-client";
import { useAppStore } from "../app/store";
import { userInfoKey } from "./get-user-info";
import { leverKey, nftKey, p2pKey, secondsOrdersKey, spotOrdersKey, supportKey } from "./live-keys";
import { queryClient } from "./query-client";

export { leverKey, nftKey, p2pKey, secondsOrdersKey, spotOrdersKey, supportKey };

/** Spec §9: socket timeouts are 60 s. */
const SOCKET_TIMEOUT_MS = 60_000;

/** The server's events that carry public channel messages. */
const CHANNEL_EVENTS = ["ticker", "tick", "kline", "depth", "trades"] as const;

/** What a channel's state needs: apply one message, and catch up over HTTP. */
export interface ChannelSource<M extends ChannelMessage> {
  apply: (message: M) => void;
  /**
   * Brings the state up to date and answers the sequence number it now reflects. `lastSeq` is the
   * last message applied (undefined on the first run); `subscribedSeq` is the channel's sequence
   * number when the subscription was just (re)acknowledged.
   */
  resync: (lastSeq: number | undefined, subscribedSeq: number | undefined) => Promise<number>;
}

interface OpenChannel {
  listeners: number;
  sequenced: SequencedChannel<ChannelMessage>;
}

const open = new Map<string, OpenChannel>();
let connecting: Promise<Socket> | undefined;
let user: SequencedChannel<UserMessage> | undefined;

/**
 * Resolves once the first screen has loaded, its data has arrived (no query is fetching at an idle
 * moment, so a query started by what the first answers rendered counts too; or SOCKET_QUIET_WAIT_MS
 * have passed) and the browser has a moment to spare: the screen shows its data from HTTP first, and
 * the socket's code, handshake and first messages do not compete with it on a phone's link. The first
 * subscription comes from a mounted screen, so its queries have started.
 */
function firstScreenSettled(): Promise<void> {
  return new Promise((resolve) => {
    let deadline = 0;
    const late = () => performance.now() >= deadline;
    const idle = (then: () => void) =>
      "requestIdleCallback" in window
        ? requestIdleCallback(then, { timeout: SOCKET_IDLE_WAIT_MS })
        : setTimeout(then, 0);
    const quiet = () => {
      if (queryClient.isFetching() === 0 || late())
        return idle(() => (queryClient.isFetching() === 0 || late() ? resolve() : quiet()));
      const again = () => {
        stop();
        clearTimeout(timer);
        quiet();
      };
      const stop = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() === 0) again();
      });
      const timer = setTimeout(again, deadline - performance.now());
    };
    const loaded = () => {
      deadline = performance.now() + SOCKET_QUIET_WAIT_MS;
      quiet();
    };
    if (document.readyState === "complete") loaded();
    else window.addEventListener("load", loaded, { once: true });
  });
}

/** The longest the socket waits for the first screen's queries to answer. */
const SOCKET_QUIET_WAIT_MS = 4000;
/** The longest the socket waits for an idle moment after that. */
const SOCKET_IDLE_WAIT_MS = 1500;

function connect(): Promise<Socket> {
  connecting ??= firstScreenSettled()
    .then(() => import("socket.io-client"))
    .then(({ io }) => {
      const socket = io({
        path: "/socket.io",
        transports: ["websocket", "polling"],
        tryAllTransports: true,
        timeout: SOCKET_TIMEOUT_MS,
      });
      socket.on("connect", () => {
        for (const channel of open.values()) void channel.sequenced.resync();
        void user?.resync();
      });
      for (const event of CHANNEL_EVENTS) {
        socket.on(event, (message: ChannelMessage) => open.get(message.channel)?.sequenced.receive(message));
      }
      socket.on("user", (message: UserMessage) => user?.receive(message));
      followSession(socket);
      return socket;
    });
  return connecting;
}

async function acknowledged(event: "sub" | "auth", arg: string): Promise<number | undefined> {
  const socket = await connect();
  const ack = (await socket.timeout(SOCKET_TIMEOUT_MS).emitWithAck(event, arg)) as SubscribeAck;
  if (!ack.ok) throw new Error(ack.message ?? `${event} refused`);
  return ack.seq;
}

/**
 * Listens to `channel` until the returned function is called. The first listener subscribes; the
 * state lives in the source's store, so later listeners share it.
 */
export function listen<M extends ChannelMessage>(channel: string, source: ChannelSource<M>): () => void {
  let entry = open.get(channel);
  if (!entry) {
    const created: OpenChannel = {
      listeners: 0,
      sequenced: new SequencedChannel<ChannelMessage>(
        (message) => source.apply(message as M),
        async (lastSeq) => {
          if (open.get(channel) !== created) throw new Error(`${channel} was closed`);
          return source.resync(lastSeq, await acknowledged("sub", channel));
        },
      ),
    };
    entry = created;
    open.set(channel, created);
    void connect().then((socket) => {
      // Not connected yet: the connect handler resyncs every open channel.
      if (socket.connected) void created.sequenced.resync();
    });
  }
  const listening = entry;
  listening.listeners += 1;
  return () => {
    listening.listeners -= 1;
    if (listening.listeners > 0 || open.get(channel) !== listening) return;
    open.delete(channel);
    void connect().then((socket) => socket.emit("unsub", channel));
  };
}

/** Opens the connection for a signed-in user, so balance changes arrive on every screen. */
export function followUser(): void {
  void connect();
}

/** A balance changed: the wallet screens fetch theirs again. */
function refreshBalances(): void {
  void queryClient.invalidateQueries({ queryKey: ["wallet"] });
}

/** One of the user's orders changed: the open and past order lists fetch theirs again. */
function refreshOrders(): void {
  void queryClient.invalidateQueries({ queryKey: spotOrdersKey });
}

/** A seconds order was placed, settled or cancelled: its lists and detail fetch theirs again. */
function refreshSecondsOrders(): void {
  void queryClient.invalidateQueries({ queryKey: secondsOrdersKey });
}

/** A lever order or position changed: the lever screens fetch their positions and account again. */
function refreshLever(): void {
  void queryClient.invalidateQueries({ queryKey: leverKey });
}

/** The profile and the verification state (an identity decision changes both). */
function refreshVerification(): void {
  void queryClient.invalidateQueries({ queryKey: userInfoKey });
  void queryClient.invalidateQueries({ queryKey: ["user", "real"] });
}

/**
 * An identity decision, a settled seconds order or a P2P order's change or message from the other party:
 * a notice on whatever screen is open. Its handler
 * (app/live-notice-toasts.ts, through app/live-notices.ts) is fetched when the first one arrives.
 */
function announce(message: UserMessage): void {
  import("../app/live-notices")
    .then((notices) => notices.announce(message, secondsOrdersKey))
    // best effort: the screens have fetched what changed either way
    .catch(() => {});
}

function applyUserMessage(message: UserMessage): void {
  if (message.kind === "order") refreshOrders();
  else if (message.kind === "position") {
    refreshLever();
    refreshBalances();
  } else if (message.kind === "seconds") {
    refreshSecondsOrders();
    refreshBalances();
    if (message.order.result !== null) announce(message);
  } else if (message.kind === "kyc") {
    // the profile, the verification screen and every notice that reads the user's level
    refreshVerification();
    announce(message);
  } else if (message.kind === "p2p" || message.kind === "nft") {
    void queryClient.invalidateQueries({ queryKey: message.kind === "p2p" ? p2pKey : nftKey });
    refreshBalances();
    // the other party's action (an order on one's ad, "paid", …) is a notice on whatever screen is open
    if (message.kind === "p2p") announce(message);
  } else if (message.kind === "p2p_chat") {
    void queryClient.invalidateQueries({ queryKey: [...p2pKey, "chat", message.order.id] });
    void queryClient.invalidateQueries({ queryKey: [...p2pKey, "notices"] });
    announce(message);
  } else if (message.kind === "support_chat") {
    void queryClient.invalidateQueries({ queryKey: supportKey });
  } else if (message.kind === "approval") {
    // the applicant's screen reads the decision again (the store under p2p; the trader application,
    // the king card and one's loans under the wallet's key), and a notice says it on any screen
    void queryClient.invalidateQueries({ queryKey: p2pKey });
    refreshBalances();
    announce(message);
  } else refreshBalances();
}

/** The signed-in user's own channel: `auth` joins it, and every resync refetches balances and orders. */
function userChannel(token: string): SequencedChannel<UserMessage> {
  return new SequencedChannel<UserMessage>(applyUserMessage, async () => {
    const seq = await acknowledged("auth", token);
    refreshBalances();
    refreshOrders();
    refreshSecondsOrders();
    refreshLever();
    void queryClient.invalidateQueries({ queryKey: p2pKey });
    void queryClient.invalidateQueries({ queryKey: nftKey });
    void queryClient.invalidateQueries({ queryKey: supportKey });
    refreshVerification();
    return seq ?? 0;
  });
}

/**
 * After an account switch (demo or real, same token): `auth` again, so the socket follows the account
 * the session now acts as (the server leaves the previous one's channel; the ack's sequence number
 * is the new channel's).
 */
export const rejoinUser = (): void => void user?.resync();

/**
 * Joins the user's channel after sign-in; after sign-out (or a new session) reconnects to leave it.
 * The server disconnects the socket of a session that ended elsewhere (signed out from another
 * device, a password change or reset): the app reconnects for the public channels, without the user's.
 */
function followSession(socket: Socket): void {
  let token = useAppStore.getState().token;
  user = token ? userChannel(token) : undefined;
  socket.on("disconnect", (reason) => {
    if (reason !== "io server disconnect") return;
    user = undefined;
    socket.connect();
  });
  useAppStore.subscribe((state) => {
    if (state.token === token) return;
    const hadSession = token !== null;
    token = state.token;
    user = token ? userChannel(token) : undefined;
    if (hadSession) socket.disconnect().connect();
    else if (socket.connected) void user?.resync();
  });
}
