import { useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { CloseIcon } from "./icons";
import styles from "./live-toast.module.css";

/** How long a pushed notice stays, unless tapped or dismissed. */
export const LIVE_TOAST_MS = 8000;
/** At most this many show at once; an older one leaves when a new one comes. */
const SHOWN = 3;

export interface LiveToast {
  /** One notice per key: a second with the same key replaces the first. */
  key: string;
  text: string;
  /** The colour of its edge: a gain (the user's up colour), a loss (down), or neither. */
  tone: "up" | "down" | "flat";
  /** Where tapping it goes (a hash route), and the words of that link. */
  href: string;
  action: string;
  /** Names the notice for tests: `live-toast-<kind>`. */
  kind: string;
  /** Names the dismiss button for screen readers. */
  dismiss: string;
}

let toasts: LiveToast[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let mounted = false;

function set(next: LiveToast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function close(key: string) {
  clearTimeout(timers.get(key));
  timers.delete(key);
  set(toasts.filter((t) => t.key !== key));
}

/**
 * Shows a notice the server pushed (a settled order, an identity decision) above whatever screen is
 * open: a card at the top that links to what it is about, in its own React root so it needs nothing
 * of the screen below. Loaded on first use only.
 */
export function showLiveToast(toast: LiveToast, duration = LIVE_TOAST_MS): void {
  if (!mounted) {
    mounted = true;
    const host = document.createElement("div");
    host.id = "live-toasts";
    document.body.appendChild(host);
    createRoot(host).render(<LiveToasts />);
  }
  clearTimeout(timers.get(toast.key));
  timers.set(
    toast.key,
    setTimeout(() => close(toast.key), duration),
  );
  const others = toasts.filter((t) => t.key !== toast.key);
  const dropped = others.slice(0, Math.max(0, others.length - (SHOWN - 1)));
  for (const old of dropped) {
    clearTimeout(timers.get(old.key));
    timers.delete(old.key);
  }
  set([...others.slice(dropped.length), toast]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function LiveToasts() {
  const shown = useSyncExternalStore(subscribe, () => toasts);
  if (shown.length === 0) return null;
  return (
    <div className={styles.stack}>
      {shown.map((t) => (
        <div
          key={t.key}
          role="status"
          aria-live="polite"
          className={`${styles.toast} ${styles[t.tone] ?? ""}`}
          data-testid={`live-toast-${t.kind}`}
          data-tone={t.tone}
        >
          <a className={styles.body} href={`#${t.href}`} onClick={() => close(t.key)}>
            <span className={styles.text} data-testid="live-toast-text">
              {t.text}
            </span>
            <span className={styles.action}>{t.action}</span>
          </a>
          <button type="button" className={styles.close} aria-label={t.dismiss} onClick={() => close(t.key)}>
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
