import CapsuleTabs from "antd-mobile/es/components/capsule-tabs";
import { earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import lineStyles from "../../../ui/line.module.css";
import { QueryGate } from "../../../ui/query-gate";
import { QueryTabs, useQueryChoice } from "../../../ui/query-tabs";
import { EmptyState } from "../../../ui/status";
import { type DualIndex, useDualProducts } from "../api/dual";
import { DualCard } from "../components/dual-card";
import { ProductPage } from "../components/product-page";
import { DEFAULT_DUAL_TYPE, type DualType, dualTypes, pairChoice } from "../model/dual";

/**
 * Dual investment (`?pair=<currency id>&type=call|put`): the products open to purchase of a pair (its
 * base coin) and a type, sell high by default; each with its APR, linked price, term, maturity, the
 * index price and the shares left, opening its purchase screen. The ways to one's investments and to
 * the rules. Guests may look; buying asks them to log in.
 */
export default function DualPage() {
  const { t } = useEarnTranslation();
  const [type, setType] = useQueryChoice("type", dualTypes, DEFAULT_DUAL_TYPE);
  const products = useDualProducts();
  return (
    <ProductPage
      title={(t) => t("dual.title")}
      tiles={(t) => [
        {
          to: earnPaths.dualMine,
          label: t("dual.mine"),
          hint: t("dual.mineHint"),
          testId: "earn-link-dual-mine",
        },
        {
          to: earnPaths.dualHelp,
          label: t("dual.howItWorks"),
          hint: t("dual.howItWorksHint"),
          testId: "dual-link-help",
        },
      ]}
      lead={(t) => t("dual.lead")}
    >
      <QueryGate query={products}>
        {(index) =>
          index.pairs.length === 0 ? (
            <EmptyState text={t("dual.none")} />
          ) : (
            <Products index={index} type={type} setType={setType} />
          )
        }
      </QueryGate>
    </ProductPage>
  );
}

/** The pair selector, the type tabs and the products of the pair and type chosen. */
function Products({
  index,
  type,
  setType,
}: {
  index: DualIndex;
  type: DualType;
  setType: (type: string) => void;
}) {
  const { t } = useEarnTranslation();
  const [wanted, setPair] = useQueryChoice(
    "pair",
    index.pairs.map((p) => String(p.currency_id)),
    "",
  );
  const pairId = pairChoice(index.pairs, wanted);
  const shown = index.data.filter((p) => p.currency_id === pairId && p.type === type);
  const first = index.data.find((p) => p.currency_id === pairId);
  return (
    <>
      <CapsuleTabs activeKey={pairId === null ? null : String(pairId)} onChange={setPair}>
        {index.pairs.map((p) => (
          <CapsuleTabs.Tab
            key={p.currency_id}
            title={<span data-testid={`dual-pair-${p.currency_name}`}>{p.currency_name}</span>}
          />
        ))}
      </CapsuleTabs>
      <QueryTabs
        keys={dualTypes}
        active={type}
        onChange={setType}
        label={(key) => t(`dual.type.${key}`)}
        testId="dual-tab"
      />
      {first ? (
        <p className={lineStyles.lead}>
          {t(`dual.typeLead.${type}`, { base: first.currency_name, quote: first.legal_name })}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState text={t("dual.empty")} />
      ) : (
        <ul className={lineStyles.list} data-testid={`dual-products-${type}`}>
          {shown.map((p) => (
            <DualCard key={p.id} product={p} />
          ))}
        </ul>
      )}
    </>
  );
}
