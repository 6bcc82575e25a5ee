/**
 * The realtime contract (socket.io at `/socket.io`): channel names, message shapes, and the
 * resume rule every client follows. Each message carries its channel's sequence number; a client
 * that sees a gap, or reconnects, brings its state up to date over HTTP and resumes from there.
 * Nothing relies on socket.io's own connection-state recovery.
 */

export const channels = {
  /** Every market's index price and 24 h statistics, conflated to one message a second. */
  ticker: "ticker",
  /** Every index tick of one market; `seq` is the tick's id in the public tick log. */
  tick: (symbol: string) => `tick:${symbol.toUpperCase()}`,
  /** The open bar of one market and period, on every tick. */
  kline: (symbol: string, period: string) => `kline:${symbol.toUpperCase()}:${period}`,
  /** Order book of a spot market; `demo`: its demo book. */
  depth: (symbol: string, account: "real" | "demo" = "real") =>
    `depth:${symbol.toUpperCase()}${account === "demo" ? ":demo" : ""}`,
  /** Latest trades of a spot market; `demo`: those of its demo book. */
  trades: (symbol: string, account: "real" | "demo" = "real") =>
    `trades:${symbol.toUpperCase()}${account === "demo" ? ":demo" : ""}`,
  /** One user's own events (balances, orders, positions); joined with `auth`. */
  user: (userId: number) => `user:${userId}`,
} as const;

/**
 * Client → server events:
 * - `sub` (channel, ack?) and `unsub` (channel, ack?): public channels; the ack answers
 *   `{ ok: true, seq }` with the channel's last sequence number, or `{ ok: false, message }`.
 * - `auth` (token, ack?): joins the user's own channel; ack `{ ok, seq? }`.
 * Server → client events: `hello` on connect, then one event per channel kind: `ticker`, `tick`,
 * `kline`, `depth`, `trades`, `user`, each a `ChannelMessage`.
 */
export interface ChannelMessage {
  channel: string;
  seq: number;
  /**
   * On `user`, `depth` and `trades` messages: the account they are for ("demo": the user's demo account,
   * a market's demo book).
   */
  account?: "real" | "demo";
}

export interface TickerItem {
  symbol: string;
  market_id: number;
  price: string | null;
  /** 24 h change in percent, 2 decimals */
  change: string | null;
  open: string | null;
  high: string | null;
  low: string | null;
  volume: string;
  turnover: string;
  tick_seq: number;
  /** time of the last tick, ms */
  time: number | null;
  /** no tick for longer than the stale limit: nothing opens or settles */
  stale: boolean;
}

export interface TickerMessage extends ChannelMessage {
  time: number;
  tickers: TickerItem[];
}

export interface TickMessage extends ChannelMessage {
  symbol: string;
  price: string;
  time: number;
}

export interface KlineBar {
  /** bar start, ms */
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  /** the bar holds history made up before the market's first tick (no trade, no index tick) */
  synthetic?: boolean;
}

export interface KlineMessage extends ChannelMessage {
  symbol: string;
  period: string;
  bar: KlineBar;
}

/** The top of a spot book after a change: `[price, amount]` levels, best first (a full replacement). */
export interface DepthMessage extends ChannelMessage {
  symbol: string;
  bids: [string, string][];
  asks: [string, string][];
}

export interface TradeItem {
  id: number;
  price: string;
  amount: string;
  /** the taker's side */
  side: "buy" | "sell";
  time: number;
}

/** Trades of one matching step, oldest first. */
export interface TradesMessage extends ChannelMessage {
  symbol: string;
  trades: TradeItem[];
}

export type UserMessage = ChannelMessage &
  (
    | {
        kind: "balance";
        /** currencies whose balances changed */
        currencies: number[];
      }
    | {
        kind: "order";
        /** the spot order as `GET /coin/list` shows it */
        order: { id: number; symbol: string; status: string; filled: string };
      }
    | {
        kind: "position";
        /** a lever order or position changed (opened, filled, closed, cancelled, TP/SL, liquidation) */
        position: { id: number; symbol: string; status: number; close_reason: string | null };
      }
    | {
        kind: "seconds";
        /** a seconds order was placed, settled or cancelled */
        order: { id: number; symbol: string; status: number; result: string | null };
      }
    | {
        kind: "p2p";
        /** a fiat P2P order the user is a party of changed: taken, paid, completed or cancelled */
        order: { id: number; status: string };
      }
    | {
        kind: "copy";
        /** a trader's position was not copied for the user; `reason` as `GET /follow/historyTrade` gives it */
        skipped: { trader_user_id: number; trader_order: number; reason: string };
      }
    | {
        kind: "loan";
        /** a loan changed state (approved, rejected, repaid, liquidated) or its LTV rose to another step */
        loan: { id: number; state: string; step: string };
      }
    | {
        kind: "nft";
        /** an NFT message for the user (outbid, won, payment due, sold, forfeited, refunded) */
        message: { id: number; kind: string; sale_id: number | null; order_id: number | null };
      }
    | {
        kind: "p2p_chat";
        /** the other party of a fiat P2P order wrote in its chat */
        order: { id: number; message_id: number };
      }
    | {
        kind: "kyc";
        /**
         * an operator decided one level of the user's identity verification: `certified`, or `rejected`
         * with the reason shown to the user
         */
        kyc: { level: 1 | 2; state: "certified" | "rejected"; reason: string | null };
      }
    | {
        kind: "approval";
        /**
         * an operator decided one of the user's applications: a P2P merchant store (`merchant`, `id` the
         * user), a copy trader (`trader`, `id` the user), a king manager (`king`, `id` the application) or
         * a loan under review (`loan`, `id` the loan); `rejected` with the reason shown to the user
         */
        approval: {
          line: "merchant" | "trader" | "king" | "loan";
          id: number;
          state: "approved" | "rejected";
          reason: string | null;
        };
      }
    | {
        kind: "chain_deposit";
        /** a transfer to the user's deposit address was seen, gained a confirmation, was credited or dropped */
        deposit: { id: number; state: string; confirmations: number; required: number };
      }
    | {
        kind: "withdrawal";
        /** a withdrawal on a chain moved on: approved for it, signed, broadcast, confirmed or failed */
        withdrawal: { id: number; state: string; chain_state: string | null };
      }
    | {
        kind: "support_chat";
        /**
         * the user's support chat changed: an operator wrote (`message_id` is the newest line), read the
         * user's lines (`read_by_support`), or closed or reopened the conversation
         */
        chat: { message_id: number; read_by_support: number };
      }
  );

export interface SubscribeAck {
  ok: boolean;
  seq?: number;
  message?: string;
}

/**
 * Applies one channel's messages strictly in sequence. Until the first resync, and while one runs,
 * messages are held; a gap or a reconnect triggers `resync(lastSeq)`, which brings the state up to
 * date over HTTP (a snapshot, or the missing messages) and answers the sequence number the state now
 * reflects. Held messages past it are then applied; older ones and repeats are dropped.
 */
export class SequencedChannel<M extends { seq: number }> {
  private last: number | undefined;
  private held: M[] = [];
  private syncing: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly apply: (message: M) => void,
    private readonly resyncFrom: (lastSeq: number | undefined) => Promise<number>,
  ) {}

  /** The sequence number the state reflects (undefined before the first resync). */
  get seq(): number | undefined {
    return this.last;
  }

  receive(message: M): void {
    if (this.syncing || this.last === undefined) {
      this.held.push(message);
      if (!this.syncing) void this.resync();
      return;
    }
    if (message.seq <= this.last) return;
    if (message.seq === this.last + 1) {
      this.last = message.seq;
      this.apply(message);
      return;
    }
    this.held.push(message);
    void this.resync();
  }

  /** Brings the state up to date; called on (re)connect and on a gap. Concurrent calls share one run. */
  resync(): Promise<void> {
    if (this.syncing) {
      this.again = true;
      return this.syncing;
    }
    this.syncing = (async () => {
      do {
        this.again = false;
        try {
          this.last = await this.resyncFrom(this.last);
        } catch {
          // the next message or reconnect tries again
          this.again = false;
          break;
        }
        this.drain();
      } while (this.again);
    })().finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  private drain() {
    const held = this.held.sort((a, b) => a.seq - b.seq);
    this.held = [];
    for (const [i, m] of held.entries()) {
      if (this.last === undefined || m.seq <= this.last) continue;
      if (m.seq !== this.last + 1) {
        this.held = held.slice(i);
        this.again = true;
        return;
      }
      this.last = m.seq;
      this.apply(m);
    }
  }
}

/**
 * The operators' room: a console socket sends `operator` (the operator's token, ack?) and, once the
 * session is found, joins `operators` (never a channel `sub` admits); the ack answers the queues as they
 * are then (`OperatorQueuesAck`). Whenever something an operator queue counts is created or decided,
 * the room gets a `queues` message: how many wait in each queue and which ones changed, so an open list
 * refetches and the menu's counts follow. Users' sockets never join it.
 */
export const OPERATORS_ROOM = "operators";

/** The waiting count of each operator queue (the dashboard's queue keys: kyc, deposits, withdrawals, …). */
export type OperatorQueueCounts = Record<string, number>;

export interface OperatorQueuesMessage {
  channel: typeof OPERATORS_ROOM;
  /** this node's message number for the room; a console refetches on every message */
  seq: number;
  queues: OperatorQueueCounts;
  /** the queues whose requests were created or decided since the last message */
  changed: string[];
}

export interface OperatorQueuesAck {
  ok: boolean;
  message?: string;
  queues?: OperatorQueueCounts;
}
