import type enContent from "../en/content";

/** Bahasa Indonesia: articles, support, download, uploads, lists and relative time. */
const content: typeof enContent = {
  content: {
    news: "Berita",
    activity: "Kampanye",
    eventPlaza: "Plaza acara",
    guide: "Panduan pemula",
    compliance: "Kepatuhan operasional",
    article: "Artikel",
    noNews: "Belum ada berita",
    noActivity: "Belum ada kampanye",
    noHelp: "Belum ada artikel bantuan",
    noArticles: "Belum ada isi",
    notFound: "Artikel ini tidak ada",
    openLink: "Buka",
    badLink: "Tautan ini tidak dapat dibuka",
    badLinkHint: "Hanya halaman web http dan https yang dapat ditampilkan.",
    offsiteLink: "Halaman ini tidak dapat dibuka di aplikasi",
    offsiteLinkHint:
      "Di sini hanya halaman situs ini dan situs yang disetujui bursa yang dapat dibuka. Periksa alamatnya sebelum membukanya di browser.",
    linkAddress: "Alamat",
    fallbackNote: "Ditampilkan dalam bahasa Inggris — belum tersedia dalam bahasa Indonesia",
  },
  support: {
    liveChat: "Obrolan langsung dengan dukungan",
    intro: "Kami siap membantu, kapan saja.",
    online: "Layanan pelanggan online",
    email: "Dukungan email",
    telegram: "Telegram",
    twitter: "X (Twitter)",
    none: "Belum ada saluran kontak yang tersedia",
    offline: "Layanan online sedang tidak tersedia",
    writeTo: "Silakan kirim email ke {{email}}, kami akan membalas secepatnya.",
  },
  download: {
    version: "Versi {{version}}",
    get: "Unduh aplikasi",
    webOnly: "Bourse berjalan di browser Anda; tambahkan ke layar utama agar bisa dibuka seperti aplikasi.",
    homeScreen: "Tambahkan ke layar utama",
    homeScreenIntro: "Buka Bourse dari layar utama, layar penuh, seperti aplikasi terpasang.",
    iosTitle: "iPhone dan iPad",
    ios: "Di Safari, ketuk tombol Bagikan, lalu “Tambah ke Layar Utama”.",
    androidTitle: "Android",
    android: "Di Chrome, buka menu ⋮, lalu “Instal aplikasi” atau “Tambahkan ke Layar utama”.",
  },
  upload: {
    choose: "Ketuk untuk mengunggah",
    uploading: "Mengunggah…",
    done: "Terunggah",
    failed: "Gagal, ketuk untuk mencoba lagi",
    notImage: "Pilih gambar JPEG, PNG, GIF, atau WebP",
    tooLarge: "Ukuran gambar maksimal {{megabytes}} MB",
    again: "Unggahan gagal. Silakan unggah lagi.",
  },
  list: {
    pull: "Tarik ke bawah untuk menyegarkan",
    release: "Lepaskan untuk menyegarkan",
    refreshed: "Diperbarui",
    noMore: "Tidak ada lagi",
  },
  time: {
    justNow: "baru saja",
  },
};

export default content;
