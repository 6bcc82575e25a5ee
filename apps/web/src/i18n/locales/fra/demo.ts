/** French: demo accounts (ribbon, account switch, first-time explanation, reset, notice); the `demo` namespace. */
const demo = {
  badge: "Démo",
  ribbon: "Trading démo · fonds virtuels",
  ribbonLabel: "Mode démo : vous tradez avec des fonds virtuels",
  switch: {
    label: "Trading démo",
    demo: "Démo",
    real: "Réel",
  },
  intro: {
    title: "Entraînez-vous avec le trading démo",
    funds: "Vous recevez {{amount}} de fonds virtuels pour vous entraîner.",
    prices:
      "Les prix suivent le même indice que les marchés réels ; les ordres spot s'exécutent sur des carnets d'ordres démo distincts.",
    apart: "Les fonds démo sont virtuels : rien ne peut passer entre eux et l'argent réel.",
    off: "Les dépôts, retraits, le P2P, les produits d'épargne et les autres services en argent réel sont désactivés en mode démo.",
    reset: "Réinitialisez vos fonds démo à tout moment et revenez à votre compte réel d'un seul geste.",
    start: "Commencer le trading démo",
    later: "Plus tard",
  },
  switched: {
    demo: "Vous tradez maintenant avec des fonds démo",
    real: "Retour à votre compte réel",
  },
  reset: {
    lead: "Des fonds virtuels pour s'entraîner : réinitialisez-les à {{amount}} quand vous voulez.",
    button: "Réinitialiser les fonds démo",
    title: "Réinitialiser les fonds démo ?",
    closes: "Toutes vos positions et ordres démo ouverts seront clôturés.",
    balance: "Votre solde démo reviendra à {{amount}}.",
    ok: "Réinitialiser",
    done: "Les fonds démo sont revenus à {{amount}}",
  },
  notice: {
    title: "Indisponible en mode démo",
    text: "Les dépôts, retraits, le P2P et les produits d'épargne utilisent de l'argent réel. Passez à votre compte réel pour les utiliser.",
    switch: "Passer au compte réel",
  },
};

export default demo;
