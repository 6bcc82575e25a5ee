import { type Static, Type } from "typebox";
import { Decimal, Nullable, Text } from "./bounds.ts";

/**
 * The console's configuration of spot markets and of new currencies and networks
 * (`/api/admin/markets`, `POST /api/admin/currencies`, `POST /api/admin/currencies/:id/networks`).
 */

/** `GET /admin/markets`: a spot market's trading rules as an operator sets them. */
export const MarketSettings = Type.Object({
  id: Type.Integer(),
  symbol: Type.String({ description: "BASE/QUOTE" }),
  base: Type.String(),
  quote: Type.String(),
  price_decimals: Type.Integer({
    description: "places of a price (fixed at listing): the finest price step",
  }),
  amount_decimals: Type.Integer({
    description: "places of an amount (fixed at listing): the finest lot step",
  }),
  maker_fee: Type.String({ description: "rate, e.g. 0.001 = 0.1 %" }),
  taker_fee: Type.String({ description: "rate, e.g. 0.001 = 0.1 %" }),
  price_step: Type.String({ description: "a price is a multiple of it (quote asset)" }),
  lot_step: Type.String({ description: "an amount is a multiple of it (base asset)" }),
  min_notional: Type.String({ description: "the least order value, in the quote asset" }),
  open: Type.Boolean({ description: "listed for spot trading" }),
  halted: Type.Boolean({ description: "halted: new orders are refused, cancels go through" }),
  last_price: Nullable(Type.String()),
});
export type MarketSettings = Static<typeof MarketSettings>;

/** `POST /admin/markets/:id`: the fees, steps and minimum notional (every one given). */
export const MarketSettingsBody = Type.Object({
  maker_fee: Decimal("markets.maker_fee", "maker fee rate, below 1"),
  taker_fee: Decimal("markets.taker_fee", "taker fee rate, below 1"),
  price_step: Decimal("markets.price_step", "a multiple of the market's tick (price decimals)"),
  lot_step: Decimal("markets.lot_step", "a multiple of the market's smallest amount (amount decimals)"),
  min_notional: Decimal("markets.min_notional", "the least order value in the quote asset"),
});
export type MarketSettingsBody = Static<typeof MarketSettingsBody>;

/** `POST /admin/currencies`: a new currency, listed or not. */
export const CurrencyAddBody = Type.Object({
  symbol: Text(12, { description: "2 to 12 capital letters or digits, starting with a letter (e.g. SOL)" }),
  full_name: Text(64, { description: "the currency's name (e.g. Solana)" }),
  decimals: Type.Integer({ minimum: 0, maximum: 18, description: "places of its amounts (0 to 18)" }),
  reference_price: Decimal("currencies.reference_price", "reference price in USDT"),
  enabled: Type.Boolean(),
});
export type CurrencyAddBody = Static<typeof CurrencyAddBody>;

/** `POST /admin/currencies/:id/networks`: a new network of a currency (payment vouchers, or a chain's). */
export const NetworkAddBody = Type.Object({
  name: Text(20, { description: "the network's name as users see it (e.g. TRC20): letters, digits, - or _" }),
  deposit_address: Text(128, { description: "a valid address of the network, or empty for none" }),
  deposit_min: Decimal("currency_networks.deposit_min", "smallest deposit claim"),
  withdraw_min: Decimal("currency_networks.withdraw_min", "smallest withdrawal"),
  withdraw_fee: Decimal("currency_networks.withdraw_fee", "fee per withdrawal"),
  enabled: Type.Boolean(),
  chain: Type.Optional(
    Type.Union([Type.Literal("evm")], { description: "watched on this chain; left out: vouchers only" }),
  ),
  chain_decimals: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 36, description: "the asset's decimals on the chain (with chain)" }),
  ),
  token_contract: Type.Optional(
    Text(42, { description: "the token's contract (0x + 40 hex), empty for the chain's coin" }),
  ),
  confirmations: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 1000, description: "confirmations before crediting" }),
  ),
  auto_approve_max: Type.Optional(
    Decimal("currency_networks.auto_approve_max", "withdrawals at or under it need no operator"),
  ),
  hot_wallet_min: Type.Optional(
    Decimal("currency_networks.hot_wallet_min", "the console warns under this hot balance"),
  ),
  explorer_tx_url: Type.Optional(
    Text(300, { description: "an https URL with {tx} for the transaction's hash, or empty" }),
  ),
});
export type NetworkAddBody = Static<typeof NetworkAddBody>;

/** The id a currency or a network was added with. */
export const AddedId = Type.Object({ id: Type.Integer() });
export type AddedId = Static<typeof AddedId>;
