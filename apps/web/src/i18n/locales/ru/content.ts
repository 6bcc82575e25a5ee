import type enContent from "../en/content";

/** Русский: articles, support, download, uploads, lists and relative time. */
const content: typeof enContent = {
  content: {
    news: "Новости",
    activity: "Акции",
    eventPlaza: "Площадка событий",
    guide: "Руководство для новичков",
    compliance: "Операционное соответствие",
    article: "Статья",
    noNews: "Новостей пока нет",
    noActivity: "Сейчас нет акций",
    noHelp: "Справочных статей пока нет",
    noArticles: "Здесь пока ничего нет",
    notFound: "Такой статьи нет",
    openLink: "Открыть",
    badLink: "Не удаётся открыть эту ссылку",
    badLinkHint: "Можно показывать только веб-страницы http и https.",
    offsiteLink: "Эту страницу нельзя открыть в приложении",
    offsiteLinkHint:
      "Здесь открываются только страницы этого сайта и сайтов, одобренных платформой. Проверьте адрес, прежде чем открыть его в браузере.",
    linkAddress: "Адрес",
    fallbackNote: "Показано на английском — на русском пока недоступно",
  },
  support: {
    liveChat: "Онлайн-чат с поддержкой",
    intro: "Мы готовы помочь круглосуточно.",
    online: "Онлайн-поддержка",
    email: "Поддержка по e-mail",
    telegram: "Telegram",
    twitter: "X (Twitter)",
    none: "Сейчас нет доступных каналов связи",
    offline: "Онлайн-поддержка сейчас недоступна",
    writeTo: "Напишите на {{email}}, и мы ответим как можно скорее.",
  },
  download: {
    version: "Версия {{version}}",
    get: "Скачать приложение",
    webOnly: "Bourse работает в браузере; добавьте его на главный экран, чтобы открывать как приложение.",
    homeScreen: "Добавить на главный экран",
    homeScreenIntro: "Открывайте Bourse с главного экрана во весь экран, как установленное приложение.",
    iosTitle: "iPhone и iPad",
    ios: "В Safari нажмите кнопку «Поделиться», затем «На экран „Домой“».",
    androidTitle: "Android",
    android: "В Chrome откройте меню ⋮ и выберите «Установить приложение» или «Добавить на главный экран».",
  },
  upload: {
    choose: "Нажмите, чтобы загрузить",
    uploading: "Загрузка…",
    done: "Загружено",
    failed: "Ошибка, нажмите для повтора",
    notImage: "Выберите изображение JPEG, PNG, GIF или WebP",
    tooLarge: "Размер изображения — не более {{megabytes}} МБ",
    again: "Загрузка не удалась. Загрузите ещё раз.",
  },
  list: {
    pull: "Потяните вниз, чтобы обновить",
    release: "Отпустите, чтобы обновить",
    refreshed: "Обновлено",
    noMore: "Больше ничего нет",
  },
  time: {
    justNow: "только что",
  },
};

export default content;
