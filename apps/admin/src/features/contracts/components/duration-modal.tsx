import { Alert, App, Col, Form, Input, InputNumber, Modal, Row, Switch } from "antd";
import { useI18n } from "../../../i18n";
import { isApprovalPending } from "../../approvals/api/approvals";
import { RiskyTermWarning } from "../../approvals/components/risky-term-warning";
import { type Duration, useSaveDuration } from "../api/seconds-config";
import {
  AMOUNT_DECIMALS,
  PERCENT_DECIMALS,
  percentProblem,
  positiveProblem,
  rangeProblem,
  secondsProblem,
} from "../terms-rules";
import { atLeastRule, checkRule } from "./form-rules";

interface DurationForm {
  seconds: number | null;
  profit_ratio: string;
  min_num: string;
  max_num: string;
  enabled: boolean;
  sort: number | null;
}

/** What the modal edits: an existing duration, or `"new"` to offer another. */
export type DurationTarget = Duration | "new" | null;

const text = (value: string | undefined) => (value ?? "").trim();
const stakeRule = checkRule<string | undefined>(
  (v) => positiveProblem(text(v), AMOUNT_DECIMALS),
  AMOUNT_DECIMALS,
);
const blank: DurationForm = {
  seconds: null,
  profit_ratio: "",
  min_num: "",
  max_num: "",
  enabled: true,
  sort: null,
};

/**
 * Edits a seconds-contract duration (payout rate, stake limits, offered, order) or adds a new one,
 * whose length is then fixed. A refusal from the server shows above the fields.
 */
export function DurationModal({ target, onClose }: { target: DurationTarget; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const save = useSaveDuration();
  const [form] = Form.useForm<DurationForm>();
  const profitRatio = Form.useWatch("profit_ratio", form) as string | undefined;
  const close = () => {
    save.reset();
    onClose();
  };
  const isNew = target === "new";
  const current = target === "new" ? null : target;

  return (
    <Modal
      open={target !== null}
      title={
        isNew
          ? t("contracts.durations.addTitle")
          : current
            ? t("contracts.durations.editTitle", { seconds: current.seconds })
            : ""
      }
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      okButtonProps={{ loading: save.isPending }}
      onCancel={close}
      onOk={() => form.submit()}
      width={560}
      destroyOnHidden
    >
      {target !== null && (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={current ?? blank}
          onFinish={(values) =>
            save.mutate(
              {
                isNew,
                seconds: current?.seconds ?? values.seconds ?? 0,
                profit_ratio: text(values.profit_ratio),
                min_num: text(values.min_num),
                max_num: text(values.max_num),
                enabled: values.enabled,
                ...(values.sort === null || values.sort === undefined ? {} : { sort: values.sort }),
              },
              {
                onSuccess: (done) => {
                  message.success(done);
                  close();
                },
              },
            )
          }
        >
          {save.error && (
            <Alert
              type={isApprovalPending(save.error) ? "warning" : "error"}
              showIcon
              style={{ marginBottom: 16 }}
              title={save.error.message}
            />
          )}
          <RiskyTermWarning value={profitRatio} limit="secondsPayoutPercent" shown={(l) => `${l} %`} />
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item
                name="seconds"
                label={t("contracts.durations.seconds")}
                extra={isNew ? t("contracts.durations.secondsHelp") : undefined}
                rules={isNew ? [checkRule<number | null>(secondsProblem)] : []}
              >
                <InputNumber disabled={!isNew} min={1} max={86_400} precision={0} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="profit_ratio"
                label={t("contracts.durations.profitRatio")}
                extra={t("contracts.durations.profitRatioHelp")}
                rules={[checkRule<string | undefined>((v) => percentProblem(text(v)), PERCENT_DECIMALS)]}
              >
                <Input maxLength={40} inputMode="decimal" autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="min_num" label={t("contracts.durations.minNum")} rules={[stakeRule]}>
                <Input maxLength={40} inputMode="decimal" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="max_num"
                label={t("contracts.durations.maxNum")}
                dependencies={["min_num"]}
                rules={[
                  stakeRule,
                  atLeastRule("min_num", (min, max) => rangeProblem(text(min), text(max), AMOUNT_DECIMALS)),
                ]}
              >
                <Input maxLength={40} inputMode="decimal" autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item
                name="sort"
                label={t("contracts.durations.sort")}
                extra={t("contracts.durations.sortHelp")}
              >
                <InputNumber precision={0} min={-1_000_000} max={1_000_000} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="enabled"
                label={t("contracts.durations.enabled")}
                valuePropName="checked"
                extra={t("contracts.durations.enabledHelp")}
              >
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
    </Modal>
  );
}
