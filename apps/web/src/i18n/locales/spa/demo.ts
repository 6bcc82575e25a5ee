/** Spanish: demo accounts (ribbon, account switch, first-time explanation, reset, notice); the `demo` namespace. */
const demo = {
  badge: "Demo",
  ribbon: "Trading demo · fondos virtuales",
  ribbonLabel: "Modo demo: estás operando con fondos virtuales",
  switch: {
    label: "Trading demo",
    demo: "Demo",
    real: "Real",
  },
  intro: {
    title: "Practica con el trading demo",
    funds: "Recibes {{amount}} en fondos virtuales para practicar.",
    prices:
      "Los precios siguen el mismo índice que los mercados reales; las órdenes spot se negocian en libros de órdenes demo aparte.",
    apart: "Los fondos demo son virtuales: nada puede pasar entre ellos y el dinero real.",
    off: "Los depósitos, retiros, P2P, productos de rendimiento y demás servicios con dinero real están desactivados en modo demo.",
    reset: "Restablece tus fondos demo cuando quieras y vuelve a tu cuenta real con un toque.",
    start: "Empezar trading demo",
    later: "Ahora no",
  },
  switched: {
    demo: "Ahora operas con fondos demo",
    real: "De vuelta en tu cuenta real",
  },
  reset: {
    lead: "Fondos virtuales para practicar: restablécelos a {{amount}} cuando quieras.",
    button: "Restablecer fondos demo",
    title: "¿Restablecer los fondos demo?",
    closes: "Se cerrarán todas tus posiciones y órdenes demo abiertas.",
    balance: "Tu saldo demo volverá a {{amount}}.",
    ok: "Restablecer",
    done: "Los fondos demo vuelven a ser {{amount}}",
  },
  notice: {
    title: "No disponible en modo demo",
    text: "Los depósitos, retiros, P2P y productos de rendimiento usan dinero real. Cambia a tu cuenta real para usarlos.",
    switch: "Cambiar a la cuenta real",
  },
};

export default demo;
