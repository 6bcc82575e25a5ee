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
};

export default notices;
