import type { LedgerEntryKind } from "@bourse/contract/ledger-kinds";

/**
 * The name of every kind of journal entry a user's bill line can carry (its `type`, one of
 * `LEDGER_ENTRY_KINDS`), `key: [en, zh]` like the rest; i18n.ts merges them into the one table of the
 * console. `bill.type.other` names a kind this console does not know yet.
 */
export const billKindMessages = {
  // wallet
  "bill.type.deposit": ["Deposit", "充值"],
  "bill.type.transfer": ["Transfer", "划转"],
  "bill.type.withdraw_request": ["Withdrawal frozen", "提现冻结"],
  "bill.type.withdraw_paid": ["Withdrawal paid", "提现完成"],
  "bill.type.withdraw_rejected": ["Withdrawal returned", "提现退回"],
  // spot
  "bill.type.spot_order": ["Spot order", "现货委托"],
  "bill.type.house_capital": ["Market-maker capital", "做市资金注入"],
  // perpetual contracts
  "bill.type.lever_open": ["Contract opened", "合约开仓"],
  "bill.type.lever_order": ["Contract limit order", "合约限价委托"],
  "bill.type.lever_fill": ["Contract order filled", "合约委托成交"],
  "bill.type.lever_cancel": ["Contract order cancelled", "合约委托撤销"],
  "bill.type.lever_stops": ["Contract stops set", "合约设置止盈止损"],
  "bill.type.lever_close": ["Contract closed", "合约平仓"],
  "bill.type.lever_liquidation": ["Contract liquidated", "合约强平"],
  "bill.type.lever_overnight": ["Contract overnight fee", "合约隔夜费"],
  // seconds contracts
  "bill.type.seconds_order": ["Seconds order", "秒合约下单"],
  "bill.type.seconds_settle": ["Seconds settlement", "秒合约结算"],
  "bill.type.seconds_cancel": ["Seconds order cancelled", "秒合约撤单"],
  // fiat P2P
  "bill.type.p2p_ad": ["P2P ad funds frozen", "P2P 广告资金冻结"],
  "bill.type.p2p_merchant_deposit": ["P2P merchant deposit", "P2P 商家保证金"],
  "bill.type.p2p_give_back": ["P2P ad funds returned", "P2P 广告资金退回"],
  "bill.type.p2p_order": ["P2P order", "P2P 下单"],
  "bill.type.p2p_release": ["P2P coins released", "P2P 放币"],
  "bill.type.p2p_cancel": ["P2P order cancelled", "P2P 订单取消"],
  // copy trading
  "bill.type.copy_profit_share": ["Copy trading profit share", "跟单分润"],
  // NFT market
  "bill.type.nft_buy": ["NFT purchase", "NFT 购买"],
  "bill.type.nft_box_buy": ["Blind box purchase", "盲盒购买"],
  "bill.type.nft_margin": ["NFT auction deposit", "NFT 拍卖保证金"],
  "bill.type.nft_sale_end": ["NFT auction ended", "NFT 拍卖结束"],
  "bill.type.nft_pay": ["NFT auction payment", "NFT 拍卖付款"],
  "bill.type.nft_forfeit": ["NFT deposit forfeited", "NFT 保证金罚没"],
  // IEO launchpad
  "bill.type.ieo_subscribe": ["IEO subscription", "IEO 申购"],
  "bill.type.ieo_settle": ["IEO allocation", "IEO 分配"],
  "bill.type.ieo_release": ["IEO tokens unlocked", "IEO 代币解锁"],
  "bill.type.ieo_close": ["IEO refund", "IEO 退款"],
  // lock mining
  "bill.type.lock_buy": ["Lock mining deposit", "锁仓挖矿存入"],
  "bill.type.lock_yield": ["Lock mining yield", "锁仓挖矿收益"],
  "bill.type.lock_redeem": ["Lock mining early redemption", "锁仓挖矿提前赎回"],
  "bill.type.lock_mature": ["Lock mining matured", "锁仓挖矿到期"],
  // collateral loans
  "bill.type.loan_apply": ["Loan application (collateral frozen)", "借贷申请（质押冻结）"],
  "bill.type.loan_apply_approved": ["Loan granted on application", "借贷申请自动放款"],
  "bill.type.loan_approve": ["Loan approved by operator", "借贷审核通过放款"],
  "bill.type.loan_reject": ["Loan rejected", "借贷审核驳回"],
  "bill.type.loan_repay_request": ["Loan repayment request", "借贷还款申请"],
  "bill.type.loan_repay": ["Loan repaid", "借贷还款完成"],
  "bill.type.loan_repay_refused": ["Loan repayment refused", "借贷还款被拒"],
  "bill.type.loan_topup": ["Loan collateral top-up", "借贷追加质押"],
  "bill.type.loan_liquidate": ["Loan liquidated", "借贷强制平仓"],
  // dual investment
  "bill.type.dual_buy": ["Dual investment subscription", "双币投资申购"],
  "bill.type.dual_settle": ["Dual investment settlement", "双币投资结算"],
  // growth
  "bill.type.rebate": ["Referral rebate", "邀请返佣"],
  "bill.type.bonus": ["New-user bonus", "新人奖励"],
  "bill.type.experience_grant": ["Trial funds granted", "体验金发放"],
  "bill.type.experience_expire": ["Trial funds expired", "体验金过期回收"],
  "bill.type.coupon": ["Coupon", "优惠券"],
  // demo accounts
  "bill.type.demo_open": ["Demo funds", "模拟资金发放"],
  "bill.type.demo_reset": ["Demo account reset", "模拟账户重置"],
  // operators: a manual adjustment a second operator approved
  "bill.type.balance_adjust": ["Balance adjustment", "余额调整"],

  "bill.type.other": ["Other", "其他"],
} satisfies Record<`bill.type.${LedgerEntryKind | "other"}`, readonly [en: string, zh: string]>;
