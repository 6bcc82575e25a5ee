import { Button, type TableColumnsType, Typography } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { actionsColumn, when } from "../../../ui/queue-columns";
import { EnabledTag, YesNoTag } from "../../../ui/tags";
import { useLeverTerms } from "../../contracts/api/lever-terms";
import { type LoanCollateral, type LoanConfig, useLoanTerms } from "../api/loan";
import { amountColumn, percentColumn } from "./amount-column";
import { LoanCollateralForm } from "./loan-collateral-form";
import { type LoanConfigEditing, LoanConfigForm } from "./loan-config-form";
import { RecordsTable } from "./records-table";

/** A collateral coin as a row of the table, keyed by its currency. */
type CollateralRow = LoanCollateral & { id: number };

/** An Edit button of a row, for admins. */
const editButton = (label: string, testId: string, onClick: () => void) => (
  <Button size="small" type="link" onClick={onClick} data-testid={testId}>
    {label}
  </Button>
);

/**
 * Collateral loans' terms: the offers (a coin lent for a cycle at a daily rate, with the limits of one
 * loan and of the borrower's assets, and when an operator reviews) and the collateral coins with the
 * market valuing them and their LTV steps. Admins create and change offers and change the coins'
 * steps; loans keep the terms they were made under.
 */
export function LoanTermsSection() {
  const { t } = useI18n();
  const mayEdit = useCan("editEarn");
  const terms = useLoanTerms();
  const markets = useLeverTerms();
  const [editing, setEditing] = useState<LoanConfigEditing | null>(null);
  const [collateral, setCollateral] = useState<LoanCollateral | null>(null);
  const perDay = t("earn.loan.perDay");
  const symbolOf = (marketId: number) =>
    markets.data?.find((m) => m.market_id === marketId)?.symbol ?? `#${marketId}`;

  const configColumns: TableColumnsType<LoanConfig> = [
    { title: "#", dataIndex: "id", width: 56 },
    { title: t("earn.loan.coin"), dataIndex: "currency_name" },
    {
      title: t("earn.loan.cycle"),
      dataIndex: "cycle_days",
      align: "right",
      render: (days: number) => t("earn.loan.cycleDays", { days }),
    },
    percentColumn<LoanConfig>(t("earn.loan.field.daily_rate"), "daily_rate", perDay),
    percentColumn<LoanConfig>(t("earn.loan.field.overdue_rate"), "overdue_rate", perDay),
    {
      title: t("earn.loan.limits"),
      key: "limits",
      align: "right",
      render: (_, c) => `${c.min_amount} – ${c.max_amount} ${c.currency_name}`,
    },
    {
      title: t("earn.loan.field.asset_limit"),
      dataIndex: "asset_limit",
      align: "right",
      render: (v: string) => `× ${v}`,
    },
    amountColumn<LoanConfig>(t("earn.loan.field.auto_approve_below"), "auto_approve_below", "currency_name"),
    {
      title: t("earn.loan.field.confirm_repay"),
      dataIndex: "confirm_repay",
      render: (v: boolean) => <YesNoTag value={v} />,
    },
    { title: t("earn.loan.enabled"), dataIndex: "enabled", render: (v: boolean) => <EnabledTag value={v} /> },
    ...when(
      mayEdit,
      actionsColumn<LoanConfig>(t("common.actions"), (c) =>
        editButton(t("common.edit"), "loan-config-edit", () => setEditing({ config: c })),
      ),
    ),
  ];

  const collateralColumns: TableColumnsType<CollateralRow> = [
    { title: t("earn.loan.coin"), dataIndex: "currency_name" },
    { title: t("earn.loan.market"), dataIndex: "market_id", render: (id: number) => symbolOf(id) },
    percentColumn<CollateralRow>(t("earn.loan.field.initial_ltv"), "initial_ltv"),
    percentColumn<CollateralRow>(t("earn.loan.field.margin_call"), "margin_call"),
    percentColumn<CollateralRow>(t("earn.loan.field.top_up"), "top_up"),
    percentColumn<CollateralRow>(t("earn.loan.field.liquidate"), "liquidate"),
    { title: t("earn.loan.enabled"), dataIndex: "enabled", render: (v: boolean) => <EnabledTag value={v} /> },
    ...when(
      mayEdit,
      actionsColumn<CollateralRow>(t("common.actions"), (k) =>
        editButton(t("common.edit"), "loan-collateral-edit", () => setCollateral(k)),
      ),
    ),
  ];

  const collaterals = {
    data: terms.data?.collaterals.map((k): CollateralRow => ({ ...k, id: k.currency_id })),
    isFetching: terms.isFetching,
  };

  return (
    <>
      <Typography.Title level={5}>{t("earn.loan.offers")}</Typography.Title>
      <RecordsTable<LoanConfig>
        help={t("earn.loan.offersHelp")}
        add={
          mayEdit
            ? {
                label: t("earn.loan.configNew"),
                onClick: () => setEditing({ config: null }),
                testId: "loan-config-new",
              }
            : null
        }
        records={{ data: terms.data?.configs, isFetching: terms.isFetching }}
        columns={configColumns}
        rowProps={(c) => ({ "data-testid": "loan-config-row", "data-config": c.id })}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t("earn.loan.collaterals")}
      </Typography.Title>
      <RecordsTable<CollateralRow>
        help={t("earn.loan.collateralsHelp")}
        records={collaterals}
        columns={collateralColumns}
        rowProps={(k) => ({ "data-testid": "loan-collateral-row", "data-currency": k.currency_id })}
      />
      <LoanConfigForm editing={editing} onClose={() => setEditing(null)} />
      <LoanCollateralForm collateral={collateral} onClose={() => setCollateral(null)} />
    </>
  );
}
