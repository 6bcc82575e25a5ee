import { request } from "../../../api/client";
import type { AccountKind } from "../model/accounts";

export interface TransferInput {
  currency_id: number;
  number: string;
  from_field: AccountKind;
  to_field: AccountKind;
}

export interface TransferResult {
  amount: string;
  fee: string;
  entry_id: number;
}

/** `POST /wallet/change`: moves funds between the user's own accounts. */
export function postTransfer(input: TransferInput): Promise<TransferResult> {
  return request<TransferResult>("/wallet/change", { params: { ...input } });
}
