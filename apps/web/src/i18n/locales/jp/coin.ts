/** Japanese: a coin's profile (description, issue data, links, white paper) and the links to it; the `coin` namespace. */
const coin = {
  title: "通貨の概要",
  titleOf: "{{coin}} の概要",
  link: "{{coin}} について",
  choose: "概要を見る通貨を選んでください",
  noCoins: "上場している通貨はまだありません",
  unknown: "{{coin}} は上場していません",
  empty: "{{coin}} の概要はまだありません",
  issue: "発行情報",
  issueDate: "発行日",
  totalSupply: "総供給量",
  noCap: "上限なし",
  circulating: "流通量",
  asOf: "{{date}} 時点",
  issuePrice: "発行価格",
  noIssuePrice: "発行時の販売なし",
  unknownValue: "不明",
  links: "リンク",
  website: "公式サイト",
  explorer: "ブロックエクスプローラー",
  whitePaperLink: "ホワイトペーパー（原文）",
  whitePaper: "ホワイトペーパー",
  noWhitePaper: "ホワイトペーパーの本文はまだありません。",
  inEnglish: "英語で表示しています：この概要はまだ翻訳されていません。",
};

export default coin;
