/**
 * Japanese: on-chain deposits and a withdrawal's state on the chain; the `chain` namespace.
 */
const chain = {
  deposit: {
    auto: "このアドレスへの入金は自動で反映されます。証明書のアップロードは不要です。最低入金額未満は反映されません。",
    network: "ネットワーク",
    minimum: "最低入金額",
    credited: "反映の条件",
    confirmations: "{{n}} 承認",
  },
  list: {
    title: "オンチェーン入金",
    empty: "オンチェーン入金はまだありません",
    progress: "{{confirmations}}/{{required}} 承認",
    tx: "取引 {{hash}}",
    explorer: "エクスプローラーで見る",
    seen: "検出 {{time}}",
  },
  state: {
    pending: "承認待ち",
    credited: "反映済み",
    dropped: "無効",
    below_minimum: "最低額未満",
  },
  withdraw: {
    chain: "オンチェーン",
    approved: "承認済み・送信待ち",
    signed: "署名済み",
    broadcast: "送信済み",
    confirmed: "確定",
    failed: "失敗",
    tx: "取引 {{hash}}",
  },
};

export default chain;
