/**
 * English: demo accounts (the ribbon of demo mode, the account switch, the first-time explanation,
 * the reset of the demo funds, the notice on real-money screens); the `demo` namespace.
 */
const demo = {
  badge: "Demo",
  ribbon: "Demo trading · virtual funds",
  ribbonLabel: "Demo mode: you are trading with virtual funds",
  switch: {
    label: "Demo trading",
    demo: "Demo",
    real: "Real",
  },
  intro: {
    title: "Practise with demo trading",
    funds: "You get {{amount}} of virtual funds to practise with.",
    prices:
      "Prices follow the same index as the real markets; spot orders trade on separate demo order books.",
    apart: "Demo funds are virtual: nothing can move between them and real money.",
    off: "Deposits, withdrawals, P2P, earn products and other real-money services are off in demo mode.",
    reset: "Reset your demo funds at any time, and switch back to your real account with one tap.",
    start: "Start demo trading",
    later: "Not now",
  },
  switched: {
    demo: "Now trading with demo funds",
    real: "Back to your real account",
  },
  reset: {
    lead: "Virtual funds for practice: reset them to {{amount}} whenever you like.",
    button: "Reset demo funds",
    title: "Reset demo funds?",
    closes: "All your open demo positions and orders will be closed.",
    balance: "Your demo balance will be set back to {{amount}}.",
    ok: "Reset",
    done: "Demo funds are back to {{amount}}",
  },
  notice: {
    title: "Not available in demo mode",
    text: "Deposits, withdrawals, P2P and earn products use real money. Switch to your real account to use them.",
    switch: "Switch to real account",
  },
};

export default demo;
