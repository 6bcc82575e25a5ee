import {
  App,
  Button,
  Descriptions,
  type DescriptionsProps,
  Drawer,
  Flex,
  Form,
  Input,
  Modal,
  Space,
  Timeline,
  Typography,
} from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { formatDateTime, orDash } from "../../../ui/format";
import { PrivateImage } from "../../../ui/private-image";
import { type P2pOrder, useDecide, useOrderChat, useSayInOrder } from "../api/p2p";

const who = (o: P2pOrder, id: number | null) =>
  id === o.buyer.id ? "buyer" : id === o.seller.id ? "seller" : null;

/** The length of a ruling's reason, once trimmed (as the server accepts). */
const RULING_REASON = { min: 10, max: 500 };

/**
 * One P2P order as an operator deciding its appeal reads it: the parties and sums, the payment proof,
 * the history of its states and the whole chat with pictures. While the order is in appeal any operator
 * writes in its chat as the platform; reviewers and admins release the coin to the buyer or refund it,
 * each in a dialog naming the amount and asking the reason both parties will read.
 */
export function OrderDrawer({ order, onClose }: { order: P2pOrder | null; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const mayDecide = useCan("decideP2p");
  const chat = useOrderChat(order?.id ?? null);
  const decide = useDecide();
  const say = useSayInOrder(order?.id ?? null);
  const [asking, setAsking] = useState<"release" | "refund" | null>(null);
  const [ruling] = Form.useForm<{ reason: string }>();
  const [line, setLine] = useState("");
  const o = order;

  const rule = (reason: string) => {
    if (!o || !asking) return;
    decide.mutate(
      { id: o.id, outcome: asking, reason: reason.trim() },
      {
        onSuccess: () => {
          message.success(t("p2p.order.decided"));
          setAsking(null);
          onClose();
        },
      },
    );
  };

  const sendLine = () => {
    const content = line.trim();
    if (content === "") return;
    say.mutate(content, {
      onSuccess: () => {
        setLine("");
        message.success(t("p2p.order.sent"));
      },
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
        ...(o.ruling
          ? [
              {
                key: "ruling",
                label: t("p2p.order.ruling"),
                span: 2,
                children: (
                  <span data-testid="p2p-ruling">
                    {t(o.ruling.outcome === "release" ? "p2p.order.ruledRelease" : "p2p.order.ruledRefund", {
                      reason: o.ruling.reason,
                    })}{" "}
                    <Typography.Text type="secondary">
                      · #{o.ruling.operator_id} · {formatDateTime(o.ruling.at)}
                    </Typography.Text>
                  </span>
                ),
              },
            ]
          : []),
      ];

  const footer =
    o?.status === "appeal" ? (
      mayDecide ? (
        <Flex justify="flex-end">
          <Space>
            <Button
              danger
              onClick={() => setAsking("refund")}
              disabled={decide.isPending}
              data-testid="p2p-decide-refund"
            >
              {t("p2p.order.refund")}
            </Button>
            <Button
              type="primary"
              onClick={() => setAsking("release")}
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
                  {line.body ? ` — ${line.body}` : ""}
                </Typography.Text>
              ) : (
                <Typography.Text strong={line.from === "platform"}>{line.body}</Typography.Text>
              )}
            </div>
            {line.image ? (
              <PrivateImage path={line.image} alt={t("p2p.order.chat")} width={160} height={120} failed="—" />
            ) : null}
          </div>
        ))}
      </Flex>
      {o?.status === "appeal" ? (
        <Form layout="vertical" style={{ marginTop: 16 }} onFinish={sendLine}>
          <Form.Item label={t("p2p.order.say")} extra={t("p2p.order.sayHelp")}>
            <Input.TextArea
              rows={2}
              maxLength={500}
              value={line}
              onChange={(e) => setLine(e.target.value)}
              data-testid="p2p-operator-line"
            />
          </Form.Item>
          <Button
            htmlType="submit"
            loading={say.isPending}
            disabled={line.trim() === ""}
            data-testid="p2p-operator-send"
          >
            {t("p2p.order.send")}
          </Button>
        </Form>
      ) : null}
      <Modal
        open={asking !== null && o !== null}
        title={t(asking === "release" ? "p2p.order.release" : "p2p.order.refund")}
        okText={t(asking === "release" ? "p2p.order.release" : "p2p.order.refund")}
        okButtonProps={{
          danger: asking === "refund",
          loading: decide.isPending,
          ...{ "data-testid": "p2p-decide-ok" },
        }}
        cancelText={t("common.cancel")}
        onCancel={() => setAsking(null)}
        onOk={() => ruling.submit()}
        destroyOnHidden
      >
        {o ? (
          <Typography.Paragraph data-testid="p2p-decide-summary">
            {t(asking === "release" ? "p2p.order.releaseConfirm" : "p2p.order.refundConfirm", {
              amount: o.number,
              coin: o.currency_name,
              buyer: orDash(o.buyer.email),
            })}
          </Typography.Paragraph>
        ) : null}
        <Form form={ruling} layout="vertical" preserve={false} onFinish={({ reason }) => rule(reason)}>
          <Form.Item
            name="reason"
            label={t("p2p.order.rulingReason")}
            extra={t("p2p.order.rulingHelp")}
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const n = (value ?? "").trim().length;
                  return n >= RULING_REASON.min && n <= RULING_REASON.max
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("p2p.order.rulingRequired")));
                },
              },
            ]}
          >
            <Input.TextArea
              rows={3}
              maxLength={RULING_REASON.max}
              autoFocus
              data-testid="p2p-decide-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
