import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from "antd";
import type { FormInstance } from "antd/es/form";
import { useState } from "react";
import { ApiError } from "../../../api/client";
import { useMe } from "../../../api/operator";
import type { OperatorEntry, Role } from "../../../api/types";
import { type MessageKey, useI18n } from "../../../i18n";
import { formatDateTime } from "../../../ui/format";
import { RoleTag } from "../../../ui/tags";
import {
  type NewOperator,
  useCreateOperator,
  useOperatorList,
  useResetOperatorPassword,
  useSetOperatorDisabled,
  useSetOperatorRole,
} from "../api/operators";

const ROLES: Role[] = ["admin", "reviewer", "support"];
const roleLabel = (role: Role): MessageKey => `role.${role}`;

/** A refusal the server names a field of shows under that field; any other shows as a notice. */
function showRefusal<T>(
  form: FormInstance<T>,
  error: unknown,
  fields: string[],
  notify: (text: string) => void,
) {
  if (error instanceof ApiError && error.field && fields.includes(error.field)) {
    form.setFields([{ name: error.field as never, errors: [error.message] }]);
    return;
  }
  if (error instanceof ApiError && error.code === "ADMIN_OPERATOR_TAKEN") {
    form.setFields([{ name: "username" as never, errors: [error.message] }]);
    return;
  }
  notify(error instanceof Error ? error.message : String(error));
}

/**
 * The console's operators (admins only; docs/admin-operators-api.md): the list with role, state,
 * authenticator and last sign-in; adding an operator, disabling and enabling one (disabling ends its
 * sessions), resetting a password and changing a role, each confirmed first. The server keeps the last
 * active admin and refuses an admin disabling themselves; its refusals show here.
 */
export function OperatorsPage() {
  const { t } = useI18n();
  const { message, modal } = App.useApp();
  const { data: me } = useMe();
  const list = useOperatorList();
  const setDisabled = useSetOperatorDisabled();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<OperatorEntry | null>(null);
  const [changingRole, setChangingRole] = useState<OperatorEntry | null>(null);

  const toggle = (o: OperatorEntry) => {
    const disabling = !o.disabled;
    modal.confirm({
      title: t(disabling ? "operators.disableTitle" : "operators.enableTitle", { username: o.username }),
      content: t(disabling ? "operators.disableText" : "operators.enableText"),
      okText: t(disabling ? "operators.disable" : "operators.enable"),
      okButtonProps: { danger: disabling, "data-testid": "operator-toggle-ok" },
      cancelText: t("common.cancel"),
      onOk: () =>
        setDisabled
          .mutateAsync({ id: o.id, disabled: disabling })
          .then((text) => void message.success(text))
          // the console's notice shows the refusal; the confirmation closes all the same
          .catch(() => undefined),
    });
  };

  const columns: TableColumnsType<OperatorEntry> = [
    {
      title: t("operators.username"),
      dataIndex: "username",
      render: (username: string, o) => (
        <Space size={6}>
          <Typography.Text strong>{username}</Typography.Text>
          {o.id === me?.id && <Tag>{t("operators.you")}</Tag>}
        </Space>
      ),
    },
    { title: t("operators.role"), dataIndex: "role", render: (role: string) => <RoleTag role={role} /> },
    {
      title: t("operators.state"),
      dataIndex: "disabled",
      render: (disabled: boolean) =>
        disabled ? (
          <Tag color="error">{t("operators.disabled")}</Tag>
        ) : (
          <Tag color="success">{t("operators.active")}</Tag>
        ),
    },
    {
      title: t("operators.authenticator"),
      dataIndex: "totp_bound",
      render: (bound: boolean) =>
        bound ? (
          <Tag color="success">{t("security.bound")}</Tag>
        ) : (
          <Tag color="warning">{t("security.notBound")}</Tag>
        ),
    },
    { title: t("operators.created"), dataIndex: "created_at", render: formatDateTime },
    {
      title: t("operators.lastSignIn"),
      dataIndex: "last_sign_in",
      render: (at: string | null) => (at ? formatDateTime(at) : t("operators.never")),
    },
    {
      title: t("common.actions"),
      key: "actions",
      render: (_, o) => (
        <Space size={4} wrap>
          <Button size="small" onClick={() => setChangingRole(o)} data-testid={`operator-${o.username}-role`}>
            {t("operators.changeRole")}
          </Button>
          <Button
            size="small"
            onClick={() => setResetting(o)}
            data-testid={`operator-${o.username}-password`}
          >
            {t("operators.resetPassword")}
          </Button>
          {o.id !== me?.id && (
            <Button
              size="small"
              danger={!o.disabled}
              onClick={() => toggle(o)}
              data-testid={`operator-${o.username}-${o.disabled ? "enable" : "disable"}`}
            >
              {t(o.disabled ? "operators.enable" : "operators.disable")}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t("operators.title")}
      extra={
        <Space>
          <Button onClick={() => list.refetch()} loading={list.isFetching}>
            {t("common.refresh")}
          </Button>
          <Button type="primary" onClick={() => setCreating(true)} data-testid="operator-add">
            {t("operators.add")}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("operators.help")} />
      <Table<OperatorEntry>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isLoading}
        pagination={false}
        data-testid="operators-table"
      />
      <CreateOperatorModal open={creating} onClose={() => setCreating(false)} />
      <ResetPasswordModal operator={resetting} onClose={() => setResetting(null)} />
      <RoleModal operator={changingRole} onClose={() => setChangingRole(null)} />
    </Card>
  );
}

/** The password rule the server holds: 12 characters or more (the server also refuses the demo's). */
function usePasswordRules() {
  const { t } = useI18n();
  return [
    { required: true, message: t("operators.passwordShort") },
    { min: 12, message: t("operators.passwordShort") },
  ];
}

function CreateOperatorModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<NewOperator>();
  const create = useCreateOperator();
  const passwordRules = usePasswordRules();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const submit = (values: NewOperator) =>
    create.mutate(values, {
      onSuccess: () => {
        message.success(t("operators.created.ok", { username: values.username }));
        close();
      },
      onError: (error) => showRefusal(form, error, ["username", "password", "role"], message.error),
    });

  return (
    <Modal
      open={open}
      title={t("operators.add")}
      okText={t("operators.add")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={create.isPending}
      okButtonProps={{ "data-testid": "operator-create-ok" }}
      destroyOnHidden
    >
      <Form<NewOperator>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ role: "support" }}
        onFinish={submit}
      >
        <Form.Item
          name="username"
          label={t("operators.username")}
          extra={t("operators.usernameHelp")}
          rules={[
            {
              required: true,
              pattern: /^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$/,
              message: t("operators.usernameHelp"),
            },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t("operators.password")}
          extra={t("operators.passwordHelp")}
          rules={passwordRules}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="role" label={t("operators.role")} rules={[{ required: true }]}>
          <Radio.Group
            options={ROLES.map((role) => ({ value: role, label: t(roleLabel(role)) }))}
            optionType="button"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ResetPasswordModal({ operator, onClose }: { operator: OperatorEntry | null; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const reset = useResetOperatorPassword();
  const passwordRules = usePasswordRules();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const submit = ({ password }: { password: string }) => {
    if (!operator) return;
    reset.mutate(
      { id: operator.id, password },
      {
        onSuccess: (text) => {
          message.success(text);
          close();
        },
        onError: (error) => showRefusal(form, error, ["password"], message.error),
      },
    );
  };

  return (
    <Modal
      open={operator !== null}
      title={operator ? t("operators.resetTitle", { username: operator.username }) : ""}
      okText={t("operators.resetPassword")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={reset.isPending}
      okButtonProps={{ danger: true, "data-testid": "operator-password-ok" }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t("operators.resetText")}</Typography.Paragraph>
      <Form<{ password: string }> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="password"
          label={t("operators.password")}
          extra={t("operators.passwordHelp")}
          rules={passwordRules}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RoleModal({ operator, onClose }: { operator: OperatorEntry | null; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [role, setRole] = useState<Role | undefined>();
  const change = useSetOperatorRole();
  const chosen = role ?? operator?.role;
  const close = () => {
    setRole(undefined);
    onClose();
  };

  return (
    <Modal
      open={operator !== null}
      title={operator ? t("operators.roleTitle", { username: operator.username }) : ""}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      okButtonProps={{ disabled: !chosen || chosen === operator?.role, "data-testid": "operator-role-ok" }}
      confirmLoading={change.isPending}
      onCancel={close}
      onOk={() => {
        if (!operator || !chosen) return;
        change.mutate(
          { id: operator.id, role: chosen },
          {
            onSuccess: (text) => {
              message.success(text);
              close();
            },
          },
        );
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t("operators.roleText")}</Typography.Paragraph>
      <Select<Role>
        style={{ width: 240 }}
        value={chosen}
        onChange={setRole}
        options={ROLES.map((r) => ({ value: r, label: t(roleLabel(r)) }))}
        aria-label={t("operators.role")}
      />
    </Modal>
  );
}
