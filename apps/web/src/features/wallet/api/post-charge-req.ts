import type { DepositClaimed } from "@bourse/contract";
import { request } from "../../../api/client";

export interface ChargeInput {
  currency: number;
  network: number;
  amount: string;
  /** The private path `/upload` returned. */
  voucher: string;
}

/** `POST /wallet/charge_req`: claims a deposit with its payment voucher; an operator reviews it. */
export function postChargeReq(input: ChargeInput): Promise<DepositClaimed> {
  return request<DepositClaimed>("/wallet/charge_req", { params: { ...input } });
}
