/**
 * Portuguese: on-chain deposits and a withdrawal's state on the chain; the `chain` namespace.
 */
const chain = {
  deposit: {
    auto: "Depósitos para este endereço chegam sozinhos: não é preciso comprovante. Valores abaixo do mínimo não são creditados.",
    network: "Rede",
    minimum: "Depósito mínimo",
    credited: "Creditado após",
    confirmations: "{{n}} confirmações",
  },
  list: {
    title: "Depósitos on-chain",
    empty: "Ainda não há depósitos na cadeia",
    progress: "{{confirmations}}/{{required}} confirmações",
    tx: "Tx {{hash}}",
    explorer: "Ver no explorador",
    seen: "Visto {{time}}",
  },
  state: {
    pending: "Confirmando",
    credited: "Creditado",
    dropped: "Descartado",
    below_minimum: "Abaixo do mínimo",
  },
  withdraw: {
    chain: "On-chain",
    approved: "Aprovado, na fila de envio",
    signed: "Assinado",
    broadcast: "Transmitido",
    confirmed: "Confirmado",
    failed: "Falhou",
    tx: "Transação {{hash}}",
  },
};

export default chain;
