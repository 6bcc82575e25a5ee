/**
 * French: on-chain deposits and a withdrawal's state on the chain; the `chain` namespace.
 */
const chain = {
  deposit: {
    auto: "Les dépôts vers cette adresse arrivent d'eux-mêmes : aucun justificatif n'est nécessaire. Les montants sous le minimum ne sont pas crédités.",
    network: "Réseau",
    minimum: "Dépôt minimum",
    credited: "Crédité après",
    confirmations: "{{n}} confirmations",
  },
  list: {
    title: "Dépôts on-chain",
    empty: "Aucun dépôt vu sur la chaîne pour l'instant",
    progress: "{{confirmations}}/{{required}} confirmations",
    tx: "Tx {{hash}}",
    explorer: "Voir dans l'explorateur",
    seen: "Vu {{time}}",
  },
  state: {
    pending: "En confirmation",
    credited: "Crédité",
    dropped: "Abandonné",
    below_minimum: "Sous le minimum",
  },
  withdraw: {
    chain: "On-chain",
    approved: "Approuvé, en attente d'envoi",
    signed: "Signé",
    broadcast: "Diffusé",
    confirmed: "Confirmé",
    failed: "Échoué",
    tx: "Transaction {{hash}}",
  },
};

export default chain;
