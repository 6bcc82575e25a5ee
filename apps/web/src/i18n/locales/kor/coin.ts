/** Korean: a coin's profile (description, issue data, links, white paper) and the links to it; the `coin` namespace. */
const coin = {
  title: "코인 소개",
  titleOf: "{{coin}} 소개",
  link: "{{coin}} 정보",
  choose: "소개를 볼 코인을 선택하세요",
  noCoins: "상장된 코인이 아직 없습니다",
  unknown: "{{coin}}은(는) 상장되지 않았습니다",
  empty: "{{coin}} 소개가 아직 없습니다",
  issue: "발행 정보",
  issueDate: "발행일",
  totalSupply: "총 공급량",
  noCap: "고정 상한 없음",
  circulating: "유통량",
  asOf: "{{date}} 기준",
  issuePrice: "발행 가격",
  noIssuePrice: "발행 시 판매 없음",
  unknownValue: "알 수 없음",
  links: "링크",
  website: "공식 웹사이트",
  explorer: "블록 탐색기",
  whitePaperLink: "백서(원문)",
  whitePaper: "백서",
  noWhitePaper: "백서 본문이 아직 없습니다.",
  inEnglish: "영어로 표시됨: 이 소개는 아직 번역되지 않았습니다.",
};

export default coin;
