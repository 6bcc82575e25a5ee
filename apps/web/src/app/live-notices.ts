import type { UserMessage } from "@bourse/contract/realtime";

/**
 * The door to the pushed notices (app/live-notice-toasts.ts), fetched by api/realtime.ts when the first
 * identity decision or settled seconds order arrives. It imports nothing itself, so the first screen's
 * code names one small file here, not the notices' texts, pieces and their chunks.
 */
export function announce(message: UserMessage, secondsOrdersKey: readonly unknown[]): Promise<void> {
  return import("./live-notice-toasts").then((toasts) => toasts.announce(message, secondsOrdersKey));
}
