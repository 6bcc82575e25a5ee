export { type Direction, type SecondsResult, type SecondsSettlement, settleSeconds } from "./seconds.ts";
