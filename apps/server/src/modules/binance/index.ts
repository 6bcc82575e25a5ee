export {
  BinanceCode,
  BinanceError,
  binanceSymbol,
  createWeightCounter,
  errors as binanceErrors,
  installBinanceConventions,
  integerParam,
  schemaError,
  sendBinanceError,
  symbolIndex,
  symbolParam,
  symbolsParam,
  WEIGHT_LIMIT_PER_MINUTE,
  type WeightCounter,
} from "./binance.conventions.ts";
export { binanceLine } from "./binance.plugin.ts";
