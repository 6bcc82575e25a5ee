/**
 * German: on-chain deposits and a withdrawal's state on the chain; the `chain` namespace.
 */
const chain = {
  deposit: {
    auto: "Einzahlungen an diese Adresse kommen von selbst an: kein Beleg nötig. Beträge unter dem Minimum werden nicht gutgeschrieben.",
    network: "Netzwerk",
    minimum: "Mindesteinzahlung",
    credited: "Gutgeschrieben nach",
    confirmations: "{{n}} Bestätigungen",
  },
  list: {
    title: "On-Chain-Einzahlungen",
    empty: "Noch keine Einzahlungen auf der Chain",
    progress: "{{confirmations}}/{{required}} Bestätigungen",
    tx: "Tx {{hash}}",
    explorer: "Im Explorer ansehen",
    seen: "Gesehen {{time}}",
  },
  state: {
    pending: "Wird bestätigt",
    credited: "Gutgeschrieben",
    dropped: "Verworfen",
    below_minimum: "Unter dem Minimum",
  },
  withdraw: {
    chain: "On-Chain",
    approved: "Genehmigt, wartet auf Versand",
    signed: "Signiert",
    broadcast: "Gesendet",
    confirmed: "Bestätigt",
    failed: "Fehlgeschlagen",
    tx: "Transaktion {{hash}}",
  },
};

export default chain;
