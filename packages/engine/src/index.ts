export * from "./ledger/accounts.ts";
export {
  type Entry,
  type Hold,
  Ledger,
  type LedgerFailure,
  type LedgerResult,
  type Posting,
} from "./ledger/ledger.ts";
export { type Direction, type SecondsResult, type SecondsSettlement, settleSeconds } from "./seconds.ts";
