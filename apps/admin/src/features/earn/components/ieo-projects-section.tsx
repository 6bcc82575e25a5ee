import { App, Avatar, Button, Descriptions, Flex, Progress, Space, type TableColumnsType, Tag } from "antd";
import { Suspense, useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { TwoLines } from "../../../ui/clipped";
import { formatDateTime } from "../../../ui/format";
import { lazyNamed } from "../../../ui/lazy";
import { actionsColumn } from "../../../ui/queue-columns";
import { YesNoTag } from "../../../ui/tags";
import { useCurrencies } from "../../currencies/api/currencies";
import { type IeoProject, type IeoTotals, useCloseIeoProject, useIeoProjects } from "../api/ieo";
import { mayCallOff, shownState } from "../ieo-rules";
import { amountColumn } from "./amount-column";
import type { IeoEditing } from "./ieo-project-form";
import { RecordsTable } from "./records-table";

/** The form (and its date pickers) loads when first opened, outside the console's main chunk. */
const IeoProjectForm = lazyNamed(() => import("./ieo-project-form"), "IeoProjectForm");

const stateColor = {
  scheduled: "default",
  warmup: "gold",
  active: "processing",
  finished: "success",
  closed: "error",
};

/** The allocation's figures, under a settled project's row. */
function Totals({ project: p, totals }: { project: IeoProject; totals: IeoTotals }) {
  const { t } = useI18n();
  const coin = (value: string, currency: string) => <Amount value={value} currency={currency} />;
  return (
    <Descriptions
      size="small"
      column={4}
      items={[
        { key: "demand", label: t("earn.ieo.totals.demand"), children: coin(totals.demand, p.token) },
        {
          key: "allocated",
          label: t("earn.ieo.totals.allocated"),
          children: coin(totals.allocated, p.token),
        },
        {
          key: "remainder",
          label: t("earn.ieo.totals.remainder"),
          children: coin(totals.remainder, p.token),
        },
        {
          key: "oversubscribed",
          label: t("earn.ieo.totals.oversubscribed"),
          children: <YesNoTag value={totals.oversubscribed} />,
        },
        {
          key: "subscribed",
          label: t("earn.ieo.totals.subscribed"),
          children: coin(totals.subscribed, p.pay_currency_name),
        },
        { key: "paid", label: t("earn.ieo.totals.paid"), children: coin(totals.paid, p.pay_currency_name) },
        {
          key: "refunded",
          label: t("earn.ieo.totals.refunded"),
          children: coin(totals.refunded, p.pay_currency_name),
        },
      ]}
    />
  );
}

/**
 * IEO projects with their windows, state and subscriptions; admins create them, change their terms
 * (only the presentation once subscriptions have opened) and call them off before the allocation.
 */
export function IeoProjectsSection({ onSubscriptions }: { onSubscriptions: (projectId: number) => void }) {
  const { t } = useI18n();
  const { modal, message } = App.useApp();
  const mayEdit = useCan("editEarn");
  const projects = useIeoProjects();
  const closeProject = useCloseIeoProject();
  const [editing, setEditing] = useState<IeoEditing | null>(null);
  /** The form stays mounted once loaded, so it closes with its animation. */
  const [formLoaded, setFormLoaded] = useState(false);
  const edit = (project: IeoProject | null) => {
    setFormLoaded(true);
    setEditing({ project });
  };
  // the form's payment coins, in the cache by the time it opens
  useCurrencies();
  const now = Date.now();

  const askClose = (p: IeoProject) =>
    modal.confirm({
      title: t("earn.ieo.closeTitle", { name: p.name }),
      content: t("earn.ieo.closeConfirm", {
        subscribers: p.subscribers,
        amount: `${p.subscribed} ${p.pay_currency_name}`,
        token: p.token,
      }),
      okText: t("earn.ieo.close"),
      okButtonProps: { danger: true, "data-testid": "ieo-close-confirm" },
      cancelText: t("common.cancel"),
      onOk: () => closeProject.mutateAsync(p.id).then(() => void message.success(t("earn.ieo.closed"))),
    });

  const columns: TableColumnsType<IeoProject> = [
    { title: "#", dataIndex: "id", width: 56 },
    {
      title: t("earn.ieo.project"),
      key: "project",
      render: (_, p) => (
        <Flex gap={8} align="center">
          <Avatar src={p.logo || undefined} size="small">
            {p.token.slice(0, 1)}
          </Avatar>
          <TwoLines main={p.name} sub={p.token} />
        </Flex>
      ),
    },
    amountColumn<IeoProject>(t("earn.ieo.field.price"), "price", "pay_currency_name"),
    amountColumn<IeoProject>(t("earn.ieo.field.supply"), "supply", "token"),
    {
      title: t("earn.ieo.windows"),
      key: "windows",
      render: (_, p) => (
        <TwoLines
          main={`${formatDateTime(p.start_at)} → ${formatDateTime(p.end_at)}`}
          sub={t("earn.ieo.unlockAt", { at: formatDateTime(p.unlock_at) })}
        />
      ),
    },
    {
      title: t("earn.ieo.state"),
      key: "state",
      render: (_, p) => {
        const state = shownState(p, now);
        return (
          <Space size={4} wrap>
            <Tag color={stateColor[state]} data-testid="ieo-project-status" data-status={state}>
              {t(`earn.ieo.status.${state}`)}
            </Tag>
            {p.settled && <Tag color="green">{t("earn.ieo.settled")}</Tag>}
            {p.released && <Tag color="green">{t("earn.ieo.released")}</Tag>}
          </Space>
        );
      },
    },
    {
      title: t("earn.ieo.progress"),
      key: "progress",
      width: 140,
      render: (_, p) => (
        <Progress
          percent={Math.min(Number(p.progress) || 0, 100)}
          format={() => `${p.progress}%`}
          size="small"
          status={p.status === "closed" ? "exception" : "normal"}
        />
      ),
    },
    {
      title: t("earn.ieo.subscribed"),
      key: "subscribed",
      align: "right",
      render: (_, p) => (
        <TwoLines
          main={<Amount value={p.subscribed} currency={p.pay_currency_name} />}
          sub={t("earn.ieo.subscribers", { count: p.subscribers })}
        />
      ),
    },
    actionsColumn<IeoProject>(t("common.actions"), (p) => (
      <Space size={0}>
        {mayEdit && (
          <Button size="small" type="link" onClick={() => edit(p)} data-testid="ieo-edit">
            {t("common.edit")}
          </Button>
        )}
        {mayEdit && mayCallOff(p) && (
          <Button size="small" type="link" danger onClick={() => askClose(p)} data-testid="ieo-close">
            {t("earn.ieo.close")}
          </Button>
        )}
        <Button
          size="small"
          type="link"
          onClick={() => onSubscriptions(p.id)}
          data-testid="ieo-subscriptions"
        >
          {t("earn.section.subscriptions")}
        </Button>
      </Space>
    )),
  ];

  return (
    <>
      <RecordsTable<IeoProject>
        help={t("earn.ieo.help")}
        add={mayEdit ? { label: t("earn.ieo.new"), onClick: () => edit(null), testId: "ieo-new" } : null}
        records={projects}
        columns={columns}
        rowProps={(p) => ({ "data-testid": "ieo-project-row", "data-project": p.id })}
        expandable={{
          rowExpandable: (p) => p.totals !== null,
          expandedRowRender: (p) => p.totals && <Totals project={p} totals={p.totals} />,
        }}
      />
      {formLoaded && (
        <Suspense fallback={null}>
          <IeoProjectForm editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
