/** Indonesian: the API management screen; the `apikeys` namespace. */
const apikeys = {
  title: "Manajemen API",
  intro:
    "Kunci API memungkinkan program Anda berdagang untuk Anda melalui API bursa. Jangan pernah membagikan secret kunci; hapus kunci yang tidak lagi dipakai.",
  create: "Buat kunci API",
  label: "Label",
  labelPlaceholder: "1 sampai 32 karakter",
  permissions: "Izin",
  permission: {
    read: "Baca",
    trade: "Trading",
    withdraw: "Penarikan",
  },
  readAlways: "Membaca selalu diizinkan.",
  ips: "Daftar IP diizinkan",
  ipsPlaceholder: "Satu alamat per baris (IPv4 atau IPv6); kosong: alamat apa pun",
  withdrawNeedsIps: "Penarikan memerlukan daftar IP yang diizinkan.",
  expiry: "Kedaluwarsa",
  expiryNever: "Tidak pernah",
  expiryDays: "Dalam {{days}} hari",
  publicKey: "Kunci publik Ed25519 (opsional)",
  publicKeyPlaceholder: "PEM atau base64; kosongkan untuk secret HMAC",
  googleCode: "Kode autentikator",
  secretTitle: "Simpan secret key Anda sekarang",
  secretWarning:
    "Secret ini hanya ditampilkan sekali. Salin dan simpan dengan aman: siapa pun yang memilikinya dapat memakai kunci Anda. Jika hilang, hapus kunci dan buat yang baru.",
  apiKey: "Kunci API",
  secret: "Secret key",
  copy: "Salin",
  done: "Sudah saya simpan",
  ed25519Created: "Kunci dibuat: tanda tangani dengan kunci privat dari kunci publik yang Anda berikan.",
  yourKeys: "Kunci API Anda",
  empty: "Belum ada kunci API",
  anyIp: "IP apa pun",
  lastUsed: "Terakhir dipakai {{time}}",
  neverUsed: "Belum pernah dipakai",
  expiresAt: "Kedaluwarsa {{time}}",
  status: {
    active: "Aktif",
    expired: "Kedaluwarsa",
    disabled: "Dinonaktifkan",
    revoked: "Dicabut",
  },
  delete: "Hapus",
  deleteConfirm: "Hapus kunci API ini? Program yang memakainya langsung berhenti.",
};

export default apikeys;
