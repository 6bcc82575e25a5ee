import { App, Button, Descriptions, Drawer, Empty, Input, Modal, Skeleton, Space, Table, Tabs } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import type { KycApplication } from "../../../api/types";
import { useI18n } from "../../../i18n";
import { Clipped } from "../../../ui/clipped";
import { formatDateTime, orDash } from "../../../ui/format";
import { KycLevelTag, KycStateTag, RealStateTag, UserStatusTag, YesNoTag } from "../../../ui/tags";
import { useUserDetail } from "../api/get-user";
import { useSetUserLocked } from "../api/set-user-locked";
import { UserApiKeys } from "./user-api-keys";
import { UserBalances } from "./user-balances";
import { UserBills } from "./user-bills";
import { ResetAuthenticator, UserNotes, UserTags } from "./user-care";
import {
  UserCopy,
  UserDeposits,
  UserLogins,
  UserP2pOrders,
  UserPositionsTab,
  UserSessions,
  UserSpotOrders,
  UserWithdrawals,
} from "./user-records";

/**
 * One user, a tab each (each tab's list is fetched when first opened): profile, verification history,
 * balances and bills (admin and support), deposits, withdrawals, spot orders, positions (perpetual and
 * seconds), P2P orders, copy relations, live sessions (each ended on its own), sign-ins, API keys, operators'
 * notes; tags and the authenticator reset on the profile; and Lock / Unlock with a reason for support roles.
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
  const id = user?.id ?? 0;

  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");

  const toggleLock = () => {
    if (!user) return;
    if (reason.trim() === "") {
      message.error(t("records.lockReasonRequired"));
      return;
    }
    setLocked.mutate(
      { id: user.id, locked: !locked, reason: reason.trim() },
      {
        onSuccess: (text) => {
          message.success(text);
          setConfirming(false);
          setReason("");
        },
      },
    );
  };

  const lockButton = user && mayLock && (
    <>
      <Button danger={!locked} loading={setLocked.isPending} onClick={() => setConfirming(true)}>
        {locked ? t("user.unlock") : t("user.lock")}
      </Button>
      <Modal
        open={confirming}
        title={locked ? t("user.unlockConfirmTitle") : t("user.lockConfirmTitle")}
        okText={locked ? t("user.unlock") : t("user.lock")}
        okButtonProps={{ danger: !locked, loading: setLocked.isPending }}
        cancelText={t("common.cancel")}
        onOk={toggleLock}
        onCancel={() => setConfirming(false)}
      >
        <p>{locked ? t("user.unlockConfirm") : t("user.lockConfirm")}</p>
        <Input.TextArea
          data-testid="lock-reason"
          maxLength={200}
          placeholder={t("records.lockReason")}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );

  return (
    <Drawer
      open={userId !== null}
      onClose={onClose}
      size={1000}
      title={user ? `${t("user.drawerTitle")} #${user.id}` : t("user.drawerTitle")}
      extra={lockButton}
      destroyOnHidden
    >
      {!detail.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Tabs
          data-testid="user-tabs"
          tabPosition="left"
          items={[
            {
              key: "profile",
              label: t("userTab.profile"),
              children: (
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
                    {
                      key: "nickname",
                      label: t("user.nickname"),
                      children: orDash(detail.data.user.nickname),
                    },
                    {
                      key: "inviter",
                      label: t("user.inviter"),
                      children: orDash(detail.data.user.inviter_id),
                    },
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
                      children: (
                        <Space size={8}>
                          <YesNoTag value={detail.data.user.google_bound} />
                          <ResetAuthenticator userId={id} bound={detail.data.user.google_bound} />
                        </Space>
                      ),
                    },
                    {
                      key: "created",
                      label: t("user.createdAt"),
                      children: formatDateTime(detail.data.user.created_at),
                    },
                    {
                      key: "tags",
                      label: t("user.tags"),
                      span: 2,
                      children: <UserTags userId={id} tags={detail.data.user.tags} />,
                    },
                  ]}
                />
              ),
            },
            {
              key: "kyc",
              label: t("userTab.kyc"),
              children: (
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
              ),
            },
            ...(maySeeFunds
              ? [
                  { key: "balances", label: t("userTab.balances"), children: <UserBalances userId={id} /> },
                  { key: "bills", label: t("userTab.bills"), children: <UserBills userId={id} /> },
                  { key: "deposits", label: t("userTab.deposits"), children: <UserDeposits userId={id} /> },
                  {
                    key: "withdrawals",
                    label: t("userTab.withdrawals"),
                    children: <UserWithdrawals userId={id} />,
                  },
                ]
              : []),
            { key: "orders", label: t("userTab.orders"), children: <UserSpotOrders userId={id} /> },
            { key: "positions", label: t("userTab.positions"), children: <UserPositionsTab userId={id} /> },
            { key: "p2p", label: t("userTab.p2p"), children: <UserP2pOrders userId={id} /> },
            { key: "copy", label: t("userTab.copy"), children: <UserCopy userId={id} /> },
            {
              key: "sessions",
              label: t("userTab.sessions"),
              children: <UserSessions userId={id} sessions={detail.data.sessions} />,
            },
            { key: "logins", label: t("userTab.logins"), children: <UserLogins userId={id} /> },
            { key: "apiKeys", label: t("userTab.apiKeys"), children: <UserApiKeys userId={id} /> },
            { key: "notes", label: t("userTab.notes"), children: <UserNotes userId={id} /> },
          ]}
        />
      )}
    </Drawer>
  );
}
