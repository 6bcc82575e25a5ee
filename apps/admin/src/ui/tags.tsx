import { Tag } from "antd";
import { type MessageKey, useI18n } from "../i18n";

const kycStates: Record<string, { color: string; label: MessageKey }> = {
  review: { color: "processing", label: "kyc.state.review" },
  approved: { color: "success", label: "kyc.state.approved" },
  rejected: { color: "error", label: "kyc.state.rejected" },
};

/** An application's state: review, approved or rejected. */
export function KycStateTag({ state }: { state: string }) {
  const { t } = useI18n();
  const known = kycStates[state];
  return <Tag color={known?.color ?? "default"}>{known ? t(known.label) : state}</Tag>;
}

const realStates: { color: string; label: MessageKey }[] = [
  { color: "default", label: "user.real.none" },
  { color: "processing", label: "user.real.review" },
  { color: "success", label: "user.real.certified" },
  { color: "error", label: "user.real.rejected" },
];

/** users.real_state: 0 none, 1 under review, 2 certified, 3 rejected. */
export function RealStateTag({ value }: { value: number }) {
  const { t } = useI18n();
  const known = realStates[value];
  return <Tag color={known?.color ?? "default"}>{known ? t(known.label) : value}</Tag>;
}

export function UserStatusTag({ status }: { status: string }) {
  const { t } = useI18n();
  if (status === "active") return <Tag color="success">{t("user.status.active")}</Tag>;
  if (status === "locked") return <Tag color="error">{t("user.status.locked")}</Tag>;
  return <Tag>{status}</Tag>;
}

export function KycLevelTag({ level }: { level: number }) {
  const { t } = useI18n();
  return <Tag color={level > 0 ? "blue" : "default"}>{t("kyc.levelN", { level })}</Tag>;
}

export function YesNoTag({ value }: { value: boolean }) {
  const { t } = useI18n();
  return value ? <Tag color="success">{t("common.yes")}</Tag> : <Tag>{t("common.no")}</Tag>;
}

const roleLabels: Record<string, MessageKey> = {
  admin: "role.admin",
  reviewer: "role.reviewer",
  support: "role.support",
};

export function RoleTag({ role }: { role: string }) {
  const { t } = useI18n();
  const label = roleLabels[role];
  return <Tag color="geekblue">{label ? t(label) : role}</Tag>;
}

const depositStates: Record<string, { color: string; label: MessageKey }> = {
  review: { color: "processing", label: "deposit.state.review" },
  approved: { color: "success", label: "deposit.state.approved" },
  rejected: { color: "error", label: "deposit.state.rejected" },
};

/** A deposit claim's state: review, approved (credited) or rejected. */
export function DepositStateTag({ state }: { state: string }) {
  const { t } = useI18n();
  const known = depositStates[state];
  return <Tag color={known?.color ?? "default"}>{known ? t(known.label) : state}</Tag>;
}

const withdrawalStates: Record<string, { color: string; label: MessageKey }> = {
  pending: { color: "processing", label: "withdrawal.state.pending" },
  approved: { color: "success", label: "withdrawal.state.approved" },
  rejected: { color: "error", label: "withdrawal.state.rejected" },
};

/** A withdrawal's state: pending (frozen), approved (paid) or rejected (unfrozen). */
export function WithdrawalStateTag({ state }: { state: string }) {
  const { t } = useI18n();
  const known = withdrawalStates[state];
  return <Tag color={known?.color ?? "default"}>{known ? t(known.label) : state}</Tag>;
}

export function EnabledTag({ value }: { value: boolean }) {
  const { t } = useI18n();
  return value ? <Tag color="success">{t("funds.enabled")}</Tag> : <Tag>{t("funds.disabled")}</Tag>;
}
