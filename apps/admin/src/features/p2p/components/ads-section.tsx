import { App, Button, Segmented, Table, type TableColumnsType, Tag } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { TwoLines } from "../../../ui/clipped";
import { formatDateTime } from "../../../ui/format";
import { actionsColumn, when } from "../../../ui/queue-columns";
import { type Ad, useAds, useTakeOffline } from "../api/p2p";

/** Ads online or offline, newest first; admins take one offline (what no order holds goes back). */
export function AdsSection() {
  const { t } = useI18n();
  const { modal, message } = App.useApp();
  const mayEdit = useCan("editP2p");
  const [status, setStatus] = useState<"online" | "offline">("online");
  const ads = useAds(status);
  const offline = useTakeOffline();

  const takeOffline = (ad: Ad) =>
    modal.confirm({
      title: t("p2p.ad.takeOffline"),
      content: t("p2p.ad.offlineConfirm", { id: ad.id }),
      okText: t("p2p.ad.takeOffline"),
      okButtonProps: { danger: true },
      cancelText: t("common.cancel"),
      onOk: () => offline.mutateAsync(ad.id).then(() => void message.success(t("p2p.ad.offlineDone"))),
    });

  const columns: TableColumnsType<Ad> = [
    { title: "#", dataIndex: "id" },
    {
      title: t("p2p.ad.merchant"),
      key: "merchant",
      render: (_, a) => (
        <TwoLines main={a.seller.name} sub={`#${a.seller.id} · ${formatDateTime(a.created_at)}`} />
      ),
    },
    {
      title: t("p2p.ad.side"),
      key: "side",
      render: (_, a) => (
        <Tag color={a.type === "sell" ? "green" : "blue"}>
          {t(`p2p.ad.side.${a.type}`)} {a.currency_name}
        </Tag>
      ),
    },
    {
      title: t("p2p.ad.price"),
      key: "price",
      align: "right",
      render: (_, a) => (
        <TwoLines
          main={<Amount value={a.price} currency={a.coin_code} strong />}
          sub={a.price_type === "float" && a.margin ? t("p2p.ad.float", { margin: a.margin }) : ""}
        />
      ),
    },
    {
      title: t("p2p.ad.left"),
      key: "left",
      align: "right",
      render: (_, a) => `${a.surplus_number} / ${a.total_number} ${a.currency_name}`,
    },
    { title: t("p2p.ad.limits"), key: "limits", render: (_, a) => `${a.min_number} – ${a.max_number}` },
    { title: t("p2p.ad.methods"), dataIndex: "way", render: (way: string[]) => way.join(", ") },
    ...when(
      status === "online" && mayEdit,
      actionsColumn<Ad>(t("common.actions"), (a) => (
        <Button danger size="small" onClick={() => takeOffline(a)} data-testid={`p2p-ad-${a.id}-offline`}>
          {t("p2p.ad.takeOffline")}
        </Button>
      )),
    ),
  ];

  return (
    <>
      <Segmented
        value={status}
        onChange={(v) => setStatus(v as "online" | "offline")}
        options={[
          { value: "online", label: t("p2p.ad.online") },
          { value: "offline", label: t("p2p.ad.offline") },
        ]}
        style={{ marginBottom: 12 }}
      />
      <Table<Ad>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={ads.data}
        loading={ads.isFetching}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("p2p.ad.empty") }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </>
  );
}
