/** Indonesian: notices pushed to the user on any screen (identity decisions, settled seconds orders); the `notices` namespace. */
const notices = {
  dismiss: "Tutup",
  kyc: {
    certified: "Identitas terverifikasi (level {{level}})",
    rejected: "Verifikasi ditolak: {{reason}}",
    open: "Lihat verifikasi",
  },
  seconds: {
    win: "{{pair}} {{duration}} {{direction}}: menang {{amount}}",
    loss: "{{pair}} {{duration}} {{direction}}: kalah {{amount}}",
    tie: "{{pair}} {{duration}} {{direction}}: seri, taruhan dikembalikan",
    open: "Lihat hasil",
  },
  approval: {
    merchant: {
      approved: "Toko merchant Anda disetujui",
      rejected: "Pengajuan merchant Anda ditolak",
      rejectedFor: "Pengajuan merchant Anda ditolak: {{reason}}",
    },
    trader: {
      approved: "Anda kini trader copy",
      rejected: "Pengajuan trader copy Anda ditolak",
      rejectedFor: "Pengajuan trader copy Anda ditolak: {{reason}}",
    },
    king: {
      approved: "Anda kini king manager",
      rejected: "Pengajuan king manager Anda ditolak",
      rejectedFor: "Pengajuan king manager Anda ditolak: {{reason}}",
    },
    loan: {
      approved: "Pinjaman Anda disetujui: pokok pinjaman sudah masuk ke akun Anda",
      rejected: "Pinjaman Anda ditolak: jaminan dikembalikan",
      rejectedFor: "Pinjaman Anda ditolak: {{reason}}. Jaminan dikembalikan",
    },
    open: "Lihat",
  },
};

export default notices;
