import { p2pPaths } from "../../../app/lines/p2p-paths";
import { useP2pTranslation } from "../../../i18n/p2p";
import { Page } from "../../../ui/page";
import { SectionLoading } from "../../../ui/status";
import { OrderList } from "../components/order-list";

/** The orders the user took, by status. */
export default function RecordListPage() {
  const { t, ready } = useP2pTranslation();
  return (
    <Page title={ready ? t("records.title") : ""} backTo={p2pPaths.otc}>
      {ready ? <OrderList as="taker" /> : <SectionLoading />}
    </Page>
  );
}
