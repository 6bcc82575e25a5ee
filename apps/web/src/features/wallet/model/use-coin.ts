import { useSearchParams } from "react-router-dom";
import { type Currency, useCurrencyList } from "../../../api/get-currency-list";

/** The currency named by `?currency=<id>`, else the first listed one; the list is loading while undefined. */
export function useCoinParam(): { coin: Currency | undefined; pending: boolean } {
  const [search] = useSearchParams();
  const currencies = useCurrencyList();
  const id = Number(search.get("currency"));
  const list = currencies.data ?? [];
  return { coin: list.find((c) => c.id === id) ?? list[0], pending: currencies.isPending };
}
