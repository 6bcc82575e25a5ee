/** Spanish: notices pushed to the user on any screen (identity decisions, settled seconds orders); the `notices` namespace. */
const notices = {
  dismiss: "Cerrar",
  kyc: {
    certified: "Identidad verificada (nivel {{level}})",
    rejected: "Verificación rechazada: {{reason}}",
    open: "Ver verificación",
  },
  seconds: {
    win: "{{pair}} {{duration}} {{direction}}: ganó {{amount}}",
    loss: "{{pair}} {{duration}} {{direction}}: perdió {{amount}}",
    tie: "{{pair}} {{duration}} {{direction}}: empate, importe devuelto",
    open: "Ver resultado",
  },
};

export default notices;
