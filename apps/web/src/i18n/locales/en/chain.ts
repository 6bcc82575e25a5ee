/**
 * English: on-chain deposits on the deposit screen (the network's facts, the confirmations a deposit
 * waits for, the deposits seen on the chain) and a withdrawal's state on the chain; the `chain` namespace.
 */
const chain = {
  deposit: {
    auto: "Deposits to this address arrive by themselves: no voucher is needed. Amounts under the minimum are not credited.",
    network: "Network",
    minimum: "Minimum deposit",
    credited: "Credited after",
    confirmations: "{{n}} confirmations",
  },
  list: {
    title: "On-chain deposits",
    empty: "No deposits seen on the chain yet",
    progress: "{{confirmations}}/{{required}} confirmations",
    tx: "Tx {{hash}}",
    explorer: "View in explorer",
    seen: "Seen {{time}}",
  },
  state: {
    pending: "Confirming",
    credited: "Credited",
    dropped: "Dropped",
    below_minimum: "Below minimum",
  },
  withdraw: {
    chain: "On chain",
    approved: "Approved, queued for sending",
    signed: "Signed",
    broadcast: "Broadcast",
    confirmed: "Confirmed",
    failed: "Failed",
    tx: "Transaction {{hash}}",
  },
};

export default chain;
