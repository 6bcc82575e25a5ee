/** Spanish: a coin's profile (description, issue data, links, white paper) and the links to it; the `coin` namespace. */
const coin = {
  title: "Perfil de la moneda",
  titleOf: "Perfil de {{coin}}",
  link: "Acerca de {{coin}}",
  choose: "Elige una moneda para leer su perfil",
  noCoins: "Aún no hay monedas listadas",
  unknown: "{{coin}} no está listada",
  empty: "Aún no hay un perfil de {{coin}}",
  issue: "Datos de emisión",
  issueDate: "Fecha de emisión",
  totalSupply: "Suministro total",
  noCap: "Sin límite fijo",
  circulating: "Suministro circulante",
  asOf: "a {{date}}",
  issuePrice: "Precio de emisión",
  noIssuePrice: "No se vendió en la emisión",
  unknownValue: "Desconocido",
  links: "Enlaces",
  website: "Sitio web oficial",
  explorer: "Explorador de bloques",
  whitePaperLink: "Libro blanco (original)",
  whitePaper: "Libro blanco",
  noWhitePaper: "El texto del libro blanco aún no está disponible aquí.",
  inEnglish: "Se muestra en inglés: este perfil aún no está traducido.",
};

export default coin;
