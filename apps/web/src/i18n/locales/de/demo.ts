/** German: demo accounts (ribbon, account switch, first-time explanation, reset, notice); the `demo` namespace. */
const demo = {
  badge: "Demo",
  ribbon: "Demo-Handel · virtuelles Guthaben",
  ribbonLabel: "Demo-Modus: Sie handeln mit virtuellem Guthaben",
  switch: {
    label: "Demo-Handel",
    demo: "Demo",
    real: "Echt",
  },
  intro: {
    title: "Üben mit dem Demo-Handel",
    funds: "Sie erhalten {{amount}} virtuelles Guthaben zum Üben.",
    prices:
      "Die Preise folgen demselben Index wie die echten Märkte; Spot-Orders werden in eigenen Demo-Orderbüchern gehandelt.",
    apart: "Demo-Guthaben ist virtuell: Zwischen ihm und echtem Geld kann nichts übertragen werden.",
    off: "Ein- und Auszahlungen, P2P, Anlageprodukte und andere Echtgeld-Dienste sind im Demo-Modus deaktiviert.",
    reset:
      "Setzen Sie Ihr Demo-Guthaben jederzeit zurück und wechseln Sie mit einem Tipp zurück zu Ihrem echten Konto.",
    start: "Demo-Handel starten",
    later: "Nicht jetzt",
  },
  switched: {
    demo: "Sie handeln jetzt mit Demo-Guthaben",
    real: "Zurück in Ihrem echten Konto",
  },
  reset: {
    lead: "Virtuelles Guthaben zum Üben: jederzeit auf {{amount}} zurücksetzbar.",
    button: "Demo-Guthaben zurücksetzen",
    title: "Demo-Guthaben zurücksetzen?",
    closes: "Alle offenen Demo-Positionen und -Orders werden geschlossen.",
    balance: "Ihr Demo-Guthaben wird wieder auf {{amount}} gesetzt.",
    ok: "Zurücksetzen",
    done: "Demo-Guthaben wieder bei {{amount}}",
  },
  notice: {
    title: "Im Demo-Modus nicht verfügbar",
    text: "Ein- und Auszahlungen, P2P und Anlageprodukte nutzen echtes Geld. Wechseln Sie zu Ihrem echten Konto, um sie zu nutzen.",
    switch: "Zum echten Konto wechseln",
  },
};

export default demo;
