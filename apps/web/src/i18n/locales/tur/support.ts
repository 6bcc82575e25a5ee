/** Turkish: the live support chat; the `support` namespace. */
const support = {
  title: "Canlı destek",
  intro: "Destek ekibimiz burada yanıt verir, genellikle birkaç dakika içinde.",
  empty: "Henüz mesaj yok. Size nasıl yardımcı olabileceğimizi yazın.",
  placeholder: "Mesaj yazın",
  send: "Gönder",
  image: "Resim",
  support: "Destek",
  sent: "Gönderildi",
  read: "Okundu",
  closed: "Bu görüşme kapatıldı. Yeniden açmak için tekrar yazın.",
  event: {
    closed: "Destek görüşmeyi kapattı",
    reopened: "Görüşme yeniden açıldı",
  },
  email: "E-posta mı tercih edersiniz? {{email}} adresine yazın",
  older: "Önceki mesajları göster",
};

export default support;
