import {
  Alert,
  App,
  Button,
  Empty,
  Flex,
  Input,
  Segmented,
  Space,
  Spin,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from "antd";
import { type HTMLAttributes, useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { Clipped, TwoLines } from "../../../ui/clipped";
import { formatDateTime } from "../../../ui/format";
import { actionsColumn } from "../../../ui/queue-columns";
import { type InviteTree, useInviteTree } from "../api/growth";
import { type TreeRow, treeRows } from "../growth-rules";

const DEPTHS = [1, 2, 3] as const;

const relationColor = { inviter: "purple", self: "blue", invitee: "default" } as const;

/** How many invitees of each level down the answer lists. */
function countsByLevel(tree: InviteTree): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const node of tree.invitees) counts[node.level] = (counts[node.level] ?? 0) + 1;
  return counts;
}

/**
 * A user's invitation tree: its inviters up to level 3 above it, its invitees down to the depth chosen
 * beneath it, each with the king manager and traded marks, when it registered and the rebates its fees
 * paid its inviters (per coin: never summed across coins). The user looked up is `&user=`, the depth
 * `&depth=`; a row opens that user's own tree or the user's page.
 */
export function TreeSection() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const userId = Number(params.get("user")) || null;
  const wantedDepth = Number(params.get("depth"));
  const depth = (DEPTHS as readonly number[]).includes(wantedDepth) ? wantedDepth : 3;
  const tree = useInviteTree(userId, depth);
  const data = tree.data && tree.data.user.id === userId ? tree.data : undefined;
  const rows = useMemo(() => (data ? treeRows(data) : []), [data]);

  const go = (next: { user?: number; depth?: number }) => {
    const search = new URLSearchParams(params);
    search.set("section", "tree");
    if (next.user !== undefined) search.set("user", String(next.user));
    if (next.depth !== undefined) search.set("depth", String(next.depth));
    setParams(search);
  };

  const lookUp = (text: string) => {
    const value = text.trim();
    if (!value) return;
    const id = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1) {
      void message.warning(t("growth.tree.idRule"));
      return;
    }
    go({ user: id });
  };

  const relation = (row: TreeRow) =>
    row.relation === "self"
      ? t("growth.tree.self")
      : t(row.relation === "inviter" ? "growth.tree.inviterLevel" : "growth.tree.inviteeLevel", {
          level: row.level,
        });

  const columns: TableColumnsType<TreeRow> = [
    {
      title: t("growth.tree.user"),
      key: "user",
      render: (_, row) => (
        <TwoLines
          main={
            row.relation === "self" ? (
              <Typography.Text strong>{row.account}</Typography.Text>
            ) : (
              <Clipped text={row.account} width={240} />
            )
          }
          sub={`#${row.id}`}
        />
      ),
    },
    {
      title: t("growth.tree.relation"),
      key: "relation",
      render: (_, row) => <Tag color={relationColor[row.relation]}>{relation(row)}</Tag>,
    },
    {
      title: t("growth.tree.marks"),
      key: "marks",
      render: (_, row) => (
        <Space size={4}>
          {row.king && (
            <Tag color="gold" data-testid="growth-tree-king">
              {t("growth.tree.king")}
            </Tag>
          )}
          {row.traded ? (
            <Tag color="green" data-testid="growth-tree-traded">
              {t("growth.tree.traded")}
            </Tag>
          ) : (
            <Tag>{t("growth.tree.notTraded")}</Tag>
          )}
        </Space>
      ),
    },
    { title: t("growth.tree.registered"), dataIndex: "created_at", render: formatDateTime },
    {
      title: t("growth.tree.rebatesPaid"),
      key: "rebates",
      align: "right",
      render: (_, row) =>
        row.rebates_paid.length === 0 ? (
          "—"
        ) : (
          <Flex vertical align="end">
            {row.rebates_paid.map((r) => (
              <Amount key={r.currency_name} value={r.amount} currency={r.currency_name} />
            ))}
          </Flex>
        ),
    },
    actionsColumn<TreeRow>(t("common.actions"), (row) => (
      <Space size={0}>
        {row.relation !== "self" && (
          <Button
            size="small"
            type="link"
            onClick={() => go({ user: row.id })}
            data-testid="growth-tree-focus"
          >
            {t("growth.tree.showTree")}
          </Button>
        )}
        <Button size="small" type="link" onClick={() => navigate(`${paths.users}?user=${row.id}`)}>
          {t("growth.tree.openUser")}
        </Button>
      </Space>
    )),
  ];

  const counts = data ? countsByLevel(data) : {};

  return (
    <>
      <Typography.Paragraph type="secondary">{t("growth.tree.help")}</Typography.Paragraph>
      <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          key={userId ?? ""}
          defaultValue={userId ?? ""}
          placeholder={t("growth.tree.search")}
          enterButton={t("common.search")}
          inputMode="numeric"
          maxLength={16}
          style={{ width: 280 }}
          onSearch={lookUp}
          data-testid="growth-tree-search"
        />
        <Space size={8}>
          <Typography.Text type="secondary">{t("growth.tree.depth")}</Typography.Text>
          <Segmented<number>
            value={depth}
            onChange={(v) => go({ depth: v })}
            options={DEPTHS.map((d) => ({ value: d, label: t("growth.tree.levels", { n: d }) }))}
            data-testid="growth-tree-depth"
          />
        </Space>
        {data && (
          <Typography.Text type="secondary" data-testid="growth-tree-counts">
            {DEPTHS.filter((d) => d <= depth)
              .map((d) => t("growth.tree.count", { level: d, n: counts[d] ?? 0 }))
              .join(" · ")}
          </Typography.Text>
        )}
      </Flex>
      {userId === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("growth.tree.none")} />
      ) : !data ? (
        tree.isFetching ? (
          <Spin />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={tree.error?.message ?? t("growth.tree.notFound")}
          />
        )
      ) : (
        <>
          {data.truncated && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={t("growth.tree.truncated")}
              data-testid="growth-tree-truncated"
            />
          )}
          <Table<TreeRow>
            // a new tree (another user or depth) opens fully expanded
            key={`${data.user.id}:${depth}`}
            rowKey="key"
            size="small"
            columns={columns}
            dataSource={rows}
            loading={tree.isFetching}
            pagination={false}
            scroll={{ x: "max-content" }}
            expandable={{ defaultExpandAllRows: true }}
            onRow={(row) =>
              ({
                "data-testid": "growth-tree-row",
                "data-id": row.id,
                "data-relation": row.relation,
              }) as HTMLAttributes<HTMLElement>
            }
          />
        </>
      )}
    </>
  );
}
