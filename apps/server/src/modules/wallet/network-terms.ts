import { parse } from "@bourse/money";
import { type Failure, failure } from "../../http/outcome.ts";
import { addressRefusal } from "./addresses.ts";

/** A network's amounts, in its currency. */
const NETWORK_AMOUNTS = [
  "deposit_min",
  "withdraw_min",
  "withdraw_fee",
  "auto_approve_max",
  "hot_wallet_min",
] as const;

/** An explorer's transaction page: an https URL with `{tx}` where the hash goes. */
function explorerUrl(text: string): boolean {
  if (!text.includes("{tx}") || /\s/.test(text)) return false;
  try {
    const url = new URL(text.replace("{tx}", "0x00"));
    return url.protocol === "https:" && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * Why a network's terms, as an operator adds or edits them, cannot be kept, naming the field; undefined
 * when they can. Amounts must fit the currency's scale (or deposits and withdrawals on the network could
 * not use them) and not be negative; a deposit address must be one of the network's (empty keeps a network
 * without one: deposits on it are unavailable); a token contract needs a chain; confirmations 1–1000; an
 * explorer link an https URL with `{tx}`.
 */
export function networkTermsRefusal(
  b: Partial<Record<(typeof NETWORK_AMOUNTS)[number], string>> & {
    deposit_address: string;
    token_contract?: string;
    confirmations?: number;
    explorer_tx_url?: string;
  },
  network: { name: string; decimals: number; chain: string | null },
): Failure | undefined {
  for (const field of NETWORK_AMOUNTS) {
    const text = b[field];
    if (text === undefined) continue;
    const value = parse(text.trim(), network.decimals);
    if (!value.ok && value.code === "MONEY_TOO_PRECISE")
      return failure("WALLET_AMOUNT_TOO_PRECISE", { decimals: network.decimals, field });
    if (!value.ok || value.value.units < 0n) return failure("REQUEST_INVALID_FIELD", { field });
  }
  const address = b.deposit_address.trim();
  const refused = address ? addressRefusal("deposit_address", network.name, address) : null;
  if (refused) return refused;
  const contract = b.token_contract?.trim().toLowerCase() ?? "";
  if (contract !== "" && (!network.chain || !/^0x[0-9a-f]{40}$/.test(contract)))
    return failure("REQUEST_INVALID_FIELD", { field: "token_contract" });
  if (
    b.confirmations !== undefined &&
    (!Number.isInteger(b.confirmations) || b.confirmations < 1 || b.confirmations > 1000)
  )
    return failure("REQUEST_INVALID_FIELD", { field: "confirmations" });
  const explorer = b.explorer_tx_url?.trim() ?? "";
  if (explorer !== "" && !explorerUrl(explorer))
    return failure("REQUEST_INVALID_FIELD", { field: "explorer_tx_url" });
  return undefined;
}
