import { Link } from "react-router-dom";
import { type VerifyTarget, verifyPath } from "../app/lines/transparency-paths";
import { useTransparencyTranslation } from "../i18n/transparency";

/**
 * Everything a screen needs to lead to the verifier comes from here, so that the link, its texts'
 * loader and the paths make one small file for the screens that show a link.
 */
export { transparencyPaths, type VerifyTarget, verifyPath } from "../app/lines/transparency-paths";

const LABELS = { verify: "link.verify", balances: "link.balances", hub: "hub.verifyBalances" } as const;

/**
 * A plain link to the verifier for `target` (a bill's entry, one's balances, a seconds order, a
 * position). Its label is in the `transparency` namespace, fetched with the screen that shows the link,
 * so the first screen's texts stay as they are; the verifier and the engine load only when it is opened.
 */
export function VerifyLink({
  target,
  label = "verify",
  className,
}: {
  target: VerifyTarget;
  label?: keyof typeof LABELS;
  className?: string | undefined;
}) {
  const { t, ready } = useTransparencyTranslation();
  return (
    <Link className={className} to={verifyPath(target)} data-testid="verify-link" data-kind={target.kind}>
      {ready ? t(LABELS[label]) : "\u00a0"}
    </Link>
  );
}
