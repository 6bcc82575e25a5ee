import type { BankCard, BankCardBody } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import type { Static } from "typebox";
import { request } from "../../../api/client";

/** The bank card a bank withdrawal pays to (the contract's `BankCard`). */
export type { BankCard } from "@bourse/contract";

/** What saving a card sends: the card's fields, the optional ones left out when empty. */
export type BankCardInput = Omit<Static<typeof BankCardBody>, "lang">;

/** `POST /user/cash_info`: the saved bank card, or null. */
export function postCashInfo(): Promise<BankCard | null> {
  return request<BankCard | null>("/user/cash_info", { silent: true });
}

export const bankCardKey = ["wallet", "bank_card"] as const;

export function useBankCard() {
  return useQuery({ queryKey: bankCardKey, queryFn: postCashInfo });
}

/** `POST /user/cash_save`: saves (replaces) the bank card. */
export function postCashSave(card: BankCardInput): Promise<unknown> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(card)) if (value) params[key] = String(value).trim();
  return request<unknown>("/user/cash_save", { params });
}
