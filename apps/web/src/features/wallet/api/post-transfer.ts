import type { Transferred } from "@bourse/contract";
import { request } from "../../../api/client";
import type { AccountKind } from "../model/accounts";

export interface TransferInput {
  currency_id: number;
  number: string;
  from_field: AccountKind;
  to_field: AccountKind;
}

/** `POST /wallet/change`: moves funds between the user's own accounts. */
export function postTransfer(input: TransferInput): Promise<Transferred> {
  return request<Transferred>("/wallet/change", { params: { ...input } });
}
