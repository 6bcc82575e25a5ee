/** French: notices pushed to the user on any screen (identity decisions, settled seconds orders); the `notices` namespace. */
const notices = {
  dismiss: "Fermer",
  kyc: {
    certified: "Identité vérifiée (niveau {{level}})",
    rejected: "Vérification refusée : {{reason}}",
    open: "Voir la vérification",
  },
  seconds: {
    win: "{{pair}} {{duration}} {{direction}} : gagné {{amount}}",
    loss: "{{pair}} {{duration}} {{direction}} : perdu {{amount}}",
    tie: "{{pair}} {{duration}} {{direction}} : égalité, mise rendue",
    open: "Voir le résultat",
  },
};

export default notices;
