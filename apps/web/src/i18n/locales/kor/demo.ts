/** Korean: demo accounts (ribbon, account switch, first-time explanation, reset, notice); the `demo` namespace. */
const demo = {
  badge: "모의",
  ribbon: "모의 거래 · 가상 자금",
  ribbonLabel: "모의 모드: 가상 자금으로 거래하고 있습니다",
  switch: {
    label: "모의 거래",
    demo: "모의",
    real: "실전",
  },
  intro: {
    title: "모의 거래로 연습하세요",
    funds: "연습용 가상 자금 {{amount}}이(가) 지급됩니다.",
    prices: "가격은 실제 시장과 같은 지수를 따르며, 현물 주문은 별도의 모의 호가창에서 체결됩니다.",
    apart: "모의 자금은 가상 자금이며 실제 자금과 서로 이동할 수 없습니다.",
    off: "모의 모드에서는 입금, 출금, P2P, 자산 운용 등 실제 자금을 쓰는 서비스를 이용할 수 없습니다.",
    reset: "모의 자금은 언제든지 초기화할 수 있고, 한 번의 탭으로 실전 계정으로 돌아갈 수 있습니다.",
    start: "모의 거래 시작",
    later: "나중에",
  },
  switched: {
    demo: "이제 모의 자금으로 거래합니다",
    real: "실전 계정으로 돌아왔습니다",
  },
  reset: {
    lead: "연습용 가상 자금입니다. 언제든지 {{amount}}(으)로 초기화할 수 있습니다.",
    button: "모의 자금 초기화",
    title: "모의 자금을 초기화할까요?",
    closes: "열려 있는 모든 모의 포지션과 주문이 종료됩니다.",
    balance: "모의 잔액이 {{amount}}(으)로 돌아갑니다.",
    ok: "초기화",
    done: "모의 자금이 {{amount}}(으)로 초기화되었습니다",
  },
  notice: {
    title: "모의 모드에서는 이용할 수 없습니다",
    text: "입금, 출금, P2P, 자산 운용 상품은 실제 자금을 사용합니다. 이용하려면 실전 계정으로 전환하세요.",
    switch: "실전 계정으로 전환",
  },
};

export default demo;
