/**
 * Response shapes the web app reads. The schemas live in @bourse/contract (shared with the server);
 * only types are imported, so no schema code reaches the bundle.
 */
import type { Quotation } from "@bourse/contract";

export type { Currency, Quotation, UserInfo } from "@bourse/contract";

/** A quote currency (e.g. USDT) with its markets, as `GET /currency/quotation_new` lists them. */
export interface QuoteGroup {
  id: number;
  name: string;
  quotation: Quotation[];
}
