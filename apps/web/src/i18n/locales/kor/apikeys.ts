/** Korean: the API management screen; the `apikeys` namespace. */
const apikeys = {
  title: "API 관리",
  intro:
    "API 키로 프로그램이 거래소 API를 통해 대신 거래할 수 있습니다. 시크릿은 절대 공유하지 말고, 쓰지 않는 키는 삭제하세요.",
  create: "API 키 만들기",
  label: "라벨",
  labelPlaceholder: "1~32자",
  permissions: "권한",
  permission: {
    read: "조회",
    trade: "거래",
    withdraw: "출금",
  },
  readAlways: "조회는 항상 허용됩니다.",
  ips: "IP 허용 목록",
  ipsPlaceholder: "한 줄에 주소 하나(IPv4 또는 IPv6), 비우면 모든 주소",
  withdrawNeedsIps: "출금에는 IP 허용 목록이 필요합니다.",
  expiry: "만료",
  expiryNever: "없음",
  expiryDays: "{{days}}일 후",
  publicKey: "Ed25519 공개 키(선택)",
  publicKeyPlaceholder: "PEM 또는 base64, 비우면 HMAC 시크릿 발급",
  googleCode: "인증 앱 코드",
  secretTitle: "지금 시크릿 키를 저장하세요",
  secretWarning:
    "이 시크릿은 한 번만 표시됩니다. 복사해 안전하게 보관하세요. 이를 가진 누구나 키를 사용할 수 있습니다. 잃어버렸다면 키를 삭제하고 새로 만드세요.",
  apiKey: "API 키",
  secret: "시크릿 키",
  copy: "복사",
  done: "저장했습니다",
  ed25519Created: "키가 생성되었습니다. 입력한 공개 키의 개인 키로 서명하세요.",
  yourKeys: "내 API 키",
  empty: "API 키가 없습니다",
  anyIp: "모든 IP",
  lastUsed: "최근 사용 {{time}}",
  neverUsed: "사용 기록 없음",
  expiresAt: "{{time}} 만료",
  status: {
    active: "활성",
    expired: "만료됨",
    disabled: "비활성",
    revoked: "취소됨",
  },
  delete: "삭제",
  deleteConfirm: "이 API 키를 삭제할까요? 이 키를 쓰는 프로그램은 즉시 멈춥니다.",
};

export default apikeys;
