import { earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { MinePage } from "../components/mine-page";
import { OrderList } from "../components/order-list";
import { QueryTabs, useQueryChoice } from "../components/query-tabs";
import { DEFAULT_TAB, orderTabs } from "../model/labels";

/**
 * One's lock orders (`?tab=active|ended`): those in progress, with early redemption, and those that
 * matured or were redeemed; each with its yield paid day by day. The user channel refetches them when
 * a day's yield, a maturity or a redemption moves the financial account.
 */
export default function LockOrdersPage() {
  const { t } = useEarnTranslation();
  const [tab, setTab] = useQueryChoice("tab", orderTabs, DEFAULT_TAB);
  return (
    <MinePage title={(t) => t("orders.title")} backTo={earnPaths.lockming}>
      <QueryTabs
        keys={orderTabs}
        active={tab}
        onChange={setTab}
        label={(key) => t(`orders.tab.${key}`)}
        testId="earn-tab"
      />
      <OrderList key={tab} tab={tab} />
    </MinePage>
  );
}
