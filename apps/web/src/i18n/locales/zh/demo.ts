/** Simplified Chinese: demo accounts (ribbon, account switch, first-time explanation, reset, notice); the `demo` namespace. */
const demo = {
  badge: "模拟",
  ribbon: "模拟交易 · 虚拟资金",
  ribbonLabel: "模拟模式：您正在使用虚拟资金交易",
  switch: {
    label: "模拟交易",
    demo: "模拟",
    real: "真实",
  },
  intro: {
    title: "体验模拟交易",
    funds: "您将获得 {{amount}} 虚拟资金用于练习。",
    prices: "价格与真实市场采用相同的指数；现货订单在独立的模拟订单簿中成交。",
    apart: "模拟资金为虚拟资金，无法与真实资金互相转移。",
    off: "模拟模式下，充值、提现、P2P、理财及其他涉及真实资金的服务均不可用。",
    reset: "您可随时重置模拟资金，并一键切换回真实账户。",
    start: "开始模拟交易",
    later: "暂不",
  },
  switched: {
    demo: "已切换为模拟资金交易",
    real: "已返回真实账户",
  },
  reset: {
    lead: "用于练习的虚拟资金，可随时重置为 {{amount}}。",
    button: "重置模拟资金",
    title: "重置模拟资金？",
    closes: "您所有未平仓的模拟持仓和未成交的模拟订单都将被关闭。",
    balance: "您的模拟余额将恢复为 {{amount}}。",
    ok: "重置",
    done: "模拟资金已恢复为 {{amount}}",
  },
  notice: {
    title: "模拟模式下不可用",
    text: "充值、提现、P2P 和理财产品使用真实资金，请切换到真实账户后使用。",
    switch: "切换到真实账户",
  },
};

export default demo;
