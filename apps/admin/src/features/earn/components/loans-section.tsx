import { App, Button, Popconfirm, Segmented, Space, type TableColumnsType, Tag, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { TwoLines } from "../../../ui/clipped";
import { decimalSign } from "../../../ui/decimal";
import { actionsColumn, when } from "../../../ui/queue-columns";
import { ReasonModal } from "../../../ui/reason-modal";
import {
  LOAN_STATES,
  type Loan,
  type LoanAction,
  type LoanState,
  useLoanAction,
  useLoans,
} from "../api/loan";
import { amountColumn } from "./amount-column";
import { RecordsTable, userColumn } from "./records-table";

const stateColor = {
  review: "gold",
  active: "processing",
  repaying: "purple",
  repaid: "success",
  rejected: "default",
  liquidated: "error",
} as const;

const stepColor = { ok: "default", margin_call: "gold", top_up: "orange", liquidate: "red" } as const;

/** A row's button that asks first: the Popconfirm's OK button is `<testId>-ok`. */
function ConfirmButton({
  title,
  description,
  okText,
  testId,
  danger,
  onConfirm,
}: {
  title: string;
  description: string;
  okText: string;
  testId: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useI18n();
  return (
    <Popconfirm
      title={title}
      description={<div style={{ maxWidth: 320 }}>{description}</div>}
      okText={okText}
      cancelText={t("common.cancel")}
      okButtonProps={{ danger, "data-testid": `${testId}-ok` }}
      onConfirm={onConfirm}
    >
      <Button size="small" type="link" danger={danger} data-testid={testId}>
        {okText}
      </Button>
    </Popconfirm>
  );
}

/** The liquidation of a loan: the index tick the collateral was sold at, over the venue's shortfall. */
function Liquidation({ loan: l }: { loan: Loan }) {
  const { t } = useI18n();
  if (l.liq_seq === null) return <>—</>;
  const tick = t("earn.loan.liqTick", { seq: l.liq_seq, price: `${l.liq_price ?? "—"} ${l.currency_name}` });
  if (decimalSign(l.shortfall ?? "") <= 0) return <>{tick}</>;
  return (
    <TwoLines
      main={tick}
      sub={
        <Typography.Text type="danger">
          {t("earn.loan.shortfall", { amount: `${l.shortfall} ${l.currency_name}` })}
        </Typography.Text>
      }
    />
  );
}

/**
 * The latest loans of every user, in one state or all: terms, collateral, interest charged, the debt
 * and LTV of open loans, and how a liquidated one was sold. Admins approve or reject applications
 * under review and confirm or refuse repayments waiting for them.
 */
export function LoansSection() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const mayDecide = useCan("editEarn");
  const [state, setState] = useState<LoanState | null>(null);
  const loans = useLoans(state);
  const act = useLoanAction();
  const [rejecting, setRejecting] = useState<Loan | null>(null);

  /** Posts `action`; a refusal shows as the console's notice (the confirmation then closes all the same). */
  const run = (loan: Loan, action: LoanAction, reason?: string) =>
    act
      .mutateAsync({ id: loan.id, action, reason })
      .then(() => {
        message.success(t(`earn.loan.done.${action}`, { id: loan.id }));
        return true;
      })
      .catch(() => false);

  const actions = (l: Loan): ReactNode => {
    const owed = `${l.amount} ${l.currency_name}`;
    if (l.state === "review")
      return (
        <Space size={0}>
          <ConfirmButton
            title={t("earn.loan.approveTitle", { id: l.id })}
            description={t("earn.loan.approveConfirm", { amount: owed })}
            okText={t("earn.loan.approve")}
            testId="loan-approve"
            onConfirm={() => run(l, "approve")}
          />
          <Button size="small" type="link" danger onClick={() => setRejecting(l)} data-testid="loan-reject">
            {t("earn.loan.reject")}
          </Button>
        </Space>
      );
    if (l.state === "repaying")
      return (
        <Space size={0}>
          <ConfirmButton
            title={t("earn.loan.repayConfirmTitle", { id: l.id })}
            description={t("earn.loan.repayConfirmText", {
              collateral: `${l.collateral} ${l.collateral_currency_name}`,
            })}
            okText={t("earn.loan.repayConfirm")}
            testId="loan-repay-confirm"
            onConfirm={() => run(l, "repay/confirm")}
          />
          <ConfirmButton
            title={t("earn.loan.repayRefuseTitle", { id: l.id })}
            description={t("earn.loan.repayRefuseText")}
            okText={t("earn.loan.repayRefuse")}
            testId="loan-repay-refuse"
            danger
            onConfirm={() => run(l, "repay/refuse")}
          />
        </Space>
      );
    return null;
  };

  const columns: TableColumnsType<Loan> = [
    { title: "#", dataIndex: "id", width: 64 },
    userColumn<Loan>(t("earn.order.user")),
    amountColumn<Loan>(t("earn.loan.amount"), "amount", "currency_name"),
    amountColumn<Loan>(t("earn.loan.collateral"), "collateral", "collateral_currency_name"),
    {
      title: t("earn.loan.cycle"),
      dataIndex: "cycle_days",
      align: "right",
      render: (days: number) => t("earn.loan.cycleDays", { days }),
    },
    {
      title: t("earn.loan.state"),
      key: "state",
      render: (_, l) => (
        <Space size={4} wrap>
          <Tag color={stateColor[l.state]} data-testid="loan-state" data-state={l.state}>
            {t(`earn.loan.state.${l.state}`)}
          </Tag>
          {l.step !== "ok" && (
            <Tag color={stepColor[l.step]} data-testid="loan-step" data-step={l.step}>
              {t(`earn.loan.step.${l.step}`)}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: t("earn.loan.term"),
      key: "term",
      render: (_, l) => (l.start_day === null ? "—" : `${l.start_day} → ${l.due_day ?? "—"}`),
    },
    amountColumn<Loan>(t("earn.loan.interest"), "interest", "currency_name"),
    {
      title: t("earn.loan.debtLtv"),
      key: "debt",
      align: "right",
      render: (_, l) =>
        l.debt === null ? (
          "—"
        ) : (
          <TwoLines
            main={<Amount value={l.debt} currency={l.currency_name} />}
            sub={l.ltv === null ? t("earn.loan.ltvUnknown") : t("earn.loan.ltvNow", { ltv: l.ltv })}
          />
        ),
    },
    { title: t("earn.loan.liquidation"), key: "liquidation", render: (_, l) => <Liquidation loan={l} /> },
    ...when(mayDecide, actionsColumn<Loan>(t("common.actions"), actions)),
  ];

  return (
    <>
      <RecordsTable<Loan>
        help={t("earn.loan.help")}
        filter={
          <Segmented<LoanState | "all">
            value={state ?? "all"}
            onChange={(v) => setState(v === "all" ? null : v)}
            options={[
              { value: "all", label: t("earn.loan.allStates") },
              ...LOAN_STATES.map((s) => ({ value: s, label: t(`earn.loan.state.${s}`) })),
            ]}
            data-testid="loan-state-filter"
          />
        }
        records={loans}
        columns={columns}
        rowProps={(l) => ({ "data-testid": "loan-row", "data-loan": l.id })}
      />
      <ReasonModal
        open={rejecting !== null}
        title={rejecting ? t("earn.loan.rejectTitle", { id: rejecting.id }) : ""}
        help={t("earn.loan.rejectHelp")}
        pending={act.isPending}
        testId="loan-reject"
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) =>
          rejecting &&
          // the borrower reads it on one line
          void run(rejecting, "reject", reason.replace(/\s+/g, " ")).then(
            (done) => done && setRejecting(null),
          )
        }
      >
        {rejecting && (
          <Typography.Paragraph>
            {t("earn.loan.rejectSummary", {
              amount: `${rejecting.amount} ${rejecting.currency_name}`,
              collateral: `${rejecting.collateral} ${rejecting.collateral_currency_name}`,
            })}
          </Typography.Paragraph>
        )}
      </ReasonModal>
    </>
  );
}
