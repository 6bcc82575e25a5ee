/** Traditional Chinese: notices pushed to the user on any screen (identity decisions, settled seconds orders); the `notices` namespace. */
const notices = {
  dismiss: "關閉",
  kyc: {
    certified: "身份已認證（{{level}} 級）",
    rejected: "認證被拒：{{reason}}",
    open: "查看認證",
  },
  seconds: {
    win: "{{pair}} {{duration}} {{direction}}：盈利 {{amount}}",
    loss: "{{pair}} {{duration}} {{direction}}：虧損 {{amount}}",
    tie: "{{pair}} {{duration}} {{direction}}：平局，本金已退回",
    open: "查看結果",
  },
};

export default notices;
