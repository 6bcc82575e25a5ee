/** Japanese: the API management screen; the `apikeys` namespace. */
const apikeys = {
  title: "API管理",
  intro:
    "APIキーを使うと、プログラムが取引所のAPIを通じてあなたの代わりに取引できます。シークレットは絶対に共有せず、使わないキーは削除してください。",
  create: "APIキーを作成",
  label: "ラベル",
  labelPlaceholder: "1〜32文字",
  permissions: "権限",
  permission: {
    read: "読み取り",
    trade: "取引",
    withdraw: "出金",
  },
  readAlways: "読み取りは常に許可されます。",
  ips: "IPホワイトリスト",
  ipsPlaceholder: "1行に1アドレス（IPv4またはIPv6）。空欄：すべてのアドレス",
  withdrawNeedsIps: "出金にはIPホワイトリストが必要です。",
  expiry: "有効期限",
  expiryNever: "無期限",
  expiryDays: "{{days}}日後",
  publicKey: "Ed25519公開鍵（任意）",
  publicKeyPlaceholder: "PEMまたはbase64。空欄ならHMACシークレットを発行",
  googleCode: "認証アプリのコード",
  secretTitle: "今すぐシークレットを保存してください",
  secretWarning:
    "このシークレットは一度だけ表示されます。コピーして安全に保管してください。知っている人は誰でもキーを使えます。紛失した場合はキーを削除して作り直してください。",
  apiKey: "APIキー",
  secret: "シークレットキー",
  copy: "コピー",
  done: "保存しました",
  ed25519Created: "キーを作成しました。指定した公開鍵に対応する秘密鍵で署名してください。",
  yourKeys: "あなたのAPIキー",
  empty: "APIキーはまだありません",
  anyIp: "すべてのIP",
  lastUsed: "最終使用 {{time}}",
  neverUsed: "未使用",
  expiresAt: "{{time}} に期限切れ",
  status: {
    active: "有効",
    expired: "期限切れ",
    disabled: "無効",
    revoked: "取り消し済み",
  },
  delete: "削除",
  deleteConfirm: "このAPIキーを削除しますか？使用中のプログラムはすぐに停止します。",
};

export default apikeys;
