/** Turkish: notices pushed to the user on any screen (identity decisions, settled seconds orders); the `notices` namespace. */
const notices = {
  dismiss: "Kapat",
  kyc: {
    certified: "Kimlik doğrulandı (seviye {{level}})",
    rejected: "Doğrulama reddedildi: {{reason}}",
    open: "Doğrulamayı gör",
  },
  seconds: {
    win: "{{pair}} {{duration}} {{direction}}: kazandı {{amount}}",
    loss: "{{pair}} {{duration}} {{direction}}: kaybetti {{amount}}",
    tie: "{{pair}} {{duration}} {{direction}}: berabere, tutar iade edildi",
    open: "Sonucu gör",
  },
};

export default notices;
