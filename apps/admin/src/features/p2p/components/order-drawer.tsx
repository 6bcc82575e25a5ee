import {
  App,
  Button,
  Descriptions,
  type DescriptionsProps,
  Drawer,
  Flex,
  Space,
  Timeline,
  Typography,
} from "antd";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { formatDateTime, orDash } from "../../../ui/format";
import { PrivateImage } from "../../../ui/private-image";
import { type P2pOrder, useDecide, useOrderChat } from "../api/p2p";

const who = (o: P2pOrder, id: number | null) =>
  id === o.buyer.id ? "buyer" : id === o.seller.id ? "seller" : null;

/**
 * One P2P order as an operator deciding its appeal reads it: the parties and sums, the payment proof,
 * the history of its states and the whole chat with pictures; reviewers and admins release the coin
 * to the buyer or refund it, each after a confirmation naming the amount.
 */
export function OrderDrawer({ order, onClose }: { order: P2pOrder | null; onClose: () => void }) {
  const { t } = useI18n();
  const { modal, message } = App.useApp();
  const mayDecide = useCan("decideP2p");
  const chat = useOrderChat(order?.id ?? null);
  const decide = useDecide();
  const o = order;

  const ask = (outcome: "release" | "refund") => {
    if (!o) return;
    const params = { amount: o.number, coin: o.currency_name, buyer: orDash(o.buyer.email) };
    modal.confirm({
      title: t(outcome === "release" ? "p2p.order.release" : "p2p.order.refund"),
      content: t(outcome === "release" ? "p2p.order.releaseConfirm" : "p2p.order.refundConfirm", params),
      okText: t(outcome === "release" ? "p2p.order.release" : "p2p.order.refund"),
      okButtonProps: outcome === "refund" ? { danger: true } : {},
      cancelText: t("common.cancel"),
      onOk: () =>
        decide.mutateAsync({ id: o.id, outcome }).then(() => {
          message.success(t("p2p.order.decided"));
          onClose();
        }),
    });
  };

  const party = (role: "buyer" | "seller") => (o ? `${orDash(o[role].email)} (#${o[role].id})` : "");
  const items: DescriptionsProps["items"] = !o
    ? []
    : [
        { key: "buyer", label: t("p2p.order.buyer"), children: party("buyer") },
        { key: "seller", label: t("p2p.order.seller"), children: party("seller") },
        {
          key: "amount",
          label: t("p2p.order.amount"),
          children: <Amount value={o.number} currency={o.currency_name} strong />,
        },
        {
          key: "money",
          label: t("p2p.order.money"),
          children: <Amount value={o.money} currency={o.coin_code} />,
        },
        { key: "status", label: t("p2p.order.status"), children: t(`p2p.order.state.${o.status}`) },
        {
          key: "appealedBy",
          label: t("p2p.order.appealedBy"),
          children: o.appealed_by ? t(`p2p.order.from.${who(o, o.appealed_by) ?? "system"}`) : "—",
        },
        { key: "reason", label: t("p2p.order.reason"), span: 2, children: orDash(o.appeal_reason) },
      ];

  const footer =
    o?.status === "appeal" ? (
      mayDecide ? (
        <Flex justify="flex-end">
          <Space>
            <Button
              danger
              onClick={() => ask("refund")}
              disabled={decide.isPending}
              data-testid="p2p-decide-refund"
            >
              {t("p2p.order.refund")}
            </Button>
            <Button
              type="primary"
              onClick={() => ask("release")}
              disabled={decide.isPending}
              data-testid="p2p-decide-release"
            >
              {t("p2p.order.release")}
            </Button>
          </Space>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t("p2p.order.supportOnly")}</Typography.Text>
      )
    ) : undefined;

  return (
    <Drawer
      open={o !== null}
      onClose={onClose}
      size={760}
      title={o ? t("p2p.order.drawerTitle", { id: o.id }) : ""}
      footer={footer}
      destroyOnHidden
    >
      <Descriptions bordered size="small" column={2} items={items} styles={{ label: { width: 120 } }} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t("p2p.order.proof")}
      </Typography.Title>
      {o ? (
        <PrivateImage
          path={o.proof}
          alt={t("p2p.order.proof")}
          width={320}
          height={220}
          failed={t("p2p.order.noProof")}
          testId="p2p-proof"
        />
      ) : null}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t("p2p.order.history")}
      </Typography.Title>
      <Timeline
        items={(o?.events ?? []).map((e) => ({
          content: `${formatDateTime(e.at)} · ${t(`p2p.order.state.${e.status as "paid"}`)} · ${e.actor}`,
        }))}
      />
      <Typography.Title level={5}>{t("p2p.order.chat")}</Typography.Title>
      <Flex vertical gap={8} data-testid="p2p-chat">
        {(chat.data ?? []).filter((l) => l.kind !== "system").length === 0 ? (
          <Typography.Text type="secondary">{t("p2p.order.noChat")}</Typography.Text>
        ) : null}
        {(chat.data ?? []).map((line) => (
          <div key={line.id}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(line.at)} · {t(`p2p.order.from.${line.from}`)}
            </Typography.Text>
            <div>
              {line.kind === "system" ? (
                <Typography.Text type="secondary">
                  {t(`p2p.order.state.${(line.status ?? "unpaid") as "paid"}`)}
                </Typography.Text>
              ) : (
                <Typography.Text>{line.body}</Typography.Text>
              )}
            </div>
            {line.image ? (
              <PrivateImage path={line.image} alt={t("p2p.order.chat")} width={160} height={120} failed="—" />
            ) : null}
          </div>
        ))}
      </Flex>
    </Drawer>
  );
}
