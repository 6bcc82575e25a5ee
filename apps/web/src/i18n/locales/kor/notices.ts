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
  approval: {
    merchant: {
      approved: "가맹점 스토어가 승인되었습니다",
      rejected: "가맹점 신청이 거절되었습니다",
      rejectedFor: "가맹점 신청이 거절되었습니다: {{reason}}",
    },
    trader: {
      approved: "이제 카피 트레이더입니다",
      rejected: "카피 트레이더 신청이 거절되었습니다",
      rejectedFor: "카피 트레이더 신청이 거절되었습니다: {{reason}}",
    },
    king: {
      approved: "이제 킹 매니저입니다",
      rejected: "킹 매니저 신청이 거절되었습니다",
      rejectedFor: "킹 매니저 신청이 거절되었습니다: {{reason}}",
    },
    loan: {
      approved: "대출이 승인되었습니다: 원금이 입금되었습니다",
      rejected: "대출이 거절되었습니다: 담보가 반환되었습니다",
      rejectedFor: "대출이 거절되었습니다: {{reason}}. 담보가 반환되었습니다",
    },
    open: "보기",
  },
};

export default notices;
