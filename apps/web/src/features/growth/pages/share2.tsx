import { Fragment } from "react";
import { growthPaths } from "../../../app/lines/growth-paths";
import { useGrowthTranslation } from "../../../i18n/growth";
import { PagedList } from "../../../ui/paged-list";
import { QueryTabs, useQueryChoice } from "../../../ui/query-tabs";
import { useRebates } from "../api/growth";
import { GrowthPage } from "../components/growth-page";
import { RebateRow } from "../components/rebate-row";
import { REBATE_TABS, type RebateTab } from "../model/share";

/**
 * Rebate records (spec §2 `setting/share2`): the rebates one received, newest first, page by page, of
 * every level or of one (`?tab=all|1|2|3`): the invitee, the product, the fee it paid, the rate, the
 * rebate and when. New rebates arrive with the user channel's balance events.
 */
export default function RebateRecordsPage() {
  const [tab, setTab] = useQueryChoice("tab", REBATE_TABS, "all");
  return (
    <GrowthPage title={(t) => t("records.title")} backTo={growthPaths.share}>
      <RecordTabs tab={tab} onChange={setTab} />
      <Fragment key={tab}>
        <RebateList tab={tab} />
      </Fragment>
    </GrowthPage>
  );
}

function RecordTabs({ tab, onChange }: { tab: RebateTab; onChange: (key: string) => void }) {
  const { t } = useGrowthTranslation();
  return (
    <QueryTabs
      keys={REBATE_TABS}
      active={tab}
      onChange={onChange}
      label={(key) => t(`records.tab.${key}`)}
      testId="rebate-tab"
    />
  );
}

function RebateList({ tab }: { tab: RebateTab }) {
  const { t } = useGrowthTranslation();
  const rebates = useRebates(tab);
  return (
    <PagedList
      query={rebates}
      empty={t("records.empty")}
      browse={{ label: t("records.invite"), to: growthPaths.share }}
      testId="rebate-list"
      row={(r) => <RebateRow key={r.id} rebate={r} />}
    />
  );
}
