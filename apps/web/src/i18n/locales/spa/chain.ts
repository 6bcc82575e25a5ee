/**
 * Spanish: on-chain deposits and a withdrawal's state on the chain; the `chain` namespace.
 */
const chain = {
  deposit: {
    auto: "Los depósitos a esta dirección llegan solos: no hace falta comprobante. Los importes por debajo del mínimo no se acreditan.",
    network: "Red",
    minimum: "Depósito mínimo",
    credited: "Se acredita tras",
    confirmations: "{{n}} confirmaciones",
  },
  list: {
    title: "Depósitos en cadena",
    empty: "Aún no hay depósitos en la cadena",
    progress: "{{confirmations}}/{{required}} confirmaciones",
    tx: "Tx {{hash}}",
    explorer: "Ver en el explorador",
    seen: "Detectado {{time}}",
  },
  state: {
    pending: "Confirmando",
    credited: "Acreditado",
    dropped: "Descartado",
    below_minimum: "Por debajo del mínimo",
  },
  withdraw: {
    chain: "En cadena",
    approved: "Aprobado, en cola de envío",
    signed: "Firmado",
    broadcast: "Difundido",
    confirmed: "Confirmado",
    failed: "Fallido",
    tx: "Transacción {{hash}}",
  },
};

export default chain;
