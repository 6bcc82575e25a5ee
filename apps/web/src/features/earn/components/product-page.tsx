import type { ReactNode } from "react";
import { earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { type HubLink, Tiles } from "../../../ui/hub";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { SectionLoading } from "../../../ui/status";
import type { EarnT } from "./mine-page";

/** The tile to the financial account ("Earn account": balances and yield to date). */
export const accountTile = (t: EarnT): HubLink => ({
  to: earnPaths.financial,
  label: t("plans.account"),
  hint: t("plans.accountHint"),
  testId: "earn-link-financial",
});

/**
 * An earn product's entry screen (lock mining, the IEO launchpad, dual investment, loans): its title,
 * the tiles to one's items and beyond, the product's lead, then its content, once the earn texts are in.
 */
export function ProductPage({
  title,
  tiles,
  lead,
  children,
}: {
  title: (t: EarnT) => string;
  tiles: (t: EarnT) => HubLink[];
  lead: (t: EarnT) => string;
  children: ReactNode;
}) {
  const { t, ready } = useEarnTranslation();
  return (
    <Page title={ready ? title(t) : ""}>
      {!ready ? (
        <SectionLoading />
      ) : (
        <>
          <Tiles items={tiles(t)} />
          <p className={lineStyles.lead}>{lead(t)}</p>
          {children}
        </>
      )}
    </Page>
  );
}
