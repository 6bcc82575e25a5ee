import { Alert, Descriptions, Modal } from "antd";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import type { DepositRequest } from "../api/list-deposits";

/** Confirms a credit with what will move: to whom, how much of what, over which network. */
export function ApproveDepositModal({
  deposit,
  pending,
  onCancel,
  onConfirm,
}: {
  deposit: DepositRequest | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      open={deposit !== null}
      title={t("deposit.approve.title")}
      okText={t("deposit.approve.ok")}
      okButtonProps={{ loading: pending }}
      cancelText={t("common.cancel")}
      onCancel={onCancel}
      onOk={onConfirm}
      destroyOnHidden
    >
      {deposit && (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            styles={{ label: { width: 120 } }}
            items={[
              {
                key: "user",
                label: t("funds.user"),
                children: `${deposit.account} (#${deposit.user_id})`,
              },
              {
                key: "amount",
                label: t("funds.amount"),
                children: <Amount value={deposit.amount} currency={deposit.currency_name} strong />,
              },
              { key: "currency", label: t("funds.currency"), children: deposit.currency_name },
              { key: "network", label: t("funds.network"), children: deposit.network_name },
            ]}
          />
          <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t("deposit.approve.confirm")} />
        </>
      )}
    </Modal>
  );
}
