import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

/** The bank card a bank withdrawal pays to. */
export interface BankCard {
  real_name: string;
  bank_account: string;
  bank_name: string;
  bank_address?: string | null;
  swift_code?: string | null;
  aba_number?: string | null;
  post_code?: string | null;
  holder_address?: string | null;
  payee_phone?: string | null;
  payee_address?: string | null;
  branch_name?: string | null;
  bank_code?: string | null;
}

/** `POST /user/cash_info`: the saved bank card, or null. */
export function postCashInfo(): Promise<BankCard | null> {
  return request<BankCard | null>("/user/cash_info", { silent: true });
}

export const bankCardKey = ["wallet", "bank_card"] as const;

export function useBankCard() {
  return useQuery({ queryKey: bankCardKey, queryFn: postCashInfo });
}

/** `POST /user/cash_save`: saves (replaces) the bank card. */
export function postCashSave(card: BankCard): Promise<unknown> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(card)) if (value) params[key] = String(value).trim();
  return request<unknown>("/user/cash_save", { params });
}
