import {
  App,
  Button,
  Descriptions,
  Flex,
  Input,
  Select,
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
import { Clipped } from "../../../ui/clipped";
import { actionsColumn, when } from "../../../ui/queue-columns";
import { EnabledTag } from "../../../ui/tags";
import { problemText } from "../../contracts/components/form-rules";
import { AMOUNT_DECIMALS, positiveProblem } from "../../contracts/terms-rules";
import { useCurrencies } from "../../currencies/api/currencies";
import {
  type BonusKind,
  type BonusRule,
  type CouponIssue,
  useBonusSettings,
  useSaveBonusRule,
  useTaskCouponIssues,
} from "../api/growth";
import { type BonusRuleDraft, bonusRuleBody, thresholdText } from "../growth-rules";
import { percentText } from "./growth-fields";

/** Rewards and thresholds are in USDT (cash to the spot account, experience funds to their own account). */
const USDT = "USDT";

const kindColor: Record<BonusKind, string> = { cash: "green", experience: "purple" };

/** What a `task` issue gives, in a few words: "20 % off, at most 5 USDT" or "10 USDT". */
function issueTerms(issue: CouponIssue, t: ReturnType<typeof useI18n>["t"]): string {
  if (issue.kind === "bonus") return `${issue.amount ?? "—"} ${issue.currency_name}`;
  const off = t("growth.coupon.rateOff", { percent: percentText(issue.rate) ?? issue.rate ?? "—" });
  return issue.cap
    ? `${off}, ${t("growth.coupon.capOf", { cap: `${issue.cap} ${issue.currency_name}` })}`
    : off;
}

/**
 * The new-user bonus rules: each task's threshold, reward and kind, whether it is offered and the
 * coupon it also gives; the claim window and how long experience funds last. Admins change a rule's
 * reward, take it off, or attach a coupon template (an issue of segment `task`, from the Coupons tab)
 * or none (in the row), for claims from then on.
 */
export function BonusSection() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const mayEdit = useCan("editGrowth");
  const settings = useBonusSettings();
  const currencies = useCurrencies();
  const save = useSaveBonusRule();
  const [draft, setDraft] = useState<BonusRuleDraft | null>(null);
  // the templates are read once a rule is being changed
  const templates = useTaskCouponIssues(draft !== null);
  const decimals = currencies.data?.find((c) => c.name === USDT)?.decimals ?? AMOUNT_DECIMALS;
  const problem = draft ? positiveProblem(draft.reward.trim(), decimals) : null;

  const submit = () => {
    if (!draft || problem) return;
    save.mutate(bonusRuleBody(draft), {
      onSuccess: () => {
        void message.success(t("growth.bonus.saved"));
        setDraft(null);
      },
    });
  };

  const editingRow = (rule: BonusRule) => draft?.id === rule.id;

  /** "None" (0), then each `task` template; the one attached now even when the list does not hold it. */
  const couponOptions = (rule: BonusRule) => {
    const listed = templates.data ?? [];
    const options = [
      { value: 0, label: t("growth.bonus.noCoupon") },
      ...listed.map((issue) => ({
        value: issue.id,
        label: `#${issue.id} ${issue.title} · ${issueTerms(issue, t)} · ${t("growth.coupon.validFor", { days: issue.valid_days })}`,
      })),
    ];
    const attached = rule.coupon_issue_id;
    if (attached !== null && !listed.some((issue) => issue.id === attached))
      options.push({ value: attached, label: `#${attached} ${rule.coupon_title ?? ""}`.trim() });
    return options;
  };

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
    {
      title: t("growth.bonus.coupon"),
      key: "coupon",
      render: (_, rule) =>
        draft && editingRow(rule) ? (
          <Flex vertical gap={2}>
            <Select<number>
              value={draft.coupon}
              onChange={(coupon) => setDraft({ ...draft, coupon })}
              loading={templates.isFetching}
              options={couponOptions(rule)}
              showSearch={{ optionFilterProp: "label" }}
              popupMatchSelectWidth={false}
              style={{ width: 240 }}
              data-testid="growth-bonus-coupon-select"
            />
            {templates.data?.length === 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t("growth.bonus.noTemplates")}
              </Typography.Text>
            )}
          </Flex>
        ) : (
          <span data-testid="growth-bonus-coupon" data-id={rule.coupon_issue_id ?? ""}>
            {rule.coupon_issue_id === null ? (
              <Typography.Text type="secondary">{t("growth.bonus.noCoupon")}</Typography.Text>
            ) : (
              <Clipped text={rule.coupon_title ?? `#${rule.coupon_issue_id}`} width={220} />
            )}
          </span>
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
            onClick={() =>
              setDraft({
                id: rule.id,
                reward: rule.reward,
                enabled: rule.enabled,
                coupon: rule.coupon_issue_id ?? 0,
              })
            }
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
