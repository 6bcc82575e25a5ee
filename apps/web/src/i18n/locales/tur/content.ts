import type enContent from "../en/content";

/** Türkçe: articles, support, download, uploads, lists and relative time. */
const content: typeof enContent = {
  content: {
    news: "Haberler",
    activity: "Kampanyalar",
    eventPlaza: "Etkinlik meydanı",
    guide: "Başlangıç rehberi",
    compliance: "Operasyonel uyum",
    article: "Makale",
    noNews: "Henüz haber yok",
    noActivity: "Şu anda kampanya yok",
    noHelp: "Henüz yardım makalesi yok",
    noArticles: "Henüz içerik yok",
    notFound: "Bu makale mevcut değil",
    openLink: "Aç",
    badLink: "Bu bağlantı açılamıyor",
    badLinkHint: "Yalnızca http ve https web sayfaları gösterilebilir.",
    offsiteLink: "Bu sayfa uygulamada açılamaz",
    offsiteLinkHint:
      "Burada yalnızca bu sitenin sayfaları ve platformun onayladığı siteler açılır. Tarayıcınızda açmadan önce adresi kontrol edin.",
    linkAddress: "Adres",
    fallbackNote: "İngilizce gösteriliyor — henüz Türkçe olarak mevcut değil",
  },
  support: {
    liveChat: "Destekle canlı sohbet",
    intro: "Günün her saati yardıma hazırız.",
    online: "Çevrimiçi müşteri hizmetleri",
    email: "E-posta desteği",
    telegram: "Telegram",
    twitter: "X (Twitter)",
    none: "Şu anda kullanılabilir iletişim kanalı yok",
    offline: "Çevrimiçi hizmet şu anda kullanılamıyor",
    writeTo: "Lütfen {{email}} adresine yazın, en kısa sürede yanıt vereceğiz.",
  },
  download: {
    version: "Sürüm {{version}}",
    get: "Uygulamayı indir",
    webOnly: "Bourse tarayıcınızda çalışır; bir uygulama gibi açmak için ana ekranınıza ekleyin.",
    homeScreen: "Ana ekrana ekle",
    homeScreenIntro: "Bourse'u ana ekranınızdan, tam ekran, yüklü bir uygulama gibi açın.",
    iosTitle: "iPhone ve iPad",
    ios: "Safari'de Paylaş düğmesine, ardından “Ana Ekrana Ekle”ye dokunun.",
    androidTitle: "Android",
    android: "Chrome'da ⋮ menüsünü açın, ardından “Uygulamayı yükle” veya “Ana ekrana ekle”yi seçin.",
  },
  upload: {
    choose: "Yüklemek için dokunun",
    uploading: "Yükleniyor…",
    done: "Yüklendi",
    failed: "Başarısız, yeniden denemek için dokunun",
    notImage: "Lütfen JPEG, PNG, GIF veya WebP bir görsel seçin",
    tooLarge: "Görsel en fazla {{megabytes}} MB olmalıdır",
    again: "Yükleme tamamlanamadı. Lütfen yeniden yükleyin.",
  },
  list: {
    pull: "Yenilemek için aşağı çekin",
    release: "Yenilemek için bırakın",
    refreshed: "Yenilendi",
    noMore: "Başka yok",
  },
  time: {
    justNow: "az önce",
  },
};

export default content;
