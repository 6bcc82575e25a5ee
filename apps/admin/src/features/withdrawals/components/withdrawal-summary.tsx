import { Descriptions, Typography } from "antd";
import { type MessageKey, useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import type { WithdrawalRequest } from "../api/list-withdrawals";

const methods: Record<string, MessageKey> = {
  address: "withdrawal.method.address",
  bank: "withdrawal.method.bank",
};

export function useMethodLabel() {
  const { t } = useI18n();
  return (method: string) => {
    const key = methods[method];
    return key ? t(key) : method;
  };
}

/** What a decision on a withdrawal is about: who, how much, the fee, and where it goes. */
export function WithdrawalSummary({ withdrawal: w }: { withdrawal: WithdrawalRequest }) {
  const { t } = useI18n();
  const methodLabel = useMethodLabel();
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      style={{ marginBottom: 16 }}
      styles={{ label: { width: 130 } }}
      items={[
        { key: "user", label: t("funds.user"), children: `${w.account} (#${w.user_id})` },
        {
          key: "amount",
          label: t("funds.amount"),
          children: <Amount value={w.amount} currency={w.currency_name} />,
        },
        {
          key: "fee",
          label: t("withdrawal.fee"),
          children: <Amount value={w.fee} currency={w.currency_name} />,
        },
        {
          key: "receive",
          label: t("withdrawal.receive"),
          children: <Amount value={w.receive} currency={w.currency_name} strong />,
        },
        {
          key: "method",
          label: t("withdrawal.method"),
          children: w.network_name ? `${methodLabel(w.method)} · ${w.network_name}` : methodLabel(w.method),
        },
        {
          key: "destination",
          label: t("withdrawal.destination"),
          children: (
            <Typography.Text code copyable style={{ wordBreak: "break-all" }}>
              {w.destination}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
