import { CurrencyListResponse, QuotationResponse } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Db } from "../../db/db.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";

interface MarketRow {
  id: number;
  currency_id: number;
  legal_id: number;
  currency_name: string;
  legal_name: string;
  open_lever: boolean;
  open_microtrade: boolean;
}

export const marketRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const tags = ["market"];

  app.get(
    "/currency/list",
    {
      schema: {
        tags,
        summary: "Listed currencies and their networks",
        response: { 200: CurrencyListResponse },
      },
    },
    async (request) => {
      const currencies = await db.query<{ id: number; name: string; decimals: number; image: string }>(
        "SELECT id, name, decimals, image FROM currencies WHERE enabled ORDER BY sort, id",
      );
      const networks = await db.query<{ id: number; currency_id: number; name: string }>(
        "SELECT id, currency_id, name FROM currency_networks WHERE enabled ORDER BY id",
      );
      return envelope(
        request,
        success(
          currencies.map((c) => ({
            ...c,
            networks: networks.filter((n) => n.currency_id === c.id).map(({ id, name }) => ({ id, name })),
          })),
        ),
      );
    },
  );

  /** Markets grouped by quote currency. Prices are null until the index feed publishes a tick. */
  app.get(
    "/currency/quotation_new",
    {
      schema: {
        tags,
        summary: "Markets grouped by quote currency, with last price and 24 h change",
        response: { 200: QuotationResponse },
      },
    },
    async (request) => {
      const markets = await db.query<MarketRow>(
        `SELECT m.id, m.currency_id, m.legal_id, b.name AS currency_name, l.name AS legal_name, m.open_lever, m.open_microtrade
         FROM markets m JOIN currencies b ON b.id = m.currency_id JOIN currencies l ON l.id = m.legal_id
         WHERE m.enabled ORDER BY l.id, m.sort, m.id`,
      );
      const groups = new Map<number, { id: number; name: string; quotation: unknown[] }>();
      for (const m of markets) {
        const group = groups.get(m.legal_id) ?? { id: m.legal_id, name: m.legal_name, quotation: [] };
        group.quotation.push({ ...m, now_price: null, change: null, volume: null });
        groups.set(m.legal_id, group);
      }
      return envelope(request, success([...groups.values()] as never));
    },
  );
};
