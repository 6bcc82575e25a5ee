import { earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { PagedList } from "../../../ui/paged-list";
import { useLoanOffers, useLoans } from "../api/loan";
import { LoanRow } from "../components/loan-row";
import { MineTabsPage } from "../components/mine-page";
import { DEFAULT_LOAN_TAB, type LoanTab, loanTabs } from "../model/loan";

/**
 * One's loans (`?tab=open|ended`): those under review, active or being repaid, with the LTV at the
 * index (read again every few seconds while one is active), the debt, repaying and adding collateral;
 * and those repaid, rejected or liquidated. The user channel refetches them when a loan moves the
 * financial account.
 */
export default function LoanOrderPage() {
  return (
    <MineTabsPage
      title={(t) => t("loan.orders.title")}
      backTo={earnPaths.loan}
      tabs={loanTabs}
      fallback={DEFAULT_LOAN_TAB}
      label={(t, key) => t(`loan.orders.tab.${key}`)}
      testId="loan-tab"
    >
      {(tab) => <Loans tab={tab} />}
    </MineTabsPage>
  );
}

function Loans({ tab }: { tab: LoanTab }) {
  const { t } = useEarnTranslation();
  const offers = useLoanOffers().data ?? [];
  return (
    <PagedList
      query={useLoans(tab)}
      empty={t(`loan.orders.empty.${tab}`)}
      browse={{ label: t("loan.browse"), to: earnPaths.loan }}
      testId={`loan-orders-${tab}`}
      row={(l) => <LoanRow key={l.id} loan={l} offer={offers.find((o) => o.id === l.config_id)} />}
    />
  );
}
