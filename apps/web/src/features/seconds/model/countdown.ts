/** Milliseconds from `nowMs` until `expiresAt` (ISO); negative once it has passed, NaN for a bad time. */
export function remainingMs(expiresAt: string, nowMs: number): number {
  return Date.parse(expiresAt) - nowMs;
}

/**
 * A countdown as "mm:ss", whole seconds rounded up (so "00:00" shows only once the time is reached);
 * minutes grow past 59 rather than adding hours. Passed or unknown times show "00:00".
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

/** How far an order has run, 0 … 1, for its progress bar. */
export function elapsedShare(createdAt: string, expiresAt: string, nowMs: number): number {
  const start = Date.parse(createdAt);
  const end = Date.parse(expiresAt);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return 1;
  return Math.min(1, Math.max(0, (nowMs - start) / (end - start)));
}
