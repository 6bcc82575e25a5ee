/** Indonesian: the live support chat; the `support` namespace. */
const support = {
  title: "Obrolan langsung",
  intro: "Tim dukungan kami menjawab di sini, biasanya dalam beberapa menit.",
  empty: "Belum ada pesan. Beri tahu kami apa yang bisa kami bantu.",
  placeholder: "Ketik pesan",
  send: "Kirim",
  image: "Gambar",
  support: "Dukungan",
  sent: "Terkirim",
  read: "Dibaca",
  closed: "Percakapan ini ditutup. Kirim pesan lagi untuk membukanya kembali.",
  event: {
    closed: "Dukungan menutup percakapan",
    reopened: "Percakapan dibuka kembali",
  },
  email: "Lebih suka e-mail? Tulis ke {{email}}",
  older: "Tampilkan pesan sebelumnya",
};

export default support;
