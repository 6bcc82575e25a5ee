export * from "./ledger/accounts.ts";
export {
  type Entry,
  type Exchange,
  type Hold,
  type HoldChanges,
  Ledger,
  type LedgerFailure,
  type LedgerResult,
  type Posting,
} from "./ledger/ledger.ts";
export { applyTick, barStart, type Candle, PERIODS, type Period } from "./market/candles.ts";
export { type SeededRandom, seededRandom } from "./market/random.ts";
export {
  DEFAULT_SIMULATOR,
  type SimulatorParams,
  type SimulatorState,
  startSimulator,
  stepSimulator,
} from "./market/simulated.ts";
export { type Direction, type SecondsResult, type SecondsSettlement, settleSeconds } from "./seconds.ts";
