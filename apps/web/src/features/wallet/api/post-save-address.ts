import type { AddressSaved } from "@bourse/contract";
import { request } from "../../../api/client";

export interface AddressInput {
  currency: number;
  network: number;
  name: string;
  address: string;
}

/**
 * `POST /user/wallet/save`: adds an address (at most 3), which must be a valid address of the chosen
 * network. Silent: the form shows a refusal about the address under that field, any other in a toast.
 */
export function postSaveAddress(input: AddressInput): Promise<AddressSaved> {
  return request<AddressSaved>("/user/wallet/save", { params: { ...input }, silent: true });
}

/** `POST /user/edituser_address`: changes a saved address; silent as `postSaveAddress`. */
export function postEditAddress(id: number, input: AddressInput): Promise<AddressSaved> {
  return request<AddressSaved>("/user/edituser_address", { params: { id, ...input }, silent: true });
}
