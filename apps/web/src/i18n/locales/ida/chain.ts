/**
 * Indonesian: on-chain deposits and a withdrawal's state on the chain; the `chain` namespace.
 */
const chain = {
  deposit: {
    auto: "Setoran ke alamat ini masuk dengan sendirinya: tidak perlu bukti transfer. Jumlah di bawah minimum tidak dikreditkan.",
    network: "Jaringan",
    minimum: "Setoran minimum",
    credited: "Dikreditkan setelah",
    confirmations: "{{n}} konfirmasi",
  },
  list: {
    title: "Setoran on-chain",
    empty: "Belum ada setoran di chain",
    progress: "{{confirmations}}/{{required}} konfirmasi",
    tx: "Tx {{hash}}",
    explorer: "Lihat di explorer",
    seen: "Terlihat {{time}}",
  },
  state: {
    pending: "Menunggu konfirmasi",
    credited: "Dikreditkan",
    dropped: "Dibatalkan",
    below_minimum: "Di bawah minimum",
  },
  withdraw: {
    chain: "On-chain",
    approved: "Disetujui, menunggu dikirim",
    signed: "Ditandatangani",
    broadcast: "Disiarkan",
    confirmed: "Terkonfirmasi",
    failed: "Gagal",
    tx: "Transaksi {{hash}}",
  },
};

export default chain;
