import { earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { PagedList } from "../../../ui/paged-list";
import { useDualOrders } from "../api/dual";
import { DualOrderRow } from "../components/dual-order-row";
import { MineTabsPage } from "../components/mine-page";
import { DEFAULT_DUAL_MINE_TAB, type DualMineTab, dualMineTabs } from "../model/dual";

/**
 * One's dual investments (`?tab=purchased|completed`): those in progress (settling ones included) and
 * those settled, each with its payout, the index tick it used and its public proof. The user channel
 * refetches them when a purchase or a settlement moves the financial account; a matured one is asked
 * again until it settles.
 */
export default function DualMinePage() {
  return (
    <MineTabsPage
      title={(t) => t("dual.orders.title")}
      backTo={earnPaths.dual}
      tabs={dualMineTabs}
      fallback={DEFAULT_DUAL_MINE_TAB}
      label={(t, key) => t(`dual.orders.tab.${key}`)}
      testId="dual-mine-tab"
    >
      {(tab) => <DualOrders tab={tab} />}
    </MineTabsPage>
  );
}

function DualOrders({ tab }: { tab: DualMineTab }) {
  const { t } = useEarnTranslation();
  return (
    <PagedList
      query={useDualOrders(tab)}
      empty={t(`dual.orders.empty.${tab}`)}
      browse={{ label: t("dual.purchase.browse"), to: earnPaths.dual }}
      testId={`dual-orders-${tab}`}
      row={(o) => <DualOrderRow key={o.id} order={o} />}
    />
  );
}
