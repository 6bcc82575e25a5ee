/** German: notices pushed to the user on any screen (identity decisions, settled seconds orders); the `notices` namespace. */
const notices = {
  dismiss: "Schließen",
  kyc: {
    certified: "Identität verifiziert (Stufe {{level}})",
    rejected: "Verifizierung abgelehnt: {{reason}}",
    open: "Verifizierung ansehen",
  },
  seconds: {
    win: "{{pair}} {{duration}} {{direction}}: gewonnen {{amount}}",
    loss: "{{pair}} {{duration}} {{direction}}: verloren {{amount}}",
    tie: "{{pair}} {{duration}} {{direction}}: unentschieden, Einsatz zurück",
    open: "Ergebnis ansehen",
  },
  approval: {
    merchant: {
      approved: "Ihr Händlershop wurde genehmigt",
      rejected: "Ihr Händlerantrag wurde abgelehnt",
      rejectedFor: "Ihr Händlerantrag wurde abgelehnt: {{reason}}",
    },
    trader: {
      approved: "Sie sind jetzt Copy-Trader",
      rejected: "Ihr Copy-Trader-Antrag wurde abgelehnt",
      rejectedFor: "Ihr Copy-Trader-Antrag wurde abgelehnt: {{reason}}",
    },
    king: {
      approved: "Sie sind jetzt King-Manager",
      rejected: "Ihr King-Manager-Antrag wurde abgelehnt",
      rejectedFor: "Ihr King-Manager-Antrag wurde abgelehnt: {{reason}}",
    },
    loan: {
      approved: "Ihr Kredit wurde genehmigt: Der Betrag ist auf Ihrem Konto",
      rejected: "Ihr Kredit wurde abgelehnt: Die Sicherheit ist zurück",
      rejectedFor: "Ihr Kredit wurde abgelehnt: {{reason}}. Die Sicherheit ist zurück",
    },
    open: "Ansehen",
  },
};

export default notices;
