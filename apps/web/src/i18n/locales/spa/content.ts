import type enContent from "../en/content";

/** Español: articles, support, download, uploads, lists and relative time. */
const content: typeof enContent = {
  content: {
    news: "Noticias",
    activity: "Campañas",
    eventPlaza: "Plaza de eventos",
    guide: "Guía para principiantes",
    compliance: "Cumplimiento operativo",
    article: "Artículo",
    noNews: "Aún no hay noticias",
    noActivity: "Ahora no hay campañas",
    noHelp: "Aún no hay artículos de ayuda",
    noArticles: "Aún no hay nada",
    notFound: "Este artículo no existe",
    openLink: "Abrir",
    badLink: "No se puede abrir este enlace",
    badLinkHint: "Solo se pueden mostrar páginas web http y https.",
    offsiteLink: "Esta página no se puede abrir en la app",
    offsiteLinkHint:
      "Aquí solo se abren páginas de este sitio y de sitios aprobados por la plataforma. Comprueba la dirección antes de abrirla en tu navegador.",
    linkAddress: "Dirección",
    fallbackNote: "Se muestra en inglés — aún no está disponible en español",
  },
  support: {
    liveChat: "Chat en vivo con soporte",
    intro: "Estamos aquí para ayudarte, a cualquier hora.",
    online: "Atención al cliente en línea",
    email: "Soporte por correo",
    telegram: "Telegram",
    twitter: "X (Twitter)",
    none: "Ahora no hay canales de contacto disponibles",
    offline: "El servicio en línea no está disponible ahora",
    writeTo: "Escribe a {{email}} y te responderemos lo antes posible.",
  },
  download: {
    version: "Versión {{version}}",
    get: "Descargar la app",
    webOnly: "Bourse funciona en tu navegador; añádelo a la pantalla de inicio para abrirlo como una app.",
    homeScreen: "Añadir a la pantalla de inicio",
    homeScreenIntro: "Abre Bourse desde la pantalla de inicio, a pantalla completa, como una app instalada.",
    iosTitle: "iPhone y iPad",
    ios: "En Safari, toca el botón Compartir y luego «Añadir a pantalla de inicio».",
    androidTitle: "Android",
    android: "En Chrome, abre el menú ⋮ y luego «Instalar aplicación» o «Añadir a pantalla de inicio».",
  },
  upload: {
    choose: "Toca para subir",
    uploading: "Subiendo…",
    done: "Subida",
    failed: "Error, toca para reintentar",
    notImage: "Elige una imagen JPEG, PNG, GIF o WebP",
    tooLarge: "La imagen debe ocupar como máximo {{megabytes}} MB",
    again: "No se completó la subida. Vuelve a subirla.",
  },
  list: {
    pull: "Desliza hacia abajo para actualizar",
    release: "Suelta para actualizar",
    refreshed: "Actualizado",
    noMore: "No hay más",
  },
  time: {
    justNow: "justo ahora",
  },
};

export default content;
