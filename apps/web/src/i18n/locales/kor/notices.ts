/** Korean: notices pushed to the user on any screen (identity decisions, settled seconds orders); the `notices` namespace. */
const notices = {
  dismiss: "닫기",
  kyc: {
    certified: "본인 인증 완료 (레벨 {{level}})",
    rejected: "인증 거절: {{reason}}",
    open: "인증 보기",
  },
  seconds: {
    win: "{{pair}} {{duration}} {{direction}}: 수익 {{amount}}",
    loss: "{{pair}} {{duration}} {{direction}}: 손실 {{amount}}",
    tie: "{{pair}} {{duration}} {{direction}}: 무승부, 투자금 반환",
    open: "결과 보기",
  },
};

export default notices;
