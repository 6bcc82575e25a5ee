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
  approval: {
    merchant: {
      approved: "A sua loja de comerciante foi aprovada",
      rejected: "O seu pedido de comerciante foi recusado",
      rejectedFor: "O seu pedido de comerciante foi recusado: {{reason}}",
    },
    trader: {
      approved: "Agora é trader de cópia",
      rejected: "O seu pedido de trader de cópia foi recusado",
      rejectedFor: "O seu pedido de trader de cópia foi recusado: {{reason}}",
    },
    king: {
      approved: "Agora é king manager",
      rejected: "O seu pedido de king manager foi recusado",
      rejectedFor: "O seu pedido de king manager foi recusado: {{reason}}",
    },
    loan: {
      approved: "O seu empréstimo foi aprovado: o capital está na sua conta",
      rejected: "O seu empréstimo foi recusado: a garantia foi devolvida",
      rejectedFor: "O seu empréstimo foi recusado: {{reason}}. A garantia foi devolvida",
    },
    open: "Ver",
  },
};

export default notices;
