import {
  App,
  Button,
  Descriptions,
  Flex,
  Input,
  Space,
  Spin,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from "antd";
import { type HTMLAttributes, useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { actionsColumn, when } from "../../../ui/queue-columns";
import { EnabledTag } from "../../../ui/tags";
import { problemText } from "../../contracts/components/form-rules";
import { AMOUNT_DECIMALS, positiveProblem } from "../../contracts/terms-rules";
import { useCurrencies } from "../../currencies/api/currencies";
import { type BonusKind, type BonusRule, useBonusSettings, useSaveBonusRule } from "../api/growth";
import { thresholdText } from "../growth-rules";

/** Rewards and thresholds are in USDT (cash to the spot account, experience funds to their own account). */
const USDT = "USDT";

const kindColor: Record<BonusKind, string> = { cash: "green", experience: "purple" };

/** A rule being changed: its reward as typed and whether it is offered. */
interface Draft {
  id: number;
  reward: string;
  enabled: boolean;
}

/**
 * The new-user bonus rules: each task's threshold, reward and kind, and whether it is offered; the
 * claim window and how long experience funds last. Admins change a rule's reward or take it off (in
 * the row), for claims from then on.
 */
export function BonusSection() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const mayEdit = useCan("editGrowth");
  const settings = useBonusSettings();
  const currencies = useCurrencies();
  const save = useSaveBonusRule();
  const [draft, setDraft] = useState<Draft | null>(null);
  const decimals = currencies.data?.find((c) => c.name === USDT)?.decimals ?? AMOUNT_DECIMALS;
  const problem = draft ? positiveProblem(draft.reward.trim(), decimals) : null;

  const submit = () => {
    if (!draft || problem) return;
    save.mutate(
      { id: draft.id, reward: draft.reward.trim(), enabled: draft.enabled },
      {
        onSuccess: () => {
          void message.success(t("growth.bonus.saved"));
          setDraft(null);
        },
      },
    );
  };

  const editingRow = (rule: BonusRule) => draft?.id === rule.id;

  const columns: TableColumnsType<BonusRule> = [
    {
      title: t("growth.bonus.task"),
      dataIndex: "task",
      render: (task: BonusRule["task"]) => t(`growth.task.${task}`),
    },
    {
      title: t("growth.bonus.threshold"),
      key: "threshold",
      align: "right",
      render: (_, rule) => {
        const text = thresholdText(rule.min, rule.strict);
        return text ? `${text} ${USDT}` : "—";
      },
    },
    {
      title: t("growth.bonus.kind"),
      dataIndex: "kind",
      render: (kind: BonusKind) => <Tag color={kindColor[kind]}>{t(`growth.kind.${kind}`)}</Tag>,
    },
    {
      title: t("growth.bonus.reward"),
      key: "reward",
      align: "right",
      render: (_, rule) =>
        draft && editingRow(rule) ? (
          <Flex vertical gap={2} align="end">
            <Input
              value={draft.reward}
              onChange={(e) => setDraft({ ...draft, reward: e.target.value })}
              onPressEnter={submit}
              status={problem ? "error" : undefined}
              inputMode="decimal"
              autoComplete="off"
              autoFocus
              suffix={USDT}
              style={{ width: 180 }}
              data-testid="growth-bonus-reward"
            />
            {problem && (
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {problemText(problem, decimals)}
              </Typography.Text>
            )}
          </Flex>
        ) : (
          <Amount value={rule.reward} currency={USDT} />
        ),
    },
    {
      title: t("growth.bonus.enabled"),
      key: "enabled",
      render: (_, rule) =>
        draft && editingRow(rule) ? (
          <Switch
            checked={draft.enabled}
            onChange={(enabled) => setDraft({ ...draft, enabled })}
            data-testid="growth-bonus-enabled"
          />
        ) : (
          <EnabledTag value={rule.enabled} />
        ),
    },
    ...when(
      mayEdit,
      actionsColumn<BonusRule>(t("common.actions"), (rule) =>
        editingRow(rule) ? (
          <Space size={0}>
            <Button
              size="small"
              type="link"
              onClick={submit}
              disabled={problem !== null}
              loading={save.isPending}
              data-testid="growth-bonus-save"
            >
              {t("common.save")}
            </Button>
            <Button size="small" type="link" onClick={() => setDraft(null)} disabled={save.isPending}>
              {t("common.cancel")}
            </Button>
          </Space>
        ) : (
          <Button
            size="small"
            type="link"
            disabled={draft !== null}
            onClick={() => setDraft({ id: rule.id, reward: rule.reward, enabled: rule.enabled })}
            data-testid="growth-bonus-edit"
          >
            {t("common.edit")}
          </Button>
        ),
      ),
    ),
  ];

  if (!settings.data) return settings.isFetching ? <Spin /> : null;
  return (
    <>
      <Typography.Paragraph type="secondary">{t("growth.bonus.help")}</Typography.Paragraph>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        style={{ marginBottom: 12 }}
        items={[
          {
            key: "claim",
            label: t("growth.bonus.claimDays"),
            children: t("growth.bonus.days", { days: settings.data.claim_days }),
          },
          {
            key: "experience",
            label: t("growth.bonus.experienceDays"),
            children: t("growth.bonus.days", { days: settings.data.experience_days }),
          },
        ]}
      />
      <Table<BonusRule>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={settings.data.rules}
        loading={settings.isFetching}
        pagination={false}
        scroll={{ x: "max-content" }}
        onRow={(rule) =>
          ({
            "data-testid": "growth-bonus-row",
            "data-id": rule.id,
            "data-task": rule.task,
          }) as HTMLAttributes<HTMLElement>
        }
      />
    </>
  );
}
