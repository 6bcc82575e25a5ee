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
};

export default notices;
