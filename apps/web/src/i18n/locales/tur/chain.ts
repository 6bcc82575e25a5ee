/**
 * Turkish: on-chain deposits and a withdrawal's state on the chain; the `chain` namespace.
 */
const chain = {
  deposit: {
    auto: "Bu adrese yapılan yatırımlar kendiliğinden hesaba geçer: dekont gerekmez. Asgari tutarın altındaki tutarlar yatırılmaz.",
    network: "Ağ",
    minimum: "Asgari yatırım",
    credited: "Hesaba geçiş",
    confirmations: "{{n}} onay sonra",
  },
  list: {
    title: "Zincir üstü yatırımlar",
    empty: "Zincirde henüz yatırım görülmedi",
    progress: "{{confirmations}}/{{required}} onay",
    tx: "İşlem {{hash}}",
    explorer: "Gezginde görüntüle",
    seen: "Görüldü {{time}}",
  },
  state: {
    pending: "Onaylanıyor",
    credited: "Hesaba geçti",
    dropped: "Düştü",
    below_minimum: "Asgari tutarın altında",
  },
  withdraw: {
    chain: "Zincirde",
    approved: "Onaylandı, gönderim sırasında",
    signed: "İmzalandı",
    broadcast: "Yayınlandı",
    confirmed: "Onaylandı",
    failed: "Başarısız",
    tx: "İşlem {{hash}}",
  },
};

export default chain;
