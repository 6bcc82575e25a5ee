import { Link } from "react-router-dom";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import { paths } from "../../../app/paths";
import { useP2pTranslation } from "../../../i18n/p2p";
import styles from "./p2p.module.css";

/** The refusals a user fixes on another screen, and that screen. */
const FIXES = {
  WALLET_PAY_PASSWORD_NOT_SET: { href: paths.payPassword, key: "fix.payPassword" },
  WALLET_INSUFFICIENT_BALANCE: { href: p2pPaths.legalTransfer, key: "fix.balance" },
} as const;

export type FixCode = keyof typeof FIXES;

/** The refusal's code when another screen fixes it (a publish, take or release refused), else undefined. */
export function fixOf(error: unknown): FixCode | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && Object.hasOwn(FIXES, code) ? (code as FixCode) : undefined;
}

/**
 * Under a refused form: what is missing and a link to the screen that fixes it (setting the fund
 * password, moving coin into the fiat account), so the refusal is not a dead end.
 */
export function FixLink({ code }: { code: FixCode | undefined }) {
  const { t } = useP2pTranslation();
  if (!code) return null;
  const fix = FIXES[code];
  return (
    <p className={styles.fix} role="alert" data-testid="p2p-fix">
      <span>{t(`${fix.key}.text`)}</span>{" "}
      <Link
        to={fix.href}
        data-testid={`p2p-fix-${code === "WALLET_PAY_PASSWORD_NOT_SET" ? "password" : "balance"}`}
      >
        {t(`${fix.key}.action`)}
      </Link>
    </p>
  );
}
