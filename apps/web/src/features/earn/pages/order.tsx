import { earnPaths } from "../../../app/lines/earn-paths";
import { MineTabsPage } from "../components/mine-page";
import { OrderList } from "../components/order-list";
import { DEFAULT_TAB, orderTabs } from "../model/labels";

/**
 * One's lock orders (`?tab=active|ended`): those in progress, with early redemption, and those that
 * matured or were redeemed; each with its yield paid day by day. The user channel refetches them when
 * a day's yield, a maturity or a redemption moves the financial account.
 */
export default function LockOrdersPage() {
  return (
    <MineTabsPage
      title={(t) => t("orders.title")}
      backTo={earnPaths.lockming}
      tabs={orderTabs}
      fallback={DEFAULT_TAB}
      label={(t, key) => t(`orders.tab.${key}`)}
      testId="earn-tab"
    >
      {(tab) => <OrderList tab={tab} />}
    </MineTabsPage>
  );
}
