import { isLedgerEntryKind } from "@bourse/contract/ledger-kinds";
import type { MessageKey } from "../../i18n";

/**
 * The name key of a bill's `type`: each kind of `LEDGER_ENTRY_KINDS` has its own name; a kind this
 * console does not know yet (a newer server) reads "Other", with the raw kind beside it.
 */
export function billKindKey(type: string): MessageKey {
  return isLedgerEntryKind(type) ? `bill.type.${type}` : "bill.type.other";
}
