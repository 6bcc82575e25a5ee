import type enContent from "../en/content";

/** Français: articles, support, download, uploads, lists and relative time. */
const content: typeof enContent = {
  content: {
    news: "Actualités",
    activity: "Campagnes",
    eventPlaza: "Espace événements",
    guide: "Guide du débutant",
    compliance: "Conformité opérationnelle",
    article: "Article",
    noNews: "Pas encore d'actualités",
    noActivity: "Aucune campagne pour le moment",
    noHelp: "Pas encore d'articles d'aide",
    noArticles: "Rien pour le moment",
    notFound: "Cet article n'existe pas",
    openLink: "Ouvrir",
    badLink: "Impossible d'ouvrir ce lien",
    badLinkHint: "Seules les pages web http et https peuvent être affichées.",
    offsiteLink: "Cette page ne peut pas s'ouvrir dans l'application",
    offsiteLinkHint:
      "Seules les pages de ce site et des sites approuvés par la plateforme s'ouvrent ici. Vérifiez l'adresse avant de l'ouvrir dans votre navigateur.",
    linkAddress: "Adresse",
    fallbackNote: "Affiché en anglais — pas encore disponible en français",
  },
  support: {
    liveChat: "Chat en direct avec le support",
    intro: "Nous sommes là pour vous aider, jour et nuit.",
    online: "Service client en ligne",
    email: "Assistance par e-mail",
    telegram: "Telegram",
    twitter: "X (Twitter)",
    none: "Aucun moyen de contact disponible pour le moment",
    offline: "Le service en ligne est indisponible pour le moment",
    writeTo: "Écrivez à {{email}}, nous vous répondrons dès que possible.",
  },
  download: {
    version: "Version {{version}}",
    get: "Télécharger l'application",
    webOnly:
      "Bourse fonctionne dans votre navigateur ; ajoutez-le à l'écran d'accueil pour l'ouvrir comme une application.",
    homeScreen: "Ajouter à l'écran d'accueil",
    homeScreenIntro:
      "Ouvrez Bourse depuis l'écran d'accueil, en plein écran, comme une application installée.",
    iosTitle: "iPhone et iPad",
    ios: "Dans Safari, touchez le bouton Partager, puis « Sur l'écran d'accueil ».",
    androidTitle: "Android",
    android:
      "Dans Chrome, ouvrez le menu ⋮, puis « Installer l'application » ou « Ajouter à l'écran d'accueil ».",
  },
  upload: {
    choose: "Touchez pour téléverser",
    uploading: "Téléversement…",
    done: "Téléversé",
    failed: "Échec, touchez pour réessayer",
    notImage: "Choisissez une image JPEG, PNG, GIF ou WebP",
    tooLarge: "L'image ne doit pas dépasser {{megabytes}} Mo",
    again: "Le téléversement a échoué. Veuillez téléverser à nouveau.",
  },
  list: {
    pull: "Tirez vers le bas pour actualiser",
    release: "Relâchez pour actualiser",
    refreshed: "Actualisé",
    noMore: "Rien de plus",
  },
  time: {
    justNow: "à l'instant",
  },
};

export default content;
