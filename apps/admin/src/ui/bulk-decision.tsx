import type { BulkDecisionResult } from "@bourse/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Form, Input, Modal, Space, Typography } from "antd";
import { useState } from "react";
import { request } from "../api/client";
import { useI18n } from "../i18n";
import { notifySuccess } from "./notify";
import { ReasonModal } from "./reason-modal";

/** A review queue's bulk decision: where it is sent and what it changes. */
export interface BulkDecision {
  /** `POST /api{path}` (`/admin/kyc/bulk`, `/admin/deposits/bulk`, `/admin/withdrawals/bulk`) */
  path: string;
  /** the queries the decisions change (the queue's list, users, balances…) */
  invalidate: readonly (readonly unknown[])[];
  /** approving in bulk is offered (rejecting always is) */
  approve?: boolean;
  /** names the bar's buttons and fields: `<testId>-approve`, `<testId>-reject`, … */
  testId: string;
}

type Decision = { action: "approve"; note?: string } | { action: "reject"; reason: string };

/**
 * The bar over a review queue's table once rows are selected: approve them (with an optional note for
 * the audit log) or reject them with one reason. The server decides each on its own; the ones it refused
 * are listed with its message, the others stand.
 */
export function BulkBar({
  bulk,
  ids,
  onDone,
}: {
  bulk: BulkDecision;
  ids: number[];
  /** after the call: the selection is cleared */
  onDone: () => void;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<"approve" | "reject" | null>(null);
  const [result, setResult] = useState<BulkDecisionResult | null>(null);
  const [form] = Form.useForm<{ note?: string }>();
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      request<BulkDecisionResult>(bulk.path, { method: "POST", body: { ids, ...decision } }),
    onSuccess: async (answer) => {
      setAsking(null);
      setResult(answer.failed > 0 ? answer : null);
      notifySuccess(t("bulk.done", { decided: answer.decided, failed: answer.failed }));
      onDone();
      await Promise.all(bulk.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  const failures = result?.results.filter((r) => !r.ok) ?? [];
  return (
    <>
      {failures.length > 0 ? (
        <Alert
          type="warning"
          closable
          onClose={() => setResult(null)}
          style={{ marginBottom: 8 }}
          data-testid={`${bulk.testId}-failures`}
          message={t("bulk.done", { decided: result?.decided ?? 0, failed: result?.failed ?? 0 })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {failures.map((f) => (
                <li key={f.id}>{t("bulk.failedItem", { id: f.id, message: f.message ?? f.code ?? "" })}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {ids.length > 0 ? (
        <Space style={{ marginBottom: 8 }} data-testid={`${bulk.testId}-bar`}>
          <Typography.Text strong>{t("bulk.selected", { count: ids.length })}</Typography.Text>
          {bulk.approve ? (
            <Button
              type="primary"
              onClick={() => setAsking("approve")}
              data-testid={`${bulk.testId}-approve`}
            >
              {t("bulk.approve")}
            </Button>
          ) : null}
          <Button danger onClick={() => setAsking("reject")} data-testid={`${bulk.testId}-reject`}>
            {t("bulk.reject")}
          </Button>
          <Button type="link" onClick={onDone}>
            {t("bulk.clear")}
          </Button>
        </Space>
      ) : null}
      <ReasonModal
        open={asking === "reject"}
        title={t("bulk.rejectTitle", { count: ids.length })}
        help={t("bulk.rejectHelp")}
        pending={decide.isPending}
        onCancel={() => setAsking(null)}
        onSubmit={(reason) => decide.mutate({ action: "reject", reason })}
        testId={`${bulk.testId}-reject`}
      />
      <Modal
        open={asking === "approve"}
        title={t("bulk.approveTitle", { count: ids.length })}
        okButtonProps={{ loading: decide.isPending, "data-testid": `${bulk.testId}-approve-ok` }}
        cancelText={t("common.cancel")}
        onCancel={() => setAsking(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t("bulk.approveHelp")}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={({ note }) =>
            decide.mutate({ action: "approve", ...(note?.trim() ? { note: note.trim() } : {}) })
          }
        >
          <Form.Item name="note" label={t("bulk.note")}>
            <Input.TextArea rows={2} maxLength={200} data-testid={`${bulk.testId}-note`} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
