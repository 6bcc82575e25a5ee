import type { UserMessage } from "@bourse/contract/realtime";

/** What a product line emits as `user` to tell one user that something of theirs changed. */
export type UserNotice = { userId: number } & DistributiveOmit<UserMessage, "channel" | "seq">;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
