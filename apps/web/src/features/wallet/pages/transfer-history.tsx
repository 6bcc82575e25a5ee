import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths";
import { Page } from "../../../ui/page";
import { useTransferHistory } from "../api/get-transfer-history";
import { BillRow } from "../components/bill-row";
import { PagedList } from "../components/paged-list";

/** The bills of the user's transfers between accounts. */
export default function TransferHistoryPage() {
  const { t } = useTranslation();
  const history = useTransferHistory();
  return (
    <Page title={t("wallet.transferHistory")} backTo={paths.transfer}>
      <PagedList
        query={history}
        testId="transfer-records"
        rowKey={(b) => `${b.entry_id}-${b.account}-${b.bucket}`}
        renderRow={(b) => <BillRow bill={b} />}
      />
    </Page>
  );
}
