import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { formatExact } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { NO_VALUE } from "../../../ui/quote";
import { useLocaleTag } from "../../../ui/use-locale";
import { useFinancialAccount } from "../api/earn";

/** The transfer screen between the spot account and the financial account, optionally for one coin. */
export function transferPath(direction: "in" | "out", currencyId?: number): string {
  const [from, to] = direction === "in" ? ["change", "financial"] : ["financial", "change"];
  return `${paths.transfer}?from=${from}&to=${to}${currencyId === undefined ? "" : `&currency=${currencyId}`}`;
}

/**
 * The financial account's available balance of a coin: `available` once known (undefined while
 * loading, on a failure, or for a guest: `signedIn` false reads nothing), and `shown`, what the screen
 * writes meanwhile ("…" while loading, "--" for a guest or a failure).
 */
export function useAvailable(currencyId: number, signedIn = true) {
  const account = useFinancialAccount(signedIn);
  const locale = useLocaleTag();
  const available =
    signedIn && account.data
      ? (account.data.lines.find((l) => l.currency === currencyId)?.available ?? "0")
      : undefined;
  const shown =
    available !== undefined ? formatExact(available, locale) : !signedIn || account.isError ? NO_VALUE : "…";
  return { available, shown };
}

/** "Transfer in": to the transfer screen, the coin chosen, into the financial account. */
export function TransferIn({ currencyId, testId }: { currencyId: number; testId: string }) {
  const { t } = useEarnTranslation();
  return (
    <Link to={transferPath("in", currencyId)} data-testid={testId}>
      {t("buy.transfer")}
    </Link>
  );
}

/** "Not enough in your Earn account. Transfer in": shown when the balance does not pay for the order. */
export function ShortNote({ currencyId, testId }: { currencyId: number; testId: string }) {
  const { t } = useEarnTranslation();
  return (
    <p className={lineStyles.note}>
      {t("ieo.subscribe.short")} <TransferIn currencyId={currencyId} testId={testId} />
    </p>
  );
}
