import { type AddressFamily, addressFamily, checkAddress } from "@bourse/engine";
import type { MessageKey } from "../../http/messages/index.ts";
import { type Failure, failure } from "../../http/outcome.ts";

/** What each family's address looks like, for the refusal of one that does not have that form. */
const FORM: Record<AddressFamily | "generic", MessageKey> = {
  evm: "WALLET_ADDRESS_FORMAT_EVM",
  tron: "WALLET_ADDRESS_FORMAT_TRON",
  bitcoin: "WALLET_ADDRESS_FORMAT_BITCOIN",
  dogecoin: "WALLET_ADDRESS_FORMAT_DOGECOIN",
  xrp: "WALLET_ADDRESS_FORMAT_XRP",
  solana: "WALLET_ADDRESS_FORMAT_SOLANA",
  generic: "WALLET_ADDRESS_FORMAT_GENERIC",
};

/**
 * Null when `address` is a valid address of the network named `network`; otherwise the refusal,
 * naming the request field, the network and the reason ("address: not a valid TRC20 address (checksum)").
 */
export function addressRefusal(field: string, network: string, address: string): Failure | null {
  const text = address.trim();
  const refuse = (reason: MessageKey) =>
    failure("WALLET_INVALID_ADDRESS", { field, network, reason: { key: reason } });
  if (text.includes("*")) return refuse("WALLET_ADDRESS_STAR");
  const check = checkAddress(network, text);
  if (check.ok) return null;
  if (check.problem === "checksum") return refuse("WALLET_ADDRESS_CHECKSUM");
  if (check.problem === "version") return refuse("WALLET_ADDRESS_OTHER_NETWORK");
  return refuse(FORM[addressFamily(network) ?? "generic"]);
}
