import { App, Button, Descriptions, Drawer, Empty, Popconfirm, Skeleton, Table, Typography } from "antd";
import { useCan } from "../../../api/operator";
import type { AdminUserDetail, KycApplication } from "../../../api/types";
import { useI18n } from "../../../i18n";
import { Clipped } from "../../../ui/clipped";
import { formatDateTime, orDash } from "../../../ui/format";
import { KycLevelTag, KycStateTag, RealStateTag, UserStatusTag, YesNoTag } from "../../../ui/tags";
import { useUserDetail } from "../api/get-user";
import { useSetUserLocked } from "../api/set-user-locked";
import { UserApiKeys } from "./user-api-keys";
import { UserBalances } from "./user-balances";
import { UserBills } from "./user-bills";

type Session = AdminUserDetail["sessions"][number];

/**
 * One user: profile, balances and bills (admin and support), live sessions, verification history,
 * its API keys (revoked with a reason), and Lock / Unlock for support roles.
 */
export function UserDrawer({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const detail = useUserDetail(userId);
  const setLocked = useSetUserLocked();
  const mayLock = useCan("lockUser");
  const maySeeFunds = useCan("funds");
  const user = detail.data?.user;
  const locked = user?.status === "locked";

  const toggleLock = () =>
    user &&
    setLocked.mutate({ id: user.id, locked: !locked }, { onSuccess: (text) => message.success(text) });

  const lockButton = user && mayLock && (
    <Popconfirm
      title={locked ? t("user.unlockConfirmTitle") : t("user.lockConfirmTitle")}
      description={locked ? t("user.unlockConfirm") : t("user.lockConfirm")}
      okText={locked ? t("user.unlock") : t("user.lock")}
      okButtonProps={{ danger: !locked }}
      cancelText={t("common.cancel")}
      onConfirm={toggleLock}
    >
      <Button danger={!locked} loading={setLocked.isPending}>
        {locked ? t("user.unlock") : t("user.lock")}
      </Button>
    </Popconfirm>
  );

  return (
    <Drawer
      open={userId !== null}
      onClose={onClose}
      size={760}
      title={user ? `${t("user.drawerTitle")} #${user.id}` : t("user.drawerTitle")}
      extra={lockButton}
      destroyOnHidden
    >
      {!detail.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={2}
            styles={{ label: { width: 120 } }}
            items={[
              { key: "account", label: t("user.account"), children: detail.data.user.account },
              {
                key: "status",
                label: t("user.status"),
                children: <UserStatusTag status={detail.data.user.status} />,
              },
              { key: "email", label: t("user.email"), children: orDash(detail.data.user.email) },
              {
                key: "mobile",
                label: t("user.mobile"),
                children: detail.data.user.phone
                  ? `+${detail.data.user.area_code ?? ""} ${detail.data.user.phone}`
                  : "—",
              },
              { key: "nickname", label: t("user.nickname"), children: orDash(detail.data.user.nickname) },
              { key: "inviter", label: t("user.inviter"), children: orDash(detail.data.user.inviter_id) },
              {
                key: "kyc",
                label: t("user.kycLevel"),
                children: <KycLevelTag level={detail.data.user.kyc_level} />,
              },
              {
                key: "real",
                label: t("user.realState"),
                children: <RealStateTag value={detail.data.user.real_state} />,
              },
              {
                key: "google",
                label: t("user.google"),
                children: <YesNoTag value={detail.data.user.google_bound} />,
              },
              {
                key: "created",
                label: t("user.createdAt"),
                children: formatDateTime(detail.data.user.created_at),
              },
            ]}
          />
          {maySeeFunds && (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                {t("balance.title")}
              </Typography.Title>
              <UserBalances userId={detail.data.user.id} />
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                {t("bill.title")}
              </Typography.Title>
              <UserBills userId={detail.data.user.id} />
            </>
          )}
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t("apiKey.title")}
          </Typography.Title>
          <UserApiKeys userId={detail.data.user.id} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t("user.sessions")}
          </Typography.Title>
          <Table<Session>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={detail.data.sessions}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("user.noSessions")} />,
            }}
            columns={[
              { title: t("user.session.ip"), dataIndex: "ip", render: orDash },
              {
                title: t("user.session.device"),
                dataIndex: "device",
                render: (device: string) => <Clipped text={device} width={260} />,
              },
              {
                title: t("user.session.created"),
                dataIndex: "created_at",
                width: 160,
                render: formatDateTime,
              },
              {
                title: t("user.session.lastSeen"),
                dataIndex: "last_seen_at",
                width: 160,
                render: formatDateTime,
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t("user.kycHistory")}
          </Typography.Title>
          <Table<KycApplication>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={detail.data.kyc}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("user.noKyc")} />,
            }}
            columns={[
              { title: t("kyc.id"), dataIndex: "id" },
              {
                title: t("kyc.level"),
                dataIndex: "level",
                width: 80,
                render: (l: number) => <KycLevelTag level={l} />,
              },
              {
                title: t("kyc.state"),
                dataIndex: "state",
                width: 100,
                render: (s: string) => <KycStateTag state={s} />,
              },
              { title: t("kyc.name"), dataIndex: "name", render: orDash },
              { title: t("kyc.submittedAt"), dataIndex: "created_at", render: formatDateTime },
              { title: t("kyc.reviewedBy"), dataIndex: "reviewed_by", render: orDash },
              {
                title: t("kyc.rejectReason"),
                dataIndex: "reject_reason",
                render: (reason: string | null) => <Clipped text={reason} width={140} />,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
