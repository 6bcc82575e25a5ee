/** English: notices pushed to the user on any screen (identity decisions, settled seconds orders); the `notices` namespace. */
const notices = {
  dismiss: "Dismiss",
  kyc: {
    certified: "Identity verified (level {{level}})",
    rejected: "Verification rejected: {{reason}}",
    open: "View verification",
  },
  seconds: {
    win: "{{pair}} {{duration}} {{direction}}: won {{amount}}",
    loss: "{{pair}} {{duration}} {{direction}}: lost {{amount}}",
    tie: "{{pair}} {{duration}} {{direction}}: draw, stake returned",
    open: "View result",
  },
  approval: {
    merchant: {
      approved: "Your merchant store was approved",
      rejected: "Your merchant application was rejected",
      rejectedFor: "Your merchant application was rejected: {{reason}}",
    },
    trader: {
      approved: "You are now a copy trader",
      rejected: "Your copy trader application was rejected",
      rejectedFor: "Your copy trader application was rejected: {{reason}}",
    },
    king: {
      approved: "You are now a king manager",
      rejected: "Your king manager application was rejected",
      rejectedFor: "Your king manager application was rejected: {{reason}}",
    },
    loan: {
      approved: "Your loan was approved: the principal is in your account",
      rejected: "Your loan was rejected: the collateral is back",
      rejectedFor: "Your loan was rejected: {{reason}}. The collateral is back",
    },
    open: "View",
  },
};

export default notices;
