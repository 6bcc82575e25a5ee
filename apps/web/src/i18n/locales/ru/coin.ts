/** Russian: a coin's profile (description, issue data, links, white paper) and the links to it; the `coin` namespace. */
const coin = {
  title: "Профиль монеты",
  titleOf: "Профиль {{coin}}",
  link: "О {{coin}}",
  choose: "Выберите монету, чтобы прочитать её профиль",
  noCoins: "Пока нет листинговых монет",
  unknown: "{{coin}} не торгуется на площадке",
  empty: "Профиля {{coin}} пока нет",
  issue: "Данные о выпуске",
  issueDate: "Дата выпуска",
  totalSupply: "Общее предложение",
  noCap: "Без фиксированного предела",
  circulating: "В обращении",
  asOf: "на {{date}}",
  issuePrice: "Цена выпуска",
  noIssuePrice: "Не продавалась при выпуске",
  unknownValue: "Неизвестно",
  links: "Ссылки",
  website: "Официальный сайт",
  explorer: "Обозреватель блоков",
  whitePaperLink: "Белая книга (оригинал)",
  whitePaper: "Белая книга",
  noWhitePaper: "Текста белой книги здесь пока нет.",
  inEnglish: "Показано на английском: этот профиль ещё не переведён.",
};

export default coin;
