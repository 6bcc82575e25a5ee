import { p2pPaths } from "../../../app/lines/p2p-paths";
import { useP2pTranslation } from "../../../i18n/p2p";
import { Page } from "../../../ui/page";
import { SectionLoading } from "../../../ui/status";
import { OrderList } from "../components/order-list";

/** The orders taken on the merchant's ads, by status. */
export default function StoreOrderPage() {
  const { t, ready } = useP2pTranslation();
  return (
    <Page title={ready ? t("storeOrders.title") : ""} backTo={p2pPaths.legalStore}>
      {ready ? <OrderList as="merchant" /> : <SectionLoading />}
    </Page>
  );
}
