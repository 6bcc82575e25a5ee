/** Portuguese: notices pushed to the user on any screen (identity decisions, settled seconds orders); the `notices` namespace. */
const notices = {
  dismiss: "Fechar",
  kyc: {
    certified: "Identidade verificada (nível {{level}})",
    rejected: "Verificação recusada: {{reason}}",
    open: "Ver verificação",
  },
  seconds: {
    win: "{{pair}} {{duration}} {{direction}}: ganhou {{amount}}",
    loss: "{{pair}} {{duration}} {{direction}}: perdeu {{amount}}",
    tie: "{{pair}} {{duration}} {{direction}}: empate, valor devolvido",
    open: "Ver resultado",
  },
};

export default notices;
