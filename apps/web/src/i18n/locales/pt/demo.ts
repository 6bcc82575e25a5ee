/** Portuguese: demo accounts (ribbon, account switch, first-time explanation, reset, notice); the `demo` namespace. */
const demo = {
  badge: "Demo",
  ribbon: "Negociação demo · fundos virtuais",
  ribbonLabel: "Modo demo: você está negociando com fundos virtuais",
  switch: {
    label: "Negociação demo",
    demo: "Demo",
    real: "Real",
  },
  intro: {
    title: "Pratique com a negociação demo",
    funds: "Você recebe {{amount}} em fundos virtuais para praticar.",
    prices:
      "Os preços seguem o mesmo índice dos mercados reais; as ordens spot são negociadas em livros de ordens demo separados.",
    apart: "Os fundos demo são virtuais: nada pode passar entre eles e o dinheiro real.",
    off: "Depósitos, saques, P2P, produtos de rendimento e outros serviços com dinheiro real ficam desativados no modo demo.",
    reset: "Redefina seus fundos demo a qualquer momento e volte à sua conta real com um toque.",
    start: "Começar negociação demo",
    later: "Agora não",
  },
  switched: {
    demo: "Agora você negocia com fundos demo",
    real: "De volta à sua conta real",
  },
  reset: {
    lead: "Fundos virtuais para praticar: redefina-os para {{amount}} quando quiser.",
    button: "Redefinir fundos demo",
    title: "Redefinir os fundos demo?",
    closes: "Todas as suas posições e ordens demo abertas serão encerradas.",
    balance: "Seu saldo demo voltará a {{amount}}.",
    ok: "Redefinir",
    done: "Os fundos demo voltaram a {{amount}}",
  },
  notice: {
    title: "Indisponível no modo demo",
    text: "Depósitos, saques, P2P e produtos de rendimento usam dinheiro real. Mude para sua conta real para usá-los.",
    switch: "Mudar para a conta real",
  },
};

export default demo;
