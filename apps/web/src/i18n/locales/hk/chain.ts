/**
 * Traditional Chinese: on-chain deposits and a withdrawal's state on the chain; the `chain` namespace.
 */
const chain = {
  deposit: {
    auto: "充值到此地址將自動到賬，無需上傳憑證。低於最小充值額的金額不會入賬。",
    network: "網絡",
    minimum: "最小充值額",
    credited: "到賬條件",
    confirmations: "{{n}} 個確認",
  },
  list: {
    title: "鏈上充值",
    empty: "暫無鏈上充值記錄",
    progress: "{{confirmations}}/{{required}} 個確認",
    tx: "交易 {{hash}}",
    explorer: "在區塊瀏覽器中查看",
    seen: "發現於 {{time}}",
  },
  state: {
    pending: "確認中",
    credited: "已到賬",
    dropped: "已作廢",
    below_minimum: "低於最小額",
  },
  withdraw: {
    chain: "鏈上",
    approved: "已批准，等待發送",
    signed: "已簽名",
    broadcast: "已廣播",
    confirmed: "已確認",
    failed: "失敗",
    tx: "交易 {{hash}}",
  },
};

export default chain;
