import type { Queryable } from "../db/db.ts";
import type { BatchWriter } from "./command.ts";

export interface FeeRow {
  entry_id: number;
  seq: number;
  payer_id: number;
  currency_id: number;
  amount: string;
  product: string;
}

/** Who paid each trading fee, beside the entry that charged it: a batch's rows in one statement. */
export const feeWriter: BatchWriter<FeeRow> = {
  async write(q: Queryable, rows: FeeRow[]) {
    await q.query(
      `INSERT INTO fee_payments (entry_id, seq, payer_id, currency_id, amount, product)
       SELECT r.entry_id, r.seq, r.payer_id, r.currency_id, r.amount, r.product
       FROM jsonb_to_recordset($1::jsonb) AS r(entry_id bigint, seq smallint, payer_id bigint, currency_id integer,
         amount numeric, product text)`,
      [JSON.stringify(rows)],
    );
  },
};
