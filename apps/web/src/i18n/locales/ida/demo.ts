/** Indonesian: demo accounts (ribbon, account switch, first-time explanation, reset, notice); the `demo` namespace. */
const demo = {
  badge: "Demo",
  ribbon: "Trading demo · dana virtual",
  ribbonLabel: "Mode demo: Anda bertrading dengan dana virtual",
  switch: {
    label: "Trading demo",
    demo: "Demo",
    real: "Riil",
  },
  intro: {
    title: "Berlatih dengan trading demo",
    funds: "Anda mendapat {{amount}} dana virtual untuk berlatih.",
    prices:
      "Harga mengikuti indeks yang sama dengan pasar riil; order spot diperdagangkan di order book demo tersendiri.",
    apart: "Dana demo bersifat virtual: tidak ada yang dapat berpindah antara dana demo dan uang riil.",
    off: "Deposit, penarikan, P2P, produk earn, dan layanan uang riil lainnya tidak tersedia dalam mode demo.",
    reset: "Atur ulang dana demo kapan saja, dan kembali ke akun riil Anda dengan satu ketukan.",
    start: "Mulai trading demo",
    later: "Nanti saja",
  },
  switched: {
    demo: "Sekarang bertrading dengan dana demo",
    real: "Kembali ke akun riil Anda",
  },
  reset: {
    lead: "Dana virtual untuk berlatih: atur ulang ke {{amount}} kapan saja.",
    button: "Atur ulang dana demo",
    title: "Atur ulang dana demo?",
    closes: "Semua posisi dan order demo yang terbuka akan ditutup.",
    balance: "Saldo demo Anda akan dikembalikan ke {{amount}}.",
    ok: "Atur ulang",
    done: "Dana demo kembali ke {{amount}}",
  },
  notice: {
    title: "Tidak tersedia dalam mode demo",
    text: "Deposit, penarikan, P2P, dan produk earn menggunakan uang riil. Beralihlah ke akun riil Anda untuk menggunakannya.",
    switch: "Beralih ke akun riil",
  },
};

export default demo;
