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
};

export default notices;
