/** German: the live support chat; the `support` namespace. */
const support = {
  title: "Live-Chat",
  intro: "Unser Support-Team antwortet hier, meist innerhalb weniger Minuten.",
  empty: "Noch keine Nachrichten. Sagen Sie uns, wobei wir helfen können.",
  placeholder: "Nachricht eingeben",
  send: "Senden",
  image: "Bild",
  support: "Support",
  sent: "Gesendet",
  read: "Gelesen",
  closed: "Diese Unterhaltung ist geschlossen. Schreiben Sie erneut, um sie wieder zu öffnen.",
  event: {
    closed: "Der Support hat die Unterhaltung geschlossen",
    reopened: "Die Unterhaltung wurde wieder geöffnet",
  },
  email: "Lieber per E-Mail? Schreiben Sie an {{email}}",
  older: "Frühere Nachrichten anzeigen",
};

export default support;
