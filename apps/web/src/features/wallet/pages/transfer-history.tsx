import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths";
import { Page } from "../../../ui/page";
import { useTransferHistory } from "../api/get-transfer-history";
import { BillRow } from "../components/bill-row";
import { PagedList } from "../components/paged-list";

/** The user's transfers between accounts: one line each, "Spot → Seconds" and the amount sent. */
export default function TransferHistoryPage() {
  const { t } = useTranslation();
  const history = useTransferHistory();
  return (
    <Page title={t("wallet.transferHistory")} backTo={paths.transfer}>
      <PagedList
        query={history}
        testId="transfer-records"
        rowKey={(b) => b.id}
        renderRow={(b) => <BillRow bill={b} />}
      />
    </Page>
  );
}
