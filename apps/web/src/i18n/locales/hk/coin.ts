/** Traditional Chinese: a coin's profile (description, issue data, links, white paper) and the links to it; the `coin` namespace. */
const coin = {
  title: "幣種簡介",
  titleOf: "{{coin}} 簡介",
  link: "關於 {{coin}}",
  choose: "選擇一個幣種查看簡介",
  noCoins: "暫無上架幣種",
  unknown: "{{coin}} 未上架",
  empty: "暫無 {{coin}} 的簡介",
  issue: "發行資料",
  issueDate: "發行日期",
  totalSupply: "總供應量",
  noCap: "無固定上限",
  circulating: "流通量",
  asOf: "截至 {{date}}",
  issuePrice: "發行價格",
  noIssuePrice: "未公開發售",
  unknownValue: "未知",
  links: "相關連結",
  website: "官方網站",
  explorer: "區塊瀏覽器",
  whitePaperLink: "白皮書（原文）",
  whitePaper: "白皮書",
  noWhitePaper: "暫無白皮書正文。",
  inEnglish: "以英文顯示：此簡介尚未翻譯。",
};

export default coin;
