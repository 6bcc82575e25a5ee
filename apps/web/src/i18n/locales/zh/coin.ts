/** Simplified Chinese: a coin's profile (description, issue data, links, white paper) and the links to it; the `coin` namespace. */
const coin = {
  title: "币种简介",
  titleOf: "{{coin}} 简介",
  link: "关于 {{coin}}",
  choose: "选择一个币种查看简介",
  noCoins: "暂无上架币种",
  unknown: "{{coin}} 未上架",
  empty: "暂无 {{coin}} 的简介",
  issue: "发行信息",
  issueDate: "发行日期",
  totalSupply: "总供应量",
  noCap: "无固定上限",
  circulating: "流通量",
  asOf: "截至 {{date}}",
  issuePrice: "发行价格",
  noIssuePrice: "未公开发售",
  unknownValue: "未知",
  links: "相关链接",
  website: "官方网站",
  explorer: "区块浏览器",
  whitePaperLink: "白皮书（原文）",
  whitePaper: "白皮书",
  noWhitePaper: "暂无白皮书正文。",
  inEnglish: "以英文显示：此简介尚未翻译。",
};

export default coin;
