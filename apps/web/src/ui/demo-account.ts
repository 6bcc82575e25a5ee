import type { UserInfo } from "../api/types";

/** The demo account's funds when opened and after every reset, in USDT. */
export const DEMO_FUNDS = 100_000;

/** "100,000 USDT", with the UI language's digit grouping. */
export function demoFunds(localeTag: string): string {
  return `${new Intl.NumberFormat(localeTag).format(DEMO_FUNDS)} USDT`;
}

/** Where the app remembers that a user (by their real id) has read the first-time explanation. */
export const introKey = (userId: number) => `bourse.demo.intro.${userId}`;

/**
 * Whether the first-time explanation comes before switching to demo: the user has no demo account yet
 * and has not started one from this browser before. Unreadable storage counts as not read.
 */
export function needsIntro(
  user: Pick<UserInfo, "id" | "demo_user_id">,
  storage: Pick<Storage, "getItem">,
): boolean {
  if (user.demo_user_id) return false;
  try {
    return storage.getItem(introKey(user.id)) === null;
  } catch {
    return true;
  }
}

/** Remembers that `userId` has read the explanation and started demo trading. */
export function rememberIntro(userId: number, storage: Pick<Storage, "setItem">): void {
  try {
    storage.setItem(introKey(userId), "1");
  } catch {
    // storage full or blocked: the explanation shows again next time
  }
}
