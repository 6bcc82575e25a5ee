import type { TransferFee } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

/** `POST /user/getTransferFee`: the fee a transfer of `number` would pay (display only). */
export function postTransferFee(currencyId: number, number: string): Promise<TransferFee> {
  return request<TransferFee>("/user/getTransferFee", {
    params: { currency_id: currencyId, number },
    silent: true,
  });
}

export function useTransferFee(currencyId: number | null, number: string | null) {
  return useQuery({
    queryKey: ["wallet", "transfer_fee", currencyId, number],
    queryFn: () => postTransferFee(currencyId ?? 0, number ?? ""),
    enabled: currencyId !== null && number !== null,
    placeholderData: (previous) => previous,
  });
}
