import { request } from "../../../api/client";

export interface AddressInput {
  currency: number;
  network: number;
  name: string;
  address: string;
}

/** `POST /user/wallet/save`: adds an address (at most 3; no "*"; 20–128 characters). */
export function postSaveAddress(input: AddressInput): Promise<{ id: number }> {
  return request<{ id: number }>("/user/wallet/save", { params: { ...input } });
}

/** `POST /user/edituser_address`: changes a saved address. */
export function postEditAddress(id: number, input: AddressInput): Promise<unknown> {
  return request<unknown>("/user/edituser_address", { params: { id, ...input } });
}
