/** Turkish: the API management screen; the `apikeys` namespace. */
const apikeys = {
  title: "API yönetimi",
  intro:
    "API anahtarları, programlarınızın borsa API'si üzerinden sizin yerinize işlem yapmasını sağlar. Anahtarın gizli değerini asla paylaşmayın; kullanmadığınız anahtarları silin.",
  create: "API anahtarı oluştur",
  label: "Etiket",
  labelPlaceholder: "1 ile 32 karakter",
  permissions: "İzinler",
  permission: {
    read: "Okuma",
    trade: "İşlem",
    withdraw: "Çekim",
  },
  readAlways: "Okuma her zaman açıktır.",
  ips: "IP izin listesi",
  ipsPlaceholder: "Her satıra bir adres (IPv4 veya IPv6); boş: her adres",
  withdrawNeedsIps: "Çekim için IP izin listesi gerekir.",
  expiry: "Bitiş",
  expiryNever: "Asla",
  expiryDays: "{{days}} gün sonra",
  publicKey: "Ed25519 açık anahtarı (isteğe bağlı)",
  publicKeyPlaceholder: "PEM veya base64; HMAC gizli anahtarı için boş bırakın",
  googleCode: "Doğrulayıcı kodu",
  secretTitle: "Gizli anahtarınızı şimdi kaydedin",
  secretWarning:
    "Bu gizli anahtar yalnızca bir kez gösterilir. Kopyalayıp güvenle saklayın: ona sahip olan herkes anahtarınızı kullanabilir. Kaybederseniz anahtarı silip yenisini oluşturun.",
  apiKey: "API anahtarı",
  secret: "Gizli anahtar",
  copy: "Kopyala",
  done: "Kaydettim",
  ed25519Created: "Anahtar oluşturuldu: verdiğiniz açık anahtarın özel anahtarıyla imzalayın.",
  yourKeys: "API anahtarlarınız",
  empty: "Henüz API anahtarı yok",
  anyIp: "Her IP",
  lastUsed: "Son kullanım {{time}}",
  neverUsed: "Hiç kullanılmadı",
  expiresAt: "{{time}} tarihinde sona erer",
  status: {
    active: "Etkin",
    expired: "Süresi doldu",
    disabled: "Devre dışı",
    revoked: "İptal edildi",
  },
  delete: "Sil",
  deleteConfirm: "Bu API anahtarı silinsin mi? Onu kullanan programlar hemen durur.",
};

export default apikeys;
