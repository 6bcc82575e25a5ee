/** Turkish: demo accounts (ribbon, account switch, first-time explanation, reset, notice); the `demo` namespace. */
const demo = {
  badge: "Demo",
  ribbon: "Demo işlem · sanal fon",
  ribbonLabel: "Demo modu: sanal fonlarla işlem yapıyorsunuz",
  switch: {
    label: "Demo işlem",
    demo: "Demo",
    real: "Gerçek",
  },
  intro: {
    title: "Demo işlemle pratik yapın",
    funds: "Pratik yapmanız için {{amount}} sanal fon alırsınız.",
    prices:
      "Fiyatlar gerçek piyasalarla aynı endeksi izler; spot emirler ayrı demo emir defterlerinde işlem görür.",
    apart: "Demo fonlar sanaldır: demo fonlarla gerçek para arasında hiçbir aktarım yapılamaz.",
    off: "Demo modunda yatırma, çekme, P2P, kazanç ürünleri ve gerçek parayla çalışan diğer hizmetler kapalıdır.",
    reset: "Demo fonlarınızı istediğiniz zaman sıfırlayın ve tek dokunuşla gerçek hesabınıza dönün.",
    start: "Demo işleme başla",
    later: "Şimdi değil",
  },
  switched: {
    demo: "Artık demo fonlarla işlem yapıyorsunuz",
    real: "Gerçek hesabınıza döndünüz",
  },
  reset: {
    lead: "Pratik için sanal fonlar: istediğiniz zaman {{amount}} tutarına sıfırlayın.",
    button: "Demo fonları sıfırla",
    title: "Demo fonlar sıfırlansın mı?",
    closes: "Açık tüm demo pozisyonlarınız ve emirleriniz kapatılacak.",
    balance: "Demo bakiyeniz yeniden {{amount}} olacak.",
    ok: "Sıfırla",
    done: "Demo fonlar yeniden {{amount}}",
  },
  notice: {
    title: "Demo modunda kullanılamaz",
    text: "Yatırma, çekme, P2P ve kazanç ürünleri gerçek para kullanır. Kullanmak için gerçek hesabınıza geçin.",
    switch: "Gerçek hesaba geç",
  },
};

export default demo;
