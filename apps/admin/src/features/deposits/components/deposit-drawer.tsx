import { App, Button, Descriptions, type DescriptionsProps, Drawer, Flex, Space, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { formatDateTime, orDash } from "../../../ui/format";
import { userHref } from "../../../ui/queue-columns";
import { ReasonModal } from "../../../ui/reason-modal";
import { DepositStateTag } from "../../../ui/tags";
import type { DepositRequest } from "../api/list-deposits";
import { type DepositCredit, useReviewDeposit } from "../api/review-deposit";
import { ApproveDepositModal } from "./approve-modal";
import { Voucher } from "./voucher";

/** One deposit claim: what the user declared, the voucher, and (for admins) the decision. */
export function DepositDrawer({ deposit, onClose }: { deposit: DepositRequest | null; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const mayDecide = useCan("moveFunds");
  const review = useReviewDeposit();
  const [step, setStep] = useState<"approve" | "reject" | null>(null);
  const d = deposit;
  const decidable = d?.state === "review" && mayDecide;

  const decide = (decision: ({ approve: true } & DepositCredit) | { approve: false; reason: string }) =>
    d &&
    review.mutate(
      { id: d.id, ...decision },
      {
        onSuccess: (text) => {
          message.success(text);
          setStep(null);
          onClose();
        },
      },
    );

  const items: DescriptionsProps["items"] = !d
    ? []
    : [
        {
          key: "user",
          label: t("funds.user"),
          span: 2,
          children: <Link to={userHref(d.user_id)}>{`${d.account} (#${d.user_id})`}</Link>,
        },
        {
          key: "amount",
          label: t("deposit.claimed"),
          children: <Amount value={d.amount} currency={d.currency_name} strong />,
        },
        { key: "state", label: t("funds.state"), children: <DepositStateTag state={d.state} /> },
        { key: "currency", label: t("funds.currency"), children: d.currency_name },
        { key: "network", label: t("funds.network"), children: d.network_name },
        { key: "submitted", label: t("funds.submittedAt"), span: 2, children: formatDateTime(d.created_at) },
        ...(d.state === "review"
          ? []
          : [
              { key: "reviewedAt", label: t("funds.reviewedAt"), children: formatDateTime(d.reviewed_at) },
              { key: "reviewedBy", label: t("funds.reviewedBy"), children: orDash(d.reviewed_by) },
            ]),
        ...(d.state === "approved"
          ? [
              {
                key: "credited",
                label: t("deposit.credited"),
                children: <Amount value={d.credited_amount} currency={d.currency_name} strong />,
              },
              { key: "entry", label: t("deposit.entry"), children: orDash(d.entry_id) },
              ...(d.credit_reason
                ? [
                    {
                      key: "creditReason",
                      label: t("deposit.creditReason"),
                      span: 2,
                      children: d.credit_reason,
                    },
                  ]
                : []),
              {
                key: "txid",
                label: t("deposit.approve.txid"),
                span: 2,
                children: d.txid ? <Typography.Text copyable>{d.txid}</Typography.Text> : orDash(null),
              },
            ]
          : []),
        ...(d.state === "rejected"
          ? [{ key: "reason", label: t("funds.rejectReason"), span: 2, children: orDash(d.reject_reason) }]
          : []),
      ];

  const footer = decidable ? (
    <Flex justify="flex-end">
      <Space>
        <Button danger onClick={() => setStep("reject")} disabled={review.isPending}>
          {t("funds.reject")}
        </Button>
        <Button type="primary" onClick={() => setStep("approve")} disabled={review.isPending}>
          {t("deposit.approve")}
        </Button>
      </Space>
    </Flex>
  ) : (
    d?.state === "review" && <Typography.Text type="secondary">{t("funds.adminOnly")}</Typography.Text>
  );

  return (
    <Drawer
      open={d !== null}
      onClose={onClose}
      size={720}
      title={d ? t("deposit.drawerTitle", { id: d.id }) : ""}
      footer={footer || undefined}
      destroyOnHidden
    >
      <Descriptions bordered size="small" column={2} items={items} styles={{ label: { width: 120 } }} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t("deposit.voucher")}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t("deposit.voucherHelp")}
      </Typography.Paragraph>
      {d && <Voucher path={d.voucher} />}
      <ApproveDepositModal
        deposit={step === "approve" ? d : null}
        pending={review.isPending}
        onCancel={() => setStep(null)}
        onConfirm={(credit) => decide({ approve: true, ...credit })}
      />
      <ReasonModal
        open={step === "reject"}
        title={d ? t("deposit.reject.title", { id: d.id }) : ""}
        help={t("deposit.reject.help")}
        pending={review.isPending}
        onCancel={() => setStep(null)}
        onSubmit={(reason) => decide({ approve: false, reason })}
      />
    </Drawer>
  );
}
