/**
 * The texts of the markets page (spot fees, steps, minimum order value, halt) and of adding currencies
 * and networks, `key: [en, zh]` like the rest; i18n.ts merges them in.
 */
export const marketMessages = {
  "nav.markets": ["Markets", "交易市场"],

  "market.title": ["Spot markets", "现货市场"],
  "market.help": [
    "Fees, the price step (a multiple of the market's tick), the lot step and the minimum order value apply from the next order on; resting orders keep their prices. A halted market refuses new orders in the app, the legacy calls and the trading API, and still lets users cancel their open orders. Every change is audited.",
    "手续费、价格步长（市场最小变动价位的整数倍）、数量步长和最小下单金额从下一笔订单起生效；已挂订单价格不变。暂停的市场在 App、旧接口和交易 API 上都拒绝新订单，用户仍可撤销未成交订单。每次修改都会记入审计日志。",
  ],
  "market.symbol": ["Market", "市场"],
  "market.state": ["State", "状态"],
  "market.trading": ["Trading", "交易中"],
  "market.halted": ["Halted", "已暂停"],
  "market.closed": ["Closed", "已关闭"],
  "market.makerFee": ["Maker fee", "挂单手续费"],
  "market.takerFee": ["Taker fee", "吃单手续费"],
  "market.feeHelp": [
    "Rates: 0.001 is 0.1 %. At least 0 and below 1; a fee above 1 % waits for a second operator's approval.",
    "费率：0.001 即 0.1%。不小于 0 且小于 1；高于 1% 的费率需第二位运营人员批准。",
  ],
  "market.priceStep": ["Price step", "价格步长"],
  "market.priceStepHelp": [
    "A multiple of the tick: at most {decimals} decimal places",
    "须为最小变动价位的整数倍：最多 {decimals} 位小数",
  ],
  "market.lotStep": ["Lot step", "数量步长"],
  "market.lotStepHelp": [
    "A multiple of the smallest amount: at most {decimals} decimal places",
    "须为最小数量的整数倍：最多 {decimals} 位小数",
  ],
  "market.minNotional": ["Min. order value ({quote})", "最小下单金额（{quote}）"],
  "market.minNotionalShort": ["Min. order value", "最小下单金额"],
  "market.lastPrice": ["Last price", "最新价"],
  "market.editTitle": ["Edit {symbol}", "编辑 {symbol}"],
  "market.saved": ["{symbol} saved", "{symbol} 已保存"],
  "market.halt": ["Halt", "暂停交易"],
  "market.resume": ["Resume", "恢复交易"],
  "market.haltConfirm": [
    "Halt {symbol}? New orders are refused until it is resumed; open orders can still be cancelled.",
    "暂停 {symbol}？恢复前将拒绝新订单；未成交订单仍可撤销。",
  ],
  "market.resumeConfirm": ["Resume trading on {symbol}?", "恢复 {symbol} 的交易？"],
  "market.haltedNotice": ["{symbol} is halted", "{symbol} 已暂停交易"],
  "market.resumed": ["{symbol} trades again", "{symbol} 已恢复交易"],

  "currency.add": ["Add currency", "添加币种"],
  "currency.addTitle": ["Add a currency", "添加币种"],
  "currency.added": [
    "{name} added: add a network for deposits and withdrawals",
    "{name} 已添加：请为其添加充提网络",
  ],
  "currency.symbol": ["Symbol", "代码"],
  "currency.symbolHelp": [
    "2 to 12 capital letters or digits, starting with a letter (e.g. SOL)",
    "2 至 12 位大写字母或数字，以字母开头（如 SOL）",
  ],
  "currency.fullName": ["Name", "名称"],
  "currency.fullNameRequired": ["Enter the currency's name", "请填写币种名称"],
  "currency.decimalsHelp": [
    "Places of its amounts, 0 to 18; fixed once added",
    "金额的小数位数，0 至 18；添加后不可更改",
  ],
  "network.add": ["Add network", "添加网络"],
  "network.addTitle": ["Add a network to {currency}", "为 {currency} 添加网络"],
  "network.added": ["Network {network} added", "网络 {network} 已添加"],
  "network.nameHelp": [
    "As users see it (TRC20, ERC20, BTC…): addresses are checked by its rules",
    "用户看到的名称（TRC20、ERC20、BTC…）：地址按该网络的规则校验",
  ],
  "network.addAddressHelp": [
    "The venue's deposit address on this network; empty: deposits stay unavailable until one is set",
    "平台在该网络上的充值地址；留空则在设置之前无法充值",
  ],
} as const;
