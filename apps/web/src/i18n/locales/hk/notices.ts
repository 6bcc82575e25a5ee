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
  approval: {
    merchant: {
      approved: "您的商家店鋪已獲批准",
      rejected: "您的商家申請被拒絕",
      rejectedFor: "您的商家申請被拒絕：{{reason}}",
    },
    trader: {
      approved: "您已成為帶單交易員",
      rejected: "您的帶單交易員申請被拒絕",
      rejectedFor: "您的帶單交易員申請被拒絕：{{reason}}",
    },
    king: {
      approved: "您已成為國王經理",
      rejected: "您的國王經理申請被拒絕",
      rejectedFor: "您的國王經理申請被拒絕：{{reason}}",
    },
    loan: {
      approved: "您的借款已獲批准：本金已到賬",
      rejected: "您的借款被拒絕：抵押品已退回",
      rejectedFor: "您的借款被拒絕：{{reason}}。抵押品已退回",
    },
    open: "查看",
  },
};

export default notices;
