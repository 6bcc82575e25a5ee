/**
 * The texts of the audit log's filters and columns, the KYC review's duplicate warning and the review
 * queues' user search, `key: [en, zh]` like the rest; i18n.ts merges them into the one table.
 */
export const auditMessages = {
  "audit.filter.operator": ["Operator", "操作人"],
  "audit.filter.action": [
    "Action (kyc.approve, or kyc. for all)",
    "操作（如 kyc.approve，或 kyc. 表示全部）",
  ],
  "audit.filter.user": ["User ID", "用户 ID"],
  "audit.user": ["User", "用户"],
  "audit.amount": ["Amount", "金额"],
  "funds.userSearch": [
    "User: ID, email, phone, KYC name or document no.",
    "用户：ID、邮箱、手机、实名姓名或证件号",
  ],
  "kyc.duplicate.doc": [
    "This document number is already verified on another account:",
    "该证件号已在其他账户完成认证：",
  ],
  "kyc.duplicate.name": ["Other accounts gave the same name:", "其他账户提交了相同姓名："],
} as const;
