/** Turkish: a coin's profile (description, issue data, links, white paper) and the links to it; the `coin` namespace. */
const coin = {
  title: "Coin profili",
  titleOf: "{{coin}} profili",
  link: "{{coin}} hakkında",
  choose: "Profilini okumak için bir coin seçin",
  noCoins: "Henüz listelenen coin yok",
  unknown: "{{coin}} listelenmiyor",
  empty: "Henüz {{coin}} profili yok",
  issue: "İhraç bilgileri",
  issueDate: "İhraç tarihi",
  totalSupply: "Toplam arz",
  noCap: "Sabit üst sınır yok",
  circulating: "Dolaşımdaki arz",
  asOf: "{{date}} itibarıyla",
  issuePrice: "İhraç fiyatı",
  noIssuePrice: "İhraçta satılmadı",
  unknownValue: "Bilinmiyor",
  links: "Bağlantılar",
  website: "Resmî web sitesi",
  explorer: "Blok gezgini",
  whitePaperLink: "Teknik doküman (orijinal)",
  whitePaper: "Teknik doküman",
  noWhitePaper: "Teknik dokümanın metni henüz burada yok.",
  inEnglish: "İngilizce gösteriliyor: bu profil henüz çevrilmedi.",
};

export default coin;
