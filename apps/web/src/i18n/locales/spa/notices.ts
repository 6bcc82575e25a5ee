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
  approval: {
    merchant: {
      approved: "Tu tienda de comerciante fue aprobada",
      rejected: "Tu solicitud de comerciante fue rechazada",
      rejectedFor: "Tu solicitud de comerciante fue rechazada: {{reason}}",
    },
    trader: {
      approved: "Ahora eres trader de copia",
      rejected: "Tu solicitud de trader de copia fue rechazada",
      rejectedFor: "Tu solicitud de trader de copia fue rechazada: {{reason}}",
    },
    king: {
      approved: "Ahora eres king manager",
      rejected: "Tu solicitud de king manager fue rechazada",
      rejectedFor: "Tu solicitud de king manager fue rechazada: {{reason}}",
    },
    loan: {
      approved: "Tu préstamo fue aprobado: el principal está en tu cuenta",
      rejected: "Tu préstamo fue rechazado: la garantía te fue devuelta",
      rejectedFor: "Tu préstamo fue rechazado: {{reason}}. La garantía te fue devuelta",
    },
    open: "Ver",
  },
};

export default notices;
