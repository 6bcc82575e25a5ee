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
  approval: {
    merchant: {
      approved: "Votre boutique de marchand a été approuvée",
      rejected: "Votre demande de marchand a été refusée",
      rejectedFor: "Votre demande de marchand a été refusée : {{reason}}",
    },
    trader: {
      approved: "Vous êtes désormais trader copié",
      rejected: "Votre demande de trader copié a été refusée",
      rejectedFor: "Votre demande de trader copié a été refusée : {{reason}}",
    },
    king: {
      approved: "Vous êtes désormais king manager",
      rejected: "Votre demande de king manager a été refusée",
      rejectedFor: "Votre demande de king manager a été refusée : {{reason}}",
    },
    loan: {
      approved: "Votre prêt a été approuvé : le principal est sur votre compte",
      rejected: "Votre prêt a été refusé : la garantie vous est rendue",
      rejectedFor: "Votre prêt a été refusé : {{reason}}. La garantie vous est rendue",
    },
    open: "Voir",
  },
};

export default notices;
