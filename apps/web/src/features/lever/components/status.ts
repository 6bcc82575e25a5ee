/** Message keys of the contract's deal_status values (2, closing, is never shown: a close is one step). */
export const LEVER_STATUS_KEY: Record<
  number,
  "status.pending" | "status.open" | "status.closed" | "status.cancelled"
> = {
  0: "status.pending",
  1: "status.open",
  3: "status.closed",
  4: "status.cancelled",
};
