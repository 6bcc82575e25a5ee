import type enContent from "../en/content";

/** Deutsch: articles, support, download, uploads, lists and relative time. */
const content: typeof enContent = {
  content: {
    news: "Neuigkeiten",
    activity: "Aktionen",
    eventPlaza: "Aktionsplatz",
    guide: "Einsteigerleitfaden",
    compliance: "Betriebliche Compliance",
    article: "Artikel",
    noNews: "Noch keine Neuigkeiten",
    noActivity: "Derzeit keine Aktionen",
    noHelp: "Noch keine Hilfeartikel",
    noArticles: "Noch nichts vorhanden",
    notFound: "Diesen Artikel gibt es nicht",
    openLink: "Öffnen",
    badLink: "Dieser Link kann nicht geöffnet werden",
    badLinkHint: "Es können nur http- und https-Webseiten angezeigt werden.",
    offsiteLink: "Diese Seite kann nicht in der App geöffnet werden",
    offsiteLinkHint:
      "Hier öffnen sich nur Seiten dieser Website und von der Plattform freigegebene Websites. Prüfen Sie die Adresse, bevor Sie sie im Browser öffnen.",
    linkAddress: "Adresse",
    fallbackNote: "Auf Englisch angezeigt — noch nicht auf Deutsch verfügbar",
  },
  support: {
    liveChat: "Live-Chat mit dem Support",
    intro: "Wir helfen dir rund um die Uhr.",
    online: "Online-Kundenservice",
    email: "E-Mail-Support",
    telegram: "Telegram",
    twitter: "X (Twitter)",
    none: "Derzeit sind keine Kontaktwege verfügbar",
    offline: "Der Online-Service ist derzeit nicht verfügbar",
    writeTo: "Schreib an {{email}}, wir antworten so schnell wie möglich.",
  },
  download: {
    version: "Version {{version}}",
    get: "App herunterladen",
    webOnly: "Bourse läuft im Browser; füge es zum Startbildschirm hinzu, um es wie eine App zu öffnen.",
    homeScreen: "Zum Startbildschirm hinzufügen",
    homeScreenIntro: "Öffne Bourse vom Startbildschirm im Vollbild wie eine installierte App.",
    iosTitle: "iPhone und iPad",
    ios: "Tippe in Safari auf „Teilen“ und dann auf „Zum Home-Bildschirm“.",
    androidTitle: "Android",
    android: "Öffne in Chrome das ⋮-Menü und wähle „App installieren“ oder „Zum Startbildschirm hinzufügen“.",
  },
  upload: {
    choose: "Zum Hochladen tippen",
    uploading: "Wird hochgeladen…",
    done: "Hochgeladen",
    failed: "Fehlgeschlagen, zum Wiederholen tippen",
    notImage: "Bitte wähle ein JPEG-, PNG-, GIF- oder WebP-Bild",
    tooLarge: "Das Bild darf höchstens {{megabytes}} MB groß sein",
    again: "Das Hochladen hat nicht geklappt. Bitte lade erneut hoch.",
  },
  list: {
    pull: "Zum Aktualisieren nach unten ziehen",
    release: "Zum Aktualisieren loslassen",
    refreshed: "Aktualisiert",
    noMore: "Keine weiteren Einträge",
  },
  time: {
    justNow: "gerade eben",
  },
};

export default content;
