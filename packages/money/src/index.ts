export { allocate, allocateEvenly } from "./allocate.ts";
export {
  Amount,
  fromUnits,
  isAmount,
  MAX_INTEGER_DIGITS,
  MAX_SCALE,
  MoneyError,
  type MoneyErrorCode,
  type ParseErrorCode,
  toFixedString,
  toPlainString,
  zero,
} from "./amount.ts";
export { abs, add, div, mul, mulRate, neg, rescale, roundToStep, sub } from "./arithmetic.ts";
export { compare, eq, gt, gte, isNegative, isPositive, isZero, lt, lte, max, min } from "./compare.ts";
export { money, type ParseResult, parse } from "./parse.ts";
export { isRoundingMode, ROUNDING_MODES, type RoundingMode } from "./rounding.ts";
