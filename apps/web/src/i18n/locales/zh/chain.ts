/**
 * Simplified Chinese: on-chain deposits and a withdrawal's state on the chain; the `chain` namespace.
 */
const chain = {
  deposit: {
    auto: "充值到此地址将自动到账，无需上传凭证。低于最小充值额的金额不会入账。",
    network: "网络",
    minimum: "最小充值额",
    credited: "到账条件",
    confirmations: "{{n}} 个确认",
  },
  list: {
    title: "链上充值",
    empty: "暂无链上充值记录",
    progress: "{{confirmations}}/{{required}} 个确认",
    tx: "交易 {{hash}}",
    explorer: "在区块浏览器中查看",
    seen: "发现于 {{time}}",
  },
  state: {
    pending: "确认中",
    credited: "已到账",
    dropped: "已作废",
    below_minimum: "低于最小额",
  },
  withdraw: {
    chain: "链上",
    approved: "已批准，等待发送",
    signed: "已签名",
    broadcast: "已广播",
    confirmed: "已确认",
    failed: "失败",
    tx: "交易 {{hash}}",
  },
};

export default chain;
