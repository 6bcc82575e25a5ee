/**
 * The texts of the contract-terms page (lever terms, seconds durations and stake currencies),
 * `key: [en, zh]` like the rest; i18n.ts merges them into the one table of the console.
 */
export const contractMessages = {
  "nav.contracts": ["Contracts", "合约参数"],

  "contracts.title": ["Contract terms", "合约条款"],
  "contracts.tab.lever": ["Lever contracts", "杠杆合约"],
  "contracts.tab.seconds": ["Seconds contracts", "秒合约"],
  "contracts.readOnly": ["Only an admin can change contract terms.", "仅管理员可以修改合约参数。"],
  "contracts.settingsHint": [
    "The liquidation threshold (lever_liquidation_risk_rate, risk rate in percent) and the window for cancelling a seconds order (seconds_cancel_grace_seconds) are venue settings.",
    "强平阈值（lever_liquidation_risk_rate，风险率百分比）与秒合约撤单时限（seconds_cancel_grace_seconds）属于平台参数。",
  ],
  "contracts.settingsLink": ["Edit in Settings", "前往系统设置"],
  "contracts.percent": ["{value} %", "{value}%"],

  "contracts.lever.help": [
    "Changes apply to orders placed afterwards; every position keeps the terms it was opened under.",
    "修改仅对之后的下单生效，已有持仓沿用开仓时的参数。",
  ],
  "contracts.lever.empty": ["No market has contract terms", "暂无合约市场"],
  "contracts.lever.symbol": ["Market", "交易对"],
  "contracts.lever.lotSize": ["Lot size", "每手数量"],
  "contracts.lever.lots": ["Lots per order", "每单手数"],
  "contracts.lever.minLots": ["Min. lots", "最小手数"],
  "contracts.lever.maxLots": ["Max. lots", "最大手数"],
  "contracts.lever.multiples": ["Multiples", "杠杆倍数"],
  "contracts.lever.spread": ["Spread rate", "点差率"],
  "contracts.lever.fee": ["Fee rate", "手续费率"],
  "contracts.lever.overnight": ["Overnight rate", "隔夜费率"],
  "contracts.lever.open": ["Open", "开放交易"],
  "contracts.lever.editTitle": ["Edit {symbol} terms", "编辑 {symbol} 合约参数"],
  "contracts.lever.saved": ["{symbol} terms saved", "{symbol} 合约参数已保存"],
  "contracts.lever.lotSizeHelp": ["{base} per lot", "每手 {base} 数量"],
  "contracts.lever.lotsHelp": ["At most {decimals} decimal places", "最多 {decimals} 位小数"],
  "contracts.lever.rateHelp": [
    "A fraction of the notional, below 0.1: 0.0005 is 0.05 %",
    "占名义价值的比例，须小于 0.1：0.0005 即 0.05%",
  ],
  "contracts.lever.overnightHelp": [
    "Charged per day at 00:00 UTC, a fraction of the notional below 0.1",
    "每日 UTC 00:00 收取，占名义价值的比例，须小于 0.1",
  ],
  "contracts.lever.multiplesHelp": [
    "Whole numbers from 1 to 1000, comma-separated, e.g. 1,2,5,10,20,50,100",
    "1 至 1000 的整数，用逗号分隔，如 1,2,5,10,20,50,100",
  ],
  "contracts.lever.openHelp": [
    "Off: no new order on this market; positions and pending orders stay.",
    "关闭后该交易对不能新下单，已有持仓和挂单不受影响。",
  ],

  "contracts.durations.title": ["Durations", "周期"],
  "contracts.durations.help": [
    "A win pays the stake plus stake × payout rate. Changes apply to the next order.",
    "盈利时返还本金并按收益率支付收益。修改对之后的下单生效。",
  ],
  "contracts.durations.empty": ["No duration", "暂无周期"],
  "contracts.durations.add": ["Add duration", "新增周期"],
  "contracts.durations.addTitle": ["New duration", "新增周期"],
  "contracts.durations.editTitle": ["Edit the {seconds} s duration", "编辑 {seconds} 秒周期"],
  "contracts.durations.seconds": ["Duration (s)", "周期（秒）"],
  "contracts.durations.secondsValue": ["{seconds} s", "{seconds} 秒"],
  "contracts.durations.secondsHelp": ["Whole seconds, 1 to 86,400", "整数秒，1 至 86400"],
  "contracts.durations.profitRatio": ["Payout rate (%)", "收益率（%）"],
  "contracts.durations.profitRatioHelp": [
    "Percent of the stake paid on a win: above 0, at most 1000",
    "盈利时按本金支付的百分比：大于 0，最多 1000",
  ],
  "contracts.durations.minNum": ["Min. stake", "最小下单额"],
  "contracts.durations.maxNum": ["Max. stake", "最大下单额"],
  "contracts.durations.enabled": ["Offered", "启用"],
  "contracts.durations.enabledHelp": [
    "Off: the app no longer offers this duration.",
    "关闭后 App 不再提供该周期。",
  ],
  "contracts.durations.sort": ["Sort", "排序"],
  "contracts.durations.sortHelp": ["Lower comes first", "数值越小越靠前"],

  "contracts.stakes.title": ["Stake currencies", "下单币种"],
  "contracts.stakes.help": [
    "Currencies a stake can be paid in, with the amounts the app offers as buttons.",
    "可用于下单的币种，以及 App 中显示为快捷按钮的金额。",
  ],
  "contracts.stakes.empty": ["No stake currency", "暂无下单币种"],
  "contracts.stakes.currency": ["Currency", "币种"],
  "contracts.stakes.numbers": ["Preset stakes", "快捷金额"],
  "contracts.stakes.none": ["(none)", "（无）"],
  "contracts.stakes.enabled": ["Accepted", "启用"],
  "contracts.stakes.enabledHelp": ["Off: stakes can no longer be paid in it.", "关闭后不能再用该币种下单。"],
  "contracts.stakes.editTitle": ["Edit {name} stakes", "编辑 {name} 下单设置"],
  "contracts.stakes.numbersHelp": [
    "Up to 20 amounts, comma-separated, e.g. 10,50,100; empty for none",
    "最多 20 个金额，用逗号分隔，如 10,50,100；留空表示不设置",
  ],

  "contracts.rule.positive": ["Must be above 0", "必须大于 0"],
  "contracts.rule.rateRange": ["Must be below {limit}", "必须小于 {limit}"],
  "contracts.rule.percentRange": ["At most {limit}", "不能超过 {limit}"],
  "contracts.rule.minAboveMax": ["Must not be below the minimum", "不能小于最小值"],
  "contracts.rule.multiples": [
    "Whole numbers from 1 to 1000, comma-separated, at most 30",
    "1 至 1000 的整数，用逗号分隔，最多 30 个",
  ],
  "contracts.rule.presets": [
    "Amounts above 0, comma-separated, at most 20",
    "大于 0 的金额，用逗号分隔，最多 20 个",
  ],
  "contracts.rule.seconds": ["Whole seconds from 1 to 86,400", "1 至 86400 的整数秒"],
} satisfies Record<string, readonly [en: string, zh: string]>;
