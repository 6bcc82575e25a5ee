/**
 * The shortest time between two messages of one coalesced channel (a spot book's `depth`): changes that
 * come closer together are sent as one message, carrying the state at the time it is sent.
 */
export const COALESCE_WINDOW_MS = 100;

interface Window {
  timer: NodeJS.Timeout;
  /** the state changed after the window's message was sent */
  pending: boolean;
}

/**
 * Coalesces changes per key (one key a channel): at most one `send(key)` per window, on both edges.
 * - Leading edge: the first change after a quiet window is sent at once (no added latency).
 * - Trailing edge: changes during a window are sent once, when it ends, and open a new window; so the last
 *   state is always sent, at most `windowMs` after it changed.
 * `send` reads the state when it runs, so the latest state wins, and numbers the message then: a channel's
 * sequence numbers stay gapless, and a snapshot taken between two messages (its state, with the last sent
 * number) is followed by a message with the next number and a state at least as new.
 */
export class Coalescer<K> {
  private readonly windows = new Map<K, Window>();

  constructor(
    private readonly send: (key: K) => void,
    private readonly windowMs = COALESCE_WINDOW_MS,
    /** where an exception of `send` goes (never to the code that reported the change) */
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** The state behind `key` changed. */
  changed(key: K): void {
    const open = this.windows.get(key);
    if (open) open.pending = true;
    else this.open(key);
  }

  /** Stops: pending changes are not sent. */
  close(): void {
    for (const w of this.windows.values()) clearTimeout(w.timer);
    this.windows.clear();
  }

  private open(key: K) {
    const timer = setTimeout(() => {
      const w = this.windows.get(key);
      this.windows.delete(key);
      if (w?.pending) this.open(key);
    }, this.windowMs);
    timer.unref();
    // the window opens before the send, so a change reported from inside it waits for the trailing edge
    this.windows.set(key, { timer, pending: false });
    try {
      this.send(key);
    } catch (err) {
      this.onError(err);
    }
  }
}
