/**
 * English: the verifier (its hub, each proof's steps in plain words, the verdict) and the "Verify" links
 * on bills, seconds orders, perpetual positions, Assets and Settings; the `transparency` namespace.
 */
const transparency = {
  link: {
    verify: "Verify",
    balances: "Verify my balances",
    settings: "Verify the venue",
    settingsHint: "Check bills, balances and outcomes yourself",
  },
  title: {
    hub: "Verify",
    entry: "Verify a bill",
    liabilities: "Verify my balances",
    seconds: "Verify a seconds order",
    lever: "Verify a closed position",
  },
  verdict: {
    ok: "Verified",
    failed: "Check failed",
    okHint: "All {{total}} checks passed.",
    failedHint: "{{failed}} of {{total}} checks did not pass: see the steps marked ✗.",
  },
  local: "Checked on this phone with the same code the venue's server runs.",
  step: {
    passed: "Passed",
    failed: "Failed",
    entryHash: "The entry's contents give exactly its recorded hash",
    link: "The next journal entry is chained to the one before it",
    headReached: "The chain reaches the head the venue published",
    headSignature: "The head is signed with the venue's key",
    leafHash: "Your balance and secret give exactly your leaf in the tree",
    noNegativeSums: "No balance or sum on your path is negative",
    pathToRoot: "Your leaf leads up to the published root",
    rootTotal: "The sums on your path add up to the published total",
    rootSignature: "The root and its total are signed with the venue's key",
    knownRule: "The outcome was decided by a rule this app knows",
    inputs: "The recorded inputs are complete and well formed",
    tickTimes: "The ticks used are on the right side of the expiry time",
    result: "Recomputing the rule gives the recorded result",
  },
  hub: {
    lead: "Bourse chains every movement of money in a journal, signs it and publishes proofs. This screen checks them on your phone, with the same code the venue's server runs.",
    what: "What you can verify",
    bills:
      "A bill: tap Verify on a line of your bills to prove its entry is in the journal the venue signed.",
    balances:
      "Your balances: each one is a leaf of the published proof of liabilities, so the total cannot leave it out.",
    seconds:
      "A seconds order: tap Verify on a settled order to recompute its result from the recorded ticks.",
    lever: "A perpetual position: tap Verify on a closed position in your history to recompute its close.",
    verifyBalances: "Verify my balances (proof of liabilities)",
    key: "Venue key (Ed25519)",
    head: "Latest published head",
    headEntry: "Journal entry",
    headTime: "Published",
    headHash: "Hash",
    signature: "Signature",
    signatureOk: "Valid for the venue key",
    signatureBad: "Not valid for the venue key",
    noHead: "No head has been published yet.",
    every: "A new head is published every {{minutes}} minutes.",
  },
  entry: {
    entry: "Journal entry",
    kind: "Kind",
    time: "Time",
    head: "Signed head",
    headValue: "Entry {{id}} · {{time}}",
    key: "Venue key",
  },
  liabilities: {
    lead: "For each currency, your balance is a leaf of the published tree, and every sum on the way up adds to the signed total.",
    snapshot: "Snapshot {{id}}",
    balance: "Your balance",
    total: "Published total",
    users: "Users",
    time: "Taken",
    none: "No proof of liabilities has been published yet.",
    empty: "You had no balance in the latest snapshot.",
  },
  outcome: {
    rule: "Rule",
    entry: "Journal entry",
    field: {
      result: "Result",
      payout: "Payout",
      profit: "Profit",
      close_price: "Close price",
      pnl: "Realized PnL",
      absorbed: "Loss absorbed by the venue",
    },
    value: { win: "Win", loss: "Loss", tie: "Tie" },
  },
  error: { title: "This proof could not be checked" },
  invalid: { title: "This link does not say what to verify", action: "What can be verified" },
  login: { title: "Log in to verify", hint: "This proof is about your own account." },
};

export default transparency;
