/** French: a coin's profile (description, issue data, links, white paper) and the links to it; the `coin` namespace. */
const coin = {
  title: "Profil de la crypto",
  titleOf: "Profil de {{coin}}",
  link: "À propos de {{coin}}",
  choose: "Choisissez une crypto pour lire son profil",
  noCoins: "Aucune crypto n'est encore listée",
  unknown: "{{coin}} n'est pas listée",
  empty: "Il n'y a pas encore de profil de {{coin}}",
  issue: "Données d'émission",
  issueDate: "Date d'émission",
  totalSupply: "Offre totale",
  noCap: "Pas de plafond fixe",
  circulating: "Offre en circulation",
  asOf: "au {{date}}",
  issuePrice: "Prix d'émission",
  noIssuePrice: "Pas de vente à l'émission",
  unknownValue: "Inconnu",
  links: "Liens",
  website: "Site officiel",
  explorer: "Explorateur de blocs",
  whitePaperLink: "Livre blanc (original)",
  whitePaper: "Livre blanc",
  noWhitePaper: "Le texte du livre blanc n'est pas encore disponible ici.",
  inEnglish: "Affiché en anglais : ce profil n'est pas encore traduit.",
};

export default coin;
