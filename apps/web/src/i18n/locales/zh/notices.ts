/** Simplified Chinese: notices pushed to the user on any screen (identity decisions, settled seconds orders); the `notices` namespace. */
const notices = {
  dismiss: "关闭",
  kyc: {
    certified: "身份已认证（{{level}} 级）",
    rejected: "认证被拒：{{reason}}",
    open: "查看认证",
  },
  seconds: {
    win: "{{pair}} {{duration}} {{direction}}：盈利 {{amount}}",
    loss: "{{pair}} {{duration}} {{direction}}：亏损 {{amount}}",
    tie: "{{pair}} {{duration}} {{direction}}：平局，本金已退回",
    open: "查看结果",
  },
  approval: {
    merchant: {
      approved: "您的商家店铺已获批准",
      rejected: "您的商家申请被拒绝",
      rejectedFor: "您的商家申请被拒绝：{{reason}}",
    },
    trader: {
      approved: "您已成为带单交易员",
      rejected: "您的带单交易员申请被拒绝",
      rejectedFor: "您的带单交易员申请被拒绝：{{reason}}",
    },
    king: {
      approved: "您已成为国王经理",
      rejected: "您的国王经理申请被拒绝",
      rejectedFor: "您的国王经理申请被拒绝：{{reason}}",
    },
    loan: {
      approved: "您的借款已获批准：本金已到账",
      rejected: "您的借款被拒绝：抵押物已退回",
      rejectedFor: "您的借款被拒绝：{{reason}}。抵押物已退回",
    },
    open: "查看",
  },
};

export default notices;
