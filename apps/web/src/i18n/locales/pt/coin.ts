/** Portuguese: a coin's profile (description, issue data, links, white paper) and the links to it; the `coin` namespace. */
const coin = {
  title: "Perfil da moeda",
  titleOf: "Perfil de {{coin}}",
  link: "Sobre {{coin}}",
  choose: "Escolha uma moeda para ler o perfil",
  noCoins: "Ainda não há moedas listadas",
  unknown: "{{coin}} não está listada",
  empty: "Ainda não há um perfil de {{coin}}",
  issue: "Dados de emissão",
  issueDate: "Data de emissão",
  totalSupply: "Oferta total",
  noCap: "Sem limite fixo",
  circulating: "Oferta em circulação",
  asOf: "em {{date}}",
  issuePrice: "Preço de emissão",
  noIssuePrice: "Não vendida na emissão",
  unknownValue: "Desconhecido",
  links: "Links",
  website: "Site oficial",
  explorer: "Explorador de blocos",
  whitePaperLink: "White paper (original)",
  whitePaper: "White paper",
  noWhitePaper: "O texto do white paper ainda não está disponível aqui.",
  inEnglish: "Exibido em inglês: este perfil ainda não foi traduzido.",
};

export default coin;
