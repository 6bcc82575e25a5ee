import { Link } from "react-router-dom";
import { earnPaths, withLoanOffer } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import lineStyles from "../../../ui/line.module.css";
import { QueryGate } from "../../../ui/query-gate";
import { EmptyState } from "../../../ui/status";
import { type LoanOffer, useLoanOffers } from "../api/loan";
import { LoanCalculator } from "../components/loan-calculator";
import { OfferSummary } from "../components/loan-parts";
import { accountTile, ProductPage } from "../components/product-page";

/**
 * Collateral loans: the offers open to applications (coin, cycle, daily and annual interest, limits per
 * loan, asset limit), each with its collateral coins (index price, initial LTV, margin call / top-up /
 * liquidation steps) and opening its apply screen; a calculator (interest per day and over the cycle,
 * what to repay, the least collateral); the ways to one's loans and the financial account. Guests may
 * look; borrowing asks them to log in.
 */
export default function LoanPage() {
  const { t } = useEarnTranslation();
  const offers = useLoanOffers();
  return (
    <ProductPage
      title={(t) => t("loan.title")}
      tiles={(t) => [
        {
          to: earnPaths.loanOrder,
          label: t("loan.mine"),
          hint: t("loan.mineHint"),
          testId: "earn-link-loan-orders",
        },
        accountTile(t),
      ]}
      lead={(t) => t("loan.lead")}
    >
      <QueryGate query={offers}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState text={t("loan.empty")} />
          ) : (
            <>
              <ul className={lineStyles.list} data-testid="loan-offers">
                {data.map((offer) => (
                  <OfferCard key={offer.id} offer={offer} />
                ))}
              </ul>
              <LoanCalculator offers={data} />
            </>
          )
        }
      </QueryGate>
    </ProductPage>
  );
}

/** One offer in the list; the whole card opens its apply screen. */
function OfferCard({ offer }: { offer: LoanOffer }) {
  return (
    <li className={lineStyles.item} data-testid="loan-offer" data-id={offer.id} data-days={offer.cycle_days}>
      <Link className={lineStyles.cardLink} to={withLoanOffer(offer.id)}>
        <OfferSummary offer={offer} />
      </Link>
    </li>
  );
}
