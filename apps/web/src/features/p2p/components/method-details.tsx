import { useP2pTranslation } from "../../../i18n/p2p";
import { Facts } from "../../../ui/facts";
import lineStyles from "../../../ui/line.module.css";
import { isMethodKind, methodFields } from "../model/labels";

/** A payment method's saved details, field by field in the kind's order. */
export function MethodDetails({ kind, details }: { kind: string; details: Record<string, string> }) {
  const { t } = useP2pTranslation();
  const fields = isMethodKind(kind) ? methodFields(kind).map((f) => f.name) : Object.keys(details);
  return (
    <Facts
      className={lineStyles.facts}
      items={fields
        .filter((f) => details[f])
        .map((f) => [t(`field.${f as "account_name"}`), details[f]] as const)}
    />
  );
}
