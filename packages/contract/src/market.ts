import { type Static, Type } from "typebox";
import { Envelope } from "./envelope.ts";

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const Currency = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  decimals: Type.Integer(),
  image: Type.String(),
  networks: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type Currency = Static<typeof Currency>;
export const CurrencyListResponse = Envelope(Type.Array(Currency));

export const Quotation = Type.Object({
  id: Type.Integer(),
  legal_id: Type.Integer(),
  currency_id: Type.Integer(),
  legal_name: Type.String(),
  currency_name: Type.String(),
  now_price: Nullable(Type.String()),
  change: Nullable(Type.String({ description: "24 h change in percent" })),
  volume: Nullable(Type.String()),
  high: Type.Optional(Nullable(Type.String({ description: "24 h high" }))),
  low: Type.Optional(Nullable(Type.String({ description: "24 h low" }))),
  open_lever: Type.Boolean(),
  open_microtrade: Type.Boolean(),
});
export type Quotation = Static<typeof Quotation>;
export const QuotationGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  quotation: Type.Array(Quotation),
});
export const QuotationResponse = Envelope(Type.Array(QuotationGroup));
