/**
 * Korean: on-chain deposits and a withdrawal's state on the chain; the `chain` namespace.
 */
const chain = {
  deposit: {
    auto: "이 주소로 보낸 입금은 자동으로 반영됩니다. 증빙은 필요하지 않습니다. 최소 입금액 미만은 반영되지 않습니다.",
    network: "네트워크",
    minimum: "최소 입금액",
    credited: "반영 조건",
    confirmations: "{{n}}회 컨펌",
  },
  list: {
    title: "온체인 입금",
    empty: "아직 온체인 입금이 없습니다",
    progress: "{{confirmations}}/{{required}} 컨펌",
    tx: "거래 {{hash}}",
    explorer: "탐색기에서 보기",
    seen: "감지 {{time}}",
  },
  state: {
    pending: "컨펌 중",
    credited: "반영됨",
    dropped: "취소됨",
    below_minimum: "최소 금액 미만",
  },
  withdraw: {
    chain: "온체인",
    approved: "승인됨, 전송 대기",
    signed: "서명됨",
    broadcast: "전송됨",
    confirmed: "확정됨",
    failed: "실패",
    tx: "거래 {{hash}}",
  },
};

export default chain;
