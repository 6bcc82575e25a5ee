import { Alert, App, Form, type FormInstance, Modal } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { ApiError } from "../../../api/client";
import { useI18n } from "../../../i18n";
import { isApprovalPending } from "../../approvals/api/approvals";
import { checkRule } from "../../contracts/components/form-rules";
import { positiveProblem } from "../../contracts/terms-rules";

/** A decimal above zero with at most `decimals` places (a price, a supply, a per-user limit). */
export const amountRule = (decimals: number) =>
  checkRule<string | undefined>((v) => positiveProblem((v ?? "").trim(), decimals), decimals);

/** The test id of a form's field: `<prefix>-field-<name>`. */
export const fieldTestId = (prefix: string) => (name: string) => ({
  "data-testid": `${prefix}-field-${name}`,
});

/** What `onSave` resolves to when nothing was saved (the operator cancelled a confirmation): the form stays open. */
export const NOT_SAVED = Symbol("not saved");

/**
 * The modal form of an earn product's terms (a lock plan, an IEO project, a dual product). Each
 * opening (a new `values`; null closes it) shows those values. Saving closes it with `saved`; a
 * refusal shows on the field the server names when the form has it (ApiError.field), else above the
 * fields. `testId` names the form (`<testId>-form`) and its Save button (`<testId>-save`); `okText`
 * renames that button (e.g. "Issue"). `onSave` may resolve to NOT_SAVED to keep the form open quietly.
 */
export function FormModal<V extends object>({
  form,
  values,
  title,
  saved,
  onSave,
  onClose,
  testId,
  width,
  okText,
  children,
}: {
  form: FormInstance<V>;
  values: Partial<V> | null;
  title: ReactNode;
  saved: string;
  onSave: (values: V) => Promise<unknown>;
  onClose: () => void;
  testId?: string;
  width?: number;
  okText?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [pending, setPending] = useState(false);
  /** a refusal no field of the form stands for */
  const [refusal, setRefusal] = useState<string | null>(null);

  // the form instance outlives the modal: each opening starts from the values it was opened with
  useEffect(() => {
    if (!values) return;
    setRefusal(null);
    form.resetFields();
    form.setFieldsValue(values as Parameters<FormInstance<V>["setFieldsValue"]>[0]);
  }, [values, form]);

  const submit = (input: V) => {
    setPending(true);
    setRefusal(null);
    onSave(input)
      .then((result) => {
        if (result === NOT_SAVED) return;
        message.success(saved);
        onClose();
      })
      .catch((error: unknown) => {
        // kept as a request for a second operator: nothing to correct here, the form closes
        if (isApprovalPending(error)) {
          const text = (error as Error).message;
          message.warning({ content: text, key: `warn:${text}` });
          onClose();
          return;
        }
        const field = error instanceof ApiError ? error.field : undefined;
        if (field !== undefined && form.getFieldsError().some((f) => f.name.join(".") === field)) {
          form.setFields([{ name: field as never, errors: [(error as Error).message] }]);
          form.scrollToField(field);
        } else setRefusal(error instanceof Error ? error.message : String(error));
      })
      .finally(() => setPending(false));
  };

  return (
    <Modal
      open={values !== null}
      title={title}
      okText={okText ?? t("common.save")}
      cancelText={t("common.cancel")}
      okButtonProps={{ loading: pending, ...(testId && { "data-testid": `${testId}-save` }) }}
      onCancel={onClose}
      onOk={() => form.submit()}
      width={width}
      destroyOnHidden
    >
      {values && (
        <Form<V>
          form={form}
          layout="vertical"
          preserve={false}
          data-testid={testId && `${testId}-form`}
          onFinish={submit}
          disabled={pending}
        >
          {refusal && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={refusal} />}
          {children}
        </Form>
      )}
    </Modal>
  );
}
