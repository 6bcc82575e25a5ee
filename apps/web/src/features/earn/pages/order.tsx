import { Tabs } from "antd-mobile";
import { Link, useSearchParams } from "react-router-dom";
import { earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { Page } from "../../../ui/page";
import { SectionLoading } from "../../../ui/status";
import { OrderList } from "../components/order-list";
import { DEFAULT_TAB, isOrderTab, type OrderTab, orderTabs } from "../model/labels";

/**
 * One's lock orders (`?tab=active|ended`): those in progress, with early redemption, and those that
 * matured or were redeemed; each with its yield paid day by day. The user channel refetches them when
 * a day's yield, a maturity or a redemption moves the financial account.
 */
export default function LockOrdersPage() {
  const { t, ready } = useEarnTranslation();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get("tab");
  const tab: OrderTab = isOrderTab(wanted) ? wanted : DEFAULT_TAB;
  return (
    <Page
      title={ready ? t("orders.title") : ""}
      backTo={earnPaths.lockming}
      right={
        ready ? (
          <Link className="text-button" to={earnPaths.financial} data-testid="earn-link-financial">
            {t("orders.account")}
          </Link>
        ) : null
      }
    >
      {!ready ? (
        <SectionLoading />
      ) : (
        <>
          <Tabs activeKey={tab} onChange={(key) => setSearch({ tab: key }, { replace: true })}>
            {orderTabs.map((key) => (
              <Tabs.Tab
                key={key}
                title={<span data-testid={`earn-tab-${key}`}>{t(`orders.tab.${key}`)}</span>}
              />
            ))}
          </Tabs>
          <OrderList key={tab} tab={tab} />
        </>
      )}
    </Page>
  );
}
