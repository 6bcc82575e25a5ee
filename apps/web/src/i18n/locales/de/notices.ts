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
};

export default notices;
