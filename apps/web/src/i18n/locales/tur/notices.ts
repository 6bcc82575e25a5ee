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
  approval: {
    merchant: {
      approved: "Satıcı mağazanız onaylandı",
      rejected: "Satıcı başvurunuz reddedildi",
      rejectedFor: "Satıcı başvurunuz reddedildi: {{reason}}",
    },
    trader: {
      approved: "Artık bir kopya yatırımcısısınız",
      rejected: "Kopya yatırımcısı başvurunuz reddedildi",
      rejectedFor: "Kopya yatırımcısı başvurunuz reddedildi: {{reason}}",
    },
    king: {
      approved: "Artık bir kral yöneticisiniz",
      rejected: "Kral yönetici başvurunuz reddedildi",
      rejectedFor: "Kral yönetici başvurunuz reddedildi: {{reason}}",
    },
    loan: {
      approved: "Krediniz onaylandı: anapara hesabınızda",
      rejected: "Krediniz reddedildi: teminat iade edildi",
      rejectedFor: "Krediniz reddedildi: {{reason}}. Teminat iade edildi",
    },
    open: "Görüntüle",
  },
};

export default notices;
