/**
 * The texts of the dashboard (the console's first page), `key: [en, zh]` like the rest; i18n.ts merges
 * them in.
 */
export const dashboardMessages = {
  "nav.dashboard": ["Dashboard", "仪表盘"],

  "dashboard.period": ["Period", "时间范围"],
  "dashboard.period.today": ["Today", "今日"],
  "dashboard.period.d7": ["7 days", "7 天"],
  "dashboard.period.d30": ["30 days", "30 天"],
  "dashboard.asOf": [
    "As of {time} (UTC days; refreshes every 10 s)",
    "截至 {time}（按 UTC 日计算；每 10 秒刷新）",
  ],
  "dashboard.failed": ["The dashboard could not be loaded", "仪表盘加载失败"],

  "dashboard.queues": ["Waiting for an operator", "待处理事项"],
  "dashboard.queue.kyc": ["KYC applications", "实名认证申请"],
  "dashboard.queue.deposits": ["Deposits to review", "待审核充值"],
  "dashboard.queue.withdrawals": ["Withdrawals to review", "待审核提现"],
  "dashboard.queue.p2p_appeals": ["P2P appeals", "P2P 申诉"],
  "dashboard.queue.p2p_merchants": ["Merchant applications", "商家申请"],
  "dashboard.queue.copy_traders": ["Copy trader applications", "带单交易员申请"],
  "dashboard.queue.loans": ["Loan applications", "借贷申请"],
  "dashboard.queue.loan_repayments": ["Loan repayments to confirm", "待确认还款"],
  "dashboard.queue.king_managers": ["King manager applications", "王者经理申请"],
  "dashboard.queue.support": ["Chats waiting for a reply", "待回复会话"],
  "dashboard.queue.open": ["Open", "打开"],

  "dashboard.users": ["Users", "用户"],
  "dashboard.signUps": ["Sign-ups", "注册人数"],
  "dashboard.signUpsByDay": ["Sign-ups per day (30 days)", "每日注册（30 天）"],
  "dashboard.funnel": ["KYC funnel of the period's sign-ups", "本期注册用户的实名漏斗"],
  "dashboard.funnel.signed_up": ["Signed up", "已注册"],
  "dashboard.funnel.level1_submitted": ["Level 1 submitted", "已提交初级认证"],
  "dashboard.funnel.level1_verified": ["Level 1 verified", "初级认证通过"],
  "dashboard.funnel.level2_submitted": ["Level 2 submitted", "已提交高级认证"],
  "dashboard.funnel.level2_verified": ["Level 2 verified", "高级认证通过"],

  "dashboard.money": ["Money in and out", "资金流入流出"],
  "dashboard.currency": ["Currency", "币种"],
  "dashboard.deposits": ["Deposits credited", "已入账充值"],
  "dashboard.withdrawals": ["Withdrawals paid", "已支付提现"],
  "dashboard.net": ["Net", "净流入"],
  "dashboard.noMoney": ["No deposit or withdrawal in 30 days", "30 天内没有充值或提现"],

  "dashboard.spot": ["Spot trading", "现货交易"],
  "dashboard.market": ["Market", "交易对"],
  "dashboard.trades": ["Trades", "成交笔数"],
  "dashboard.volume": ["Volume (quote)", "成交额（计价币）"],
  "dashboard.feesQuote": ["Fees (quote)", "手续费（计价币）"],
  "dashboard.feesBase": ["Fees (base)", "手续费（基础币）"],
  "dashboard.volumeByDay": ["Spot volume per day (30 days)", "每日现货成交额（30 天）"],

  "dashboard.contracts": ["Contracts opened", "合约开单"],
  "dashboard.product.perpetual": ["Perpetual", "永续合约"],
  "dashboard.product.seconds": ["Seconds", "秒合约"],
  "dashboard.product.copy": ["Copy trading", "跟单"],

  "dashboard.house": ["House result by product", "平台各产品损益"],
  "dashboard.houseHelp": [
    'What users lost to the house less what it paid them, plus the fees they paid (docs/product-decisions.md "House result")',
    "用户亏损给平台的金额减去平台支付的盈利，加上用户支付的手续费（见 docs/product-decisions.md「平台损益」）",
  ],
  "dashboard.product": ["Product", "产品"],
  "dashboard.trading": ["Trading", "交易损益"],
  "dashboard.fees": ["Fees", "手续费"],
  "dashboard.total": ["Total", "合计"],
  "dashboard.noHouse": ["No contract settled in 30 days", "30 天内没有合约结算"],

  "dashboard.coverage": ["Liabilities and assets", "负债与资产"],
  "dashboard.snapshot": ["Latest liabilities snapshot #{id} of {time}", "最新负债快照 #{id}（{time}）"],
  "dashboard.noSnapshot": [
    "No liabilities snapshot published yet: liabilities are as of now",
    "尚未发布负债快照：负债按当前余额计算",
  ],
  "dashboard.liabilities": ["Liabilities (published)", "负债（已发布）"],
  "dashboard.liabilitiesNow": ["Owed now", "当前负债"],
  "dashboard.custody": ["Deposits − withdrawals", "充值 − 提现"],
  "dashboard.houseCapital": ["House capital", "平台自有资金"],
  "dashboard.assets": ["Assets", "资产"],
  "dashboard.hotWallet": ["Hot wallet", "热钱包"],
  "dashboard.status": ["Status", "状态"],
  "dashboard.covered": ["Covered", "已覆盖"],
  "dashboard.noCoverage": ["No user holds a balance yet", "尚无用户持有余额"],
  "dashboard.short": ["Short", "不足"],
} satisfies Record<string, readonly [en: string, zh: string]>;
