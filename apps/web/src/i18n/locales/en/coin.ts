/** English: a coin's profile (description, issue data, links, white paper) and the links to it; the `coin` namespace. */
const coin = {
  title: "Coin profile",
  titleOf: "{{coin}} profile",
  link: "About {{coin}}",
  choose: "Choose a coin to read its profile",
  noCoins: "No coins are listed yet",
  unknown: "{{coin}} is not listed",
  empty: "There is no profile of {{coin}} yet",
  issue: "Issue data",
  issueDate: "Issue date",
  totalSupply: "Total supply",
  noCap: "No fixed cap",
  circulating: "Circulating supply",
  asOf: "as of {{date}}",
  issuePrice: "Issue price",
  noIssuePrice: "Not sold at issue",
  unknownValue: "Unknown",
  links: "Links",
  website: "Official website",
  explorer: "Block explorer",
  whitePaperLink: "White paper (original)",
  whitePaper: "White paper",
  noWhitePaper: "The white paper's text is not available here yet.",
  inEnglish: "Shown in English: this profile has not been translated yet.",
};

export default coin;
