export {
  BinanceCode,
  BinanceError,
  binanceSymbol,
  createWeightCounter,
  errors as binanceErrors,
  installBinanceConventions,
  symbolIndex,
  symbolParam,
} from "./binance.conventions.ts";
export { binanceLine } from "./binance.plugin.ts";
