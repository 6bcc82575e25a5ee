/** German: a coin's profile (description, issue data, links, white paper) and the links to it; the `coin` namespace. */
const coin = {
  title: "Coin-Profil",
  titleOf: "{{coin}}-Profil",
  link: "Über {{coin}}",
  choose: "Wählen Sie einen Coin, um sein Profil zu lesen",
  noCoins: "Noch keine Coins gelistet",
  unknown: "{{coin}} ist nicht gelistet",
  empty: "Für {{coin}} gibt es noch kein Profil",
  issue: "Ausgabedaten",
  issueDate: "Ausgabedatum",
  totalSupply: "Gesamtangebot",
  noCap: "Keine feste Obergrenze",
  circulating: "Umlaufangebot",
  asOf: "Stand {{date}}",
  issuePrice: "Ausgabepreis",
  noIssuePrice: "Bei Ausgabe nicht verkauft",
  unknownValue: "Unbekannt",
  links: "Links",
  website: "Offizielle Website",
  explorer: "Block-Explorer",
  whitePaperLink: "Whitepaper (Original)",
  whitePaper: "Whitepaper",
  noWhitePaper: "Der Text des Whitepapers ist hier noch nicht verfügbar.",
  inEnglish: "Auf Englisch angezeigt: Dieses Profil ist noch nicht übersetzt.",
};

export default coin;
